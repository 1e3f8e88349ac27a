import type { Booking } from '@catania/shared/schemas/booking';
import type { CalendarConfig } from '@catania/shared/schemas/calendar';
import type { ArrivalSummary } from '@catania/shared/schemas/checkin';
import type { ContactMessage } from '@catania/shared/schemas/contact';
import type { SystemHealth } from '@catania/shared/schemas/health';
import type { StayMessage } from '@catania/shared/schemas/messages';
import type { PricingRule } from '@catania/shared/schemas/pricing';
import {
  TODO_KINDS,
  type TodoItem,
  type TodoKind,
  type TodoList,
} from '@catania/shared/schemas/todo';
import type { Page } from '@playwright/test';
import { day } from './helpers';

/**
 * A busy season's admin data, for the layout checks of admin-phone.spec.ts: long names, long
 * e-mails and feed URLs, every booking and payment state, refunds, failing feeds and mails. The
 * panel's lists are answered with these (reads only; the writes are covered in admin.spec.ts), so
 * the layout is checked against content that stretches it, whatever the other specs stored.
 */
const at = (offset: number) => `${day(offset)}T10:00:00.000Z`;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const booking = (n: number, overrides: Partial<Booking>): Booking => ({
  id: uuid(n),
  apartmentId: 'appartamento-1',
  guestName: 'Mario Rossi',
  guestEmail: 'mario.rossi@example.it',
  guestPhone: '+39 333 123 4567',
  checkIn: day(20),
  checkOut: day(23),
  nights: 3,
  guests: 2,
  totalPrice: 270,
  pricePerNight: 90,
  status: 'pending',
  createdAt: at(-2),
  updatedAt: at(-2),
  ...overrides,
});

export const bookings: Booking[] = [
  booking(1, {
    guestName: 'Maria Francesca Bongiovanni-Santangelo',
    guestEmail: 'maria.francesca.bongiovanni.santangelo@esempio-molto-lungo.it',
    specialRequests:
      'Arriviamo tardi, verso mezzanotte: è possibile lasciare le chiavi in cassetta?',
  }),
  booking(2, {
    apartmentId: 'appartamento-3',
    status: 'confirmed',
    paymentIntentId: 'cs_test_a1B2c3D4e5F6g7H8i9J0',
    paidAt: at(-1),
    amountPaid: 270,
    confirmedBy: 'stripe',
  }),
  booking(3, {
    guestName: 'Luca Verdi',
    status: 'rejected',
    paymentIntentId: 'cs_test_z9Y8x7W6v5U4t3S2r1Q0',
    paidAt: at(-3),
    amountPaid: 270,
    rejectedAt: at(-1),
    refund: {
      id: 're_3PqRsTuVwXyZ0123456789',
      status: 'succeeded',
      amount: 270,
      createdAt: at(-1),
    },
  }),
  booking(4, {
    guestName: 'Anna Bianchi',
    status: 'cancelled',
    cancelReason: 'session_expired',
    cancelledAt: at(-1),
  }),
];

export const contacts: ContactMessage[] = [
  {
    id: uuid(11),
    nome: 'Giuseppina',
    cognome: 'Santangelo-Bongiovanni',
    email: 'giuseppina.santangelo.bongiovanni@esempio-molto-lungo.it',
    telefono: '+39 347 765 4321',
    checkIn: day(30),
    checkOut: day(34),
    messaggio:
      'Buongiorno, vorrei sapere se è disponibile un parcheggio vicino e se la culla è compresa.',
    privacyConsent: true,
    marketingConsent: false,
    consentVersion: '1.0',
    created_at: at(-1),
  },
];

export const rules: PricingRule[] = [
  {
    id: uuid(21),
    apartmentId: 'appartamento-1',
    type: 'week_discount',
    startDate: day(0),
    endDate: day(120),
    pricePerNight: null,
    discountPercentage: 10,
    priority: 1,
    isActive: true,
    description: 'Sconto per soggiorni di una settimana o più, tutta la stagione',
    createdAt: at(-10),
    updatedAt: at(-10),
  },
  {
    id: uuid(22),
    apartmentId: 'appartamento-1',
    type: 'special_date',
    startDate: day(3),
    endDate: day(5),
    pricePerNight: 1250,
    discountPercentage: null,
    priority: 5,
    isActive: false,
    description: 'Festa di Sant’Agata',
    createdAt: at(-10),
    updatedAt: at(-10),
  },
];

export const calendars: CalendarConfig[] = [
  {
    id: uuid(31),
    apartmentId: 'appartamento-1',
    icalUrl:
      'https://www.airbnb.it/calendar/ical/12345678901234567.ics?s=0123456789abcdef0123456789abcdef',
    isActive: true,
    lastSyncAt: at(-1),
    eventCount: 12,
    blockedNights: 37,
    lastHttpStatus: 200,
    lastError: null,
    lastAttemptAt: at(-1),
    conflicts: [{ date: day(20), bookingId: uuid(2) }],
    pendingRelease: { nights: 4, from: day(40), to: day(44), since: at(-1) },
    createdAt: at(-30),
  },
  {
    id: uuid(32),
    apartmentId: 'appartamento-2',
    icalUrl: 'https://admin.booking.com/hotel/hoteladmin/ical.html?t=abcdef0123456789abcdef0123',
    isActive: false,
    lastSyncAt: null,
    eventCount: 0,
    blockedNights: 0,
    lastHttpStatus: 503,
    lastError: 'Il calendario non risponde (HTTP 503)',
    lastAttemptAt: at(0),
    conflicts: [],
    pendingRelease: null,
    createdAt: at(-30),
  },
];

const tax = {
  amountCents: 1500,
  taxableNights: 3,
  persons: 2,
  estimated: true,
  collected: false,
  personExemptions: [{ minor: false }, { minor: false }],
};

export const arrivals: ArrivalSummary[] = [
  {
    stayKey: `booking:${uuid(2)}`,
    kind: 'booking',
    source: 'direct',
    apartmentId: 'appartamento-3',
    checkIn: day(1),
    checkOut: day(4),
    nights: 3,
    guests: 2,
    guestName: 'Maria Francesca Bongiovanni-Santangelo',
    guestEmail: 'maria.francesca.bongiovanni.santangelo@esempio-molto-lungo.it',
    precheckin: 'missing',
    touristTax: tax,
    identification: { persons: [null, null], adults: [true, true], leadIdentified: false },
    accessReleased: false,
    alloggiati: {
      configured: true,
      registrationDate: day(1),
      deadline: `${day(2)}T14:00:00.000Z`,
      waitingFor: 'In attesa del pre-check-in completo.',
      guests: [
        { status: 'da_inviare', receiptAvailable: false, uncertain: false },
        { status: 'da_inviare', receiptAvailable: false, uncertain: false },
      ],
    },
  },
  {
    stayKey: `arrival:${uuid(41)}`,
    kind: 'arrival',
    source: 'airbnb',
    apartmentId: 'appartamento-1',
    checkIn: day(2),
    checkOut: day(5),
    nights: 3,
    guests: 3,
    precheckin: 'complete',
    submittedAt: at(0),
    link: 'http://localhost/check-in/0123456789abcdef0123456789abcdef',
    touristTax: { ...tax, persons: 3, estimated: false, collected: true, collectedAt: at(0) },
    identification: {
      preference: { kind: 'call_on_arrival' },
      videoUrl: 'https://meet.jit.si/CataniaCentro-0123456789abcdefghijkl',
      persons: [{ method: 'video_call', at: at(0) }, null, null],
      adults: [true, true, false],
      leadIdentified: true,
    },
    accessReleased: true,
    alloggiati: {
      configured: true,
      registrationDate: day(2),
      deadline: `${day(3)}T14:00:00.000Z`,
      waitingFor: 'Si invia il giorno dell\u2019arrivo: il servizio non accetta invii anticipati.',
      guests: [
        { status: 'da_inviare', receiptAvailable: false, uncertain: false },
        {
          status: 'errore',
          receiptAvailable: false,
          uncertain: false,
          message: 'Alloggiati Web: Numero Documento Errato. Correggi i dati del pre-check-in.',
        },
        {
          status: 'inviato',
          sentAt: at(0),
          receiptDate: day(-1),
          receiptAvailable: true,
          uncertain: false,
        },
      ],
    },
  },
];

const now = new Date().toISOString();

const TODO_TABS: Record<TodoKind, TodoItem['tab']> = {
  double_bookings: 'prenotazioni',
  feeds_failing: 'calendari',
  releases_waiting: 'calendari',
  confirmed_unpaid: 'prenotazioni',
  refunds_pending: 'prenotazioni',
  arrivals_without_precheckin: 'check-in',
  undelivered_mails: 'stato',
  new_contacts: 'contatti',
};

/** A 'Da fare' list with these open items (every other kind at 0), as the server answers it. */
export function todoList(open: Partial<Record<TodoKind, string[]>>): TodoList {
  const lines = TODO_KINDS.map((kind) => ({
    kind,
    label: kind,
    count: open[kind]?.length ?? 0,
    tab: TODO_TABS[kind],
    items: (open[kind] ?? []).map((text, i) => ({
      id: `${kind}-${i}`,
      text,
      tab: TODO_TABS[kind],
    })),
  }));
  return { checkedAt: now, total: lines.reduce((sum, l) => sum + l.count, 0), lines };
}

export const health: SystemHealth = {
  checkedAt: now,
  todo: todoList({
    feeds_failing: ['Deluxe Via Etnea: Il calendario non risponde (HTTP 503)'],
    undelivered_mails: ['Prenotazione confermata - 1A2B3C4D'],
  }),
  feeds: [
    {
      id: uuid(32),
      apartmentId: 'appartamento-2',
      icalUrl: calendars[1]?.icalUrl ?? '',
      isActive: true,
      lastSyncAt: at(-2),
      lastAttemptAt: now,
      lastError: 'Il calendario non risponde (HTTP 503)',
      failing: true,
    },
  ],
  undeliveredMails: [
    {
      id: 'mail-1',
      kind: 'booking-confirmed',
      to: ['maria.francesca.bongiovanni.santangelo@esempio-molto-lungo.it'],
      subject: 'Prenotazione confermata - 1A2B3C4D',
      failedAt: now,
      reason: 'retries',
      error: 'Throttling: Maximum sending rate exceeded',
      attempts: 8,
    },
  ],
  suppressedAddresses: [
    {
      address: 'indirizzo.inesistente@example.it',
      reason: 'bounce',
      detail: '550 5.1.1 user unknown',
      at: now,
    },
  ],
  pendingRefunds: [],
  holds: [
    {
      bookingId: uuid(1),
      apartmentId: 'appartamento-1',
      checkIn: day(20),
      checkOut: day(23),
      guestName: 'Maria Francesca Bongiovanni-Santangelo',
      holdExpiresAt: now,
      paymentProcessing: true,
    },
  ],
  recentFailures: [
    {
      id: 'f-1',
      at: now,
      source: 'calendar-sync',
      message:
        'Calendario di Deluxe Via Etnea non sincronizzato: Il calendario non risponde (HTTP 503)',
      occurrences: 3,
    },
  ],
};

/** A stay's messages in every state a booking's detail shows, with a long delivery error. */
export const stayMessages: { guestEmail: string; messages: StayMessage[] } = {
  guestEmail: 'maria.francesca.bongiovanni.santangelo@esempio-molto-lungo.it',
  messages: [
    { kind: 'pre-arrival', status: 'sent', dueAt: at(-8), sentAt: at(-8) },
    {
      kind: 'arrival-details',
      status: 'failed',
      dueAt: at(-2),
      sentAt: at(-2),
      error:
        'Indirizzo soppresso: maria.francesca.bongiovanni.santangelo@esempio-molto-lungo.it (rimbalzo)',
    },
    { kind: 'checkout-reminder', status: 'planned', dueAt: at(3) },
    { kind: 'thank-you', status: 'skipped', dueAt: at(5), skippedAt: at(-1) },
  ],
};

/**
 * Answers the panel's list reads with the data above; every other call goes to the stack, but for
 * the state of the made-up contacts: opening a new one marks it read, which the stack,
 * not knowing it, would refuse with a 404. That one is answered as the server answers.
 */
export async function withBusyAdminData(page: Page) {
  const answers: [RegExp, unknown][] = [
    [/\/api\/bookings$/, bookings],
    [/\/api\/contacts$/, contacts],
    [/\/api\/admin\/prices\/appartamento-\d$/, rules],
    [/\/api\/calendars$/, calendars],
    [/\/api\/admin\/checkin\/arrivals\?/, { arrivals }],
    [/\/api\/admin\/system-health$/, health],
    [/\/api\/admin\/stays\/[^/]+\/messages$/, stayMessages],
  ];
  for (const [path, body] of answers) {
    await page.route(path, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) })
        : route.fallback(),
    );
  }
  const made = new Set(contacts.map((contact) => contact.id));
  await page.route(/\/api\/contacts\/[^/]+\/state$/, (route) => {
    const id = new URL(route.request().url()).pathname.split('/')[3] ?? '';
    if (route.request().method() !== 'PUT' || !made.has(id)) return route.fallback();
    const { state } = route.request().postDataJSON() as { state: string };
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ success: true, state }),
    });
  });
}
