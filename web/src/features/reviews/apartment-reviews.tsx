import type { ApartmentId } from '@catania/shared/config/apartments';
import { Button } from '../../components/ui/button';
import { useLocalizedPath, useMessages } from '../../i18n/messages';
import { Link } from '../../lib/navigation';
import { useReviews } from '../../queries/reviews';
import { AspectAverages } from './aspect-averages';
import { ReviewCard } from './review-card';
import { PolicyLink, useFigureWords } from './review-figures';

/** How many of the apartment's reviews its page shows: the latest stays. */
const SHOWN = 4;

/** The apartment page's 'Recensioni': its computed figures and its latest published reviews. */
export function ApartmentReviews({ apartmentId }: { apartmentId: ApartmentId }) {
  const { data } = useReviews();
  const words = useMessages('reviews').apartment;
  const figureWords = useFigureWords();
  const localized = useLocalizedPath();
  const figures = data?.apartments[apartmentId];
  if (!data || !figures) return null;
  const reviews = data.reviews.filter((review) => review.apartmentId === apartmentId);
  return (
    <section aria-labelledby="apartment-reviews-title" className="mt-14" id="recensioni">
      <h2 id="apartment-reviews-title" className="text-3xl text-lava-900">
        {words.title(figureWords.headline(figures))}
      </h2>
      <p className="mt-2 text-sm text-lava-600">
        {figures.count ? `${figureWords.breakdown(figures)} · ` : null}
        <PolicyLink className="text-accent-700" />
      </p>
      <div className="mt-6">
        <AspectAverages figures={figures} />
      </div>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {reviews.slice(0, SHOWN).map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </div>
      {reviews.length > SHOWN ? (
        <div className="mt-8">
          <Button asChild variant="outline">
            <Link to={localized('/recensioni')}>{words.all}</Link>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
