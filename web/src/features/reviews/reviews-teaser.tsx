import { Star } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { SectionHeading } from '../../components/ui/section-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { useLocalizedPath, useMessages } from '../../i18n/messages';
import { Link } from '../../lib/navigation';
import { useReviews } from '../../queries/reviews';
import { ReviewCard } from './review-card';
import { PolicyLink, useFigureWords } from './review-figures';

/** How many reviews the home shows: the latest stays. */
const SHOWN = 3;

/** The home's 'Recensioni': the computed rating, the latest reviews, the way to all of them. */
/** Keys of the placeholder cards shown while the reviews load (they keep the cards' height). */
const PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f'];

export function ReviewsTeaser() {
  const { data } = useReviews();
  const { teaser, guestReviews } = useMessages('reviews');
  const figureWords = useFigureWords();
  const localized = useLocalizedPath();
  return (
    <section id="recensioni" aria-labelledby="reviews-teaser-title" className="py-20 sm:py-28">
      <div className="container-site">
        <SectionHeading
          id="reviews-teaser-title"
          eyebrow={teaser.eyebrow}
          title={
            <>
              <Star
                className="mr-2 inline h-8 w-8 fill-ochre-400 text-ochre-400 align-baseline"
                aria-hidden
              />
              {data ? figureWords.headline(data) : guestReviews}
            </>
          }
          intro={
            <>
              {data ? `${figureWords.breakdown(data)}. ` : null}
              <PolicyLink className="text-accent-700" />
            </>
          }
        />
        <div className="grid gap-6 md:grid-cols-3">
          {data
            ? data.reviews
                .slice(0, SHOWN)
                .map((review) => <ReviewCard key={review.id} review={review} />)
            : PLACEHOLDERS.slice(0, SHOWN).map((key) => (
                <Skeleton key={key} className="h-96 rounded-3xl" />
              ))}
        </div>
        <div className="mt-10 text-center">
          <Button asChild variant="outline">
            <Link to={localized('/recensioni')}>{teaser.all}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
