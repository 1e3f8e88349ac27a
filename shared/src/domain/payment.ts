import type { BookingStatus } from '../schemas/booking';
import { centsToEuro, euroToCents } from './money';

/**
 * Payment is its own fact (ARCHITECTURE: booking status): a booking is paid only when Stripe said
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
