import * as z from 'zod';
import { site } from '../config/site';
import { apartment } from './apartment';
import { apartmentId, calendarDate, entityId, MESSAGES, refineRange } from './common';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'rejected', 'cancelled'] as const;
export const bookingStatus = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatus>;

/** Italian labels of the statuses (SPEC 4). */
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
  .number({ error: 'Almeno 1 ospite' })
  .int()
  .min(1, MESSAGES.minGuests)
  .max(site.stay.maxGuests, MESSAGES.maxGuests);
export const specialRequests = z.string().trim().max(2000);

/** SPEC 5 Booking guest form, used by the booking dialog and checked again by the server. */
export const bookingGuestForm = z.object({
  guestName,
  guestEmail,
  guestPhone: guestPhone.optional(),
  guests: guestCount,
  specialRequests: specialRequests.optional(),
});
export type BookingGuestForm = z.infer<typeof bookingGuestForm>;

/** SPEC 3 Booking draft, kept in session storage under `pendingBooking`. */
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
});
export type PendingBooking = z.infer<typeof pendingBooking>;
export const PENDING_BOOKING_KEY = 'pendingBooking';
export const CONFIRMED_BOOKING_KEY = 'confirmedBooking';

/** POST /api/create-payment-link (SPEC 7). `amount` is the total the guest was shown, in euros. */
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
});
export type CreatePaymentLinkRequest = z.infer<typeof createPaymentLinkRequest>;
export const createPaymentLinkResponse = z.object({
  url: z.url(),
  bookingId: entityId,
  sessionId: z.string(),
});

/** SPEC 3 Booking (server). `totalPrice` in euros; `paymentIntentId` is the Stripe session id. */
export const booking = z.object({
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
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  paymentIntentId: z.string().optional(),
  paidAt: z.iso.datetime().optional(),
  holdExpiresAt: z.iso.datetime().optional(),
  refund: z
    .object({ id: z.string(), status: z.string(), amount: z.number(), createdAt: z.iso.datetime() })
    .optional(),
});
export type Booking = z.infer<typeof booking>;

export const getBookingResponse = booking;
export const bookingFromSessionResponse = z.object({
  booking,
  apartment,
  message: z.string(),
});
export type BookingFromSessionResponse = z.infer<typeof bookingFromSessionResponse>;
export const listBookingsResponse = z.array(booking);
export const updateBookingStatusRequest = z.strictObject({
  status: z.enum(['confirmed', 'rejected']),
  /** Refund a paid booking in full through Stripe when rejecting it. */
  refund: z.boolean().optional(),
});
export const updateBookingStatusResponse = z.object({
  success: z.literal(true),
  booking,
  /** Set when the status changed but the requested Stripe refund did not go through. */
  refundError: z.string().optional(),
});
