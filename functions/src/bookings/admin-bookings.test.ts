import {
  type AdminClient,
  signIn,
  useTestAdminCredentials,
} from '@catania/scripts/testing/admin-session';
import { guestAddress, payOnHostedPage, stripeClient } from '@catania/scripts/testing/payments';
import { startTestApi, type TestApi } from '@catania/scripts/testing/test-api';
import { routes } from '@catania/shared/api/routes';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { bookingStats, CONTACT_CSV_COLUMNS } from '@catania/shared/domain/admin-stats';
import { toCsv } from '@catania/shared/domain/csv';
import { addDays, eachNight, todayInRome } from '@catania/shared/domain/dates';
import type { Booking } from '@catania/shared/schemas/booking';
import { contactRequest } from '@catania/shared/schemas/contact';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let api: TestApi;
let admin: AdminClient;
let stripe: Stripe;
const today = todayInRome();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  await useTestAdminCredentials();
  api = await startTestApi();
  stripe = stripeClient(api);
  admin = await signIn(api);
});
afterAll(() => api.stop());

let nextDay = 20;
/** A guest's checkout: a pending booking holding its nights. */
async function checkout(apartmentId: ApartmentId = 'appartamento-2') {
  const checkIn = day(nextDay);
  const checkOut = day(nextDay + 3);
  nextDay += 5;
  const price = (await (
    await api.fetch(`/api/prices/${apartmentId}/calculate?startDate=${checkIn}&endDate=${checkOut}`)
  ).json()) as { totalPrice: number };
  const response = await api.post('/api/create-payment-link', {
    amount: price.totalPrice,
    apartmentId,
    guestDetails: { name: 'Paola Greco', email: guestAddress('admin-bookings') },
    bookingDetails: {
      apartmentName: 'x',
      checkIn,
      checkOut,
      guests: 2,
      specialRequests: '=HYPERLINK("http://x")',
    },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { bookingId: string; sessionId: string; url: string };
  return { ...body, apartmentId, checkIn, checkOut, total: price.totalPrice };
}

/** A checkout paid on Stripe's page and confirmed. */
async function paidBooking() {
  const c = await checkout();
  const paid = await payOnHostedPage(c.url);
  // Back from Stripe: the return URL carries the session id and the guest link's token.
  const confirmed = await api.fetch(
    `/api/bookings/from-session/${c.sessionId}?${new URL(paid.location ?? '').searchParams}`,
  );
  expect(confirmed.status).toBe(200);
  return c;
}

async function list(): Promise<Booking[]> {
  const response = await admin.fetch('/api/bookings');
  expect(response.status).toBe(200);
  return routes.listBookings.response.parse(await response.json());
}

async function unavailable(apartmentId: string): Promise<string[]> {
  const response = await api.fetch(`/api/availability/${apartmentId}`);
  return ((await response.json()) as { unavailableDates: string[] }).unavailableDates;
}

const setStatus = (id: string, body: unknown) =>
  admin.send('PUT', `/api/bookings/${id}/status`, body);

describe('GET /api/bookings', () => {
  it('lists every booking newest first, without the guest payment link', async () => {
    const first = await checkout();
    const second = await checkout();
    const bookings = await list();
    const ids = bookings.map((b) => b.id);
    expect(ids.indexOf(second.bookingId)).toBeLessThan(ids.indexOf(first.bookingId));
    const raw = (await (await admin.fetch('/api/bookings')).json()) as Record<string, unknown>[];
    expect(raw.every((b) => !('checkoutUrl' in b))).toBe(true);
    expect(bookings.find((b) => b.id === first.bookingId)?.status).toBe('pending');
  });
});

describe('PUT /api/bookings/{id}/status', () => {
  it('pending -> confirmed sells the nights', async () => {
    const c = await checkout();
    const response = await setStatus(c.bookingId, { status: 'confirmed' });
    expect(response.status).toBe(200);
    const body = routes.updateBookingStatus.response.parse(await response.json());
    expect(body.booking.status).toBe('confirmed');
    expect(await unavailable(c.apartmentId)).toEqual(
      expect.arrayContaining(eachNight(c.checkIn, c.checkOut)),
    );
  });

  it('pending -> rejected frees the nights at once', async () => {
    const c = await checkout();
    expect(await unavailable(c.apartmentId)).toEqual(
      expect.arrayContaining(eachNight(c.checkIn, c.checkOut)),
    );
    const response = await setStatus(c.bookingId, { status: 'rejected' });
    expect(response.status).toBe(200);
    expect(routes.updateBookingStatus.response.parse(await response.json()).booking.status).toBe(
      'rejected',
    );
    const dates = await unavailable(c.apartmentId);
    for (const night of eachNight(c.checkIn, c.checkOut)) expect(dates).not.toContain(night);
  });

  it('confirmed -> rejected with a refund: refunded in full through Stripe, once, and recorded', async () => {
    const c = await paidBooking();
    const [a, b] = await Promise.all([
      setStatus(c.bookingId, { status: 'rejected', refund: true }),
      setStatus(c.bookingId, { status: 'rejected', refund: true }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const ok = a.status === 200 ? a : b;
    const { booking, refundError } = routes.updateBookingStatus.response.parse(await ok.json());
    expect(refundError).toBeUndefined();
    expect(booking.status).toBe('rejected');
    expect(booking.refund).toMatchObject({ amount: c.total });
    const refunds = await stripe.refunds.list({ limit: 100 });
    expect(refunds.data.filter((r) => r.metadata?.bookingId === c.bookingId)).toHaveLength(1);
    const dates = await unavailable(c.apartmentId);
    for (const night of eachNight(c.checkIn, c.checkOut)) expect(dates).not.toContain(night);
  });

  it('confirmed -> rejected without a refund leaves the refund to the owner', async () => {
    const c = await paidBooking();
    const response = await setStatus(c.bookingId, { status: 'rejected' });
    expect(response.status).toBe(200);
    const { booking } = routes.updateBookingStatus.response.parse(await response.json());
    expect(booking.refund).toBeUndefined();
    const refunds = await stripe.refunds.list({ limit: 100 });
    expect(refunds.data.filter((r) => r.metadata?.bookingId === c.bookingId)).toHaveLength(0);
  });

  it('refuses transitions SPEC 4 does not offer', async () => {
    const c = await checkout();
    await setStatus(c.bookingId, { status: 'rejected' });
    expect((await setStatus(c.bookingId, { status: 'confirmed' })).status).toBe(409);
    expect((await setStatus(c.bookingId, { status: 'rejected' })).status).toBe(409);
    expect((await setStatus(c.bookingId, { status: 'pending' })).status).toBe(400);
    expect((await setStatus(c.bookingId, { status: 'cancelled' })).status).toBe(400);
    expect((await setStatus('nope', { status: 'confirmed' })).status).toBe(404);
    const paid = await paidBooking();
    expect((await setStatus(paid.bookingId, { status: 'confirmed' })).status).toBe(409);
  });

  it('revenue counts confirmed bookings only', async () => {
    const bookings = await list();
    const confirmed = bookings.filter((b) => b.status === 'confirmed');
    expect(confirmed.length).toBeGreaterThan(0);
    expect(bookings.some((b) => b.status !== 'confirmed')).toBe(true);
    const expected = confirmed.reduce((sum, b) => sum + Math.round(b.totalPrice * 100), 0) / 100;
    expect(bookingStats(bookings, new Date()).revenue).toBe(expected);
  });
});

describe('GET /api/contacts', () => {
  it('lists the messages newest first, ready for a safe CSV', async () => {
    // Received a minute apart (the clock is the caller's), through the same path as the form.
    const { receiveContact } = await import('../contacts/contacts');
    const received = Date.parse('2026-03-01T10:00:00Z');
    for (const [minute, nome] of ['=cmd|calc', 'Marco'].entries()) {
      const form = {
        nome,
        cognome: 'Rossi',
        email: 'marco@example.com',
        messaggio: '@SUM(1+1); ciao',
        privacyConsent: true,
      };
      await receiveContact(contactRequest.parse(form), new Date(received + minute * 60_000));
    }
    const response = await admin.fetch('/api/contacts');
    expect(response.status).toBe(200);
    const contacts = routes.listContacts.response.parse(await response.json());
    expect(contacts.map((c) => c.nome)).toEqual(['Marco', '=cmd|calc']);
    const csv = toCsv(CONTACT_CSV_COLUMNS, contacts);
    expect(csv).toContain(`'=cmd|calc;Rossi`);
    expect(csv).toContain(`"'@SUM(1+1); ciao"`);
  });
});
