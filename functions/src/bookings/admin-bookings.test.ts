import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '@catania/shared/api/routes';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { bookingStats, CONTACT_CSV_COLUMNS } from '@catania/shared/domain/admin-stats';
import { toCsv } from '@catania/shared/domain/csv';
import { addDays, eachNight, todayInRome } from '@catania/shared/domain/dates';
import { totalRevenue } from '@catania/shared/domain/payment';
import type { Booking } from '@catania/shared/schemas/booking';
import { contactRequest } from '@catania/shared/schemas/contact';
import type { GuestBooking } from '@catania/shared/schemas/guest-booking';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import {
  eventually,
  guestAddress,
  guestTokenOf,
  mailsTo,
  payOnHostedPage,
  stripeClient,
} from '@catania/testing/payments';
import { tableFixtures } from '@catania/testing/table-fixtures';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
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
  const email = guestAddress('admin-bookings');
  const response = await api.post('/api/create-payment-link', {
    amount: price.totalPrice,
    apartmentId,
    guestDetails: { name: 'Paola Greco', email },
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
  const token = await guestTokenOf(api, body.sessionId);
  return { ...body, apartmentId, checkIn, checkOut, email, token, total: price.totalPrice };
}

/** The booking as its guest sees it, through the secret link. */
async function guestView(c: { bookingId: string; token: string }): Promise<GuestBooking> {
  const response = await api.fetch(`/api/bookings/${c.bookingId}?token=${c.token}`);
  expect(response.status).toBe(200);
  return (await response.json()) as GuestBooking;
}

/** The one mail of `kind` the guest received (waits for it). */
const guestMail = (email: string, subject: RegExp) =>
  eventually(async () => (await mailsTo(api, email)).find((m) => subject.test(m.subject)), {
    what: `a mail ${subject} to ${email}`,
  });

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

  it('confirmed -> rejected refunds the payment in full through Stripe, once, and mails the guest', async () => {
    const c = await paidBooking();
    const [a, b] = await Promise.all([
      setStatus(c.bookingId, { status: 'rejected' }),
      setStatus(c.bookingId, { status: 'rejected' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const ok = a.status === 200 ? a : b;
    const { booking, refundError } = routes.updateBookingStatus.response.parse(await ok.json());
    expect(refundError).toBeUndefined();
    expect(booking.status).toBe('rejected');
    expect(booking.refund).toMatchObject({ amount: c.total, status: 'succeeded' });
    const refunds = await stripe.refunds.list({ limit: 100 });
    expect(refunds.data.filter((r) => r.metadata?.bookingId === c.bookingId)).toHaveLength(1);
    const dates = await unavailable(c.apartmentId);
    for (const night of eachNight(c.checkIn, c.checkOut)) expect(dates).not.toContain(night);

    const mail = await guestMail(c.email, /^Prenotazione non confermata/);
    expect(mail.body.text).toMatch(/Ti rimborsiamo l'intero importo pagato, [\d.,]+\s€/);
    expect(mail.body.text).toContain(`token=${c.token}`);
    expect(
      (await mailsTo(api, c.email)).filter((m) => /non confermata/.test(m.subject)),
    ).toHaveLength(1);
  });

  it('a pending booking rejected: the guest is told nothing was charged', async () => {
    const c = await checkout();
    expect((await setStatus(c.bookingId, { status: 'rejected' })).status).toBe(200);
    const mail = await guestMail(c.email, /^Prenotazione non confermata/);
    expect(mail.body.text).toContain('Non è stato effettuato alcun addebito');
    expect(mail.body.text).not.toMatch(/rimbors/i);
    expect((await guestView(c)).status).toBe('rejected');
  });

  it('a refund Stripe cannot make at once is kept owed, and the job makes it, once', async () => {
    const c = await paidBooking();
    const fixtures = tableFixtures(api.tableName);
    const setSession = (session: string) =>
      fixtures.db.send(
        new UpdateCommand({
          TableName: api.tableName,
          Key: { pk: `BOOKING#${c.bookingId}`, sk: 'BOOKING' },
          UpdateExpression: 'SET paymentIntentId = :s',
          ExpressionAttributeValues: { ':s': session },
        }),
      );
    // Stripe cannot find the payment for now.
    await setSession('cs_test_unreachable');
    const response = await setStatus(c.bookingId, { status: 'rejected' });
    expect(response.status).toBe(200);
    const answer = routes.updateBookingStatus.response.parse(await response.json());
    expect(answer.refundError).toMatch(/ritentato automaticamente/);
    expect(answer.booking).toMatchObject({ status: 'rejected', refundDue: c.total });
    expect(answer.booking.refund).toBeUndefined();
    // The guest is told the refund is on its way all the same.
    expect((await guestMail(c.email, /^Prenotazione non confermata/)).body.text).toContain(
      'Ti rimborsiamo',
    );

    await setSession(c.sessionId);
    const { handler } = await import('../jobs/release-expired-holds-job');
    const later = new Date(Date.now() + 10 * 60_000);
    const { retryDueRefunds } = await import('./refunds');
    expect((await retryDueRefunds(later)).made).toBeGreaterThanOrEqual(1);
    await handler(); // nothing left for the job's own run
    const stored = (await list()).find((b) => b.id === c.bookingId);
    expect(stored?.refund).toMatchObject({ amount: c.total });
    expect(stored?.refundDue).toBeUndefined();
    const refunds = await stripe.refunds.list({ limit: 100 });
    expect(refunds.data.filter((r) => r.metadata?.bookingId === c.bookingId)).toHaveLength(1);
  });

  it('confirming an unpaid booking: confirmed, to be paid everywhere, never "pagato", not revenue', async () => {
    const c = await checkout();
    const response = await setStatus(c.bookingId, { status: 'confirmed' });
    expect(response.status).toBe(200);
    const { booking } = routes.updateBookingStatus.response.parse(await response.json());
    expect(booking).toMatchObject({ status: 'confirmed', confirmedBy: 'admin' });
    expect(booking.paidAt).toBeUndefined();

    // The guest's page, through the link in the mail.
    const mail = await guestMail(c.email, /^Prenotazione confermata/);
    const text = mail.body.text ?? '';
    expect(text).not.toMatch(/pagato/i);
    expect(mail.body.html).not.toMatch(/pagato/i);
    expect(text).toMatch(/Da pagare: [\d.,]+\s€/);
    expect(text).toMatch(/non risulta ancora ricevuto/);
    const link = new URL(/Vedi la prenotazione: (\S+)/.exec(text)?.[1] ?? '');
    expect(link.searchParams.get('token')).toBe(c.token);
    expect(await guestView(c)).toMatchObject({
      status: 'confirmed',
      paid: false,
      amountPaid: 0,
      amountDue: c.total,
    });

    const bookings = await list();
    expect(bookingStats(bookings, new Date()).revenue).toBe(totalRevenue(bookings));
    const without = bookings.filter((b) => b.id !== c.bookingId);
    expect(bookingStats(bookings, new Date()).revenue).toBe(
      bookingStats(without, new Date()).revenue,
    );
  });

  it('a payment after the owner confirmed unpaid is recorded once, with a receipt, and becomes revenue', async () => {
    const c = await checkout();
    expect((await setStatus(c.bookingId, { status: 'confirmed' })).status).toBe(200);
    const before = bookingStats(await list(), new Date()).revenue;
    // The guest still had Stripe's page open, and pays: the webhook reports it.
    await payOnHostedPage(c.url);
    const receipt = await guestMail(c.email, /^Pagamento ricevuto/);
    expect(receipt.body.text).toMatch(/Totale pagato: [\d.,]+\s€/);
    expect(await guestView(c)).toMatchObject({ status: 'confirmed', paid: true, amountDue: 0 });
    const after = bookingStats(await list(), new Date()).revenue;
    expect(Math.round((after - before) * 100)).toBe(Math.round(c.total * 100));
    expect(
      (await mailsTo(api, c.email)).filter((m) => /^Pagamento ricevuto/.test(m.subject)),
    ).toHaveLength(1);
  });

  it('refuses transitions product §4 does not offer', async () => {
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

  it('revenue counts the money Stripe received and the owner keeps', async () => {
    const bookings = await list();
    const kept = bookings.filter((b) => b.paidAt && b.status === 'confirmed');
    expect(kept.length).toBeGreaterThan(0);
    expect(bookings.some((b) => b.status === 'confirmed' && !b.paidAt)).toBe(true);
    const expected = kept.reduce((sum, b) => sum + Math.round((b.amountPaid ?? 0) * 100), 0) / 100;
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
