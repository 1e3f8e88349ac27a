import * as z from 'zod';
import { site } from '../config/site';
import { STAY_MESSAGES } from '../domain/stay-terms';
import { apartmentId, calendarDate, entityId, guestLocale, refineRange } from './common';
import { bookingExtra, extraLine, stayExtraChoices } from './extras';
import { guestPriceBreakdown, guestTaxTerms, priceBreakdown } from './pricing';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'rejected', 'cancelled'] as const;

export const bookingStatus = z.enum(BOOKING_STATUSES);

export type BookingStatus = z.infer<typeof bookingStatus>;

/** Italian labels of the statuses (product §4). */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'In Attesa',
  confirmed: 'Confermata',
  rejected: 'Rifiutata',
  cancelled: 'Cancellata',
};

export const guestName = z
  .string({ error: 'Nome deve avere almeno 2 caratteri' })
  .trim()
  .min(2, 'Nome deve avere almeno 2 caratteri')
  .max(120);

export const guestEmail = z.email({ error: 'Email non valida' }).max(254);

export const guestPhone = z
  .string()
  .trim()
  .max(40)
  .regex(/^[+\d\s().-]*$/, 'Numero di telefono non valido');

export const guestCount = z
  .number({ error: STAY_MESSAGES.minGuests })
  .int()
  .min(1, STAY_MESSAGES.minGuests)
  .max(site.stay.maxGuests, STAY_MESSAGES.maxGuests);

export const specialRequests = z.string().trim().max(2000);

/** product §5 Booking guest form, used by the booking dialog and checked again by the server. */
export const bookingGuestForm = z.object({
  guestName,
  guestEmail,
  guestPhone: guestPhone.optional(),
  guests: guestCount,
  specialRequests: specialRequests.optional(),
});

export type BookingGuestForm = z.infer<typeof bookingGuestForm>;

/** product §3 Booking draft, kept in session storage under `pendingBooking`. */
export const pendingBooking = z.object({
  apartmentId: z.string(),
  apartmentName: z.string(),
  guestName,
  guestEmail,
  guestPhone: guestPhone.optional(),
  checkIn: calendarDate,
  checkOut: calendarDate,
  guests: guestCount,
  totalPrice: z.number().positive(),
  specialRequests: specialRequests.optional(),
  /** The server's quote the guest was shown: the checkout repeats its lines and its tax. */
  priceBreakdown: guestPriceBreakdown.optional(),
  touristTax: guestTaxTerms.optional(),
  /** The extras chosen in the dialog, and their lines as the offers priced them (shown only). */
  extras: stayExtraChoices.optional(),
  extraLines: z.array(extraLine).optional(),
});

export type PendingBooking = z.infer<typeof pendingBooking>;

export const PENDING_BOOKING_KEY = 'pendingBooking';

export const CONFIRMED_BOOKING_KEY = 'confirmedBooking';

/** POST /api/create-payment-link (product §7). `amount` is the total the guest was shown, in euros. */
export const createPaymentLinkRequest = z.strictObject({
  amount: z.number({ error: 'Importo non valido' }).positive('Importo non valido'),
  apartmentId: z.string().min(1),
  guestDetails: z.strictObject({
    name: guestName,
    email: guestEmail,
    phone: guestPhone.optional(),
  }),
  bookingDetails: z
    .strictObject({
      apartmentName: z.string().max(200),
      checkIn: calendarDate,
      checkOut: calendarDate,
      guests: guestCount,
      specialRequests: specialRequests.optional(),
    })
    .superRefine(refineRange('checkIn', 'checkOut')),
  /** The language of the page the guest booked from: the booking's, for Stripe and every mail. */
  locale: guestLocale.optional(),
  /**
   * Extras taken with the stay, paid in the same checkout: the server prices them from its
   * catalogue. `extrasAmount`, the euros the guest was shown for them (deposits included), is
   * checked like `amount`, which stays the stay's own total.
   */
  extras: stayExtraChoices.optional(),
  extrasAmount: z
    .number({ error: 'Importo non valido' })
    .nonnegative('Importo non valido')
    .optional(),
});

export type CreatePaymentLinkRequest = z.infer<typeof createPaymentLinkRequest>;

export const createPaymentLinkResponse = z.object({
  url: z.url(),
  bookingId: entityId,
  sessionId: z.string(),
});

/** Why a booking was cancelled: the checkout never completed, or the guest cancelled it. */
export const CANCEL_REASONS = [
  'session_expired',
  'payment_failed',
  'hold_expired',
  'checkout_failed',
  'guest',
] as const;

export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The admin's words for each cancellation reason (a clause: 'Cancellata il …: <reason>.'). */
export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  session_expired: 'la sessione di pagamento è scaduta senza pagamento',
  payment_failed: 'il pagamento non è andato a buon fine',
  hold_expired: 'il pagamento non è stato completato in tempo',
  checkout_failed: 'il pagamento non è potuto partire',
  guest: "l'ospite l'ha cancellata dalla sua pagina",
};

const refundRecord = z.object({
  id: z.string(),
  status: z.string(),
  /** Euros. */
  amount: z.number(),
  createdAt: z.iso.datetime(),
});

/** What a booking says of its stay and its guest: the owner's view and the guest's share it. */
export const bookingStayShape = {
  id: entityId,
  apartmentId,
  guestName: z.string(),
  guestEmail: z.string(),
  guestPhone: z.string().optional(),
  checkIn: calendarDate,
  checkOut: calendarDate,
  nights: z.number().int().positive(),
  guests: z.number().int(),
  totalPrice: z.number(),
  pricePerNight: z.number(),
  status: bookingStatus,
  specialRequests: z.string().optional(),
};

/**
 * product §3 Booking (server), as the owner reads it in the admin panel. `totalPrice` in euros;
 * `paymentIntentId` is the Stripe session id. Payment is its own fact: `paidAt` and `amountPaid`
 * come from Stripe only (shared/src/domain/payment.ts). The guest's secret token is never here.
 */
export const booking = z.object({
  ...bookingStayShape,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  paymentIntentId: z.string().optional(),
  paidAt: z.iso.datetime().optional(),
  /** Euros Stripe charged. */
  amountPaid: z.number().optional(),
  holdExpiresAt: z.iso.datetime().optional(),
  refund: refundRecord.optional(),
  /** A refund decided and not made yet (Stripe was unreachable): euros. */
  refundDue: z.number().optional(),
  cancelReason: z.enum(CANCEL_REASONS).optional(),
  cancelledAt: z.iso.datetime().optional(),
  rejectedAt: z.iso.datetime().optional(),
  confirmedBy: z.enum(['stripe', 'admin']).optional(),
  /**
   * Paid, but it cannot become a stay: its nights were lost, or the owner had rejected it, or
   * its guest had cancelled it, or its time to pay had run out. Its payment is refunded in full
   * (refundDue, then refund).
   */
  attention: z
    .enum([
      'paid_without_nights',
      'paid_after_rejection',
      'paid_after_cancellation',
      'paid_after_expiry',
    ])
    .optional(),
  /** The guest's language, from the page they booked on; absent means Italian. */
  locale: guestLocale.optional(),
  /** Entered by the owner (phone, WhatsApp, walk-in); absent for the site's own checkouts. */
  source: z.enum(['site', 'owner']).optional(),
  /** Paid outside Stripe (cash, bank transfer), as the owner recorded it. */
  paidOffline: z.boolean().optional(),
  /** The quote's total, kept when the owner set another price (`priceReason` says why). */
  quotedPrice: z.number().optional(),
  priceReason: z.string().optional(),
  /** The owner accepted a stay shorter than the minimum. */
  minStayOverride: z.boolean().optional(),
  /** The owner's own note (never shown to the guest). */
  ownerNote: z.string().optional(),
  /** A Stripe payment link sent to the guest: when it was sent and when it stops working. */
  paymentLinkSentAt: z.iso.datetime().optional(),
  paymentLinkExpiresAt: z.iso.datetime().optional(),
  /** Nights of this booking that an imported calendar also blocks: a double booking to settle. */
  conflictNights: z.array(calendarDate).optional(),
  /** Extras bought and paid on top of the stay (late check-out, parking, pet). */
  extras: z.array(bookingExtra).optional(),
  /** How the total was reached: each night, its rule, the discounts (docs/pricing.md). */
  priceBreakdown: priceBreakdown.optional(),
  /** The stay rules the owner set aside for a booking they entered, and why. */
  stayRuleOverride: z
    .object({
      reason: z.string(),
      rules: z.array(
        z.object({ field: z.string(), rule: z.string().optional(), message: z.string() }),
      ),
    })
    .optional(),
});

export type Booking = z.infer<typeof booking>;

/** The admin's fields of a booking, in schema order: the one list the server copies. */
export const ADMIN_BOOKING_FIELDS = Object.keys(booking.shape) as (keyof Booking)[];

export const listBookingsResponse = z.array(booking);

export const updateBookingStatusRequest = z.strictObject({
  status: z.enum(['confirmed', 'rejected']),
  /** On 'Conferma' of an unpaid booking, with the owner's consent: mail the guest a payment link. */
  sendPaymentLink: z.boolean().optional(),
});

export const updateBookingStatusResponse = z.object({
  success: z.literal(true),
  booking,
  /** Set when the booking was rejected but Stripe's refund did not go through (it is retried). */
  refundError: z.string().optional(),
  /** Set when the booking was confirmed but the payment link could not be sent. */
  paymentLinkError: z.string().optional(),
});

/** What Stripe reads of our answer to its webhook: received, and what was done (for its log). */
export const stripeWebhookResponse = z.object({
  received: z.literal(true),
  action: z.string(),
  bookingId: entityId.optional(),
  /** The booking's state the event was judged against, and the outcome (stripe-event-table.ts). */
  state: z.string().optional(),
  outcome: z.string().optional(),
});
