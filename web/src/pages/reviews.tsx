import { site } from '@catania/shared/config/site';
import { Star } from 'lucide-react';
import { ReviewCard } from '../features/reviews/review-card';
import { reviews } from '../features/reviews/reviews';
import { usePageMeta } from '../lib/seo';

export default function ReviewsPage() {
  usePageMeta({
    title: 'Recensioni degli ospiti',
    description: `${site.reviews.rating} su ${site.reviews.headlineReviews} recensioni: cosa dicono gli ospiti dei nostri appartamenti nel centro storico di Catania.`,
    path: '/recensioni',
  });
  const stats = [
    { value: site.reviews.averageStars.toLocaleString('it-IT'), label: 'media su 5 stelle' },
    { value: `${site.reviews.recommendPercentage}%`, label: 'consiglierebbe' },
    { value: site.reviews.totalReviewsLabel, label: 'recensioni totali' },
    { value: '24h', label: 'supporto agli ospiti' },
  ];
  return (
    <>
      <section className="bg-lava-950 pt-36 pb-16 text-white sm:pt-44 sm:pb-20">
        <div className="container-site text-center">
          <p className="eyebrow text-ochre-300">Recensioni</p>
          <h1 className="mt-3 text-4xl sm:text-6xl">
            <Star
              className="mr-3 inline h-10 w-10 fill-ochre-300 text-ochre-300 align-baseline"
              aria-hidden
            />
            {site.reviews.rating.toLocaleString('it-IT')} su {site.reviews.headlineReviews}{' '}
            recensioni
          </h1>
          <dl className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-4 sm:grid-cols-4">
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
        </div>
      </section>
      <section className="container-site py-16 sm:py-24" aria-label="Tutte le recensioni">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </div>
      </section>
    </>
  );
}
