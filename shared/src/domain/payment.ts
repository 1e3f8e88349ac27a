import type { BookingStatus } from '../schemas/booking';
import { centsToEuro, euroToCents } from './money';

/**
 * Payment is its own fact (product §10, booking status): a booking is paid only when Stripe said
 * so (`paidAt`, `amountPaid` from the Checkout Session), whatever its status. A booking the owner
 * confirms unpaid owes its total; a refund given back is no longer revenue.
 */
export interface PaymentFacts {
  status: BookingStatus;
  /** Euros: the price of the stay. */
  totalPrice: number;
  /** When Stripe reported the payment. */
  paidAt?: string;
  /** Euros Stripe charged; older records paid in full carry only `paidAt`. */
  amountPaid?: number;
  /** The refund made through Stripe, in euros. */
  refund?: { amount: number };
  /** A refund decided (guest cancellation, owner rejection) and not yet made, in euros. */
  refundDue?: number;
}

export interface PaymentSummary {
  /** Stripe said paid. */
  paid: boolean;
  /** Euros received. */
  amountPaid: number;
  /** Euros still owed for the stay: the total of a live booking not paid yet, else 0. */
  amountDue: number;
  /** Euros given back through Stripe. */
  amountRefunded: number;
  /** Euros to be given back, the refund not made yet. */
  refundPending: number;
}

export function paymentSummary(booking: PaymentFacts): PaymentSummary {
  const paid = Boolean(booking.paidAt);
  const amountPaid = paid ? (booking.amountPaid ?? booking.totalPrice) : 0;
  const live = booking.status === 'pending' || booking.status === 'confirmed';
  const amountRefunded = booking.refund?.amount ?? 0;
  return {
    paid,
    amountPaid,
    amountDue: live && !paid ? booking.totalPrice : 0,
    amountRefunded,
    refundPending: booking.refund ? 0 : (booking.refundDue ?? 0),
  };
}

/**
 * What a booking brings in, in cents: the money Stripe received and the owner keeps. A booking
 * the owner rejected is never revenue (its payment goes back); a cancelled one keeps what the
 * cancellation policy did not refund.
 */
export function revenueCents(booking: PaymentFacts): number {
  if (booking.status === 'rejected' || booking.status === 'pending') return 0;
  const { amountPaid, amountRefunded, refundPending } = paymentSummary(booking);
  return Math.max(
    0,
    euroToCents(amountPaid) - euroToCents(amountRefunded) - euroToCents(refundPending),
  );
}

/** The sum of `revenueCents`, in euros. */
export function totalRevenue(bookings: readonly PaymentFacts[]): number {
  return centsToEuro(bookings.reduce((sum, booking) => sum + revenueCents(booking), 0));
}

export type PaymentState =
  | 'paid'
  | 'due'
  | 'refunded'
  | 'partly_refunded'
  | 'refund_pending'
  | 'none';

/** The one word the admin list shows for a booking's money (a badge next to its status). */
export function paymentState(booking: PaymentFacts): PaymentState {
  const payment = paymentSummary(booking);
  if (payment.refundPending > 0) return 'refund_pending';
  if (payment.amountRefunded > 0) {
    return payment.amountRefunded >= payment.amountPaid ? 'refunded' : 'partly_refunded';
  }
  if (payment.paid) return 'paid';
  return payment.amountDue > 0 ? 'due' : 'none';
}

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  paid: 'Pagata',
  due: 'Da pagare',
  refunded: 'Rimborsata',
  partly_refunded: 'Rimborsata in parte',
  refund_pending: 'Rimborso in corso',
  none: 'Non pagata',
};

/** Stripe's refund statuses, as the owner reads them. */
export function refundStatusLabel(status: string): string {
  switch (status) {
    case 'succeeded':
      return 'eseguito';
    case 'pending':
      return 'in elaborazione';
    case 'requires_action':
      return "in attesa di un'azione su Stripe";
    case 'failed':
      return 'non riuscito';
    case 'canceled':
      return 'annullato';
    default:
      return 'in elaborazione';
  }
}

/**
 * The extras a guest's pages list beside the stay as paid and kept: neither removed by the owner
 * (a late check-out whose day was sold again) nor refunded with a cancelled stay.
 */
export function keptExtras<E extends { removed?: unknown; refundedAt?: string }>(
  extras: readonly E[] | undefined,
): E[] {
  return (extras ?? []).filter((extra) => !extra.removed && !extra.refundedAt);
}

/**
 * What a guest paid in all for a stay and the extras bought with it or later (their prices and
 * deposits), in euros, summed in cents: the Stripe pages' totals, which a page or a mail that
 * lists the extras beside the stay shows as its paid total.
 */
export function paidWithExtras(
  stayPaid: number,
  extras: readonly { totalEuro: number; depositEuro?: number }[],
): number {
  return centsToEuro(
    extras.reduce(
      (sum, line) => sum + euroToCents(line.totalEuro) + euroToCents(line.depositEuro ?? 0),
      euroToCents(stayPaid),
    ),
  );
}
