import { describe, expect, it } from 'vitest';
import type { Booking } from '../schemas/booking';
import { businessCsvColumns, businessRows } from './business-stats';
import { toCsv } from './csv';

const booking = (overrides: Partial<Booking>): Booking => ({
  id: 'b1',
  apartmentId: 'appartamento-1',
  guestName: 'Mario Rossi',
  guestEmail: 'mario@example.it',
  checkIn: '2027-03-30',
  checkOut: '2027-04-02',
  nights: 3,
  guests: 2,
  totalPrice: 300,
  pricePerNight: 100,
  status: 'confirmed',
  createdAt: '2027-03-10T10:00:00.000Z',
  updatedAt: '2027-03-10T10:00:00.000Z',
  paidAt: '2027-03-10T10:05:00.000Z',
  amountPaid: 300,
  ...overrides,
});

const rowsFor = (input: Partial<Parameters<typeof businessRows>[0]>) =>
  businessRows({
    year: 2027,
    apartmentIds: ['appartamento-1'],
    bookings: [],
    imported: [],
    blocked: [],
    ...input,
  });
const month = (rows: ReturnType<typeof rowsFor>, m: string) => rows.find((r) => r.month === m);

describe('businessRows', () => {
  it('spreads a paid stay over the months of its nights: nights, revenue, ADR, RevPAR', () => {
    const rows = rowsFor({ bookings: [booking({})] });
    expect(month(rows, '2027-03')).toMatchObject({
      availableNights: 31,
      directNights: 2,
      directRevenue: 200,
      adr: 100,
      revpar: 6.45,
      averageStay: 3,
      leadTimeDays: 20,
      bySource: { site: 1, owner: 0 },
    });
    expect(month(rows, '2027-04')).toMatchObject({ directNights: 1, directRevenue: 100 });
    expect(rows).toHaveLength(12);
  });

  it('counts an unpaid confirmed stay as sold nights without revenue; rejected and pending not at all', () => {
    const rows = rowsFor({
      bookings: [
        booking({ id: 'u', paidAt: undefined, amountPaid: undefined, source: 'owner' }),
        booking({ id: 'r', status: 'rejected', checkIn: '2027-05-01', checkOut: '2027-05-04' }),
        booking({
          id: 'p',
          status: 'pending',
          paidAt: undefined,
          checkIn: '2027-06-01',
          checkOut: '2027-06-04',
        }),
      ],
    });
    expect(month(rows, '2027-03')).toMatchObject({ directNights: 2, directRevenue: 0, adr: 0 });
    expect(month(rows, '2027-03')?.bySource.owner).toBe(1);
    expect(month(rows, '2027-05')?.directNights).toBe(0);
    expect(month(rows, '2027-06')?.directNights).toBe(0);
  });

  it('counts imported and blocked nights, and occupancy over direct and imported nights', () => {
    const rows = rowsFor({
      bookings: [booking({ checkIn: '2027-02-01', checkOut: '2027-02-08' })],
      imported: [
        {
          apartmentId: 'appartamento-1',
          checkIn: '2027-02-10',
          checkOut: '2027-02-17',
          platform: 'airbnb',
        },
      ],
      blocked: [{ apartmentId: 'appartamento-1', date: '2027-02-20' }],
    });
    expect(month(rows, '2027-02')).toMatchObject({
      availableNights: 28,
      directNights: 7,
      importedNights: 7,
      blockedNights: 1,
      occupancy: 0.5,
      bySource: { site: 1, airbnb: 1 },
    });
  });

  it('writes the CSV with the decimal comma and formula-safe names', () => {
    const rows = rowsFor({ bookings: [booking({})] });
    const csv = toCsv(businessCsvColumns({ 'appartamento-1': '=Duomo' }), rows);
    const march = csv.split('\r\n').find((line) => line.startsWith('2027-03'));
    expect(march).toBe("2027-03;'=Duomo;31;2;0;0;6;200,00;100,00;6,45;1;0;0;0;0;3;20");
  });
});
