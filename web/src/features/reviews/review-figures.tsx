import { site } from '@catania/shared/config/site';
import type { ReviewFigures } from '@catania/shared/schemas/review';
import { useLocalizedPath, useMessages } from '../../i18n/messages';
import { cn } from '../../lib/cn';
import { useFormats } from '../../lib/format';
import { Link } from '../../lib/navigation';

/**
 * The computed figures as words in the page's language, each linked to how the reviews are
 * verified (Codice del Consumo art. 22 c. 4-bis): `headline` '9,5 su 15 recensioni' (nothing
 * for no review), `breakdown` '3 verificate qui · 8 da Airbnb · 4 da Booking.com'.
 */
export function useFigureWords() {
  const words = useMessages('reviews');
  const { rating } = useMessages('common');
  const { score } = useFormats();
  return {
    headline: (figures: ReviewFigures) =>
      figures.average === null
        ? words.noneYet
        : words.headline(score(figures.average), rating.count(figures.count)),
    breakdown: (figures: ReviewFigures) =>
      [
        figures.byOrigin.direct ? words.verifiedHere(figures.byOrigin.direct) : '',
        figures.byOrigin.airbnb ? words.fromAirbnb(figures.byOrigin.airbnb) : '',
        figures.byOrigin.booking ? words.fromBooking(figures.byOrigin.booking) : '',
      ]
        .filter(Boolean)
        .join(' · '),
  };
}

/** The link every figure carries to the policy on /recensioni, in the page's language. */
export function PolicyLink({
  className,
  children,
}: {
  className?: string;
  children?: React.ReactNode;
}) {
  const { policyLink } = useMessages('reviews');
  const localized = useLocalizedPath();
  return (
    <Link
      to={localized(site.reviews.policyPath)}
      className={cn('underline underline-offset-2', className)}
    >
      {children ?? policyLink}
    </Link>
  );
}
