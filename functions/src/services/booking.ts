import { randomUUID } from 'node:crypto';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { site } from '@catania/shared/config/site';
import { todayInRome } from '@catania/shared/domain/dates';
import { euroToCents, formatEuro } from '@catania/shared/domain/money';
import { checkStayRules } from '@catania/shared/domain/stay';
import type { Apartment } from '@catania/shared/schemas/apartment';
import {
  type Booking,
  booking as bookingSchema,
  type CreatePaymentLinkRequest,
} from '@catania/shared/schemas/booking';
import type Stripe from 'stripe';
import { deliverMail, sendQueued } from '../adapters/mail';
import {
  type CheckoutSession,
  createCheckoutSession,
  expireCheckoutSession,
  retrieveCheckoutSession,
  SESSION_MARGIN_MINUTES,
} from '../adapters/stripe';
import { env } from '../config/env';
import { getApartment } from '../data/apartments-repo';
import {
  attachCheckoutSession,
  type ConfirmOutcome,
  cancelBooking,
  confirmBooking,
  createPendingBooking,
  extendHold,
  getBooking,
  getBookingByStripeSession,
  listLapsedHolds,
  NightsTakenError,
  rejectBooking,
  type StoredBooking,
} from '../data/bookings-repo';
import type { OutboxMail } from '../data/mail-outbox-repo';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import { logger } from '../http/logger';
import {
  renderGuestConfirmation,
  renderOwnerBookingNotice,
  renderOwnerPaymentAlert,
} from '../mail/booking-mails';
import { apartmentNotFound, requireApartmentId } from './apartments';
import { unavailableNightsOfStay } from './availability';
import { quoteStay } from './pricing';

export const NIGHTS_TAKEN_MESSAGE = 'Le date selezionate non sono più disponibili';
export const BOOKING_NOT_FOUND_MESSAGE = 'Prenotazione non trovata';
/** How long an async payment (SEPA and the like) may take to settle while its nights wait. */
const PROCESSING_HOLD_DAYS = 7;

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

const conflictTaken = () => conflict(NIGHTS_TAKEN_MESSAGE, 'dates_unavailable');

/**
 * POST /api/create-payment-link: the server's own checks and price, the nights held in one
 * transaction, a pending booking, then Stripe's hosted page. Nothing is written for a refused
 * request.
 */
export async function startCheckout(
  body: CreatePaymentLinkRequest,
  now = new Date(),
): Promise<{ url: string; bookingId: string; sessionId: string }> {
  const apartmentId = requireApartmentId(body.apartmentId);
  const { checkIn, checkOut, guests } = body.bookingDetails;
  const problems = checkStayRules({ checkIn, checkOut, guests, today: todayInRome(now) });
  if (problems.length > 0) {
    throw badRequest(
      problems.map((p) => p.message).join('. '),
      problems.map((p) => ({ field: `bookingDetails.${p.field}`, message: p.message })),
    );
  }

  const { apartment, price } = await quoteStay(apartmentId, checkIn, checkOut);
  if (euroToCents(body.amount) !== price.totalCents) {
    throw new HttpError(
      409,
      'price_mismatch',
      `Il prezzo è cambiato: il totale per queste date è ${formatEuro(price.totalCents / 100)}, non ${formatEuro(body.amount)}. Aggiorna la pagina e riprova.`,
      [{ field: 'amount', message: `Il totale corretto è ${formatEuro(price.totalCents / 100)}` }],
    );
  }

  // Imported blocks (other platforms) are separate items: checked here, not in the transaction.
  const taken = await unavailableNightsOfStay(apartmentId, checkIn, checkOut, now);
  if (taken.length > 0) throw conflictTaken();

  // The hold outlives the Stripe session (30 + 1 minutes) by a grace period, so a payment made in
  // the session's last second still finds its nights.
  const holdMinutes =
    site.payment.checkoutSessionMinutes + SESSION_MARGIN_MINUTES + env.HOLD_GRACE_MINUTES;
  const holdExpiresAt = new Date(now.getTime() + holdMinutes * 60_000);
  let booking: StoredBooking;
  try {
    booking = await createPendingBooking(
      {
        apartmentId,
        guestName: body.guestDetails.name,
        guestEmail: body.guestDetails.email,
        guestPhone: body.guestDetails.phone || undefined,
        checkIn,
        checkOut,
        guests,
        specialRequests: body.bookingDetails.specialRequests || undefined,
        totalPrice: price.totalCents / 100,
        pricePerNight: price.pricePerNightCents / 100,
      },
      { id: randomUUID(), now, holdExpiresAt },
    );
  } catch (error) {
    if (error instanceof NightsTakenError) throw conflictTaken();
    throw error;
  }

  let session: CheckoutSession;
  try {
    session = await createCheckoutSession(booking, apartment.name, now);
  } catch (error) {
    logger.error('Stripe refused the checkout session: the hold is released', {
      bookingId: booking.id,
      error,
    });
    await cancelBooking(booking.id, 'checkout_failed').catch((cancelError: unknown) =>
      logger.error('could not release the hold of a failed checkout', { cancelError }),
    );
    throw new HttpError(
      502,
      'payment_unavailable',
      'Impossibile inizializzare il pagamento. Riprova.',
    );
  }
  try {
    await attachCheckoutSession(booking.id, session);
  } catch (error) {
    // The webhook and the confirmation page still find the booking by client_reference_id.
    logger.error('could not record the Stripe session on its booking', {
      bookingId: booking.id,
      sessionId: session.id,
      error,
    });
  }
  logger.info('checkout started', {
    bookingId: booking.id,
    sessionId: session.id,
    apartmentId,
    nights: booking.nights,
  });
  return { url: session.url, bookingId: booking.id, sessionId: session.id };
}

async function apartmentOf(id: ApartmentId): Promise<Apartment> {
  const apartment = await getApartment(id);
  if (!apartment) throw apartmentNotFound();
  return apartment;
}

/** The guest's confirmation, and the owner's notice unless the owner confirmed it themself. */
function confirmationMails(apartment: Apartment, source: 'stripe' | 'admin') {
  return (booking: StoredBooking): OutboxMail[] => {
    const input = { booking, apartment, siteUrl: env.SITE_URL };
    const mails: OutboxMail[] = [
      {
        id: `${booking.id}#guest-confirmation`,
        kind: 'guest-confirmation',
        bookingId: booking.id,
        to: [booking.guestEmail],
        replyTo: [env.MAIL_OWNER],
        ...renderGuestConfirmation(input),
      },
      {
        id: `${booking.id}#owner-booking`,
        kind: 'owner-booking',
        bookingId: booking.id,
        to: [env.MAIL_OWNER],
        replyTo: [booking.guestEmail],
        ...renderOwnerBookingNotice(input),
      },
    ];
    return source === 'admin' ? mails.filter((mail) => mail.kind !== 'owner-booking') : mails;
  };
}

/**
 * Marks a booking paid: confirmed once, with the guest's and the owner's mails sent once, by
 * whichever caller gets there first (webhook, confirmation page, admin).
 */
export async function confirmPaidBooking(
  bookingId: string,
  options: { source: 'stripe' | 'admin'; paidAt?: Date; now?: Date },
): Promise<ConfirmOutcome> {
  const now = options.now ?? new Date();
  const current = await getBooking(bookingId);
  if (!current) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  const apartment = await apartmentOf(current.apartmentId);
  let queued: OutboxMail[] = [];
  const result = await confirmBooking(bookingId, {
    now,
    paidAt: options.paidAt,
    source: options.source,
    mails: (booking) => {
      queued = confirmationMails(apartment, options.source)(booking);
      return queued;
    },
  });
  const input = { booking: result.booking, apartment, siteUrl: env.SITE_URL };
  switch (result.outcome) {
    case 'confirmed':
      logger.info('booking confirmed', { bookingId, source: options.source });
      await sendQueued(queued);
      break;
    case 'nights_lost':
      await deliverMail({
        id: `${bookingId}#alert-nights-lost`,
        kind: 'owner-alert',
        bookingId,
        to: [env.MAIL_OWNER],
        ...renderOwnerPaymentAlert({ ...input, reason: 'nights_lost', nights: result.nights }),
      });
      break;
    case 'rejected':
      if (options.source === 'stripe') {
        logger.error('payment received for a rejected booking: the owner must refund', {
          bookingId,
        });
        await deliverMail({
          id: `${bookingId}#alert-paid-after-rejection`,
          kind: 'owner-alert',
          bookingId,
          to: [env.MAIL_OWNER],
          ...renderOwnerPaymentAlert({ ...input, reason: 'rejected' }),
        });
      }
      break;
    case 'already_confirmed':
      break;
  }
  return result;
}

const isPaid = (session: Stripe.Checkout.Session) =>
  session.payment_status === 'paid' || session.payment_status === 'no_payment_required';

/** The booking a Stripe session pays for, checked against it; undefined if none matches. */
async function bookingOfSession(
  session: Stripe.Checkout.Session,
): Promise<StoredBooking | undefined> {
  const reference = session.client_reference_id ?? session.metadata?.bookingId ?? undefined;
  const booking =
    (reference ? await getBooking(reference) : undefined) ??
    (await getBookingByStripeSession(session.id));
  if (!booking) return undefined;
  if (booking.paymentIntentId && booking.paymentIntentId !== session.id) {
    logger.error('Stripe session does not belong to the booking it names', {
      bookingId: booking.id,
      sessionId: session.id,
    });
    return undefined;
  }
  if (!booking.paymentIntentId && session.url && booking.status === 'pending') {
    await attachCheckoutSession(booking.id, { id: session.id, url: session.url }).catch(() => {});
  }
  return booking;
}

/** Money check before confirming: the session charged what the booking costs, in euros. */
function chargedInFull(booking: StoredBooking, session: Stripe.Checkout.Session): boolean {
  const ok =
    session.amount_total === euroToCents(booking.totalPrice) &&
    (session.currency ?? '').toLowerCase() === 'eur';
  if (!ok) {
    logger.error('Stripe session amount differs from the booking total: not confirmed', {
      bookingId: booking.id,
      sessionId: session.id,
      amountTotal: session.amount_total,
      currency: session.currency,
      expectedCents: euroToCents(booking.totalPrice),
    });
  }
  return ok;
}

export type WebhookResult = { received: true; action: string; bookingId?: string };

/**
 * The Checkout events: paid (completed with payment_status paid, or async_payment_succeeded)
 * confirms; completed but unpaid waits (the hold stretches); expired or async failure cancels.
 * Every action is idempotent, so repeated and reordered deliveries end in the same state.
 */
export async function handleStripeEvent(event: Stripe.Event): Promise<WebhookResult> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      break;
    default:
      return { received: true, action: 'ignored' };
  }
  const session = event.data.object as Stripe.Checkout.Session;
  const booking = await bookingOfSession(session);
  if (!booking) {
    logger.warn('Stripe event for no known booking', { eventId: event.id, sessionId: session.id });
    return { received: true, action: 'unknown_booking' };
  }
  const bookingId = booking.id;
  const paid =
    event.type === 'checkout.session.async_payment_succeeded' ||
    (event.type === 'checkout.session.completed' && isPaid(session));
  if (paid) {
    if (!chargedInFull(booking, session))
      return { received: true, action: 'amount_mismatch', bookingId };
    const paidAt = new Date(event.created * 1000);
    const { outcome } = await confirmPaidBooking(bookingId, { source: 'stripe', paidAt });
    return { received: true, action: outcome, bookingId };
  }
  if (event.type === 'checkout.session.completed') {
    const until = new Date(Date.now() + PROCESSING_HOLD_DAYS * 86_400_000);
    await extendHold(bookingId, until);
    return { received: true, action: 'awaiting_payment', bookingId };
  }
  const reason = event.type === 'checkout.session.expired' ? 'session_expired' : 'payment_failed';
  const cancelled = await cancelBooking(bookingId, reason);
  if (cancelled) logger.info('booking cancelled, nights released', { bookingId, reason });
  return { received: true, action: cancelled ? 'cancelled' : 'unchanged', bookingId };
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
 * has not arrived yet, Stripe's own session state confirms it, through the same once-only path.
 */
export async function bookingFromSession(sessionId: string, now = new Date()) {
  if (!SESSION_ID.test(sessionId)) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  let booking = await getBookingByStripeSession(sessionId);
  if (booking?.status !== 'confirmed') {
    const session = await retrieveCheckoutSession(sessionId);
    if (session) {
      booking = (await bookingOfSession(session)) ?? booking;
      if (
        booking &&
        booking.status !== 'confirmed' &&
        session.status === 'complete' &&
        isPaid(session) &&
        chargedInFull(booking, session)
      ) {
        const result = await confirmPaidBooking(booking.id, { source: 'stripe', now });
        booking = result.booking;
      } else if (booking?.status === 'pending' && session.status === 'expired') {
        // The expiry webhook has not arrived: Stripe's word is enough to release the nights.
        booking = (await cancelBooking(booking.id, 'session_expired', now)) ?? booking;
      }
    }
  }
  if (!booking) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  const apartment = await getApartment(booking.apartmentId);
  if (!apartment) throw notFound('Dati appartamento non trovati');
  return {
    booking: toPublicBooking(booking, now),
    apartment,
    message: MESSAGES[booking.status],
  };
}

/** A booking id as issued (a UUID): anything else is unknown without a database read. */
const BOOKING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/bookings/{id}: that booking only; 404 for an unknown id. */
export async function publicBookingById(id: string | undefined, now = new Date()) {
  const decoded = id ? decodeURIComponent(id) : '';
  if (!BOOKING_ID.test(decoded)) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  const booking = await getBooking(decoded.toLowerCase());
  if (!booking) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  return toPublicBooking(booking, now);
}

/**
 * The scheduled clean-up: pending bookings whose hold lapsed without a payment are cancelled and
 * their nights released (the Stripe session has expired by then; its webhook normally did this).
 */
export async function releaseLapsedHolds(now = new Date()): Promise<number> {
  let released = 0;
  for (const booking of await listLapsedHolds(now)) {
    if (await cancelBooking(booking.id, 'hold_expired', now)) {
      released++;
      logger.info('lapsed hold released', { bookingId: booking.id });
    }
  }
  return released;
}

/**
 * For the admin: reject a booking, free its nights, and close its Stripe session if it was still
 * awaiting payment (so the guest cannot pay for a rejected stay).
 */
export async function rejectBookingAndCloseCheckout(id: string): Promise<StoredBooking> {
  const rejected = await rejectBooking(id);
  if (rejected.paymentIntentId && !rejected.paidAt) {
    await expireCheckoutSession(rejected.paymentIntentId).catch((error: unknown) =>
      logger.warn('could not expire the Stripe session of a rejected booking', { id, error }),
    );
  }
  return rejected;
}
