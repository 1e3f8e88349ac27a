import type Stripe from 'stripe';
import type { StoredBooking } from './booking-repo';

/**
 * Every Stripe event in every booking state, with its one outcome (docs/payments.md prints the
 * same table). Stripe delivers late, twice and out of order, so an event is judged against the
 * booking as it is now, never against what the event assumes: the table is the whole answer.
 */

/** A booking as the payment sees it: its status and whether Stripe's money reached it. */
export type PaymentState =
  /** pending, unpaid: the guest is on Stripe's page; its nights are held. */
  | 'awaiting_payment'
  /** pending, unpaid: an async payment (SEPA) is settling; its nights are held longer. */
  | 'payment_processing'
  /** The owner confirmed it before it was paid: its nights are sold. */
  | 'confirmed_unpaid'
  | 'confirmed_paid'
  /** Rejected by the owner before any payment reached it. */
  | 'rejected_unpaid'
  /** Rejected with a payment on it: the refund is owed or made. */
  | 'rejected_paid'
  /** Cancelled by its guest (confirmed by the owner, never paid). */
  | 'guest_cancelled_unpaid'
  /** Cancelled by its guest after paying: the policy's refund is owed or made. */
  | 'guest_cancelled_paid'
  /** Cancelled unpaid by the system: the session expired, the payment failed, the hold lapsed. */
  | 'lapsed'
  /** Lapsed, then paid anyway (the payment came after the time to pay): refund owed or made. */
  | 'lapsed_paid';

export const PAYMENT_STATES: readonly PaymentState[] = [
  'awaiting_payment',
  'payment_processing',
  'confirmed_unpaid',
  'confirmed_paid',
  'rejected_unpaid',
  'rejected_paid',
  'guest_cancelled_unpaid',
  'guest_cancelled_paid',
  'lapsed',
  'lapsed_paid',
];

export function paymentStateOf(
  booking: Pick<StoredBooking, 'status' | 'paidAt' | 'paymentProcessing' | 'cancelReason'>,
): PaymentState {
  const paid = Boolean(booking.paidAt);
  switch (booking.status) {
    case 'pending':
      // A pending booking with a payment only existed before late payments were refunded
      // (flagged for the owner, its nights lost): it is settled as a lapsed, paid one.
      if (paid) return 'lapsed_paid';
      return booking.paymentProcessing ? 'payment_processing' : 'awaiting_payment';
    case 'confirmed':
      return paid ? 'confirmed_paid' : 'confirmed_unpaid';
    case 'rejected':
      return paid ? 'rejected_paid' : 'rejected_unpaid';
    case 'cancelled':
      if (booking.cancelReason === 'guest') {
        return paid ? 'guest_cancelled_paid' : 'guest_cancelled_unpaid';
      }
      return paid ? 'lapsed_paid' : 'lapsed';
  }
}

/** What an event says, whatever its exact type. */
export type EventKind =
  /** checkout.session.completed paid, checkout.session.async_payment_succeeded */
  | 'paid'
  /** checkout.session.completed with the payment still settling (async method) */
  | 'processing'
  /** checkout.session.async_payment_failed */
  | 'payment_failed'
  /** checkout.session.expired */
  | 'expired'
  /** refund.created, refund.updated, refund.failed, charge.refunded, charge.refund.updated */
  | 'refunded'
  /** charge.dispute.created, charge.dispute.updated, charge.dispute.closed */
  | 'dispute';

export const EVENT_KINDS: readonly EventKind[] = [
  'paid',
  'processing',
  'payment_failed',
  'expired',
  'refunded',
  'dispute',
];

const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);
const REFUND_EVENTS = new Set([
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.refunded',
]);
const DISPUTE_EVENTS = new Set([
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
]);

export const isCheckoutEvent = (type: string) => CHECKOUT_EVENTS.has(type);

/** The kind of a Stripe event, or undefined for one the site does not act on. */
export function eventKindOf(event: Pick<Stripe.Event, 'type' | 'data'>): EventKind | undefined {
  if (REFUND_EVENTS.has(event.type)) return 'refunded';
  if (DISPUTE_EVENTS.has(event.type)) return 'dispute';
  if (!CHECKOUT_EVENTS.has(event.type)) return undefined;
  const session = event.data.object as Stripe.Checkout.Session;
  switch (event.type) {
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'payment_failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
        ? 'paid'
        : 'processing';
  }
}

/** The one thing the site does. */
export type Outcome =
  /** Sell the held nights and confirm; if a night is gone, refund the payment in full. */
  | 'confirm'
  /** Record the payment on the booking the owner confirmed (receipt and notice, once). */
  | 'record_payment'
  /** The stay will not happen: refund the payment in full, once, and tell guest and owner. */
  | 'refund_payment'
  /** Stretch the hold until the async payment settles. */
  | 'extend_hold'
  /** Cancel the unpaid booking and release its held nights. */
  | 'cancel'
  /** Record what Stripe says of the booking's refund (made, or failed and owed again). */
  | 'record_refund'
  /** Tell the owner: money is disputed. Nights and status stay as they are. */
  | 'alert_owner'
  /** Already so (a repeated or superseded event): answered 2xx, nothing touched. */
  | 'nothing';

/** The table: state × event -> outcome. */
export const STRIPE_EVENT_OUTCOMES: Record<PaymentState, Record<EventKind, Outcome>> = {
  awaiting_payment: {
    paid: 'confirm',
    processing: 'extend_hold',
    payment_failed: 'cancel',
    expired: 'cancel',
    refunded: 'record_refund',
    dispute: 'alert_owner',
  },
  payment_processing: {
    paid: 'confirm',
    processing: 'nothing',
    payment_failed: 'cancel',
    expired: 'cancel',
    refunded: 'record_refund',
    dispute: 'alert_owner',
  },
  confirmed_unpaid: {
    paid: 'record_payment',
    processing: 'nothing',
    payment_failed: 'nothing',
    expired: 'nothing',
    refunded: 'record_refund',
    dispute: 'alert_owner',
  },
  confirmed_paid: {
    paid: 'nothing',
    processing: 'nothing',
    payment_failed: 'nothing',
    expired: 'nothing',
    refunded: 'record_refund',
    dispute: 'alert_owner',
  },
  rejected_unpaid: {
    paid: 'refund_payment',
    processing: 'nothing',
    payment_failed: 'nothing',
    expired: 'nothing',
    refunded: 'record_refund',
    dispute: 'alert_owner',
  },
  rejected_paid: {
    paid: 'nothing',
    processing: 'nothing',
    payment_failed: 'nothing',
    expired: 'nothing',
    refunded: 'record_refund',
    dispute: 'alert_owner',
  },
  guest_cancelled_unpaid: {
    paid: 'refund_payment',
    processing: 'nothing',
    payment_failed: 'nothing',
    expired: 'nothing',
    refunded: 'record_refund',
    dispute: 'alert_owner',
  },
  guest_cancelled_paid: {
    paid: 'nothing',
    processing: 'nothing',
    payment_failed: 'nothing',
    expired: 'nothing',
    refunded: 'record_refund',
    dispute: 'alert_owner',
  },
  lapsed: {
    paid: 'refund_payment',
    processing: 'nothing',
    payment_failed: 'nothing',
    expired: 'nothing',
    refunded: 'record_refund',
    dispute: 'alert_owner',
  },
  lapsed_paid: {
    paid: 'nothing',
    processing: 'nothing',
    payment_failed: 'nothing',
    expired: 'nothing',
    refunded: 'record_refund',
    dispute: 'alert_owner',
  },
};

export const outcomeOf = (state: PaymentState, kind: EventKind): Outcome =>
  STRIPE_EVENT_OUTCOMES[state][kind];
