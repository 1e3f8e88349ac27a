import * as z from 'zod';
import { apartment } from './apartment';
import { bookingStayShape } from './booking';
import { languageQuery } from './common';
import { bookingExtra, extraLine } from './extras';
import { guestPriceBreakdown, guestTaxTerms } from './pricing';

/** The guest's side of a booking: the secret link, the booking as the guest sees it, and cancelling it online. */

/**
 * A guest's secret link to their booking (256 random bits, base64url): in the confirmation URL
 * and every guest mail. Without it no public route returns the booking.
 */
export const GUEST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const guestTokenQuery = z.object({
  token: z
    .string({ error: 'Link della prenotazione mancante' })
    .min(1, 'Link della prenotazione mancante')
    .max(200, 'Link della prenotazione non valido'),
});

/** GET /api/bookings/{id}/extras: the guest's link, and the language of the extras' words. */
export const guestExtrasQuery = guestTokenQuery.extend(languageQuery.shape);

/** The guest's own cancellation, as the server quotes it for today. */
export const cancellationQuoteSchema = z.discriminatedUnion('allowed', [
  z.object({
    allowed: z.literal(true),
    daysBefore: z.number().int().positive(),
    refundPercentage: z.number().int().min(0).max(100),
    /** Euros. */
    refund: z.number().min(0),
  }),
  z.object({ allowed: z.literal(false), reason: z.enum(['not_confirmed', 'started']) }),
]);

/**
 * A booking as its guest sees it (confirmation page, checkout resume): only what those pages
 * show, with the payment told as Stripe told it, and the way back to pay while the hold lasts.
 */
export const guestBooking = z.object({
  ...bookingStayShape,
  /** Stripe said paid. */
  paid: z.boolean(),
  amountPaid: z.number(),
  /** What the guest still owes for the stay (a booking the owner confirmed unpaid). */
  amountDue: z.number(),
  amountRefunded: z.number(),
  refundPending: z.number(),
  /** Paid outside Stripe (cash, bank transfer): a refund is the host's, by hand. */
  paidOffline: z.boolean(),
  /** Until when the nights wait for the payment (pending only). */
  holdExpiresAt: z.iso.datetime().optional(),
  /** Stripe's page, while the hold lasts. */
  paymentUrl: z.url().optional(),
  /** What cancelling today would mean (shared/src/domain/cancellation.ts), by Catania's date. */
  cancellation: cancellationQuoteSchema,
  /**
   * How the server's quote reached the total (nights by rule, discounts), as stored with the
   * booking; absent for an older booking and where the owner agreed another price.
   */
  priceBreakdown: guestPriceBreakdown.optional(),
  /** The tourist tax owed at check-in, at the rates in force on the stay's nights. */
  touristTax: guestTaxTerms,
  /** Extras paid on top of the stay (taken with it, or bought later). */
  extras: z.array(bookingExtra).optional(),
  /** Extras taken with a stay still to be paid: on its payment page with it (pending only). */
  extrasDue: z.array(extraLine).optional(),
});

export type GuestBooking = z.infer<typeof guestBooking>;

export const getBookingResponse = guestBooking;

export const bookingFromSessionResponse = z.object({
  booking: guestBooking,
  apartment,
  message: z.string(),
});

export type BookingFromSessionResponse = z.infer<typeof bookingFromSessionResponse>;

/**
 * POST /api/bookings/{id}/cancel: the guest's cancellation, with the guest link's token and the
 * refund the page showed (a refund that changed since, at midnight in Catania, is not confirmed
 * blindly).
 */
export const cancelBookingRequest = z.strictObject({
  token: guestTokenQuery.shape.token,
  refund: z
    .number({ error: 'Importo del rimborso non valido' })
    .min(0, 'Importo del rimborso non valido'),
});

export const cancelBookingResponse = z.object({
  booking: guestBooking,
  /** Set when the booking is cancelled but Stripe's refund did not go through yet (retried). */
  refundError: z.string().optional(),
});
