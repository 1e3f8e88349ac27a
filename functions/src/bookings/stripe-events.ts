import { formatEuro } from '@catania/shared/domain/money';
import type Stripe from 'stripe';
import { logger } from '../lib/logger';
import { notifyOwner } from '../mail/owner-notice';
import { getBooking, getBookingByStripeSession, type StoredBooking } from './booking-repo';
import { confirmBooking } from './confirmation';
import { handleExtrasSessionEvent } from './extras-events';
import { EXTRAS_PURPOSE } from './extras-refunds';
import { cancelBooking, extendHold } from './holds';
import { refundLatePayment } from './late-payments';
import { recordRefundMade, updateRecordedRefund } from './refunds-repo';
import { recordStayExtrasPaid, settleStayExtras } from './stay-extras';
import { idOf, isSessionPaid, paymentOfSession, retrieveCheckoutSession } from './stripe';
import { bookingOfPayment, bookingOfSession, chargedInFull } from './stripe-event-bookings';
import {
  type EventKind,
  eventKindOf,
  type Outcome,
  outcomeOf,
  type PaymentState,
  paymentStateOf,
} from './stripe-event-table';
import { refundResult } from './stripe-refunds';

/**
 * What Stripe tells us, by webhook or when the confirmation page asks, applied through the one
 * table of stripe-event-table.ts: the event's kind against the booking's state as it is now. Every
 * outcome is idempotent and conditional, so late, repeated, reordered and racing reports end in
 * the same state; nights are touched only through the night ledger (confirm sells, cancel releases
 * held nights), never by an event the booking has moved past. Nothing a booking's state explains
 * is an error: only an outage (the table or Stripe unreachable) answers 5xx, for Stripe to retry.
 */

/** How long an async payment (SEPA and the like) may take to settle while its nights wait. */
const PROCESSING_HOLD_DAYS = 7;

export type WebhookResult = {
  received: true;
  action: string;
  bookingId?: string;
  /** The booking's state the event was judged against, and the table's outcome. */
  state?: PaymentState;
  outcome?: Outcome;
};

/**
 * Applies a Checkout Session event (or what the confirmation page learnt from Stripe) to its
 * booking, with the extras taken with it: paid, they are recorded first (so the stay's mails list
 * them), then the stay's outcome, then they follow it (a confirmed stay keeps the late check-out's
 * day, one that cannot be refunds them). Each step is idempotent, so a late or repeated event
 * finishes what an earlier one left.
 */
async function applySessionEvent(
  booking: StoredBooking,
  session: Stripe.Checkout.Session,
  kind: EventKind,
  at: { paidAt: Date; now: Date },
): Promise<WebhookResult> {
  const paid = kind === 'paid' && chargedInFull(booking, session);
  if (paid) await recordStayExtrasPaid(booking.id, session, at.paidAt);
  const result = await applyStayOutcome(booking, session, kind, at);
  if (paid) await settleStayExtras(booking.id, session, at.now);
  return result;
}

/**
 * The stay's part of a session event: the table's outcome for the booking's state now. A
 * confirmation that loses its race (the booking decided meanwhile) is judged again against the
 * state it lost to, once.
 */
async function applyStayOutcome(
  booking: StoredBooking,
  session: Stripe.Checkout.Session,
  kind: EventKind,
  at: { paidAt: Date; now: Date },
  retried = false,
): Promise<WebhookResult> {
  const bookingId = booking.id;
  const state = paymentStateOf(booking);
  const outcome = outcomeOf(state, kind);
  const answer = (action: string): WebhookResult => ({
    received: true,
    action,
    bookingId,
    state,
    outcome,
  });
  const payment = paymentOfSession(session, at.paidAt);
  switch (outcome) {
    case 'confirm':
    case 'record_payment': {
      if (!chargedInFull(booking, session)) return answer('amount_mismatch');
      const result = await confirmBooking(bookingId, { source: 'stripe', payment, now: at.now });
      if (result.outcome === 'nights_lost') {
        const refunded = await refundLatePayment(bookingId, payment, {
          now: at.now,
          nightsLost: result.nights,
        });
        return answer(refunded);
      }
      if (result.outcome === 'not_confirmable' && !retried) {
        return applyStayOutcome(result.booking, session, kind, at, true);
      }
      return answer(result.outcome);
    }
    case 'refund_payment':
      return answer(await refundLatePayment(bookingId, payment, { now: at.now }));
    case 'extend_hold': {
      const until = new Date(at.now.getTime() + PROCESSING_HOLD_DAYS * 86_400_000);
      await extendHold(bookingId, until, at.now);
      return answer('awaiting_payment');
    }
    case 'cancel': {
      const reason = kind === 'expired' ? 'session_expired' : 'payment_failed';
      const cancelled = await cancelBooking(bookingId, reason, at.now);
      if (cancelled) logger.info('booking cancelled, nights released', { bookingId, reason });
      return answer(cancelled ? 'cancelled' : 'unchanged');
    }
    default:
      // A repeated or superseded event: the booking has moved past it.
      logger.info('Stripe event already settled by the booking state', { bookingId, state, kind });
      return answer(
        kind === 'paid' && state === 'confirmed_paid' ? 'already_confirmed' : 'unchanged',
      );
  }
}

/** A payment for a session no booking knows: acknowledged, and the owner told (money). */
async function unknownPayment(event: Stripe.Event, session: Stripe.Checkout.Session) {
  logger.warn('Stripe event for no known booking', { eventId: event.id, sessionId: session.id });
  if (eventKindOf(event) === 'paid') {
    await notifyOwner(
      'Pagamento Stripe senza prenotazione',
      `Stripe ha registrato un pagamento di ${formatEuro((session.amount_total ?? 0) / 100)} (sessione ${session.id}) che non corrisponde a nessuna prenotazione del sito.\n\nControllalo nella dashboard di Stripe ed eventualmente rimborsalo da lì.`,
      `stripe-${event.id}`,
    );
  }
  return { received: true as const, action: 'unknown_booking' };
}

/**
 * A refund event: what Stripe says of the refund the site made (succeeded, still processing,
 * failed and so owed again) is recorded on its booking. A refund of a payment no booking knows,
 * or one the site did not make, is logged and the owner told; no status, no night changes.
 */
async function applyRefundEvent(event: Stripe.Event, now: Date): Promise<WebhookResult> {
  const object = event.data.object as Stripe.Refund | Stripe.Charge;
  const refund = object.object === 'refund' ? (object as Stripe.Refund) : undefined;
  const fromMetadata = refund?.metadata?.bookingId;
  const booking =
    (fromMetadata ? await getBooking(fromMetadata) : undefined) ??
    (await bookingOfPayment(idOf(object.payment_intent)));
  if (!booking) {
    logger.warn('Stripe refund for no known booking', { eventId: event.id, type: event.type });
    await notifyOwner(
      'Rimborso Stripe senza prenotazione',
      `Stripe segnala un rimborso (${event.type}, pagamento ${idOf(object.payment_intent) ?? 'sconosciuto'}) che non corrisponde a nessuna prenotazione del sito.\n\nSe non l'hai fatto tu dalla dashboard di Stripe, controllalo lì.`,
      `stripe-${event.id}`,
    );
    return { received: true, action: 'unknown_payment' };
  }
  const answer = (action: string): WebhookResult => ({
    received: true,
    action,
    bookingId: booking.id,
    state: paymentStateOf(booking),
    outcome: 'record_refund',
  });
  if (!refund) return answer('noted');
  // The extras' own refund (a cancelled stay's, extras.ts): recorded on its purchase, never
  // taken for the stay's.
  if (refund.metadata?.purpose === EXTRAS_PURPOSE) return answer('extras_refund');
  const made = refundResult(refund);
  if (booking.refund?.id === refund.id) {
    if (booking.refund.status === made.status) return answer('unchanged');
    await updateRecordedRefund(booking.id, made, now);
    const failed = made.status === 'failed' || made.status === 'canceled';
    // Owed again: the job asks Stripe anew; 'Stato del sistema' shows it meanwhile.
    if (failed)
      logger.error('Stripe could not make a refund: owed again', { bookingId: booking.id });
    return answer(failed ? 'refund_failed' : 'refund_updated');
  }
  if (!booking.refund && booking.refundDue && refund.metadata?.bookingId === booking.id) {
    // The refund the site asked for, whose answer was lost (a crash between Stripe and the table).
    await recordRefundMade(booking.id, made, now);
    return answer('refund_recorded');
  }
  logger.warn('Stripe refund the site did not make (the dashboard?)', {
    bookingId: booking.id,
    refundId: refund.id,
  });
  return answer('noted');
}

/** A dispute (chargeback): the owner is told at once; nights and status are left alone. */
async function applyDisputeEvent(event: Stripe.Event): Promise<WebhookResult> {
  const dispute = event.data.object as Stripe.Dispute;
  const booking = await bookingOfPayment(idOf(dispute.payment_intent)).catch((error: unknown) => {
    logger.error('could not find the booking of a dispute', { eventId: event.id, error });
    return undefined;
  });
  logger.warn('Stripe dispute', { eventId: event.id, type: event.type, bookingId: booking?.id });
  const about = booking
    ? `la prenotazione di ${booking.guestName} (${booking.checkIn} – ${booking.checkOut}, id ${booking.id})`
    : `un pagamento che non corrisponde a nessuna prenotazione del sito (${idOf(dispute.payment_intent) ?? dispute.id})`;
  const status = event.type === 'charge.dispute.closed' ? `chiusa (${dispute.status})` : 'aperta';
  await notifyOwner(
    'Contestazione di un pagamento Stripe',
    `Una contestazione (chargeback) di ${formatEuro(dispute.amount / 100)} è ${status} per ${about}. Motivo indicato: ${dispute.reason}.\n\nRispondi dalla dashboard di Stripe entro la scadenza indicata lì, con le prove del soggiorno.`,
    `stripe-${event.id}`,
  );
  return {
    received: true,
    action: 'owner_told',
    ...(booking ? { bookingId: booking.id, state: paymentStateOf(booking) } : {}),
    outcome: 'alert_owner',
  };
}

/** Every Stripe event the webhook receives: the table's outcome, or acknowledged and ignored. */
export async function handleStripeEvent(
  event: Stripe.Event,
  now = new Date(),
): Promise<WebhookResult> {
  const kind = eventKindOf(event);
  if (!kind) return { received: true, action: 'ignored' };
  if (kind === 'refunded') return applyRefundEvent(event, now);
  if (kind === 'dispute') return applyDisputeEvent(event);
  const session = event.data.object as Stripe.Checkout.Session;
  // An extras checkout pays for a purchase, not for the booking's stay.
  if (session.metadata?.purpose === EXTRAS_PURPOSE) {
    return handleExtrasSessionEvent(event, session, now);
  }
  const booking = await bookingOfSession(session);
  if (!booking) return unknownPayment(event, session);
  return applySessionEvent(booking, session, kind, {
    paidAt: new Date(event.created * 1000),
    now,
  });
}

/**
 * The booking of a Stripe session as it stands after Stripe's own word on the session: if the
 * webhook has not arrived yet, a paid session is applied as its webhook would be (through the
 * same table), a completed one still settling and an expired one too. Undefined when no booking
 * matches.
 */
export async function reconcileSession(
  sessionId: string,
  now: Date,
): Promise<StoredBooking | undefined> {
  let booking = await getBookingByStripeSession(sessionId);
  if (booking?.status === 'confirmed' && booking.paidAt) return booking;
  const session = await retrieveCheckoutSession(sessionId);
  if (!session) return booking;
  booking = (await bookingOfSession(session)) ?? booking;
  if (!booking) return undefined;
  const kind: EventKind | undefined =
    session.status === 'complete'
      ? isSessionPaid(session)
        ? 'paid'
        : 'processing'
      : session.status === 'expired'
        ? 'expired'
        : undefined;
  if (kind) await applySessionEvent(booking, session, kind, { paidAt: now, now });
  return getBooking(booking.id);
}
