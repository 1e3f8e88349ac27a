import { APARTMENT_IDS, type ApartmentId } from '../config/apartments';
import type { PublicReview, ReviewFigures, ReviewsResponse } from '../schemas/review';
import { REVIEW_ASPECTS } from './review-labels';

/**
 * The one computation of every review figure: the API answers with it, the prerender
 * runs it over the seed reviews at build time, and the pages only format what it gives. Hidden
 * and pending reviews never reach it: the caller passes the published ones.
 */

/** Mean to one decimal, or null for none (no figure is better than an invented one). */
function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sum = values.reduce((total, value) => total + value, 0);
  return Math.round((sum / values.length) * 10) / 10;
}

export function reviewFigures(reviews: readonly PublicReview[]): ReviewFigures {
  const direct = reviews.filter((review) => review.origin === 'direct');
  const scored = direct.flatMap((review) => (review.aspects ? [review.aspects] : []));
  return {
    count: reviews.length,
    average: mean(reviews.map((review) => review.overall)),
    aspects: Object.fromEntries(
      REVIEW_ASPECTS.map((aspect) => [aspect, mean(scored.map((scores) => scores[aspect]))]),
    ) as ReviewFigures['aspects'],
    byOrigin: {
      direct: direct.length,
      airbnb: reviews.filter((review) => review.origin === 'airbnb').length,
      booking: reviews.filter((review) => review.origin === 'booking').length,
    },
  };
}

/** Newest stay first (the same order on the server and in the prerender). */
const newestFirst = (a: PublicReview, b: PublicReview) =>
  b.stayMonth.localeCompare(a.stayMonth) || a.id.localeCompare(b.id);

/**
 * GET /api/reviews's answer from every published review: one apartment's reviews and figures
 * (or everyone's), and each apartment's figures for the cards that show them.
 */
export function reviewsResponse(
  published: readonly PublicReview[],
  apartmentId?: ApartmentId,
): ReviewsResponse {
  const shown = (
    apartmentId ? published.filter((r) => r.apartmentId === apartmentId) : [...published]
  ).sort(newestFirst);
  return {
    ...reviewFigures(shown),
    reviews: shown,
    apartments: Object.fromEntries(
      APARTMENT_IDS.map((id) => [id, reviewFigures(published.filter((r) => r.apartmentId === id))]),
    ) as ReviewsResponse['apartments'],
  };
}
