import { Star } from 'lucide-react';
import { Skeleton } from '../components/ui/skeleton';
import { AspectAverages } from '../features/reviews/aspect-averages';
import { ReviewCard } from '../features/reviews/review-card';
import { PolicyLink, useFigureWords } from '../features/reviews/review-figures';
import { ReviewPolicy } from '../features/reviews/review-policy';
import { useMessages } from '../i18n/messages';
import { useFormats } from '../lib/format';
import { usePageMeta } from '../lib/seo';
import { useReviews } from '../queries/reviews';

/** Keys of the placeholder cards shown while the reviews load (they keep the cards' height). */
const PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f'];

export default function ReviewsPage() {
  const { data } = useReviews();
  const { guestReviews } = useMessages('reviews');
  const { page, meta } = useMessages('reviewsPage');
  const figureWords = useFigureWords();
  const { number, score } = useFormats();
  usePageMeta({
    title: meta.title,
    description: meta.description(data ? figureWords.headline(data) : null),
    path: '/recensioni',
  });
  const stats = data
    ? [
        { value: data.average === null ? '–' : score(data.average), label: page.average },
        { value: number(data.count), label: page.published },
        { value: number(data.byOrigin.direct), label: page.verifiedHere },
        {
          value: number(data.byOrigin.airbnb + data.byOrigin.booking),
          label: page.fromPlatforms,
        },
      ]
    : [];
  return (
    <>
      <section className="bg-lava-950 pt-36 pb-16 text-white sm:pt-44 sm:pb-20">
        <div className="container-site text-center">
          <p className="eyebrow text-ochre-300">{page.eyebrow}</p>
          <h1 className="mt-3 text-4xl sm:text-6xl">
            <Star
              className="mr-3 inline h-10 w-10 fill-ochre-300 text-ochre-300 align-baseline"
              aria-hidden
            />
            {data ? figureWords.headline(data) : guestReviews}
          </h1>
          <p className="mt-4 text-lava-200">
            {data ? `${figureWords.breakdown(data)} · ` : null}
            <PolicyLink className="text-ochre-200" />
          </p>
          <dl
            className="mx-auto mt-12 grid min-h-28 max-w-4xl grid-cols-2 gap-4 sm:grid-cols-4"
            data-testid="review-stats"
          >
            {stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse rounded-2xl bg-white/5 p-5 ring-1 ring-white/10"
              >
                <dt className="mt-1 text-sm text-lava-200">{stat.label}</dt>
                <dd className="font-display text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
          {data ? (
            <div className="mx-auto mt-8 max-w-2xl text-left">
              <AspectAverages figures={data} dark />
            </div>
          ) : null}
        </div>
      </section>
      <section className="container-site py-16 sm:py-24" aria-label={page.list}>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {data
            ? data.reviews.map((review) => <ReviewCard key={review.id} review={review} />)
            : PLACEHOLDERS.slice(0, 6).map((key) => (
                <Skeleton key={key} className="h-96 rounded-3xl" />
              ))}
        </div>
        {data?.count === 0 ? <p className="text-center text-lava-600">{page.empty}</p> : null}
        <div className="mt-16">
          <ReviewPolicy />
        </div>
      </section>
    </>
  );
}
