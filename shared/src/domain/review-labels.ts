/**
 * The fixed vocabulary of reviews: aspects, origins, verifications, the reasons a
 * review may be hidden, with the Italian words the pages and the panel show. No zod here: the
 * visitor pages read these labels without the validation library.
 */

export const REVIEW_ASPECTS = ['cleanliness', 'position', 'host', 'value'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];
export const ASPECT_LABELS: Record<ReviewAspect, string> = {
  cleanliness: 'Pulizia',
  position: 'Posizione',
  host: 'Host',
  value: 'Qualità/prezzo',
};

/** Where a published review comes from: a stay here, or a platform the owner copied it from. */
export const REVIEW_ORIGINS = ['direct', 'airbnb', 'booking'] as const;
export type ReviewOrigin = (typeof REVIEW_ORIGINS)[number];
export const ORIGIN_LABELS: Record<Exclude<ReviewOrigin, 'direct'>, string> = {
  airbnb: 'da Airbnb',
  booking: 'da Booking.com',
};

/** How a direct review's stay was checked: a booking paid here, or a stay the owner registered. */
export const VERIFICATIONS = ['paid_booking', 'registered_stay'] as const;
export type Verification = (typeof VERIFICATIONS)[number];
export const VERIFICATION_LABELS: Record<Verification, string> = {
  paid_booking: 'Prenotazione pagata su questo sito',
  registered_stay: "Soggiorno registrato dall'host (prenotato su un'altra piattaforma)",
};

export const HIDE_REASONS = ['offensive', 'personal_data', 'not_about_stay'] as const;
export type HideReason = (typeof HIDE_REASONS)[number];
export const HIDE_REASON_LABELS: Record<HideReason, string> = {
  offensive: 'Linguaggio offensivo o discriminatorio',
  personal_data: 'Contiene dati personali di altre persone',
  not_about_stay: 'Non riguarda il soggiorno',
};

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
