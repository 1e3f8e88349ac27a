import { describe, expect, it } from 'vitest';
import { paymentState, paymentSummary } from './payment';

describe('paymentSummary: paid only when Stripe said so', () => {
  const paidAt = '2026-05-02T10:00:00.000Z';

  it('a booking the owner confirmed without a payment owes its total', () => {
    expect(paymentSummary({ status: 'confirmed', totalPrice: 255 })).toEqual({
      paid: false,
      amountPaid: 0,
      amountDue: 255,
      amountRefunded: 0,
      refundPending: 0,
    });
  });

  it('a paid booking owes nothing; an older record without amountPaid was paid in full', () => {
    expect(
      paymentSummary({ status: 'confirmed', totalPrice: 255, paidAt, amountPaid: 255 }),
    ).toEqual({ paid: true, amountPaid: 255, amountDue: 0, amountRefunded: 0, refundPending: 0 });
    expect(paymentSummary({ status: 'confirmed', totalPrice: 170, paidAt }).amountPaid).toBe(170);
  });

  it('a booking that ended owes nothing; refunds are told apart from those still to make', () => {
    expect(paymentSummary({ status: 'cancelled', totalPrice: 90 }).amountDue).toBe(0);
    expect(paymentSummary({ status: 'rejected', totalPrice: 90 }).amountDue).toBe(0);
    expect(
      paymentSummary({
        status: 'cancelled',
        totalPrice: 90,
        paidAt,
        amountPaid: 90,
        refundDue: 45,
      }),
    ).toMatchObject({ amountRefunded: 0, refundPending: 45 });
    expect(
      paymentSummary({
        status: 'cancelled',
        totalPrice: 90,
        paidAt,
        amountPaid: 90,
        refundDue: 45,
        refund: { amount: 45 },
      }),
    ).toMatchObject({ amountRefunded: 45, refundPending: 0 });
  });
});

describe('paymentState: the badge beside the status', () => {
  const paidAt = '2026-05-02T10:00:00.000Z';
  const refund = (amount: number) => ({
    id: 're_1',
    status: 'succeeded',
    amount,
    createdAt: paidAt,
  });
  it.each([
    [{ status: 'confirmed', totalPrice: 100, paidAt }, 'paid'],
    [{ status: 'confirmed', totalPrice: 100 }, 'due'],
    [{ status: 'pending', totalPrice: 100 }, 'due'],
    [{ status: 'cancelled', totalPrice: 100 }, 'none'],
    [{ status: 'rejected', totalPrice: 100, paidAt, refundDue: 100 }, 'refund_pending'],
    [{ status: 'rejected', totalPrice: 100, paidAt, refund: refund(100) }, 'refunded'],
    [{ status: 'cancelled', totalPrice: 100, paidAt, refund: refund(50) }, 'partly_refunded'],
  ] as const)('%o is %s', (booking, state) => {
    expect(paymentState(booking)).toBe(state);
  });
});
