import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { bookingCode } from '@catania/shared/domain/booking';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import type { GuestBooking } from '@catania/shared/schemas/guest-booking';
import {
  eventually,
  guestAddress,
  guestTokenOf,
  mailsTo,
  payOnHostedPage,
  postWebhook,
  settledMails,
  signedEvent,
  signPayload,
  stripeClient,
  stripeSettled,
} from '@catania/testing/payments';
import { tableFixtures } from '@catania/testing/table-fixtures';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let api: TestApi;
let fixtures: ReturnType<typeof tableFixtures>;
let stripe: Stripe;
const today = todayInRome();
const day = (n: number) => addDays(today, n);
const OWNER = 'info@cataniacentroapartments.it';

beforeAll(async () => {
  api = await startTestApi();
  fixtures = tableFixtures(api.tableName);
  stripe = stripeClient(api);
});
afterAll(() => api.stop());

interface Checkout {
  bookingId: string;
  sessionId: string;
  url: string;
  email: string;
  checkIn: string;
  checkOut: string;
}

let nextDay = 20;
/** Starts a checkout of two nights on fresh dates; returns what the API answered. */
async function checkout(apartmentId = 'appartamento-1', tag = 'wh'): Promise<Checkout> {
  const checkIn = day(nextDay);
  const checkOut = day(nextDay + 2);
  nextDay += 3;
  const price = (await (
    await api.fetch(`/api/prices/${apartmentId}/calculate?startDate=${checkIn}&endDate=${checkOut}`)
  ).json()) as { totalPrice: number };
  const email = guestAddress(tag);
  const response = await api.post('/api/create-payment-link', {
    amount: price.totalPrice,
    apartmentId,
    guestDetails: { name: 'Luca <b>Verdi</b>', email, phone: '+39 320 123 4567' },
    bookingDetails: {
      apartmentName: 'x',
      checkIn,
      checkOut,
      guests: 2,
      specialRequests: 'Culla per neonato, grazie',
    },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { bookingId: string; sessionId: string; url: string };
  tokens.set(body.bookingId, await guestTokenOf(api, body.sessionId));
  return { ...body, email, checkIn, checkOut };
}

/** Each checkout's guest link token, by booking id. */
const tokens = new Map<string, string>();

async function booking(id: string): Promise<GuestBooking> {
  const response = await api.fetch(`/api/bookings/${id}?token=${tokens.get(id)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as GuestBooking;
}

/** The session as Stripe has it, then as it would read once paid (or however `patch` says). */
async function sessionAs(
  sessionId: string,
  patch: Partial<Stripe.Checkout.Session>,
): Promise<Stripe.Checkout.Session> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  return {
    ...session,
    status: 'complete',
    payment_status: 'paid',
    payment_intent: 'pi_test_manual',
    url: null,
    ...patch,
  };
}

async function nightItems(bookingId: string) {
  const { Items = [] } = await fixtures.db.send(new ScanCommand({ TableName: api.tableName }));
  return Items.filter(
    (item) => String(item.sk).startsWith('NIGHT#') && item.bookingId === bookingId,
  );
}

async function ownerMailsAbout(bookingId: string) {
  return (await mailsTo(api, OWNER)).filter((mail) =>
    mail.subject.includes(bookingCode(bookingId)),
  );
}

describe('paid on the emulator, confirmed by its webhook', () => {
  it('confirms the booking, sells its nights and sends one guest mail and one owner mail', async () => {
    const c = await checkout('appartamento-1', 'paid');
    const paid = await payOnHostedPage(c.url);
    expect(paid.status).toBe(303);
    expect(paid.location).toContain(`/booking/success?session_id=${c.sessionId}`);

    const confirmed = await eventually(
      async () =>
        (await booking(c.bookingId)).status === 'confirmed' ? booking(c.bookingId) : undefined,
      { what: 'the webhook to confirm the booking' },
    );
    expect(confirmed.paid).toBe(true);
    expect(confirmed.paymentUrl).toBeUndefined();
    const nights = await nightItems(c.bookingId);
    expect(nights.map((n) => [n.date, n.state])).toEqual([
      [c.checkIn, 'sold'],
      [day(Number(nextDay) - 2), 'sold'],
    ]);
    expect(nights.every((n) => n.expiresAt === undefined)).toBe(true); // sold nights never expire

    const [mail, ...others] = await eventually(async () => {
      const mails = await mailsTo(api, c.email);
      return mails.length > 0 ? mails : undefined;
    });
    expect(others).toEqual([]);
    expect(mail?.subject).toContain(bookingCode(c.bookingId));
    const text = mail?.body.text ?? '';
    expect(text).toContain(bookingCode(c.bookingId));
    expect(text).toContain('Appartamento Moderno Duomo');
    expect(text).toMatch(/Check-in: \p{L}+ \d+ \p{L}+ \d{4}, dalle 15:00/u);
    expect(text).toContain('Notti: 2 notti');
    expect(text).toMatch(/Totale pagato: \d+/);
    expect(text).toContain('Imposta di soggiorno'.toUpperCase());
    expect(text).toMatch(/3,00\s€ a persona per notte/);
    expect(text).toMatch(/Per il tuo soggiorno: al massimo \d+,\d\d\s€ \(\d ospit/);
    expect(text).toContain('Cancellazione gratuita fino a 7 giorni prima del check-in');
    // The apartment's registrations and full address, as the site's footer writes an address.
    expect(text).toContain('CIN IT087015C2VZ4R7K1M · CIR 19087015C207845');
    expect(text).toContain('Indirizzo: Via Vittorio Emanuele II, 120, 95131 Catania (CT).');
    expect(mail?.body.html).toContain('Luca &lt;b&gt;Verdi&lt;/b&gt;'); // the guest's input is escaped
    expect(mail?.body.html).not.toContain('<b>Verdi</b>');
    expect((await ownerMailsAbout(c.bookingId)).length).toBe(1);
  });

  it('an async payment (SEPA) is confirmed only when it settles', async () => {
    const c = await checkout('appartamento-2', 'sepa');
    await payOnHostedPage(c.url, { method: 'sepa_debit' });
    await eventually(async () => (await booking(c.bookingId)).status === 'confirmed', {
      what: 'async_payment_succeeded',
    });
    expect((await settledMails(api, c.email)).length).toBe(1);
  });
});

describe('delivery order and repetition', () => {
  it('the same event delivered twice at once (and thrice more): one booking confirmed, one guest mail', async () => {
    const c = await checkout('appartamento-3', 'twice');
    const { payload, signature } = await signedEvent(api, {
      type: 'checkout.session.completed',
      object: await sessionAs(c.sessionId, {}),
    });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postWebhook(api, payload, signature)),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const actions = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { action: string }).action),
    );
    // One confirms; the others find it confirmed (racing it, or after it).
    expect(actions.filter((a) => a === 'confirmed')).toHaveLength(1);
    expect(actions.filter((a) => a === 'already_confirmed')).toHaveLength(4);
    expect((await booking(c.bookingId)).status).toBe('confirmed');
    expect((await settledMails(api, c.email)).length).toBe(1);
    expect((await ownerMailsAbout(c.bookingId)).length).toBe(1);
  });

  it('async_payment_succeeded before completed: confirmed once, the late completed changes nothing', async () => {
    const c = await checkout('appartamento-4', 'order');
    const succeeded = await signedEvent(api, {
      type: 'checkout.session.async_payment_succeeded',
      object: await sessionAs(c.sessionId, {}),
    });
    const completed = await signedEvent(api, {
      type: 'checkout.session.completed',
      object: await sessionAs(c.sessionId, { payment_status: 'unpaid' }),
    });
    expect((await postWebhook(api, succeeded.payload, succeeded.signature)).status).toBe(200);
    const late = await postWebhook(api, completed.payload, completed.signature);
    expect(late.status).toBe(200);
    expect((await booking(c.bookingId)).status).toBe('confirmed');
    expect((await settledMails(api, c.email)).length).toBe(1);
    expect((await nightItems(c.bookingId)).every((n) => n.state === 'sold')).toBe(true);
  });

  it('completed with payment_status unpaid does not confirm: the booking waits, its hold stretched', async () => {
    const c = await checkout('appartamento-1', 'unpaid');
    const before = await booking(c.bookingId);
    const { payload, signature } = await signedEvent(api, {
      type: 'checkout.session.completed',
      object: await sessionAs(c.sessionId, { payment_status: 'unpaid' }),
    });
    const response = await postWebhook(api, payload, signature);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { action: string }).action).toBe('awaiting_payment');
    const after = await booking(c.bookingId);
    expect(after.status).toBe('pending');
    expect(after.paid).toBe(false);
    expect(String(after.holdExpiresAt) > String(before.holdExpiresAt)).toBe(true);
    const nights = await nightItems(c.bookingId);
    expect(
      nights.every((n) => n.state === 'held' && n.holdExpiresAt > Date.now() + 86_400_000),
    ).toBe(true);
    expect(await settledMails(api, c.email)).toEqual([]);

    // Then the payment fails: cancelled, nights released.
    const failed = await signedEvent(api, {
      type: 'checkout.session.async_payment_failed',
      object: await sessionAs(c.sessionId, { payment_status: 'unpaid' }),
    });
    expect((await postWebhook(api, failed.payload, failed.signature)).status).toBe(200);
    expect((await booking(c.bookingId)).status).toBe('cancelled');
    expect(await nightItems(c.bookingId)).toEqual([]);
  });
});

describe('forgeries are 400 and change nothing', () => {
  let c: Checkout;
  let genuine: { payload: string; signature: string };

  beforeAll(async () => {
    c = await checkout('appartamento-2', 'forged');
    genuine = await signedEvent(api, {
      type: 'checkout.session.completed',
      object: await sessionAs(c.sessionId, {}),
    });
  });

  const forgeries: [string, () => Promise<[string | Buffer, string | undefined]>][] = [
    [
      'a bad signature (another secret)',
      async () => {
        const other = await signedEvent(
          api,
          { type: 'checkout.session.completed', object: JSON.parse(genuine.payload).data.object },
          { secret: 'whsec_not_the_right_one' },
        );
        return [other.payload, other.signature];
      },
    ],
    [
      'a stale timestamp (10 minutes old)',
      async () => {
        const stale = await signedEvent(
          api,
          { type: 'checkout.session.completed', object: JSON.parse(genuine.payload).data.object },
          { timestamp: Math.floor(Date.now() / 1000) - 600 },
        );
        return [stale.payload, stale.signature];
      },
    ],
    [
      'a re-serialised body',
      async () => [JSON.stringify(JSON.parse(genuine.payload)), genuine.signature],
    ],
    [
      'one altered byte',
      async () => [genuine.payload.replace('"paid"', '"paie"'), genuine.signature],
    ],
    ['no signature at all', async () => [genuine.payload, undefined]],
    ['a signature header of garbage', async () => [genuine.payload, 't=abc,v1=zzz']],
  ];

  it.each([
    ['without data.object', { type: 'checkout.session.completed', data: {} }],
    ['with data.object null', { type: 'checkout.session.expired', data: { object: null } }],
    ['without data at all', { type: 'checkout.session.completed' }],
    ['with a session that has no id', { type: 'checkout.session.completed', data: { object: {} } }],
  ])('a correctly signed event %s is a 400 and changes nothing', async (_name, event) => {
    const { payload, signature } = await signPayload(
      api,
      JSON.stringify({ id: 'evt_test_shapeless', object: 'event', created: 1, ...event }),
    );
    const response = await postWebhook(api, payload, signature);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_error' });
    expect((await booking(c.bookingId)).status).toBe('pending');
  });

  it.each(forgeries)('%s', async (_name, forge) => {
    const [payload, signature] = await forge();
    const response = await postWebhook(api, payload, signature);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_signature' });
    expect((await booking(c.bookingId)).status).toBe('pending');
  });

  it('after all of them, the genuine event still confirms (and only it sends a mail)', async () => {
    expect(await mailsTo(api, c.email)).toEqual([]);
    const response = await postWebhook(api, genuine.payload, genuine.signature);
    expect(response.status).toBe(200);
    expect((await booking(c.bookingId)).status).toBe('confirmed');
    expect((await settledMails(api, c.email)).length).toBe(1);
  });

  it('reads a base64 body as API Gateway hands it over', async () => {
    const d = await checkout('appartamento-3', 'base64');
    const { payload, signature } = await signedEvent(api, {
      type: 'checkout.session.completed',
      object: await sessionAs(d.sessionId, {}),
    });
    // A non-text content type makes the gateway (as API Gateway) base64-encode the body.
    const response = await postWebhook(
      api,
      Buffer.from(payload),
      signature,
      'application/octet-stream',
    );
    expect(response.status).toBe(200);
    expect((await booking(d.bookingId)).status).toBe('confirmed');
  });
});

describe('expiry and failures release the nights', () => {
  it('checkout.session.expired (the emulator expiring the session) cancels and frees the nights', async () => {
    const c = await checkout('appartamento-4', 'expired');
    expect((await nightItems(c.bookingId)).length).toBe(2);
    await stripe.checkout.sessions.expire(c.sessionId);
    // Once its webhook has been answered: the booking is cancelled first, its nights released
    // after, so a poll on the status alone could look at the nights in between.
    await stripeSettled(api);
    expect((await booking(c.bookingId)).status).toBe('cancelled');
    expect(await nightItems(c.bookingId)).toEqual([]);
    const availability = (await (await api.fetch('/api/availability/appartamento-4')).json()) as {
      unavailableDates: string[];
    };
    expect(availability.unavailableDates).not.toContain(c.checkIn);
    expect(await settledMails(api, c.email)).toEqual([]);
  });

  it('a payment that arrives after the hold lapsed is refunded, even with its nights still free', async () => {
    const c = await checkout('appartamento-1', 'late-free');
    const expired = await signedEvent(api, {
      type: 'checkout.session.expired',
      object: await sessionAs(c.sessionId, { status: 'expired', payment_status: 'unpaid' }),
    });
    await postWebhook(api, expired.payload, expired.signature);
    expect((await booking(c.bookingId)).status).toBe('cancelled');
    const paid = await signedEvent(api, {
      type: 'checkout.session.completed',
      object: await sessionAs(c.sessionId, {}),
    });
    const response = await postWebhook(api, paid.payload, paid.signature);
    expect(response.status).toBe(200);
    // The session was never paid on the emulator (the event is made by hand): Stripe refuses
    // the refund, so it stays owed for the job.
    expect(await response.json()).toMatchObject({
      state: 'lapsed',
      outcome: 'refund_payment',
      action: 'refund_pending',
    });
    expect(await booking(c.bookingId)).toMatchObject({ status: 'cancelled', paid: true });
    expect(await nightItems(c.bookingId)).toEqual([]);
    expect((await settledMails(api, c.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Pagamento rimborsato/),
    ]);
  });

  it('a payment whose nights were sold to someone else is never confirmed: refunded, owner and guest told', async () => {
    const first = await checkout('appartamento-2', 'late-lost');
    const expired = await signedEvent(api, {
      type: 'checkout.session.expired',
      object: await sessionAs(first.sessionId, { status: 'expired', payment_status: 'unpaid' }),
    });
    await postWebhook(api, expired.payload, expired.signature);
    // Another guest takes the same nights.
    const price = (await (
      await api.fetch(
        `/api/prices/appartamento-2/calculate?startDate=${first.checkIn}&endDate=${first.checkOut}`,
      )
    ).json()) as { totalPrice: number };
    const second = await api.post('/api/create-payment-link', {
      amount: price.totalPrice,
      apartmentId: 'appartamento-2',
      guestDetails: { name: 'Altro Ospite', email: guestAddress('second') },
      bookingDetails: {
        apartmentName: 'x',
        checkIn: first.checkIn,
        checkOut: first.checkOut,
        guests: 1,
      },
    });
    expect(second.status).toBe(200);
    const secondId = ((await second.json()) as { bookingId: string }).bookingId;

    const paid = await signedEvent(api, {
      type: 'checkout.session.completed',
      object: await sessionAs(first.sessionId, {}),
    });
    const response = await postWebhook(api, paid.payload, paid.signature);
    expect(response.status).toBe(200);
    // The session was never paid on the emulator (the event is made by hand): Stripe refuses
    // the refund, so it stays owed for the job.
    expect(await response.json()).toMatchObject({
      state: 'lapsed',
      outcome: 'refund_payment',
      action: 'refund_pending',
    });
    const lost = await booking(first.bookingId);
    expect(lost.status).toBe('cancelled');
    expect(lost.paid).toBe(true);
    expect((await nightItems(secondId)).length).toBe(2); // the other guest keeps every night
    expect(await nightItems(first.bookingId)).toEqual([]);
    expect((await settledMails(api, first.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Pagamento rimborsato/),
    ]);
    const alerts = await eventually(async () => {
      const mails = await ownerMailsAbout(first.bookingId);
      return mails.length > 0 ? mails : undefined;
    });
    expect(alerts[0]?.subject).toMatch(/ATTENZIONE/);
  });

  it('a session whose amount differs from the booking is not confirmed', async () => {
    const c = await checkout('appartamento-3', 'amount');
    const { payload, signature } = await signedEvent(api, {
      type: 'checkout.session.completed',
      object: await sessionAs(c.sessionId, { amount_total: 100 }),
    });
    const response = await postWebhook(api, payload, signature);
    expect(((await response.json()) as { action: string }).action).toBe('amount_mismatch');
    expect((await booking(c.bookingId)).status).toBe('pending');
  });
});

describe('events that are not ours', () => {
  it('acknowledges an event for an unknown booking and other event types without acting', async () => {
    const c = await checkout('appartamento-4', 'unknown');
    const object = await sessionAs(c.sessionId, {
      id: 'cs_test_unknownsession',
      client_reference_id: '00000000-0000-4000-8000-000000000000',
      metadata: {},
    });
    const unknown = await signedEvent(api, { type: 'checkout.session.completed', object });
    const response = await postWebhook(api, unknown.payload, unknown.signature);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ action: 'unknown_booking' });

    const other = await signedEvent(api, { type: 'customer.created', object: { id: 'cus_1' } });
    const ignored = await postWebhook(api, other.payload, other.signature);
    expect(ignored.status).toBe(200);
    expect(await ignored.json()).toMatchObject({ action: 'ignored' });
    expect((await booking(c.bookingId)).status).toBe('pending');
  });
});
