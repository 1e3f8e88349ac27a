import { describe, expect, it } from 'vitest';
import { bookingActions, canTransition } from './booking-status';
import {
  bulkProgressStep,
  bulkSyncToast,
  calendarSyncStatus,
  nextBulkProgress,
} from './calendar-status';
import type { PriceRule } from './pricing';
import { priceStay } from './pricing';
import { monthGrid, pricingDay, ruleValueLabel, shiftMonth } from './pricing-calendar';

describe('booking transitions (product §4)', () => {
  it('allows pending -> confirmed/rejected and confirmed -> rejected only', () => {
    expect(canTransition('pending', 'confirmed')).toBe(true);
    expect(canTransition('pending', 'rejected')).toBe(true);
    expect(canTransition('confirmed', 'rejected')).toBe(true);
    expect(canTransition('confirmed', 'pending')).toBe(false);
    expect(canTransition('rejected', 'confirmed')).toBe(false);
    expect(canTransition('cancelled', 'confirmed')).toBe(false);
  });

  it('offers the status buttons, told with the payment', () => {
    const paidAt = '2026-05-02T10:00:00.000Z';
    const unpaid = bookingActions({ status: 'pending', totalPrice: 255 });
    expect(unpaid.map((a) => a.label)).toEqual(['Conferma', 'Rifiuta']);
    // Confirming an unpaid booking says it stays to be paid.
    expect(unpaid[0]?.confirm).toContain('non è stata pagata');
    expect(unpaid[0]?.confirm).toMatch(/255\s€ da pagare/);
    const [paid] = bookingActions({ status: 'confirmed', totalPrice: 255, paidAt });
    expect(paid?.label).toBe('Rifiuta Prenotazione Pagata');
    expect(paid?.confirm).toMatch(/rimborsa all'ospite 255\s€/);
    const [confirmedUnpaid] = bookingActions({ status: 'confirmed', totalPrice: 255 });
    expect(confirmedUnpaid?.label).toBe('Rifiuta');
    expect(confirmedUnpaid?.confirm).toContain('non ancora pagata');
    expect(bookingActions({ status: 'rejected', totalPrice: 1 })).toEqual([]);
    expect(bookingActions({ status: 'cancelled', totalPrice: 1 })).toEqual([]);
  });
});

describe('calendar status', () => {
  const now = new Date('2026-05-20T12:00:00.000Z');
  it.each([
    [{ isActive: true, lastSyncAt: null }, false, 'Mai sincronizzato'],
    [{ isActive: true, lastSyncAt: '2026-05-19T12:00:01.000Z' }, false, 'Sincronizzato'],
    [{ isActive: true, lastSyncAt: '2026-05-19T12:00:00.000Z' }, false, 'Obsoleto'],
    [{ isActive: false, lastSyncAt: '2026-05-20T11:00:00.000Z' }, false, 'Disattivato'],
    [{ isActive: true, lastSyncAt: null }, true, 'Sincronizzando'],
  ])('%j (syncing %s) is %s', (calendar, syncing, label) => {
    expect(calendarSyncStatus(calendar, now, syncing)).toBe(label);
  });

  it('bulk progress steps by max(1, floor(90/n)) up to 90', () => {
    expect(bulkProgressStep(4)).toBe(22);
    expect(bulkProgressStep(200)).toBe(1);
    expect(nextBulkProgress(88, 4)).toBe(90);
  });

  it('bulk toast: complete or partial', () => {
    expect(bulkSyncToast([{ success: true }, { success: true }]).title).toBe(
      'Sincronizzazione completata',
    );
    const partial = bulkSyncToast([{ success: true }, { success: false }]);
    expect(partial.title).toBe('Sincronizzazione parziale');
    expect(partial.description).toBe('1/2 calendari sincronizzati con successo');
  });
});

describe('pricing calendar', () => {
  it('shows 42 days from the Sunday on or before the first of the month', () => {
    const grid = monthGrid('2026-05'); // 1 May 2026 is a Friday
    expect(grid).toHaveLength(42);
    expect(grid[0]).toBe('2026-04-26');
    expect(grid[41]).toBe('2026-06-06');
    expect(monthGrid('2026-02')[0]).toBe('2026-02-01'); // a Sunday
  });

  it('moves between months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  const rules: PriceRule[] = [
    {
      id: 'w',
      type: 'weekend',
      startDate: '2026-05-01',
      endDate: '2026-05-31',
      pricePerNight: 120,
      priority: 2,
      isActive: true,
    },
    {
      id: 's',
      type: 'seasonal',
      startDate: '2026-05-10',
      endDate: '2026-05-20',
      pricePerNight: 100,
      priority: 3,
      isActive: true,
    },
    {
      id: 'd',
      type: 'week_discount',
      startDate: '2026-05-01',
      endDate: '2026-05-31',
      discountPercentage: 10,
      priority: 5,
      isActive: true,
    },
    {
      id: 'off',
      type: 'special_date',
      startDate: '2026-05-01',
      endDate: '2026-05-31',
      pricePerNight: 999,
      priority: 1,
      isActive: false,
    },
  ];

  it('colours by the highest-priority applying rule and shows what guests pay', () => {
    const friday = pricingDay(85, rules, '2026-05-15');
    expect(friday.top?.id).toBe('w');
    expect(friday.rules.map((r) => r.id)).toEqual(['w', 's', 'd']);
    expect(friday.night.priceCents).toBe(12_000);
    const tuesday = pricingDay(85, rules, '2026-05-12');
    expect(tuesday.top?.id).toBe('s'); // a weekend rule does not apply on a Tuesday
    expect(tuesday.night.priceCents).toBe(10_000);
    const plain = pricingDay(85, [], '2026-05-12');
    expect(plain.top).toBeNull();
    expect(plain.night.priceCents).toBe(8500);
  });

  it('every night price matches what priceStay charges', () => {
    const stay = priceStay(85, rules, '2026-05-08', '2026-05-22');
    for (const night of stay.nightly) {
      expect(pricingDay(85, rules, night.date).night.priceCents).toBe(night.priceCents);
    }
  });

  it('labels a rule by price or discount', () => {
    expect(ruleValueLabel(rules[0] as PriceRule)).toBe('€120');
    expect(ruleValueLabel(rules[2] as PriceRule)).toBe('-10%');
  });
});
