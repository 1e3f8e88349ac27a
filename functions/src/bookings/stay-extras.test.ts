import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '@catania/shared/api/routes';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { INTL_LOCALE } from '@catania/shared/config/locales';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { formatEuro } from '@catania/shared/domain/money';
import type { ApiErrorBody } from '@catania/shared/schemas/common';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import {
  eventually,
  guestAddress,
  guestTokenOf,
  payOnHostedPage,
  settledMails,
  stripeClient,
  stripeSettled,
  webhookControl,
} from '@catania/testing/payments';
import { tableFixtures } from '@catania/testing/table-fixtures';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Extras taken in the booking dialog, through the API as deployed (DynamoDB Local, the Stripe
 * and SES emulators): offered for the stay being booked, priced by the server, paid with the stay
 * in one Stripe Checkout, kept apart from the stay's payment so each is refunded once.
 */

let api: TestApi;
let admin: AdminClient;
let stripe: Stripe;
const today = todayInRome();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  await useTestAdminCredentials();
  api = await startTestApi();
  admin = await signIn(api);
  stripe = stripeClient(api);
});
afterAll(() => api.stop());

const stayPrice = async (apartmentId: ApartmentId, checkIn: string, checkOut: string) =>
  (
    (await (
      await api.fetch(
        `/api/prices/${apartmentId}/calculate?startDate=${checkIn}&endDate=${checkOut}`,
      )
    ).json()) as { totalPrice: number }
  ).totalPrice;

const offers = async (apartmentId: ApartmentId, checkIn: string, checkOut: string) =>
  routes.listStayExtras.response.parse(
    await (
      await api.fetch(`/api/prices/${apartmentId}/extras?startDate=${checkIn}&endDate=${checkOut}`)
    ).json(),
  ).available;

/** POST /api/create-payment-link for a stay of `nights` with `extras`. */
async function book(
  apartmentId: ApartmentId,
  checkIn: string,
  nights: number,
  extras?: unknown[],
  more: Record<string, unknown> = {},
) {
  const checkOut = addDays(checkIn, nights);
  const email = guestAddress('stay-extras');
  const amount = await stayPrice(apartmentId, checkIn, checkOut);
  const response = await api.post('/api/create-payment-link', {
    amount,
    apartmentId,
    guestDetails: { name: 'Giulia Ferro', email },
    bookingDetails: { apartmentName: 'x', checkIn, checkOut, guests: 2 },
    ...(extras ? { extras } : {}),
    ...more,
  });
  return { response, amount, checkIn, checkOut, email, apartmentId };
}

async function booked(...args: Parameters<typeof book>) {
  const made = await book(...args);
  expect(made.response.status).toBe(200);
  const { bookingId, url, sessionId } = routes.createPaymentLink.response.parse(
    await made.response.json(),
  );
  return { ...made, bookingId, url, sessionId };
}

const read = async (key: { pk: string; sk: string }) =>
  (
    await tableFixtures(api.tableName).db.send(
      new GetCommand({ TableName: api.tableName, Key: key }),
    )
  ).Item;
const bookingOf = async (id: string) => read({ pk: `BOOKING#${id}`, sk: 'BOOKING' });
const purchaseOf = async (id: string) => read({ pk: `BOOKING#${id}`, sk: `EXTRAS#stay-${id}` });

/** Whether `date` can be a check-in day in the apartment (the site's availability). */
const checkInDay = async (apartmentId: ApartmentId, date: string) => {
  const response = await api.post('/api/availability/check', {
    apartmentId,
    checkIn: date,
    checkOut: addDays(date, 2),
  });
  return routes.checkAvailability.response.parse(await response.json()).available;
};

/** The refunds Stripe made of a session's payment, in cents, by what they were for. */
async function refundsOf(sessionId: string) {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const all = (await stripe.refunds.list({ limit: 100 })).data.filter(
    (r) => r.payment_intent === session.payment_intent,
  );
  return all
    .map((r) => `${r.metadata?.purpose ?? 'stay'}:${r.amount}`)
    .sort()
    .concat(`charged:${session.amount_total}`);
}

describe('extras offered for a stay being booked', () => {
  it("lists the catalogue's extras with server prices, the parking's days within the stay; no late check-out when someone arrives that day", async () => {
    const checkIn = day(30);
    const list = await offers('appartamento-4', checkIn, day(33));
    expect(list.map((x) => [x.id, x.priceEuro, x.depositEuro])).toEqual([
      ['late-checkout', 20, undefined],
      ['parking', 15, undefined],
      ['pet', 20, 100],
    ]);
    expect(list.find((x) => x.id === 'parking')?.days).toEqual([day(30), day(31), day(32)]);

    // Another guest arrives on the departure day: no late check-out for this stay.
    await booked('appartamento-4', day(33), 2);
    expect((await offers('appartamento-4', checkIn, day(33))).map((x) => x.id)).toEqual([
      'parking',
      'pet',
    ]);
  });
});

describe('a booking with extras', () => {
  it('opens one Stripe Checkout with a line for the stay and one per extra (the deposit as such), its purchase written with the hold; paid, both are recorded, the day kept, once even when Stripe repeats the event', async () => {
    const webhooks = webhookControl(api);
    const stay = await booked('appartamento-1', day(40), 3, [
      { id: 'late-checkout' },
      { id: 'parking', from: day(40), to: day(41) },
      { id: 'pet' },
    ]);
    // 20 + 2 days × 15 + 3 nights × 20 + a 100 deposit.
    const extrasCents = (20 + 30 + 60 + 100) * 100;
    const session = await stripe.checkout.sessions.retrieve(stay.sessionId);
    expect(session.amount_total).toBe(Math.round(stay.amount * 100) + extrasCents);
    const page = await (await fetch(stay.url.replace('//localhost:', '//127.0.0.1:'))).text();
    for (const line of [
      'Check-out posticipato alle 14:00',
      'Parcheggio convenzionato',
      'Animale domestico',
      'Cauzione (restituita dopo la partenza): Animale domestico',
    ]) {
      expect(page).toContain(line);
    }
    expect(await purchaseOf(stay.bookingId)).toMatchObject({
      status: 'pending',
      amountCents: extrasCents,
      sessionId: stay.sessionId,
    });
    // The departure day waits for the payment with the nights.
    expect(await read({ pk: 'APT#appartamento-1', sk: `NIGHT#${stay.checkOut}` })).toMatchObject({
      state: 'held',
      bookingId: stay.bookingId,
    });
    expect(await checkInDay('appartamento-1', stay.checkOut)).toBe(false);

    // Back from Stripe unpaid, the checkout shows (and charges) the stay with its extras.
    const pending = routes.getBooking.response.parse(
      await (
        await api.fetch(
          `/api/bookings/${stay.bookingId}?token=${await guestTokenOf(api, stay.sessionId)}`,
        )
      ).json(),
    );
    expect(pending.extrasDue?.map((x) => [x.id, x.totalEuro, x.depositEuro])).toEqual([
      ['late-checkout', 20, undefined],
      ['parking', 30, undefined],
      ['pet', 60, 100],
    ]);

    await webhooks.hold();
    await payOnHostedPage(stay.url);
    const completed = await webhooks.heldFor(stay.sessionId, 'checkout.session.completed');
    expect(await webhooks.deliver(completed.id)).toEqual([200]);
    expect(await webhooks.deliver(completed.id)).toEqual([200]);
    await webhooks.release();
    await stripeSettled(api);

    const booking = await bookingOf(stay.bookingId);
    expect(booking).toMatchObject({ status: 'confirmed', amountPaid: stay.amount });
    expect(
      ((booking?.extras ?? []) as { id: string; purchaseId: string; totalEuro: number }[]).map(
        (x) => [x.id, x.purchaseId, x.totalEuro],
      ),
    ).toEqual([
      ['late-checkout', `stay-${stay.bookingId}`, 20],
      ['parking', `stay-${stay.bookingId}`, 30],
      ['pet', `stay-${stay.bookingId}`, 60],
    ]);
    expect(await purchaseOf(stay.bookingId)).toMatchObject({ status: 'paid' });
    // Sold with the stay, not left to lapse with the hold: no check-in day any more.
    expect(await read({ pk: 'APT#appartamento-1', sk: `NIGHT#${stay.checkOut}` })).toMatchObject({
      state: 'sold',
      bookingId: stay.bookingId,
    });
    expect(await checkInDay('appartamento-1', stay.checkOut)).toBe(false);
    const confirmation = (await settledMails(api, stay.email))[0];
    expect(confirmation?.body.text).toContain('Extra: Parcheggio convenzionato: 2 giorni, 30');
    expect(confirmation?.body.text).toMatch(
      /Extra: Animale domestico: 3 notti, 60\W+ \+ cauzione 100/,
    );
    // The money as the Stripe page charged it: the stay's share, its extras, and in all what
    // the guest paid (not the stay alone under 'Totale pagato').
    const euro = (amount: number) => formatEuro(amount, INTL_LOCALE.it);
    expect(confirmation?.body.text).toContain(`Soggiorno: ${euro(stay.amount)}`);
    expect(confirmation?.body.text).toContain(
      `Totale pagato: ${euro((session.amount_total ?? 0) / 100)}`,
    );

    // The guest's pages (the confirmation, 'La mia prenotazione') list them.
    const token = await guestTokenOf(api, stay.sessionId);
    const view = routes.getBooking.response.parse(
      await (await api.fetch(`/api/bookings/${stay.bookingId}?token=${token}`)).json(),
    );
    expect(view.amountPaid).toBe(stay.amount);
    expect(view.extras?.map((x) => x.id)).toEqual(['late-checkout', 'parking', 'pet']);
    expect(view.extrasDue).toBeUndefined();

    // The owner rejects the stay: the stay's payment and the extras are refunded, each once.
    const rejected = await admin.send('PUT', `/api/bookings/${stay.bookingId}/status`, {
      status: 'rejected',
    });
    expect(rejected.status).toBe(200);
    expect(await refundsOf(stay.sessionId)).toEqual(
      [`extras:${extrasCents}`, `stay:${Math.round(stay.amount * 100)}`].concat(
        `charged:${Math.round(stay.amount * 100) + extrasCents}`,
      ),
    );
    expect(await checkInDay('appartamento-1', stay.checkOut)).toBe(true);
  }, 90_000);

  it('a payment that lands after the hold lapsed (the session closed here late) refunds the stay and its extras, each once', async () => {
    const stay = await booked('appartamento-2', day(45), 2, [{ id: 'pet' }], { locale: 'en' });
    // An English booking's payment page names the extra and its deposit in English.
    const page = await (await fetch(stay.url.replace('//localhost:', '//127.0.0.1:'))).text();
    expect(page).toContain('Deposit (returned after your stay): Pet');
    const { cancelBooking } = await import('./holds');
    expect(await cancelBooking(stay.bookingId, 'hold_expired')).toBeDefined();
    expect(await purchaseOf(stay.bookingId)).toMatchObject({ status: 'expired' });
    // Stripe still took the money on the page left open.
    await payOnHostedPage(stay.url);
    const stayCents = Math.round(stay.amount * 100);
    await eventually(async () => (await refundsOf(stay.sessionId)).length === 3, {
      timeoutMs: 30_000,
      what: 'both refunds',
    });
    await stripeSettled(api);
    expect(await refundsOf(stay.sessionId)).toEqual([
      'extras:14000',
      `stay:${stayCents}`,
      `charged:${stayCents + 14_000}`,
    ]);
    expect(await bookingOf(stay.bookingId)).toMatchObject({
      status: 'cancelled',
      amountPaid: stay.amount,
    });
    expect(await purchaseOf(stay.bookingId)).toMatchObject({ status: 'refunded' });
    // The guest's mail, in English, lists the extra in English.
    const mails = await settledMails(api, stay.email);
    expect(mails.map((m) => m.body.text).join('\n')).toMatch(
      /Extra: Pet: 2 nights, €40(\.00)? \+ €100(\.00)? deposit/,
    );
  }, 90_000);

  it('an expired checkout releases the stay and its late check-out day, the purchase ends unpaid', async () => {
    const stay = await booked('appartamento-3', day(50), 2, [{ id: 'late-checkout' }]);
    expect(await checkInDay('appartamento-3', stay.checkOut)).toBe(false);
    await stripe.checkout.sessions.expire(stay.sessionId);
    await stripeSettled(api);
    expect(await bookingOf(stay.bookingId)).toMatchObject({ status: 'cancelled' });
    expect(await purchaseOf(stay.bookingId)).toMatchObject({ status: 'expired' });
    expect(await checkInDay('appartamento-3', stay.checkOut)).toBe(true);
    expect(await checkInDay('appartamento-3', stay.checkIn)).toBe(true);
  }, 60_000);
});

describe('bad extras in a booking', () => {
  it('are refused with a 400 naming the field in Italian, nothing written or charged', async () => {
    const checkIn = day(60);
    const refused = async (extras: unknown[], field: string, message: RegExp) => {
      const { response } = await book('appartamento-2', checkIn, 2, extras);
      expect(response.status).toBe(400);
      const body = (await response.json()) as ApiErrorBody;
      expect(body.issues?.[0]?.field).toBe(field);
      expect(body.issues?.[0]?.message).toMatch(message);
    };
    await refused([{ id: 'spa' }], 'extras.0.id', /Extra non disponibile/);
    await refused(
      [{ id: 'parking', from: checkIn, to: addDays(checkIn, 2) }],
      'extras.0.from',
      /solo per i giorni del soggiorno/,
    );
    await refused([{ id: 'pet', count: 3 }], 'extras.0.count', /al massimo 2 per prenotazione/);
    await refused([{ id: 'pet' }, { id: 'pet' }], 'extras', /una volta sola/);
    // Someone arrives on the departure day: no late check-out.
    await booked('appartamento-2', addDays(checkIn, 2), 2);
    await refused(
      [{ id: 'pet' }, { id: 'late-checkout' }],
      'extras.1.id',
      /Check-out posticipato non disponibile/,
    );
    // Extras priced otherwise than the guest was shown: the server's price, said.
    const { response } = await book('appartamento-2', checkIn, 2, [{ id: 'pet' }], {
      extrasAmount: 10,
    });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain('140');
    // Nothing held: the stay's nights are still free.
    expect(await checkInDay('appartamento-2', checkIn)).toBe(true);
  }, 60_000);
});
