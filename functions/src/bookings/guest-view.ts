import { type Booking, booking as bookingSchema } from '@catania/shared/schemas/booking';
import { getApartment } from '../apartments/apartments-repo';
import { NotFound } from '../lib/errors';
import { bookingNotFound, getBooking, type StoredBooking } from './booking-repo';
import { reconcileSession } from './stripe-events';

/** A booking as its guest may see it: the shared schema's fields, plus the way back to pay. */
export type PublicBooking = Booking & { paymentUrl?: string };

const PUBLIC_FIELDS = Object.keys(bookingSchema.shape) as (keyof Booking)[];

export function toPublicBooking(stored: StoredBooking, now = new Date()): PublicBooking {
  const view: Record<string, unknown> = {};
  for (const field of PUBLIC_FIELDS) {
    if (stored[field] !== undefined) view[field] = stored[field];
  }
  const holdOpen = stored.holdExpiresAt !== undefined && stored.holdExpiresAt > now.toISOString();
  if (stored.status === 'pending' && stored.checkoutUrl && holdOpen && !stored.paidAt) {
    view.paymentUrl = stored.checkoutUrl;
  }
  return view as PublicBooking;
}

const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/;

const MESSAGES: Record<Booking['status'], string> = {
  confirmed: 'Prenotazione confermata',
  pending: 'Pagamento in elaborazione: riceverai una e-mail di conferma appena sarà completato.',
  cancelled: 'La sessione di pagamento è scaduta e la prenotazione è stata annullata.',
  rejected: 'La prenotazione non è stata accettata. Contattaci per assistenza.',
};

/**
 * GET /api/bookings/from-session/{sessionId}: the booking the guest just paid for. If the webhook
 * has not arrived yet, Stripe's own session state settles it first.
 */
export async function bookingFromSession(sessionId: string | undefined, now = new Date()) {
  if (!sessionId || !SESSION_ID.test(sessionId)) throw bookingNotFound();
  const booking = await reconcileSession(sessionId, now);
  if (!booking) throw bookingNotFound();
  const apartment = await getApartment(booking.apartmentId);
  if (!apartment) throw new NotFound('Dati appartamento non trovati');
  return {
    booking: toPublicBooking(booking, now),
    apartment,
    message: MESSAGES[booking.status],
  };
}

/** A booking id as issued (a UUID): anything else is unknown without a database read. */
const BOOKING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/bookings/{id}: that booking only; NotFound for an unknown id. */
export async function publicBookingById(id: string | undefined, now = new Date()) {
  const decoded = id ? decodeURIComponent(id) : '';
  if (!BOOKING_ID.test(decoded)) throw bookingNotFound();
  const booking = await getBooking(decoded.toLowerCase());
  if (!booking) throw bookingNotFound();
  return toPublicBooking(booking, now);
}
