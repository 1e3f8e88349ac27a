import { bookingLocale } from '@catania/shared/domain/booking';
import { cancellationQuote } from '@catania/shared/domain/cancellation';
import { todayInRome } from '@catania/shared/domain/dates';
import { extraLineIn } from '@catania/shared/domain/extra-language';
import { paymentSummary } from '@catania/shared/domain/payment';
import type { GuestBooking } from '@catania/shared/schemas/guest-booking';
import { getApartment } from '../apartments/apartments-repo';
import { NotFound } from '../lib/errors';
import { guestTaxTermsOf } from '../tourist-tax/rates-repo';
import { BOOKING_NOT_FOUND, bookingNotFound, type StoredBooking } from './booking-repo';
import { getPurchase, withStayPurchaseId } from './extras-repo';
import { requireGuestBooking } from './guest-links';
import { reconcileSession } from './stripe-events';

/**
 * A booking as its guest sees it: only the fields the guest's pages show, copied one by one
 * (nothing of the table's bookkeeping, the Stripe ids or the guest token can slip through), the
 * payment as Stripe told it, the way back to pay while the hold lasts, what cancelling today
 * (Catania's date) would give back, and the tourist tax at the owner's rates.
 */
export async function toGuestBooking(
  stored: StoredBooking,
  now = new Date(),
): Promise<GuestBooking> {
  const touristTax = await guestTaxTermsOf(stored.checkIn, stored.checkOut);
  const locale = bookingLocale(stored);
  const holdOpen = stored.holdExpiresAt !== undefined && stored.holdExpiresAt > now.toISOString();
  const awaitingPayment = stored.status === 'pending' && !stored.paidAt;
  // Extras taken with the stay are on its payment page: the checkout shows what it will charge.
  const extrasDue = awaitingPayment
    ? await getPurchase(stored.id, withStayPurchaseId(stored.id))
    : undefined;
  return {
    id: stored.id,
    apartmentId: stored.apartmentId,
    guestName: stored.guestName,
    guestEmail: stored.guestEmail,
    ...(stored.guestPhone ? { guestPhone: stored.guestPhone } : {}),
    checkIn: stored.checkIn,
    checkOut: stored.checkOut,
    nights: stored.nights,
    guests: stored.guests,
    totalPrice: stored.totalPrice,
    pricePerNight: stored.pricePerNight,
    status: stored.status,
    ...(stored.specialRequests ? { specialRequests: stored.specialRequests } : {}),
    ...paymentSummary(stored),
    paidOffline: Boolean(stored.paidOffline),
    ...(awaitingPayment && stored.holdExpiresAt ? { holdExpiresAt: stored.holdExpiresAt } : {}),
    ...(awaitingPayment && stored.checkoutUrl && holdOpen
      ? { paymentUrl: stored.checkoutUrl }
      : {}),
    cancellation: cancellationQuote(stored, todayInRome(now)),
    ...guestPriceBreakdown(stored),
    touristTax,
    // The extras named in the booking's language, as its mails and payment page name them.
    ...(stored.extras?.length
      ? { extras: stored.extras.map((line) => extraLineIn(line, locale)) }
      : {}),
    ...(extrasDue?.status === 'pending'
      ? { extrasDue: extrasDue.lines.map((line) => extraLineIn(line, locale)) }
      : {}),
  };
}

/**
 * The stored quote's breakdown for the guest, line by line without the rules' ids; none where it
 * does not add up to what the guest pays (the owner set another price, `quotedPrice`).
 */
function guestPriceBreakdown(stored: StoredBooking): Pick<GuestBooking, 'priceBreakdown'> {
  const breakdown = stored.priceBreakdown;
  if (!breakdown || breakdown.total !== stored.totalPrice) return {};
  return {
    priceBreakdown: {
      nightly: breakdown.nightly.map(({ date, price, source }) => ({ date, price, source })),
      subtotal: breakdown.subtotal,
      discounts: breakdown.discounts.map(({ type, percentage, amount }) => ({
        type,
        percentage,
        amount,
      })),
      total: breakdown.total,
      gap: breakdown.gap,
    },
  };
}

const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/;

const MESSAGES: Record<StoredBooking['status'], string> = {
  confirmed: 'Prenotazione confermata',
  pending: 'Pagamento in elaborazione: riceverai una e-mail di conferma appena sarà completato.',
  cancelled: 'La sessione di pagamento è scaduta e la prenotazione è stata annullata.',
  rejected: 'La prenotazione non è stata accettata. Contattaci per assistenza.',
};

/**
 * GET /api/bookings/from-session/{sessionId}?token=: the booking the guest just paid for, only
 * with its guest link's token (Stripe's success URL carries both). If the webhook has not
 * arrived yet, Stripe's own session state settles it first.
 */
export async function bookingFromSession(
  sessionId: string | undefined,
  token: string | undefined,
  now = new Date(),
) {
  if (!sessionId || !SESSION_ID.test(sessionId)) throw bookingNotFound();
  const owned = await requireGuestBooking(token, now, BOOKING_NOT_FOUND);
  if (owned.paymentIntentId && owned.paymentIntentId !== sessionId) throw bookingNotFound();
  const booking = await reconcileSession(sessionId, now);
  if (!booking || booking.id !== owned.id) throw bookingNotFound();
  const apartment = await getApartment(booking.apartmentId);
  if (!apartment) throw new NotFound('Dati appartamento non trovati');
  return {
    booking: await toGuestBooking(booking, now),
    apartment,
    message: MESSAGES[booking.status],
  };
}

/** The booking `id` its guest link opens; NotFound for any other id or an invalid link. */
export async function requireOwnBooking(
  id: string | undefined,
  token: string | undefined,
  now: Date,
): Promise<StoredBooking> {
  const booking = await requireGuestBooking(token, now, BOOKING_NOT_FOUND);
  if (booking.id !== (id ?? '').toLowerCase()) throw bookingNotFound();
  return booking;
}

/** GET /api/bookings/{id}?token=: that booking, only with its guest link's token; else 404. */
export async function guestBookingById(
  id: string | undefined,
  token: string | undefined,
  now = new Date(),
): Promise<GuestBooking> {
  return toGuestBooking(await requireOwnBooking(id, token, now), now);
}
