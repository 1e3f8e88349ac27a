import { site } from '../config/site';

/**
 * The stay rules' messages in Italian, for these checks and for the request schemas
 * (schemas/common.ts, schemas/booking.ts). Here, free of zod and of the stay rules' engine (stay-rules.ts), so
 * a page that states a stay's terms (the checkout, its schemas) loads neither with them.
 */
export const STAY_MESSAGES = {
  checkOutAfterCheckIn: 'La data di check-out deve essere successiva al check-in',
  tooLong: `Il soggiorno può durare al massimo ${site.stay.maxNights} notti`,
  minStay: `Il soggiorno minimo richiesto è di ${site.stay.minNights} notti`,
  pastCheckIn: 'La data di check-in non può essere nel passato',
  beyondHorizon: `Si può prenotare fino a ${site.stay.bookingHorizonMonths} mesi in anticipo`,
  minGuests: 'Almeno 1 ospite',
  maxGuests: `Massimo ${site.stay.maxGuests} ospiti`,
} as const;
