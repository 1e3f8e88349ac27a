import * as z from 'zod';
import { APARTMENT_IDS } from '../config/apartments';
import { site } from '../config/site';
import {
  HIDE_REASONS,
  REVIEW_ORIGINS,
  REVIEW_STATUSES,
  VERIFICATIONS,
} from '../domain/review-labels';
import { apartmentId, calendarDate, entityId } from './common';
import { GUEST_TOKEN_PATTERN } from './guest-booking';

export * from '../domain/review-labels';

/**
 * Reviews: what a guest writes from the personal link after the stay, what the owner
 * decides about it, and what the public pages read. The guest's words and scores are written
 * once and never changed; the owner only publishes, hides (with a reason of a fixed list) and
 * replies, and each of those is logged on the review.
 */

const limits = site.reviews;

export const SCORE_MESSAGE = 'Il voto deve essere un numero intero da 1 a 10';
const score = z
  .number({ error: SCORE_MESSAGE })
  .int({ error: SCORE_MESSAGE })
  .min(1, { error: SCORE_MESSAGE })
  .max(10, { error: SCORE_MESSAGE });

/**
 * The language a guest wrote a review in: a BCP 47 primary language subtag (`it`, `en`, `fr`,
 * `de`...), any language guests write in, not only the site's own. The pages mark the guest's words
 * with it (`lang`) and say it when it is not the page's; a review stored before it was recorded has
 * none.
 */
export const reviewLanguage = z.string({ error: 'Lingua non valida' }).regex(/^[a-z]{2,3}$/, {
  error: "Lingua non valida: un codice di 2 o 3 lettere minuscole ('it', 'en', 'fr')",
});

const text = (name: string, min: number, max: number) =>
  z
    .string({ error: `${name}: campo obbligatorio` })
    .trim()
    .min(min, {
      error: min === 1 ? `${name}: campo obbligatorio` : `${name}: scrivi almeno ${min} caratteri`,
    })
    .max(max, { error: `${name}: al massimo ${max} caratteri` });

/** The form of the review link (the guest's own words; shown as text, never as markup). */
export const reviewSubmission = z.strictObject({
  overall: score,
  cleanliness: score,
  position: score,
  host: score,
  value: score,
  title: text('Titolo', 1, limits.titleMaxLength),
  text: text('Recensione', limits.textMinLength, limits.textMaxLength),
  firstName: text('Nome', 1, 40),
  country: text('Paese', 1, 60),
  consent: z.literal(true, {
    error: 'Consenso richiesto: accetta la pubblicazione della recensione per inviarla.',
  }),
});
export type ReviewSubmission = z.input<typeof reviewSubmission>;

const aspects = z.object({
  cleanliness: score,
  position: score,
  host: score,
  value: score,
});
export type AspectScores = z.infer<typeof aspects>;

const reply = z.object({ text: z.string(), at: z.iso.datetime() });

/** A published review as the public pages show it (no e-mail, no stay key, no log). */
export const publicReview = z.object({
  id: entityId,
  apartmentId,
  apartmentName: z.string(),
  /** The month of the stay, `yyyy-MM` (the day is not shown). */
  stayMonth: z.string().regex(/^\d{4}-\d{2}$/),
  origin: z.enum(REVIEW_ORIGINS),
  /** Direct reviews only: how the stay was verified. */
  verification: z.enum(VERIFICATIONS).optional(),
  overall: score,
  /** Direct reviews only (the platforms' copies carry the overall score). */
  aspects: aspects.optional(),
  title: z.string().optional(),
  text: z.string(),
  /** The language of the title and text, as written (never translated). */
  language: reviewLanguage.optional(),
  firstName: z.string(),
  country: z.string(),
  reply: reply.optional(),
});
export type PublicReview = z.infer<typeof publicReview>;

const average = z.number().nullable();
export const reviewFigures = z.object({
  /** Every published review (direct and imported). */
  count: z.number().int().min(0),
  /** Their mean overall score, one decimal; null when there is none. */
  average,
  /** Per aspect, over the direct reviews (the only ones that score them). */
  aspects: z.object({
    cleanliness: average,
    position: average,
    host: average,
    value: average,
  }),
  /** The same count, apart by origin: verified here, and each platform's. */
  byOrigin: z.object({ direct: z.number(), airbnb: z.number(), booking: z.number() }),
});
export type ReviewFigures = z.infer<typeof reviewFigures>;

export const reviewsQuery = z.object({ apartmentId: apartmentId.optional() });

/** GET /api/reviews: the published reviews (of one apartment, or all) and their figures. */
export const reviewsResponse = reviewFigures.extend({
  reviews: z.array(publicReview),
  /** The figures of each apartment (always all four, for the cards of every page). */
  apartments: z.record(z.enum(APARTMENT_IDS), reviewFigures),
});
export type ReviewsResponse = z.infer<typeof reviewsResponse>;

// ---- The personal link -------------------------------------------------------------------------

export const reviewTokenParams = z.object({
  token: z.string().regex(GUEST_TOKEN_PATTERN),
});

/** What the review page shows before the form: the stay, and the name to suggest. */
export const reviewLinkView = z.object({
  apartmentId,
  apartmentName: z.string(),
  checkIn: calendarDate,
  checkOut: calendarDate,
  verification: z.enum(VERIFICATIONS),
  firstName: z.string(),
  /** Until when the link opens (the last day). */
  validUntil: calendarDate,
  /** Already used: the review was received (the form is not shown again). */
  submitted: z.boolean(),
});
export type ReviewLinkView = z.infer<typeof reviewLinkView>;

export const submitReviewResponse = z.object({ success: z.literal(true), id: entityId });

// ---- The owner's panel -------------------------------------------------------------------------

export const moderationEntry = z.object({
  at: z.iso.datetime(),
  action: z.enum(['received', 'imported', 'published', 'hidden', 'replied', 'reply_removed']),
  reason: z.enum(HIDE_REASONS).optional(),
});
export type ModerationEntry = z.infer<typeof moderationEntry>;

export const adminReview = publicReview.extend({
  status: z.enum(REVIEW_STATUSES),
  hiddenReason: z.enum(HIDE_REASONS).optional(),
  createdAt: z.iso.datetime(),
  /** The stay's dates (direct reviews) or the date the platform gives (imported). */
  checkIn: calendarDate.optional(),
  checkOut: calendarDate.optional(),
  log: z.array(moderationEntry),
});
export type AdminReview = z.infer<typeof adminReview>;
export const listAdminReviewsResponse = z.array(adminReview);

/** A review the owner copies from another platform (published at once, labelled by source). */
export const importedReviewRequest = z.strictObject({
  apartmentId,
  source: z.enum(['airbnb', 'booking'], { error: 'Origine non valida: Airbnb o Booking.com' }),
  /** The date the platform shows for the review or the stay. */
  date: calendarDate,
  overall: score,
  title: text('Titolo', 1, limits.titleMaxLength).optional(),
  text: text('Recensione', 1, limits.textMaxLength),
  /** The language it is written in, when the owner says it. */
  language: reviewLanguage.optional(),
  firstName: text('Nome', 1, 40),
  country: text('Paese', 1, 60),
});
export type ImportedReviewRequest = z.input<typeof importedReviewRequest>;

const reviewId = z.string({ error: 'Recensione mancante' }).trim().min(1).max(128);

/**
 * What the owner does in the panel, one route for all (the API stack counts its resources): copy
 * a review from another platform, or, on one review, publish it, hide it with a reason of the
 * fixed list, or reply in public (an empty reply removes it). Nothing here reaches the guest's
 * words or scores.
 */
export const reviewModeration = z.discriminatedUnion(
  'action',
  [
    importedReviewRequest.extend({ action: z.literal('import') }),
    z.strictObject({ action: z.literal('publish'), id: reviewId }),
    z.strictObject({
      action: z.literal('hide'),
      id: reviewId,
      reason: z.enum(HIDE_REASONS, { error: 'Scegli il motivo per nascondere la recensione' }),
    }),
    z.strictObject({
      action: z.literal('reply'),
      id: reviewId,
      text: z
        .string({ error: 'Risposta: campo obbligatorio' })
        .trim()
        .max(limits.replyMaxLength, {
          error: `Risposta: al massimo ${limits.replyMaxLength} caratteri`,
        }),
    }),
  ],
  { error: "Azione non valida: scegli 'import', 'publish', 'hide' o 'reply'" },
);
export type ReviewModeration = z.infer<typeof reviewModeration>;

export const adminReviewResponse = adminReview;
