import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { cancellationQuote, refundPercentage } from './cancellation';
import { addDays } from './dates';

describe('the one cancellation policy (terms page)', () => {
  it.each([
    [30, 100],
    [10, 100],
    [7, 100], // free "up to 7 days before"
    [6, 50],
    [5, 50],
    [3, 50],
    [2, 0], // "nothing within 3 days"
    [1, 0],
  ])('%i days before check-in refunds %i%%', (days, percentage) => {
    expect(refundPercentage(days)).toBe(percentage);
  });

  it('is stated in words from the same numbers every screen reads', () => {
    expect(site.cancellation.summary).toBe(
      'Cancellazione gratuita fino a 7 giorni prima del check-in (rimborso del 100%); rimborso del 50% tra 7 e 3 giorni prima; nessun rimborso nei 3 giorni precedenti o in caso di mancata presentazione.',
    );
  });
});

describe('cancellationQuote', () => {
  const today = '2026-06-01';
  const paid = {
    status: 'confirmed' as const,
    totalPrice: 255.5,
    paidAt: '2026-05-01T10:00:00.000Z',
    amountPaid: 255.5,
  };

  it('10 days before: the whole payment back; 5 days before: half, to the cent', () => {
    expect(cancellationQuote({ ...paid, checkIn: addDays(today, 10) }, today)).toEqual({
      allowed: true,
      daysBefore: 10,
      refundPercentage: 100,
      refund: 255.5,
    });
    expect(cancellationQuote({ ...paid, checkIn: addDays(today, 5) }, today)).toMatchObject({
      refundPercentage: 50,
      refund: 127.75,
    });
    expect(cancellationQuote({ ...paid, checkIn: addDays(today, 2) }, today)).toMatchObject({
      allowed: true,
      refund: 0,
    });
  });

  it('a booking confirmed unpaid can be cancelled, with nothing to refund', () => {
    const { paidAt: _paid, amountPaid: _amount, ...unpaid } = paid;
    expect(cancellationQuote({ ...unpaid, checkIn: addDays(today, 10) }, today)).toMatchObject({
      allowed: true,
      refund: 0,
    });
  });

  it('refuses from the check-in day on, and for a booking that is not confirmed', () => {
    expect(cancellationQuote({ ...paid, checkIn: today }, today)).toEqual({
      allowed: false,
      reason: 'started',
    });
    expect(cancellationQuote({ ...paid, checkIn: addDays(today, -3) }, today)).toMatchObject({
      reason: 'started',
    });
    for (const status of ['pending', 'cancelled', 'rejected'] as const) {
      expect(cancellationQuote({ ...paid, status, checkIn: addDays(today, 20) }, today)).toEqual({
        allowed: false,
        reason: 'not_confirmed',
      });
    }
  });
});
