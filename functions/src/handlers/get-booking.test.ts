import { routes } from '@catania/shared/api/routes';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { apiErrorBody } from '@catania/shared/schemas/common';
import {
  guestAddress,
  guestTokenOf,
  mailsTo,
  payOnHostedPage,
  settledMails,
  stripeClient,
} from '@catania/testing/payments';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let api: TestApi;
let stripe: Stripe;
const today = todayInRome();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  api = await startTestApi();
  stripe = stripeClient(api);
  // No webhooks in this file: the confirmation page must manage on Stripe's session state alone.
  await stripe.webhookEndpoints.del(api.stripe.webhookEndpointId);
});
afterAll(() => api.stop());

let nextDay = 30;
async function checkout(tag: string) {
  const checkIn = day(nextDay);
  const checkOut = day(nextDay + 3);
  nextDay += 4;
  const price = (await (
    await api.fetch(`/api/prices/appartamento-3/calculate?startDate=${checkIn}&endDate=${checkOut}`)
  ).json()) as { totalPrice: number };
  const email = guestAddress(tag);
  const response = await api.post('/api/create-payment-link', {
    amount: price.totalPrice,
    apartmentId: 'appartamento-3',
    guestDetails: { name: 'Chiara Neri', email },
    bookingDetails: { apartmentName: 'x', checkIn, checkOut, guests: 1 },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { bookingId: string; sessionId: string; url: string };
  return { ...body, email, token: await guestTokenOf(api, body.sessionId) };
}

const fromSession = (sessionId: string, token: string) =>
  api.fetch(`/api/bookings/from-session/${sessionId}?token=${encodeURIComponent(token)}`);
const byId = (id: string, token: string) =>
  api.fetch(`/api/bookings/${id}?token=${encodeURIComponent(token)}`);

/** Nothing but the fields the confirmation page shows. */
const strictGuestBooking = routes.getBooking.response.strict();

describe('GET /api/bookings/from-session/{sessionId}', () => {
  it("confirms from Stripe's session state when the webhook has not arrived, once", async () => {
    const c = await checkout('from-session');
    await payOnHostedPage(c.url);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => fromSession(c.sessionId, c.token)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    const body = routes.getBookingFromSession.response.parse(await responses[0]?.json());
    expect(body.booking).toMatchObject({ id: c.bookingId, status: 'confirmed', paid: true });
    strictGuestBooking.parse(body.booking);
    // The guest's page breaks the total down from the quote the server stored, not the browser's.
    const breakdown = body.booking.priceBreakdown;
    expect(breakdown?.total).toBe(body.booking.totalPrice);
    expect(breakdown?.nightly.map((night) => night.date)).toEqual([
      body.booking.checkIn,
      addDays(body.booking.checkIn, 1),
      addDays(body.booking.checkIn, 2),
    ]);
    expect(breakdown?.nightly.every((night) => night.price > 0 && night.source)).toBe(true);
    expect(JSON.stringify(breakdown)).not.toContain('ruleId');
    expect(body.apartment.id).toBe('appartamento-3');
    expect(body.message).toBe('Prenotazione confermata');
    expect((await settledMails(api, c.email)).length).toBe(1);

    const again = await fromSession(c.sessionId, c.token);
    expect(again.status).toBe(200);
    expect((await settledMails(api, c.email)).length).toBe(1);
  });

  it('reports a payment not yet made as pending, sending nothing', async () => {
    const c = await checkout('not-yet');
    const response = await fromSession(c.sessionId, c.token);
    expect(response.status).toBe(200);
    const body = routes.getBookingFromSession.response.parse(await response.json());
    expect(body.booking.status).toBe('pending');
    expect(body.message).toMatch(/Pagamento in elaborazione/);
    expect(await mailsTo(api, c.email)).toEqual([]);
  });

  it('releases the nights of a session Stripe has expired', async () => {
    const c = await checkout('expired');
    await stripe.checkout.sessions.expire(c.sessionId);
    const response = await fromSession(c.sessionId, c.token);
    const body = routes.getBookingFromSession.response.parse(await response.json());
    expect(body.booking.status).toBe('cancelled');
  });

  it.each([
    ['an unknown session', 'cs_test_a1b2c3d4e5f6g7h8i9j0doesnotexist'],
    ['a malformed id', 'not-a-session'],
    ['a path trick', '..%2F..%2Fv1%2Frefunds'],
    ['an id far too long', `cs_test_${'a'.repeat(90)}`],
  ])('answers 404 for %s, not 500', async (_name, id) => {
    const { token } = await checkout('bad-session');
    const response = await fromSession(id, token);
    expect(response.status).toBe(404);
    expect(apiErrorBody.parse(await response.json()).error).toBe('Prenotazione non trovata');
  });

  it('answers 404 for an id longer than any route accepts', async () => {
    const response = await fromSession(`cs_test_${'a'.repeat(500)}`, 'x');
    expect(response.status).toBe(404);
    apiErrorBody.parse(await response.json());
  });
});

describe('GET /api/bookings/{id}', () => {
  it("shows that booking only, without the table's bookkeeping", async () => {
    const c = await checkout('by-id');
    const response = await byId(c.bookingId, c.token);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    strictGuestBooking.parse(body);
    expect(body.id).toBe(c.bookingId);
    expect(body).toMatchObject({ paid: false, amountDue: body.totalPrice });
    for (const internal of [
      'pk',
      'sk',
      'gsi1pk',
      'gsi2pk',
      'gsi2sk',
      'entity',
      'checkoutUrl',
      'expiresAt',
      'guestToken',
      'paymentIntentId',
    ]) {
      expect(body).not.toHaveProperty(internal);
    }
    expect(body.paymentUrl).toBe(c.url); // the way back to Stripe while the hold lasts
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  it.each([
    ['an unknown id', '3b241101-e2bb-4255-8caf-4136c566a962'],
    ['a guessable id', '1'],
    ['garbage', '%3Cscript%3E'],
  ])('answers 404 for %s', async (_name, id) => {
    const { token } = await checkout('bad-id');
    const response = await byId(id, token);
    expect(response.status).toBe(404);
    expect(apiErrorBody.parse(await response.json()).error).toBe('Prenotazione non trovata');
  });

  it('gives every booking a random id: no sequence to walk', async () => {
    const a = await checkout('id-a');
    const b = await checkout('id-b');
    expect(a.bookingId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(a.bookingId.slice(0, 8)).not.toBe(b.bookingId.slice(0, 8));
  });
});
