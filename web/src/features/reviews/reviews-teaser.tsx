import { site } from '@catania/shared/config/site';
import { Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { SectionHeading } from '../../components/ui/section-heading';
import { featuredReviews } from './featured-reviews';
import { ReviewCard } from './review-card';

/** The home's 'Recensioni': the rating, three reviews, the way to all of them. */
export function ReviewsTeaser() {
  return (
    <section id="recensioni" aria-labelledby="reviews-teaser-title" className="py-20 sm:py-28">
      <div className="container-site">
        <SectionHeading
          id="reviews-teaser-title"
          eyebrow="Recensioni"
          title={
            <>
              <Star
                className="mr-2 inline h-8 w-8 fill-ochre-400 text-ochre-400 align-baseline"
                aria-hidden
              />
              {site.reviews.rating.toLocaleString('it-IT')} su {site.reviews.headlineReviews}{' '}
              recensioni
            </>
          }
          intro="Cosa dicono gli ospiti che hanno soggiornato da noi."
        />
        <div className="grid gap-6 md:grid-cols-3">
          {featuredReviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </div>
        <div className="mt-10 text-center">
          <Button asChild variant="outline">
            <Link to="/recensioni">Leggi tutte le recensioni</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
