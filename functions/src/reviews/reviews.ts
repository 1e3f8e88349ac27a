import { randomUUID } from 'node:crypto';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { apartmentNameOf } from '@catania/shared/content/apartments';
import { reviewsResponse } from '@catania/shared/domain/reviews';
import type {
  AdminReview,
  importedReviewRequest,
  PublicReview,
  ReviewModeration,
  ReviewsResponse,
} from '@catania/shared/schemas/review';
import type { z } from 'zod';
import { NotFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { invalidatePublishedReviews } from './edge-cache';
import {
  getReview,
  listReviews,
  moderate,
  putReviewIfMissing,
  REVIEW_NOT_FOUND,
  type ReviewRecord,
} from './reviews-repo';

/**
 * What the public pages read and what the owner does with reviews. Every change to
 * what is published drops the edge's copy of GET /api/reviews, so the pages show it at once.
 */

/** A published review as the pages show it: never the stay key, the status or the log. */
export function toPublic(review: ReviewRecord): PublicReview {
  return {
    id: review.id,
    apartmentId: review.apartmentId,
    apartmentName: apartmentNameOf(review.apartmentId),
    stayMonth: review.stayMonth,
    origin: review.origin,
    ...(review.verification ? { verification: review.verification } : {}),
    overall: review.overall,
    ...(review.aspects ? { aspects: review.aspects } : {}),
    ...(review.title ? { title: review.title } : {}),
    text: review.text,
    ...(review.language ? { language: review.language } : {}),
    firstName: review.firstName,
    country: review.country,
    ...(review.reply ? { reply: review.reply } : {}),
  };
}

/** GET /api/reviews: the published reviews and their figures, computed. */
export async function publishedReviews(apartmentId?: ApartmentId): Promise<ReviewsResponse> {
  const published = await listReviews('published');
  return reviewsResponse(published.map(toPublic), apartmentId);
}

const toAdmin = ({ stayKey: _stayKey, ...review }: ReviewRecord): AdminReview => ({
  ...review,
  apartmentName: apartmentNameOf(review.apartmentId),
});

/** Every review for the owner's tab, newest first, with its log. */
export async function reviewsForOwner(): Promise<AdminReview[]> {
  return (await listReviews()).map(toAdmin);
}

/**
 * One step of the owner's moderation, logged on the review: publish, hide with its reason, or
 * the public reply (an empty text removes it).
 */
export function moderateReview(step: ReviewModeration, now = new Date()): Promise<AdminReview> {
  if (step.action === 'import') return importReview(step, now);
  if (step.action === 'reply') return replyToReview(step.id, step.text, now);
  return decideReview(step.id, step, now);
}

async function decideReview(
  id: string,
  decision: Extract<ReviewModeration, { action: 'publish' | 'hide' }>,
  now: Date,
): Promise<AdminReview> {
  const at = now.toISOString();
  const review =
    decision.action === 'publish'
      ? await moderate(id, { status: 'published' }, { at, action: 'published' })
      : await moderate(
          id,
          { status: 'hidden', reason: decision.reason },
          { at, action: 'hidden', reason: decision.reason },
        );
  logger.info('review moderated', { reviewId: id, action: decision.action });
  await invalidatePublishedReviews();
  return toAdmin(review);
}

async function replyToReview(id: string, text: string, now: Date): Promise<AdminReview> {
  const at = now.toISOString();
  if (!text && !(await getReview(id))) throw new NotFound(REVIEW_NOT_FOUND);
  const review = text
    ? await moderate(id, { reply: { text, at } }, { at, action: 'replied' })
    : await moderate(id, { reply: null }, { at, action: 'reply_removed' });
  logger.info('review replied', { reviewId: id, removed: !text });
  if (review.status === 'published') await invalidatePublishedReviews();
  return toAdmin(review);
}

/** A review the owner copies from Airbnb or Booking.com: published at once, labelled by source. */
async function importReview(
  body: z.output<typeof importedReviewRequest>,
  now = new Date(),
): Promise<AdminReview> {
  const at = now.toISOString();
  const review: ReviewRecord = {
    id: randomUUID(),
    apartmentId: body.apartmentId,
    stayMonth: body.date.slice(0, 7),
    checkIn: body.date,
    origin: body.source,
    overall: body.overall,
    ...(body.title ? { title: body.title } : {}),
    text: body.text,
    ...(body.language ? { language: body.language } : {}),
    firstName: body.firstName,
    country: body.country,
    status: 'published',
    createdAt: at,
    log: [
      { at, action: 'imported' },
      { at, action: 'published' },
    ],
  };
  await putReviewIfMissing(review);
  logger.info('review imported', { reviewId: review.id, source: body.source });
  await invalidatePublishedReviews();
  return toAdmin(review);
}
