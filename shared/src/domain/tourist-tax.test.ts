import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import {
  ageOn,
  isTaxPeriod,
  periodLabel,
  periodRange,
  type ReportStay,
  stayTax,
  taxReport,
} from './tourist-tax';

// The rules these tests assume: EUR 3.00 per person per night, first 4 nights, under-18s exempt.
it('reads Catania’s rules from the site config', () => {
  expect(site.touristTax).toMatchObject({
    euroPerPersonPerNight: 3,
    maxNights: 4,
    exemptUnderAge: 18,
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
