import type { ApartmentId } from '@catania/shared/config/apartments';
import { site } from '@catania/shared/config/site';
import { Star } from 'lucide-react';
import { useLocalizedPath, useMessages } from '../i18n/messages';
import { useFormats } from '../lib/format';
import { Link } from '../lib/navigation';
import { useReviews } from '../queries/reviews';

/**
 * An apartment's rating as its cards and its page show it, '9,5/10 · 3 recensioni', computed from
 * the site's published reviews (the prerendered page carries them; the live ones follow); its
 * line is kept while they load. `linked`: it leads to how reviews are verified (not inside a
 * button, which may hold no link).
 */
export function ApartmentRating({
  apartmentId,
  linked = true,
  className = 'flex items-center gap-1',
  starClassName = 'h-4 w-4 fill-ochre-400 text-ochre-400',
}: {
  apartmentId: ApartmentId;
  linked?: boolean;
  className?: string;
  starClassName?: string;
}) {
  const figures = useReviews().data?.apartments[apartmentId];
  const { rating } = useMessages('common');
  const { score } = useFormats();
  const localized = useLocalizedPath();
  const content = (
    <>
      <Star className={starClassName} aria-hidden />
      {!figures
        ? '\u00a0'
        : figures.average === null
          ? rating.none
          : `${score(figures.average)}/${site.reviews.ratingScale} · ${rating.count(figures.count)}`}
    </>
  );
  return linked ? (
    <Link to={localized(site.reviews.policyPath)} className={className}>
      {content}
    </Link>
  ) : (
    <span className={className}>{content}</span>
  );
}
