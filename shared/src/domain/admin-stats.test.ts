import { describe, expect, it } from 'vitest';
import type { Booking } from '../schemas/booking';
import type { ContactMessage } from '../schemas/contact';
import {
  bookingCsvColumns,
  bookingStats,
  CONTACT_CSV_COLUMNS,
  contactStats,
  filterBookings,
  filterContacts,
  inPeriod,
  italianDateTime,
  weekBounds,
} from './admin-stats';
import { toCsv } from './csv';

let n = 0;
function booking(fields: Partial<Booking>): Booking {
  n += 1;
  return {
    id: `b${n}`,
    apartmentId: 'appartamento-1',
    guestName: 'Mario Rossi',
    guestEmail: 'mario@example.com',
    checkIn: '2026-06-01',
    checkOut: '2026-06-03',
    nights: 2,
    guests: 2,
    totalPrice: 170,
    pricePerNight: 85,
    status: 'pending',
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    ...fields,
  };
}

function contact(fields: Partial<ContactMessage>): ContactMessage {
  n += 1;
  return {
    id: `c${n}`,
    nome: 'Anna',
    cognome: 'Bianchi',
    email: 'anna@example.com',
    messaggio: 'Buongiorno',
    privacyConsent: true,
    marketingConsent: false,
    consentVersion: '1.0',
    created_at: '2026-05-01T10:00:00.000Z',
    ...fields,
  };
}

describe('bookingStats', () => {
  const now = new Date('2026-05-20T12:00:00.000Z');

  it('counts as revenue only money Stripe received and the owner keeps, summed in cents', () => {
    const paidAt = '2026-05-02T10:00:00.000Z';
    const stats = bookingStats(
      [
        booking({ status: 'confirmed', totalPrice: 0.1, paidAt, amountPaid: 0.1 }),
        booking({ status: 'confirmed', totalPrice: 0.2, paidAt }), // older record: paid in full
        // Confirmed by the owner without a payment: not revenue until paid.
        booking({ status: 'confirmed', totalPrice: 500, confirmedBy: 'admin' }),
        booking({ status: 'pending', totalPrice: 1000 }),
        // Rejected by the owner: the payment goes back, refunded or not yet.
        booking({ status: 'rejected', totalPrice: 1000, paidAt, amountPaid: 1000 }),
        booking({ status: 'cancelled', totalPrice: 1000 }),
        // Cancelled by the guest with half refunded: the other half is kept.
        booking({
          status: 'cancelled',
          totalPrice: 300,
          paidAt,
          amountPaid: 300,
          refund: { id: 're_1', status: 'succeeded', amount: 150, createdAt: paidAt },
        }),
        // A refund decided but not made yet is not kept either.
        booking({ status: 'cancelled', totalPrice: 80, paidAt, amountPaid: 80, refundDue: 80 }),
      ],
      now,
    );
    expect(stats.revenue).toBe(150.3);
    expect(stats.total).toBe(8);
  });

  it('weekly is the last 7 days and monthly the last 30, by creation', () => {
    const stats = bookingStats(
      [
        booking({ createdAt: '2026-05-13T12:00:00.000Z' }), // exactly 7 days ago: in
        booking({ createdAt: '2026-05-13T11:59:59.999Z' }), // just before: out of weekly
        booking({ createdAt: '2026-04-20T12:00:00.000Z' }), // exactly 30 days: in monthly
        booking({ createdAt: '2026-04-20T11:59:59.000Z' }), // out
        booking({ createdAt: '2026-05-20T11:00:00.000Z' }),
      ],
      now,
    );
    expect(stats.weekly).toBe(2);
    expect(stats.monthly).toBe(4);
  });
});

describe('weekBounds (calendar week, Monday to Sunday)', () => {
  it.each([
    ['2026-05-18', '2026-05-18', '2026-05-24'], // Monday
    ['2026-05-24', '2026-05-18', '2026-05-24'], // Sunday
    ['2026-05-20', '2026-05-18', '2026-05-24'],
    ['2026-01-01', '2025-12-29', '2026-01-04'], // across the year
  ])('%s is in %s..%s', (date, from, to) => {
    expect(weekBounds(date)).toEqual({ from, to });
  });
});

describe('contact periods are Catania days in any time zone', () => {
  // Wednesday 2026-05-20, 00:30 in Rome = 22:30 UTC on the 19th.
  const now = new Date('2026-05-19T22:30:00.000Z');

  it('today is the Rome calendar day', () => {
    expect(inPeriod(contact({ created_at: '2026-05-19T22:10:00.000Z' }), 'today', now)).toBe(true);
    expect(inPeriod(contact({ created_at: '2026-05-19T21:50:00.000Z' }), 'today', now)).toBe(false);
  });

  it('this week runs from Monday 00:00 to Sunday 24:00 in Rome', () => {
    // Monday 2026-05-18 00:05 Rome = 2026-05-17T22:05Z.
    expect(inPeriod(contact({ created_at: '2026-05-17T22:05:00.000Z' }), 'week', now)).toBe(true);
    // Sunday 2026-05-17 23:55 Rome: last week.
    expect(inPeriod(contact({ created_at: '2026-05-17T21:55:00.000Z' }), 'week', now)).toBe(false);
    // Sunday 2026-05-24 23:55 Rome: still this week.
    expect(inPeriod(contact({ created_at: '2026-05-24T21:55:00.000Z' }), 'week', now)).toBe(true);
    expect(inPeriod(contact({ created_at: '2026-05-24T22:05:00.000Z' }), 'week', now)).toBe(false);
  });

  it('this month is the Rome calendar month', () => {
    expect(inPeriod(contact({ created_at: '2026-04-30T22:30:00.000Z' }), 'month', now)).toBe(true);
    expect(inPeriod(contact({ created_at: '2026-04-30T21:30:00.000Z' }), 'month', now)).toBe(false);
  });

  it('stats count today, this week and messages with dates', () => {
    const stats = contactStats(
      [
        contact({ created_at: '2026-05-19T23:00:00.000Z', checkIn: '2026-06-01' }),
        contact({ created_at: '2026-05-18T08:00:00.000Z', checkOut: '2026-06-03' }),
        contact({ created_at: '2026-05-01T08:00:00.000Z' }),
      ],
      now,
    );
    expect(stats).toEqual({ total: 3, today: 1, thisWeek: 2, withDates: 2 });
  });
});

describe('filters', () => {
  const now = new Date('2026-05-20T12:00:00.000Z');
  const contacts = [
    contact({ nome: 'Zeno', cognome: 'A', created_at: '2026-05-20T08:00:00.000Z' }),
    contact({ nome: 'anna', cognome: 'B', created_at: '2026-05-10T08:00:00.000Z' }),
    contact({
      nome: 'Bruno',
      messaggio: 'Vorrei il PARCHEGGIO',
      created_at: '2026-05-15T08:00:00.000Z',
    }),
  ];

  it('searches name, e-mail and message, case-insensitively', () => {
    const found = filterContacts(
      contacts,
      { search: 'parcheggio', period: 'all', sort: 'newest' },
      now,
    );
    expect(found.map((c) => c.nome)).toEqual(['Bruno']);
  });

  it('sorts newest, oldest and by name', () => {
    const names = (sort: 'newest' | 'oldest' | 'name') =>
      filterContacts(contacts, { search: '', period: 'all', sort }, now).map((c) => c.nome);
    expect(names('newest')).toEqual(['Zeno', 'Bruno', 'anna']);
    expect(names('oldest')).toEqual(['anna', 'Bruno', 'Zeno']);
    expect(names('name')).toEqual(['anna', 'Bruno', 'Zeno']);
  });

  it('filters bookings by status, apartment and search', () => {
    const list = [
      booking({ status: 'confirmed', apartmentId: 'appartamento-2', guestName: 'Luca' }),
      booking({ status: 'pending', apartmentId: 'appartamento-2', guestName: 'Sara' }),
      booking({ status: 'confirmed', apartmentId: 'appartamento-1', guestName: 'Ugo' }),
    ];
    const result = filterBookings(list, {
      search: '',
      status: 'confirmed',
      apartmentId: 'appartamento-2',
    });
    expect(result.map((b) => b.guestName)).toEqual(['Luca']);
    const byName = filterBookings(list, {
      search: 'deluxe',
      status: 'all',
      apartmentId: 'all',
      apartmentNames: { 'appartamento-2': 'Deluxe Via Etnea' },
    });
    expect(byName.map((b) => b.guestName).sort()).toEqual(['Luca', 'Sara']);
  });
});

describe('CSV columns', () => {
  it('contacts: product §9 columns, message quoted, injection neutralised', () => {
    const csv = toCsv(CONTACT_CSV_COLUMNS, [
      contact({
        nome: '=HYPERLINK("x")',
        telefono: '+39 333 000',
        messaggio: 'Ciao',
        created_at: '2026-05-19T22:30:00.000Z',
        checkIn: '2026-06-01',
      }),
    ]);
    const [header, row] = csv.slice(1).split('\r\n');
    expect(header).toBe('Nome;Cognome;Email;Telefono;Check-in;Check-out;Messaggio;Data ricezione');
    expect(row).toBe(
      `"'=HYPERLINK(""x"")";Bianchi;anna@example.com;+39 333 000;01/06/2026;;"Ciao";20/05/2026 00:30`,
    );
  });

  it('bookings: product §9 columns with the apartment name, Italian status and payment', () => {
    const csv = toCsv(bookingCsvColumns({ 'appartamento-1': 'Moderno Duomo' }), [
      booking({ id: 'abc', status: 'confirmed', totalPrice: 170.5, specialRequests: '-culla' }),
      booking({
        id: 'def',
        status: 'confirmed',
        paidAt: '2026-05-01T10:05:00.000Z',
        extras: [
          {
            id: 'late-checkout',
            name: 'Check-out posticipato alle 14:00',
            quantity: 1,
            unitEuro: 20,
            totalEuro: 20,
            purchaseId: 'p1',
            paidAt: '2026-05-02T10:00:00.000Z',
          },
          {
            id: 'parking',
            name: 'Parcheggio convenzionato',
            quantity: 2,
            unitEuro: 15,
            totalEuro: 30,
            from: '2026-06-01',
            to: '2026-06-02',
            purchaseId: 'p1',
            paidAt: '2026-05-02T10:00:00.000Z',
          },
        ],
      }),
    ]);
    const [header, row, paid] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      'ID;Appartamento;Ospite;Email;Telefono;Check-in;Check-out;Ospiti;Prezzo (€);Stato;Pagamento;Richieste speciali;Extra;Data prenotazione',
    );
    expect(row).toBe(
      `abc;Moderno Duomo;Mario Rossi;mario@example.com;;01/06/2026;03/06/2026;2;170,50;Confermata;Da pagare;"'-culla";"";01/05/2026 12:00`,
    );
    expect(paid).toContain(';Confermata;Pagata;');
    // Italian amounts: a no-break space before the euro sign.
    expect(paid).toMatch(
      /;"Check-out posticipato alle 14:00: 20\s€; Parcheggio convenzionato: 2 giorni, 30\s€";/,
    );
  });

  it('formats date-times in Rome time whatever the machine zone', () => {
    expect(italianDateTime('2026-01-15T23:30:00.000Z')).toBe('16/01/2026 00:30');
  });
});
