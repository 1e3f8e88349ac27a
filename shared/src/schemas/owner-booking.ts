import * as z from 'zod';
import { booking, guestCount, guestEmail, guestName, guestPhone } from './booking';
import { apartmentId, calendarDate, entityId, guestLocale, refineRange } from './common';

export const OWNER_BOOKING_MESSAGES = {
  payment: "Scegli come paga l'ospite: link di pagamento o già pagato",
  price: 'Il prezzo deve essere maggiore di €0',
  priceReason: 'Indica il motivo del prezzo diverso dal preventivo',
} as const;

/**
 * POST /api/admin/bookings: a stay the owner agreed by phone, WhatsApp or in person. `payment`
 * 'link' sends the guest a Stripe payment link; 'offline' records it paid outside (cash, bank
 * transfer). `price` (euros) replaces the quote, with `priceReason`; `minStayOverride` accepts a
 * stay shorter than the minimum. `locale`, the guest's language as the owner chose it, is the
 * booking's as a site booking's page is: its mails and its Stripe page speak it (none: Italian).
 */
export const createOwnerBookingRequest = z
  .strictObject({
    apartmentId,
    checkIn: calendarDate,
    checkOut: calendarDate,
    guests: guestCount,
    guestName,
    guestEmail,
    guestPhone: guestPhone.optional(),
    locale: guestLocale.optional(),
    payment: z.enum(['link', 'offline'], { error: OWNER_BOOKING_MESSAGES.payment }),
    price: z
      .number({ error: OWNER_BOOKING_MESSAGES.price })
      .positive(OWNER_BOOKING_MESSAGES.price)
      .max(100_000, 'Prezzo troppo alto')
      .multipleOf(0.01, 'Il prezzo ha al massimo due decimali')
      .optional(),
    priceReason: z.string().trim().max(300).optional(),
    minStayOverride: z.boolean().optional(),
    note: z.string().trim().max(1000).optional(),
  })
  .superRefine(refineRange('checkIn', 'checkOut'));
export type CreateOwnerBookingRequest = z.infer<typeof createOwnerBookingRequest>;

export const createOwnerBookingResponse = z.object({
  bookingId: entityId,
  /** The Stripe page the guest was sent (payment 'link'). */
  paymentUrl: z.url().optional(),
});

/** POST /api/admin/bookings/{id}/payment-link: a new link, sent to the guest. */
export const sendPaymentLinkResponse = z.object({
  paymentUrl: z.url(),
  expiresAt: z.iso.datetime(),
});

/**
 * POST /api/admin/bookings/{id}/refund-by-hand: the owner gave back, outside Stripe, the refund a
 * guest's cancellation owes on a booking paid in cash or by bank transfer. The booking as it now is.
 */
export const recordRefundByHandResponse = z.object({ success: z.literal(true), booking });

/** The owner's word on an extra's deposit (returned or kept): the booking as it now is. */
export const decideDepositResponse = z.object({ success: z.literal(true), booking });
