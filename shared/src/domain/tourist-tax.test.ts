import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { isTaxPeriod, periodLabel, periodRange } from './tax-periods';
import {
  ageOn,
  DEFAULT_TAX_RATES,
  guestTaxTerms,
  rateOn,
  stayTax,
  type TaxRate,
  taxRateProblems,
} from './tourist-tax';
import { annualSummary, type ReportStay, taxReport } from './tourist-tax-report';

// The rules these tests assume: EUR 3.00 per person per night from 1 February 2026 (EUR 2.00
// before), first 4 nights, under-18s exempt.
it('reads Catania’s rules from the site config', () => {
  expect(site.touristTax).toMatchObject({
    euroPerPersonPerNight: 3,
    maxNights: 4,
    exemptUnderAge: 18,
  });
  expect(DEFAULT_TAX_RATES.map((r) => [r.from, r.euroPerPersonPerNight])).toEqual([
    ['2024-01-01', 2],
    ['2026-02-01', 3],
  ]);
});

describe('dated rates', () => {
  it('taxes each night of a stay across the change at its own date’s rate', () => {
    // 30 Jan - 3 Feb 2026, two adults: 30 and 31 Jan at EUR 2, 1 and 2 Feb at EUR 3,
    // (2 + 2 + 3 + 3) x 2 persons = EUR 20.
    const tax = stayTax({
      checkIn: '2026-01-30',
      checkOut: '2026-02-03',
      persons: [{ birthDate: '1980-03-03' }, { birthDate: '1982-07-07' }],
    });
    expect(tax).toMatchObject({ nights: 4, taxableNights: 8, amountCents: 2000 });
    expect(tax.byRate).toEqual([
      { from: '2024-01-01', euroPerPersonPerNight: 2, taxableNights: 4, amountCents: 800 },
      { from: '2026-02-01', euroPerPersonPerNight: 3, taxableNights: 4, amountCents: 1200 },
    ]);
  });

  it('applies the period in force, the first one to any earlier night, and each period’s cap', () => {
    const rates: TaxRate[] = [
      { from: '2026-01-01', euroPerPersonPerNight: 1.5, maxNights: 2, exemptUnderAge: 14 },
      { from: '2026-03-01', euroPerPersonPerNight: 4, maxNights: 5, exemptUnderAge: 18 },
    ];
    expect(rateOn(rates, '2025-06-01').euroPerPersonPerNight).toBe(1.5);
    expect(rateOn(rates, '2026-02-28').euroPerPersonPerNight).toBe(1.5);
    expect(rateOn(rates, '2026-03-01').euroPerPersonPerNight).toBe(4);
    // 27 Feb - 4 Mar: nights 27, 28 Feb at 1.50 (within the cap of 2), 1-3 Mar at 4 (cap 5).
    const tax = stayTax({ checkIn: '2026-02-27', checkOut: '2026-03-04', persons: [{}] }, rates);
    expect(tax).toMatchObject({ taxableNights: 5, beyondCapNights: 0, amountCents: 1500 });
    // A 15-year-old is exempt only where the age limit at check-in says so.
    const teen = [{ birthDate: '2011-01-01' }];
    expect(
      stayTax({ checkIn: '2026-01-10', checkOut: '2026-01-12', persons: teen }, rates),
    ).toMatchObject({ amountCents: 300 });
    expect(
      stayTax({ checkIn: '2026-03-10', checkOut: '2026-03-12', persons: teen }, rates),
    ).toMatchObject({ amountCents: 0 });
  });

  it('refuses periods out of order', () => {
    const rate = { euroPerPersonPerNight: 3, maxNights: 4, exemptUnderAge: 18 };
    expect(
      taxRateProblems([
        { ...rate, from: '2026-02-01' },
        { ...rate, from: '2026-02-01' },
      ]),
    ).toHaveLength(1);
    expect(
      taxRateProblems([
        { ...rate, from: '2026-01-01' },
        { ...rate, from: '2026-02-01' },
      ]),
    ).toEqual([]);
  });
});

describe('guestTaxTerms: what a guest is told before arriving', () => {
  it("is the check-in's rate and one adult's most for the stay: 3 euros a night, 4 nights at most", () => {
    expect(guestTaxTerms(DEFAULT_TAX_RATES, '2026-05-04', '2026-05-06')).toEqual({
      euroPerPersonPerNight: 3,
      maxNights: 4,
      exemptUnderAge: 18,
      perGuestEuro: 6,
    });
    expect(guestTaxTerms(DEFAULT_TAX_RATES, '2026-05-04', '2026-06-03').perGuestEuro).toBe(12);
  });

  it('pays each night at its own rate across a change: 2 euros until 31 January 2026', () => {
    const terms = guestTaxTerms(DEFAULT_TAX_RATES, '2026-01-30', '2026-02-05');
    expect(terms).toMatchObject({ euroPerPersonPerNight: 2, perGuestEuro: 2 + 2 + 3 + 3 });
  });
});

describe('ageOn', () => {
  it('counts whole years, a birthday from its day', () => {
    expect(ageOn('2008-05-10', '2026-05-09')).toBe(17);
    expect(ageOn('2008-05-10', '2026-05-10')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});

describe('stayTax', () => {
  it('taxes each adult for at most 4 nights and exempts minors by age at check-in', () => {
    const tax = stayTax({
      checkIn: '2026-05-10',
      checkOut: '2026-05-16',
      persons: [{ birthDate: '1980-01-01' }, { birthDate: '2010-06-01' }],
    });
    // 6 nights; the adult pays 4 (2 beyond the cap), the 15-year-old none.
    expect(tax).toMatchObject({
      nights: 6,
      persons: 2,
      personNights: 12,
      taxableNights: 4,
      beyondCapNights: 2,
      amountCents: 1200,
    });
    expect(tax.exemptNights.minor).toBe(6);
  });

  it('counts a person without a birth date as an adult, and applies the owner’s exemptions', () => {
    const tax = stayTax({
      checkIn: '2026-05-10',
      checkOut: '2026-05-12',
      persons: [{}, { exemption: 'disability' }],
    });
    expect(tax).toMatchObject({ taxableNights: 2, amountCents: 600 });
    expect(tax.exemptNights.disability).toBe(2);
  });
});

describe('taxReport', () => {
  it('matches the hand computation of a month with three stays', () => {
    const stays: ReportStay[] = [
      // A: appartamento-1, 10-13 May, 3 nights, two adults: 3 x 2 = 6 taxable nights, EUR 18.
      {
        apartmentId: 'appartamento-1',
        checkIn: '2026-05-10',
        collected: true,
        estimated: false,
        ...stayTax({
          checkIn: '2026-05-10',
          checkOut: '2026-05-13',
          persons: [{ birthDate: '1975-04-02' }, { birthDate: '1978-09-30' }],
        }),
      },
      // B: appartamento-1, 20-27 May, 7 nights, an adult and a 12-year-old:
      //    adult 4 taxable + 3 beyond the cap; child 7 exempt (minor); EUR 12.
      {
        apartmentId: 'appartamento-1',
        checkIn: '2026-05-20',
        collected: false,
        estimated: false,
        ...stayTax({
          checkIn: '2026-05-20',
          checkOut: '2026-05-27',
          persons: [{ birthDate: '1986-12-12' }, { birthDate: '2014-01-15' }],
        }),
      },
      // C: appartamento-3, 30 May - 1 June, 2 nights, one adult without pre-check-in:
      //    2 taxable nights, EUR 6, estimated. Counted in May: it checked in on 30 May.
      {
        apartmentId: 'appartamento-3',
        checkIn: '2026-05-30',
        collected: true,
        estimated: true,
        ...stayTax({ checkIn: '2026-05-30', checkOut: '2026-06-01', persons: [{}] }),
      },
      // Outside the period: checked in on 1 June.
      {
        apartmentId: 'appartamento-3',
        checkIn: '2026-06-01',
        collected: true,
        estimated: false,
        ...stayTax({ checkIn: '2026-06-01', checkOut: '2026-06-03', persons: [{}] }),
      },
    ];
    const report = taxReport(stays, '2026-05', [
      'appartamento-1',
      'appartamento-2',
      'appartamento-3',
      'appartamento-4',
    ]);
    const [one, two, three, four] = report.rows;
    // appartamento-1: 2 stays, 4 persons, person-nights 6 + 14 = 20; taxable 6 + 4 = 10;
    // minors 7; beyond the cap 3; due 10 x 3 = EUR 30, collected EUR 18 (stay A).
    expect(one).toMatchObject({
      apartmentId: 'appartamento-1',
      stays: 2,
      persons: 4,
      personNights: 20,
      taxableNights: 10,
      beyondCapNights: 3,
      amountCents: 3000,
      collectedCents: 1800,
      estimatedStays: 0,
    });
    expect(one?.exemptNights.minor).toBe(7);
    expect(two).toMatchObject({ stays: 0, amountCents: 0 });
    expect(four).toMatchObject({ stays: 0, amountCents: 0 });
    // appartamento-3: stay C only: 1 person, 2 nights, EUR 6, estimated.
    expect(three).toMatchObject({
      stays: 1,
      persons: 1,
      personNights: 2,
      taxableNights: 2,
      amountCents: 600,
      collectedCents: 600,
      estimatedStays: 1,
    });
    // Total: 3 stays, 5 persons, 22 person-nights, 12 taxable, 7 minors, 3 beyond, EUR 36.
    expect(report.total).toMatchObject({
      stays: 3,
      persons: 5,
      personNights: 22,
      taxableNights: 12,
      beyondCapNights: 3,
      amountCents: 3600,
      collectedCents: 2400,
    });
    expect(report.total.exemptNights.minor).toBe(7);
    expect(report.total.personNights).toBe(
      report.total.taxableNights +
        report.total.beyondCapNights +
        Object.values(report.total.exemptNights).reduce((a, b) => a + b, 0),
    );
  });
});

describe('periods', () => {
  it('covers a month or a quarter', () => {
    expect(periodRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodRange('2026-Q4')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodRange('2028-Q1')).toEqual({ from: '2028-01-01', to: '2028-03-31' });
    expect(periodLabel('2026-05')).toBe('maggio 2026');
    expect(periodLabel('2026-Q2')).toBe('2º trimestre 2026');
  });

  it('knows what is a period', () => {
    expect(isTaxPeriod('2026-13')).toBe(false);
    expect(isTaxPeriod('2026-Q5')).toBe(false);
    expect(isTaxPeriod('2026-12')).toBe(true);
  });
});

describe('the declaration as CSV', () => {
  it('follows the project’s CSV conventions and names no guest', async () => {
    const { toCsv } = await import('./csv');
    const { taxReportCsvColumns } = await import('./tourist-tax-csv');
    const report = taxReport(
      [
        {
          apartmentId: 'appartamento-1',
          checkIn: '2026-05-10',
          collected: true,
          estimated: false,
          ...stayTax({
            checkIn: '2026-05-10',
            checkOut: '2026-05-13',
            persons: [{ birthDate: '1975-04-02' }, { birthDate: '2015-09-30' }],
          }),
        },
      ],
      '2026-05',
      ['appartamento-1'],
    );
    const csv = toCsv(taxReportCsvColumns({ 'appartamento-1': '=Moderno' }), [
      ...report.rows,
      report.total,
    ]);
    const [header, first, total] = csv.replace('\uFEFF', '').split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(header?.split(';').slice(0, 5)).toEqual([
      'Appartamento',
      'Soggiorni',
      'Ospiti',
      'Pernottamenti totali',
      'Pernottamenti imponibili',
    ]);
    expect(header).toContain('Esenti: Minori di 18 anni');
    // 3 nights, one adult (3 taxable, EUR 9,00) and one minor (3 exempt); collected.
    expect(first).toBe("'=Moderno;1;2;6;3;3;0;0;0;0;0;0;9,00;9,00;0");
    expect(total?.startsWith('Totale;1;2;6;3;3;')).toBe(true);
  });
});

describe('the annual summary (Modello 21)', () => {
  it('gives each month’s tax due, collected and paid over, and what is still owed', () => {
    const stay = (checkIn: string, checkOut: string, collected: boolean): ReportStay => ({
      apartmentId: 'appartamento-1',
      checkIn,
      collected,
      estimated: false,
      ...stayTax({ checkIn, checkOut, persons: [{}, {}] }),
    });
    const summary = annualSummary(
      [
        // January: 2 nights x 2 persons at EUR 2 = EUR 8, collected.
        stay('2026-01-10', '2026-01-12', true),
        // 30 Jan - 3 Feb: EUR 20, counted in January (its check-in), not collected.
        stay('2026-01-30', '2026-02-03', false),
        // March: 3 nights x 2 at EUR 3 = EUR 18, collected.
        stay('2026-03-05', '2026-03-08', true),
        // Another year: left out.
        stay('2025-12-30', '2026-01-01', true),
      ],
      2026,
      [
        { period: '2026-01', amountCents: 800, paidOn: '2026-02-16' },
        { period: '2026-Q1', amountCents: 1000, paidOn: '2026-04-16', reference: 'CRO 123' },
      ],
    );
    expect(summary.months).toHaveLength(12);
    expect(summary.months[0]).toMatchObject({
      month: '2026-01',
      label: 'gennaio 2026',
      stays: 2,
      amountCents: 2800,
      collectedCents: 800,
      paidOverCents: 800,
    });
    // The quarter's payment is shown on its last month.
    expect(summary.months[2]).toMatchObject({
      amountCents: 1800,
      collectedCents: 1800,
      paidOverCents: 1000,
    });
    expect(summary.total).toMatchObject({
      stays: 3,
      amountCents: 4600,
      collectedCents: 2600,
      paidOverCents: 1800,
      toPayOverCents: 800,
    });
  });
});
