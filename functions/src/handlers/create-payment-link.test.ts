import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '@catania/shared/api/routes';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { addDays, eachNight, todayInRome } from '@catania/shared/domain/dates';
import { apiErrorBody } from '@catania/shared/schemas/common';
import { guestAddress, guestTokenOf, stripeClient } from '@catania/testing/payments';
import { tableFixtures } from '@catania/testing/table-fixtures';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let api: TestApi;
let fixtures: ReturnType<typeof tableFixtures>;
const today = todayInRome();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  api = await startTestApi();
  fixtures = tableFixtures(api.tableName);
});
afterAll(() => api.stop());

async function quote(apartmentId: string, checkIn: string, checkOut: string): Promise<number> {
  const response = await api.fetch(
    `/api/prices/${apartmentId}/calculate?startDate=${checkIn}&endDate=${checkOut}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { totalPrice: number }).totalPrice;
}

function checkoutBody(
  overrides: {
    apartmentId?: string;
    checkIn?: string;
    checkOut?: string;
    guests?: number;
    amount?: number;
    email?: string;
    name?: string;
  } = {},
) {
  return {
    amount: overrides.amount ?? 0,
    apartmentId: overrides.apartmentId ?? 'appartamento-1',
    guestDetails: {
      name: overrides.name ?? 'Giulia Bianchi',
      email: overrides.email ?? guestAddress('checkout'),
      phone: '+39 333 000 1111',
    },
    bookingDetails: {
      apartmentName: 'Appartamento Moderno Duomo',
      checkIn: overrides.checkIn ?? day(30),
      checkOut: overrides.checkOut ?? day(33),
      guests: overrides.guests ?? 2,
      specialRequests: 'Arrivo in tarda serata',
    },
  };
}

async function validCheckout(overrides: Parameters<typeof checkoutBody>[0] = {}) {
  const body = checkoutBody(overrides);
  body.amount = await quote(
    body.apartmentId,
    body.bookingDetails.checkIn,
    body.bookingDetails.checkOut,
  );
  return body;
}

/** Every booking and night item in the table: what "nothing written" is checked against. */
async function stored() {
  const { Items = [] } = await fixtures.db.send(new ScanCommand({ TableName: api.tableName }));
  return {
    bookings: Items.filter((item) => String(item.pk).startsWith('BOOKING#')),
    nights: Items.filter((item) => String(item.sk).startsWith('NIGHT#')),
  };
}

async function unavailable(id: ApartmentId): Promise<string[]> {
  const response = await api.fetch(`/api/availability/${id}`);
  return ((await response.json()) as { unavailableDates: string[] }).unavailableDates;
}

describe('POST /api/create-payment-link', () => {
  it('holds the nights, writes a pending booking and opens an Italian Stripe Checkout Session', async () => {
    const body = await validCheckout({ checkIn: day(40), checkOut: day(43) });
    const started = Math.floor(Date.now() / 1000);
    const response = await api.post('/api/create-payment-link', body);
    const answered = Math.ceil(Date.now() / 1000);
    expect(response.status).toBe(200);
    const answer = routes.createPaymentLink.response.parse(await response.json());
    expect(answer.url).toContain('/c/pay/');

    const session = await stripeClient(api).checkout.sessions.retrieve(answer.sessionId);
    expect(session.amount_total).toBe(Math.round(body.amount * 100));
    expect(session.currency).toBe('eur');
    expect(session.locale).toBe('it');
    expect(session.mode).toBe('payment');
    expect(session.client_reference_id).toBe(answer.bookingId);
    expect(session.metadata).toMatchObject({
      bookingId: answer.bookingId,
      apartmentId: 'appartamento-1',
      checkIn: day(40),
      checkOut: day(43),
    });
    // 30 minutes, plus a minute so Stripe's 30-minute minimum holds whatever the latency.
    expect(session.expires_at - started).toBeGreaterThanOrEqual(30 * 60);
    expect(session.expires_at - answered).toBeLessThanOrEqual(32 * 60);
    expect(session.success_url).toContain(
      '/booking/success?session_id={CHECKOUT_SESSION_ID}&token=',
    );
    expect(session.cancel_url).toContain(`/checkout/${answer.bookingId}?token=`);

    const token = await guestTokenOf(api, answer.sessionId);
    const booking = await api.fetch(`/api/bookings/${answer.bookingId}?token=${token}`);
    const view = (await booking.json()) as Record<string, unknown>;
    expect(view).toMatchObject({
      status: 'pending',
      apartmentId: 'appartamento-1',
      nights: 3,
      guests: 2,
      totalPrice: body.amount,
      paid: false,
      amountDue: body.amount,
      paymentUrl: answer.url,
    });
    expect(await unavailable('appartamento-1')).toEqual(
      expect.arrayContaining([day(40), day(41), day(42)]),
    );
    expect(await unavailable('appartamento-1')).not.toContain(day(43)); // check-out day stays free
  });

  it('resolves apartment aliases to the canonical id', async () => {
    const body = await validCheckout({
      apartmentId: 'appartamento2',
      checkIn: day(50),
      checkOut: day(52),
    });
    const response = await api.post('/api/create-payment-link', body);
    expect(response.status).toBe(200);
    const { bookingId, sessionId } = (await response.json()) as {
      bookingId: string;
      sessionId: string;
    };
    const token = await guestTokenOf(api, sessionId);
    const view = (await (await api.fetch(`/api/bookings/${bookingId}?token=${token}`)).json()) as {
      apartmentId: string;
    };
    expect(view.apartmentId).toBe('appartamento-2');
  });

  it('refuses dates that are taken with a clear 409, and writes nothing', async () => {
    await fixtures.soldNight('appartamento-3', day(61));
    const before = await stored();
    const response = await api.post(
      '/api/create-payment-link',
      await validCheckout({ apartmentId: 'appartamento-3', checkIn: day(60), checkOut: day(63) }),
    );
    expect(response.status).toBe(409);
    expect(apiErrorBody.parse(await response.json()).error).toBe(
      'Le date selezionate non sono più disponibili',
    );
    expect((await stored()).bookings.length).toBe(before.bookings.length);
    expect((await stored()).nights.length).toBe(before.nights.length);
  });

  it('refuses a night blocked by an imported calendar', async () => {
    await fixtures.blockedNight('appartamento-3', day(71), 'airbnb');
    const response = await api.post(
      '/api/create-payment-link',
      await validCheckout({ apartmentId: 'appartamento-3', checkIn: day(70), checkOut: day(72) }),
    );
    expect(response.status).toBe(409);
  });

  it('takes over a hold that has expired: an expired hold frees its nights', async () => {
    await fixtures.heldNight('appartamento-4', day(80), Date.now() - 1000, 'old-booking');
    const response = await api.post(
      '/api/create-payment-link',
      await validCheckout({ apartmentId: 'appartamento-4', checkIn: day(80), checkOut: day(82) }),
    );
    expect(response.status).toBe(200);
  });

  it('respects a hold that is still running', async () => {
    await fixtures.heldNight('appartamento-4', day(91), Date.now() + 60_000, 'live-booking');
    const response = await api.post(
      '/api/create-payment-link',
      await validCheckout({ apartmentId: 'appartamento-4', checkIn: day(90), checkOut: day(93) }),
    );
    expect(response.status).toBe(409);
  });

  it('holds the longest stay the site sells (30 nights) in one go', async () => {
    const ok = await api.post(
      '/api/create-payment-link',
      await validCheckout({ apartmentId: 'appartamento-2', checkIn: day(100), checkOut: day(130) }),
    );
    expect(ok.status).toBe(200);
    const { bookingId } = (await ok.json()) as { bookingId: string };
    expect((await stored()).nights.filter((n) => n.bookingId === bookingId)).toHaveLength(30);
  });

  it('the night ledger holds more nights than one transaction (150) and gives every night back on a conflict', async () => {
    const { holdNights } = await import('../availability/night-ledger/direct-nights');
    const { NightsTaken } = await import('../lib/errors');
    const now = new Date();
    const options = { now, until: new Date(now.getTime() + 60_000), withLastRun: [] };
    await holdNights('appartamento-1', 'long-1', eachNight(day(600), day(750)), options);
    expect((await stored()).nights.filter((n) => n.bookingId === 'long-1')).toHaveLength(150);

    // A second long hold whose last nights collide: its first 100 nights are taken, then given back.
    await fixtures.soldNight('appartamento-4', day(440));
    const before = await stored();
    await expect(
      holdNights('appartamento-4', 'long-2', eachNight(day(300), day(450)), options),
    ).rejects.toBeInstanceOf(NightsTaken);
    expect((await stored()).nights.length).toBe(before.nights.length);
  });
});

describe('bad input: refused with a clear message and nothing written', () => {
  const cases: [string, () => Promise<unknown>, number, RegExp][] = [
    [
      'a forged amount',
      async () => ({
        ...(await validCheckout({ checkIn: day(120), checkOut: day(123) })),
        amount: 1,
      }),
      409,
      /Il prezzo è cambiato: il totale per queste date è/,
    ],
    [
      'a past check-in',
      async () => ({ ...checkoutBody({ checkIn: day(-2), checkOut: day(2) }), amount: 340 }),
      400,
      /check-in non può essere nel passato/,
    ],
    [
      'a one-night stay',
      async () => ({ ...checkoutBody({ checkIn: day(10), checkOut: day(11) }), amount: 85 }),
      400,
      /soggiorno minimo richiesto è di 2 notti/,
    ],
    [
      'three guests',
      async () => ({
        ...(await validCheckout({ checkIn: day(10), checkOut: day(12) })),
        bookingDetails: {
          ...checkoutBody().bookingDetails,
          checkIn: day(10),
          checkOut: day(12),
          guests: 3,
        },
      }),
      400,
      /Massimo 2 ospiti/,
    ],
    [
      'a 31-night stay (longer than the site sells)',
      async () => ({ ...checkoutBody({ checkIn: day(10), checkOut: day(41) }), amount: 3400 }),
      400,
      /al massimo 30 notti/,
    ],
    [
      'a malformed e-mail',
      async () => ({ ...(await validCheckout()), guestDetails: { name: 'Ada', email: 'nope' } }),
      400,
      /Email non valida/,
    ],
    [
      'a name of one letter',
      async () => ({ ...(await validCheckout()), guestDetails: { name: 'A', email: 'a@b.it' } }),
      400,
      /Nome deve avere almeno 2 caratteri/,
    ],
    [
      'an unknown field',
      async () => ({ ...(await validCheckout()), status: 'confirmed' }),
      400,
      /status/,
    ],
    [
      'a negative amount',
      async () => ({ ...(await validCheckout()), amount: -5 }),
      400,
      /Importo non valido/,
    ],
    [
      'an impossible date',
      async () => ({
        ...checkoutBody({ checkIn: '2027-02-30', checkOut: '2027-03-03' }),
        amount: 255,
      }),
      400,
      /Data non valida/,
    ],
    [
      'an unknown apartment',
      async () => ({ ...(await validCheckout()), apartmentId: 'appartamento-9' }),
      404,
      /Appartamento non trovato/,
    ],
  ];

  it.each(cases)('%s', async (_name, build, status, message) => {
    const before = await stored();
    const response = await api.post('/api/create-payment-link', await build());
    expect(response.status).toBe(status);
    const body = apiErrorBody.parse(await response.json());
    expect(body.error).toMatch(message);
    const after = await stored();
    expect(after.bookings.length).toBe(before.bookings.length);
    expect(after.nights.length).toBe(before.nights.length);
  });

  it('refuses a body that is not JSON, or too big', async () => {
    const notJson = await api.fetch('/api/create-payment-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"amount":',
    });
    expect(notJson.status).toBe(400);
    const huge = await api.post('/api/create-payment-link', {
      ...(await validCheckout()),
      bookingDetails: { ...checkoutBody().bookingDetails, specialRequests: 'x'.repeat(20_000) },
    });
    expect(huge.status).toBe(413);
  });
});

describe('concurrency', () => {
  it('50 simultaneous checkouts of overlapping stays of one apartment: exactly one hold, 49 clear 409s, no 5xx', async () => {
    const apartmentId = 'appartamento-1';
    // Every stay covers night day(201); starts and lengths vary so the overlaps differ.
    const bodies = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const checkIn = day(196 + (i % 5));
        const checkOut = addDays(day(202), i % 4);
        return validCheckout({ apartmentId, checkIn, checkOut, email: guestAddress(`race${i}`) });
      }),
    );
    const responses = await Promise.all(
      bodies.map((body) => api.post('/api/create-payment-link', body)),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(apiErrorBody.parse(await response.json()).error).toBe(
        'Le date selezionate non sono più disponibili',
      );
    }
    const winner = (await responses.find((r) => r.status === 200)?.json()) as {
      bookingId: string;
    };
    const { bookings, nights } = await stored();
    const raced = bookings.filter(
      (b) => b.apartmentId === apartmentId && b.checkIn >= day(196) && b.checkIn <= day(200),
    );
    expect(raced.map((b) => b.id)).toEqual([winner.bookingId]);
    const racedNights = nights.filter(
      (n) => n.pk === `APT#${apartmentId}` && n.date >= day(196) && n.date <= day(205),
    );
    expect(new Set(racedNights.map((n) => n.bookingId))).toEqual(new Set([winner.bookingId]));
    const winnerBooking = raced[0] as { checkIn: string; checkOut: string };
    expect(racedNights.map((n) => n.date).sort()).toEqual(
      eachNight(winnerBooking.checkIn, winnerBooking.checkOut),
    );
  });
});

describe('release-expired-holds job', () => {
  it('cancels a pending booking whose hold lapsed and frees its nights', async () => {
    const response = await api.post(
      '/api/create-payment-link',
      await validCheckout({ apartmentId: 'appartamento-2', checkIn: day(300), checkOut: day(302) }),
    );
    const { bookingId, sessionId } = (await response.json()) as {
      bookingId: string;
      sessionId: string;
    };
    const token = await guestTokenOf(api, sessionId);
    expect(await unavailable('appartamento-2')).toContain(day(300));

    // Time passes: the hold is over (as it would be 36 minutes later).
    const past = new Date(Date.now() - 60_000);
    await fixtures.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: { pk: `BOOKING#${bookingId}`, sk: 'BOOKING' },
        UpdateExpression: 'SET holdExpiresAt = :past',
        ExpressionAttributeValues: { ':past': past.toISOString() },
      }),
    );
    for (const date of [day(300), day(301)]) {
      await fixtures.db.send(
        new UpdateCommand({
          TableName: api.tableName,
          Key: { pk: 'APT#appartamento-2', sk: `NIGHT#${date}` },
          UpdateExpression: 'SET holdExpiresAt = :past',
          ExpressionAttributeValues: { ':past': past.getTime() },
        }),
      );
    }
    const { handler } = await import('../jobs/release-expired-holds-job');
    const result = await handler();
    expect(result.released).toBeGreaterThanOrEqual(1);

    const view = (await (await api.fetch(`/api/bookings/${bookingId}?token=${token}`)).json()) as {
      status: string;
      paymentUrl?: string;
    };
    expect(view.status).toBe('cancelled');
    expect(view.paymentUrl).toBeUndefined();
    const { nights } = await stored();
    expect(nights.filter((n) => n.bookingId === bookingId)).toEqual([]);
    expect(await unavailable('appartamento-2')).not.toContain(day(300));
    // Idempotent: a second run finds nothing to do for it.
    expect((await handler()).released).toBe(0);
  });
});
