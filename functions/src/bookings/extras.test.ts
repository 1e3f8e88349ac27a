import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '@catania/shared/api/routes';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import type { ApiErrorBody } from '@catania/shared/schemas/common';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import {
  eventually,
  guestAddress,
  guestTokenOf,
  mailsTo,
  payOnHostedPage,
  settledMails,
  stripeClient,
} from '@catania/testing/payments';
import { tableFixtures } from '@catania/testing/table-fixtures';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The guest's extras through the API as deployed (DynamoDB Local, the Stripe and SES emulators):
 * offered by the guest link, priced by the server, paid on Stripe's page, then on the booking, in
 * the mails and in the night ledger (a late check-out's day is no longer a check-in day).
 */

let api: TestApi;
let admin: AdminClient;
const today = todayInRome();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  await useTestAdminCredentials();
  api = await startTestApi();
  admin = await signIn(api);
});
afterAll(() => api.stop());

async function paidBooking(apartmentId: ApartmentId, checkIn: string, nights: number) {
  const email = guestAddress('extras');
  const checkOut = addDays(checkIn, nights);
  const price = (await (
    await api.fetch(`/api/prices/${apartmentId}/calculate?startDate=${checkIn}&endDate=${checkOut}`)
  ).json()) as { totalPrice: number };
  const created = await api.post('/api/create-payment-link', {
    amount: price.totalPrice,
    apartmentId,
    guestDetails: { name: 'Paolo Greco', email },
    bookingDetails: { apartmentName: 'x', checkIn, checkOut, guests: 2 },
  });
  expect(created.status).toBe(200);
  const { bookingId, url, sessionId } = (await created.json()) as {
    bookingId: string;
    url: string;
    sessionId: string;
  };
  await payOnHostedPage(url);
  await eventually(async () => (await mailsTo(api, email)).length > 0, {
    timeoutMs: 30_000,
    what: 'the confirmation mail',
  });
  const token = await guestTokenOf(api, sessionId);
  const path = `/api/bookings/${bookingId}/extras?token=${encodeURIComponent(token)}`;
  return { bookingId, email, checkIn, checkOut, path };
}

const offers = async (path: string) =>
  routes.listBookingExtras.response.parse(await (await api.fetch(path)).json());

/** The apartment's export feed (what Airbnb and Booking.com read). */
async function exportFeed(apartmentId: ApartmentId): Promise<string> {
  const exports = routes.listIcalExports.response.parse(
    await (await admin.fetch('/api/admin/ical-exports')).json(),
  );
  const url = exports.find((e) => e.apartmentId === apartmentId)?.url ?? '';
  return (await api.fetch(new URL(url).pathname)).text();
}
const icalDate = (date: string) => date.replaceAll('-', '');

async function payExtras(path: string, items: unknown[], expected: number) {
  const bought = await api.post(path, { items });
  expect(bought.status).toBe(200);
  await payOnHostedPage(routes.buyBookingExtras.response.parse(await bought.json()).url);
  return eventually(
    async () => {
      const { purchased } = await offers(path);
      return purchased.length === expected ? purchased : undefined;
    },
    { timeoutMs: 30_000, what: 'the paid extras' },
  );
}

const stillCheckInDay = async (apartmentId: ApartmentId, date: string) => {
  const response = await api.post('/api/availability/check', {
    apartmentId,
    checkIn: date,
    checkOut: addDays(date, 2),
  });
  return routes.checkAvailability.response.parse(await response.json()).available;
};

describe('extras bought from the guest page', () => {
  it('sells a late check-out and two days of parking, paid on Stripe, shown on the booking and in the mails; the day is no longer a check-in day', async () => {
    const stay = await paidBooking('appartamento-2', day(12), 3);
    const offered = await offers(stay.path);
    expect(offered.available.map((x) => [x.id, x.priceEuro])).toEqual([
      ['late-checkout', 20],
      ['parking', 15],
      ['pet', 20],
    ]);
    expect(offered.available.find((x) => x.id === 'parking')?.days).toEqual([
      stay.checkIn,
      day(13),
      day(14),
    ]);
    expect(await stillCheckInDay('appartamento-2', stay.checkOut)).toBe(true);

    const bought = await api.post(stay.path, {
      items: [{ id: 'late-checkout' }, { id: 'parking', from: day(13), to: day(14) }],
    });
    expect(bought.status).toBe(200);
    const { url } = routes.buyBookingExtras.response.parse(await bought.json());
    await payOnHostedPage(url);

    const after = await eventually(
      async () => {
        const listed = await offers(stay.path);
        return listed.purchased.length === 2 ? listed : undefined;
      },
      { timeoutMs: 30_000, what: 'the paid extras on the booking' },
    );
    expect(after.purchased.map((x) => [x.id, x.quantity, x.totalEuro])).toEqual([
      ['late-checkout', 1, 20],
      ['parking', 2, 30],
    ]);
    expect(after.available.map((x) => x.id)).toEqual(['pet']);
    expect(await stillCheckInDay('appartamento-2', stay.checkOut)).toBe(false);
    // The day before stays sellable: only the departure day was taken.
    expect(await stillCheckInDay('appartamento-2', addDays(stay.checkOut, 1))).toBe(true);

    const guestMails = await settledMails(api, stay.email);
    const receipt = guestMails.find((m) => m.subject.startsWith('Extra confermati'));
    expect(receipt?.body.text).toContain('2 giorni, 30');
    expect(receipt?.body.text).toContain('Totale pagato: 50');
    const ownerMails = await mailsTo(api, 'info@cataniacentroapartments.it');
    expect(
      ownerMails.some(
        (m) =>
          m.subject.startsWith('Extra pagati: Paolo Greco') &&
          m.body.text?.includes('Check-out posticipato'),
      ),
    ).toBe(true);

    const listed = routes.listBookings.response.parse(
      await (await admin.fetch('/api/bookings')).json(),
    );
    expect(listed.find((b) => b.id === stay.bookingId)?.extras?.map((x) => x.id)).toEqual([
      'late-checkout',
      'parking',
    ]);
  }, 90_000);

  it('refuses, with an Italian reason and nothing charged, a parking range outside the stay and a late check-out on a day with an arrival', async () => {
    const first = await paidBooking('appartamento-4', day(20), 2);
    await paidBooking('appartamento-4', first.checkOut, 2);
    const offered = await offers(first.path);
    expect(offered.available.map((x) => x.id)).toEqual(['parking', 'pet']);

    const late = await api.post(first.path, { items: [{ id: 'late-checkout' }] });
    expect(late.status).toBe(400);
    expect(await late.text()).toContain('quel giorno arriva un altro ospite');
    const outside = await api.post(first.path, {
      items: [{ id: 'parking', from: day(19), to: day(20) }],
    });
    expect(outside.status).toBe(400);
    expect(await outside.text()).toContain('solo per i giorni del soggiorno');
    const nothing = await api.post(first.path, { items: [] });
    expect(nothing.status).toBe(400);
    const wrongToken = await api.post(first.path.replace(/token=[^&]+/, 'token=x'), {
      items: [{ id: 'pet' }],
    });
    expect(wrongToken.status).toBe(404);
    expect((await offers(first.path)).purchased).toEqual([]);
  });

  it('a cancelled stay gives its late check-out day back and refunds its extras in full, deposit included, once', async () => {
    const stay = await paidBooking('appartamento-3', day(40), 3);
    const bought = await api.post(stay.path, { items: [{ id: 'late-checkout' }, { id: 'pet' }] });
    expect(bought.status).toBe(200);
    await payOnHostedPage(routes.buyBookingExtras.response.parse(await bought.json()).url);
    await eventually(async () => (await offers(stay.path)).purchased.length === 2, {
      timeoutMs: 30_000,
      what: 'the paid extras',
    });
    expect(await stillCheckInDay('appartamento-3', stay.checkOut)).toBe(false);

    const token = new URL(stay.path, 'http://x').searchParams.get('token') ?? '';
    const view = routes.getBooking.response.parse(
      await (await api.fetch(`/api/bookings/${stay.bookingId}?token=${token}`)).json(),
    );
    const refund = view.cancellation.allowed ? view.cancellation.refund : -1;
    for (let press = 0; press < 2; press++) {
      const cancelled = await api.post(`/api/bookings/${stay.bookingId}/cancel`, { token, refund });
      expect(cancelled.status).toBe(200);
      expect(await cancelled.text()).not.toContain('refundError');
    }

    expect(await stillCheckInDay('appartamento-3', stay.checkOut)).toBe(true);
    const refunds = (await stripeClient(api).refunds.list({ limit: 100 })).data.filter(
      (r) => r.metadata?.bookingId === stay.bookingId,
    );
    // The stay's own refund, and the extras' in full: each line and the pet's deposit.
    const purchased = (await offers(stay.path)).purchased;
    const extrasCents = purchased.reduce(
      (cents, x) => cents + Math.round((x.totalEuro + (x.depositEuro ?? 0)) * 100),
      0,
    );
    expect(refunds.map((r) => r.amount).sort((a, b) => a - b)).toEqual(
      [Math.round(refund * 100), extrasCents].sort((a, b) => a - b),
    );
  }, 90_000);

  it('the owner returns a pet deposit (refunded on Stripe) or keeps it with a reason; a cancelled stay then refunds the rest, and a refund Stripe refuses is owed, shown in "Da fare" and made by the job, once', async () => {
    const stay = await paidBooking('appartamento-1', day(50), 2);
    const bought = await api.post(stay.path, { items: [{ id: 'pet' }] });
    await payOnHostedPage(routes.buyBookingExtras.response.parse(await bought.json()).url);
    const [pet] = await eventually(
      async () => {
        const { purchased } = await offers(stay.path);
        return purchased.length === 1 ? purchased : undefined;
      },
      { timeoutMs: 30_000, what: 'the paid pet' },
    );
    if (!pet) throw new Error('no pet line');
    const deposit = `/api/admin/bookings/${stay.bookingId}/deposit`;
    const decide = (body: unknown) => admin.send('POST', deposit, body);

    // Keeping it needs a reason, named as the field; nothing is recorded.
    const noReason = await decide({ purchaseId: pet.purchaseId, extraId: 'pet', outcome: 'kept' });
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toMatch(/reason.*perché la cauzione viene trattenuta/s);
    const notADeposit = await decide({
      purchaseId: pet.purchaseId,
      extraId: 'parking',
      outcome: 'returned',
    });
    expect(notADeposit.status).toBe(400);

    const returned = await decide({
      purchaseId: pet.purchaseId,
      extraId: 'pet',
      outcome: 'returned',
      reason: 'Nessun danno',
    });
    expect(returned.status).toBe(200);
    const line = routes.decideBookingDeposit.response
      .parse(await returned.json())
      .booking.extras?.find((x) => x.id === 'pet');
    expect(line?.deposit).toMatchObject({ outcome: 'returned', reason: 'Nessun danno' });
    expect(line?.deposit?.refundedAt).toBeDefined();
    const again = await decide({
      purchaseId: pet.purchaseId,
      extraId: 'pet',
      outcome: 'kept',
      reason: 'Ripensamento',
    });
    expect(again.status).toBe(409);
    const stripe = stripeClient(api);
    const refundsOf = async () =>
      (await stripe.refunds.list({ limit: 100 })).data
        .filter((r) => r.metadata?.purchaseId === pet.purchaseId)
        .map((r) => r.amount)
        .sort((a, b) => a - b);
    expect(await refundsOf()).toEqual([10_000]);

    // Stripe cannot find the purchase's payment for now: the cancellation owes the rest.
    const fixtures = tableFixtures(api.tableName);
    const setSession = async (sessionId: string) => {
      await fixtures.db.send(
        new UpdateCommand({
          TableName: api.tableName,
          Key: { pk: `BOOKING#${stay.bookingId}`, sk: `EXTRAS#${pet.purchaseId}` },
          UpdateExpression: 'SET sessionId = :s',
          ExpressionAttributeValues: { ':s': sessionId },
        }),
      );
    };
    const { Item } = await fixtures.db.send(
      new GetCommand({
        TableName: api.tableName,
        Key: { pk: `BOOKING#${stay.bookingId}`, sk: `EXTRAS#${pet.purchaseId}` },
      }),
    );
    await setSession('cs_test_unreachable');
    const token = new URL(stay.path, 'http://x').searchParams.get('token') ?? '';
    const view = routes.getBooking.response.parse(
      await (await api.fetch(`/api/bookings/${stay.bookingId}?token=${token}`)).json(),
    );
    const refund = view.cancellation.allowed ? view.cancellation.refund : -1;
    const cancelled = await api.post(`/api/bookings/${stay.bookingId}/cancel`, { token, refund });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain('refundError');

    const todo = routes.getTodo.response.parse(await (await admin.fetch('/api/admin/todo')).json());
    const owed = todo.lines
      .find((l) => l.kind === 'refunds_pending')
      ?.items.find((i) => i.id === `${stay.bookingId}#${pet.purchaseId}`);
    // The pet's 2 nights at 20 EUR: what is left once the deposit went back.
    expect(owed?.text).toMatch(/^Paolo Greco, .*: 40\D* di extra da rimborsare/);
    // 'Stato del sistema' lists it too, with Stripe's refusal, beside the stays' refunds.
    const health = async () =>
      routes.getSystemHealth.response.parse(
        await (await admin.fetch('/api/admin/system-health')).json(),
      ).pendingRefunds;
    expect(await health()).toContainEqual(
      expect.objectContaining({
        bookingId: stay.bookingId,
        purchaseId: pet.purchaseId,
        reason: 'extras_cancellation',
        amount: 40,
        attempts: 1,
        lastError: expect.any(String),
      }),
    );

    await setSession(String(Item?.sessionId));
    const { retryDueExtrasRefunds } = await import('./extras-refunds');
    const later = new Date(Date.now() + 10 * 60_000);
    expect(await retryDueExtrasRefunds(later)).toMatchObject({ made: 1, failed: 0 });
    expect(await retryDueExtrasRefunds(later)).toEqual({ made: 0, failed: 0 });
    expect(await refundsOf()).toEqual([4_000, 10_000]);
    const [after] = (await offers(stay.path)).purchased;
    expect(after?.refundedAt).toBeDefined();
    const todoAfter = routes.getTodo.response.parse(
      await (await admin.fetch('/api/admin/todo')).json(),
    );
    expect(JSON.stringify(todoAfter)).not.toContain(pet.purchaseId);
    expect(JSON.stringify(await health())).not.toContain(pet.purchaseId);
  }, 90_000);

  it("keeps to the owner's limits: two cars a day and two pets are priced and paid as such; a third, or two late check-outs, are refused naming the field, nothing charged", async () => {
    const stay = await paidBooking('appartamento-3', day(70), 2);
    const offered = await offers(stay.path);
    expect(offered.available.map((x) => [x.id, x.maxQuantity])).toEqual([
      ['late-checkout', undefined],
      ['parking', 2],
      ['pet', 2],
    ]);
    const tooMany = await api.post(stay.path, {
      items: [{ id: 'parking', from: stay.checkIn, to: stay.checkIn, count: 3 }],
    });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as ApiErrorBody).issues).toEqual([
      {
        field: 'items.0.count',
        message: 'Parcheggio convenzionato: al massimo 2 per prenotazione',
      },
    ]);
    const twoLate = await api.post(stay.path, { items: [{ id: 'late-checkout', count: 2 }] });
    expect(twoLate.status).toBe(400);
    expect(((await twoLate.json()) as ApiErrorBody).issues?.[0]?.field).toBe('items.0.count');
    const zero = await api.post(stay.path, { items: [{ id: 'pet', count: 0 }] });
    expect(zero.status).toBe(400);
    expect(await zero.text()).toMatch(/items\.0\.count.*tra 1 e 20/s);
    expect((await offers(stay.path)).purchased).toEqual([]);

    const purchased = await payExtras(
      stay.path,
      [
        { id: 'parking', from: stay.checkIn, to: day(71), count: 2 },
        { id: 'pet', count: 2 },
      ],
      2,
    );
    // Two cars for two days at 15, two pets for two nights at 20 with a deposit of 100 each.
    expect(purchased.map((x) => [x.id, x.count, x.quantity, x.totalEuro, x.depositEuro])).toEqual([
      ['parking', 2, 2, 60, undefined],
      ['pet', 2, 2, 80, 200],
    ]);
    const receipt = (await settledMails(api, stay.email)).find((m) =>
      m.subject.startsWith('Extra confermati'),
    );
    expect(receipt?.body.text).toContain('2 × 2 giorni, 60');
    expect(receipt?.body.text).toContain('Totale pagato: 340');
  }, 90_000);

  it('the owner removes a bought late check-out: its day is a check-in day again (site and export feed), its price refunded once and the guest told; removed without a refund, a later cancellation does not refund it', async () => {
    const stay = await paidBooking('appartamento-2', day(80), 2);
    const [late] = await payExtras(stay.path, [{ id: 'late-checkout' }, { id: 'pet' }], 2);
    if (!late) throw new Error('no late check-out line');
    expect(await stillCheckInDay('appartamento-2', stay.checkOut)).toBe(false);
    // The stay's event in the export feed runs through the late check-out's day.
    expect(await exportFeed('appartamento-2')).toContain(
      `DTEND;VALUE=DATE:${icalDate(addDays(stay.checkOut, 1))}`,
    );

    const removal = `/api/admin/bookings/${stay.bookingId}/late-checkout-removal`;
    const remove = (body: unknown) => admin.send('POST', removal, body);
    const undecided = await remove({});
    expect(undecided.status).toBe(400);
    expect(await undecided.text()).toMatch(/refund.*rimborsare/s);
    expect(await stillCheckInDay('appartamento-2', stay.checkOut)).toBe(false);
    expect(
      (await admin.send('POST', '/api/admin/bookings/nope/late-checkout-removal', { refund: true }))
        .status,
    ).toBe(404);

    const removed = await remove({ refund: true });
    expect(removed.status).toBe(200);
    const line = routes.removeBookingLateCheckout.response
      .parse(await removed.json())
      .booking.extras?.find((x) => x.id === 'late-checkout');
    expect(line?.removed?.refund).toBe(true);
    expect(line?.refundedAt).toBeDefined();
    expect(await stillCheckInDay('appartamento-2', stay.checkOut)).toBe(true);
    const feed = await exportFeed('appartamento-2');
    expect(feed).toContain(`DTEND;VALUE=DATE:${icalDate(stay.checkOut)}`);
    expect(feed).not.toContain(`DTEND;VALUE=DATE:${icalDate(addDays(stay.checkOut, 1))}`);
    // Pressed twice: the first word stands, nothing refunded twice.
    expect((await remove({ refund: false })).status).toBe(200);

    const stripe = stripeClient(api);
    const refundsOf = async (purchaseId: string) =>
      (await stripe.refunds.list({ limit: 100 })).data
        .filter((r) => r.metadata?.purchaseId === purchaseId)
        .map((r) => r.amount)
        .sort((a, b) => a - b);
    expect(await refundsOf(late.purchaseId)).toEqual([2_000]);
    const told = await eventually(
      async () =>
        (await mailsTo(api, stay.email)).find((m) =>
          m.subject.startsWith('Check-out posticipato annullato'),
        ),
      { timeoutMs: 30_000, what: "the guest's notice" },
    );
    expect(told?.body.text).toContain('Ti rimborsiamo 20');
    // Not offered again: the owner took it back.
    expect((await offers(stay.path)).available.map((x) => x.id)).toEqual(['parking']);

    // The stay is cancelled: the rest of the purchase (the pet, its deposit) goes back, once.
    const token = new URL(stay.path, 'http://x').searchParams.get('token') ?? '';
    const cancel = async (bookingId: string) => {
      const view = routes.getBooking.response.parse(
        await (await api.fetch(`/api/bookings/${bookingId}?token=${token}`)).json(),
      );
      const refund = view.cancellation.allowed ? view.cancellation.refund : -1;
      return api.post(`/api/bookings/${bookingId}/cancel`, { token, refund });
    };
    expect((await cancel(stay.bookingId)).status).toBe(200);
    expect(await refundsOf(late.purchaseId)).toEqual([2_000, 14_000]);

    // Removed without a refund: the money stays, a cancellation does not give it back either.
    const other = await paidBooking('appartamento-2', day(90), 2);
    const [kept] = await payExtras(other.path, [{ id: 'late-checkout' }], 1);
    const keptRemoval = await admin.send(
      'POST',
      `/api/admin/bookings/${other.bookingId}/late-checkout-removal`,
      { refund: false },
    );
    expect(keptRemoval.status).toBe(200);
    expect(await stillCheckInDay('appartamento-2', other.checkOut)).toBe(true);
    const otherToken = new URL(other.path, 'http://x').searchParams.get('token') ?? '';
    const view = routes.getBooking.response.parse(
      await (await api.fetch(`/api/bookings/${other.bookingId}?token=${otherToken}`)).json(),
    );
    const refund = view.cancellation.allowed ? view.cancellation.refund : -1;
    const cancelled = await api.post(`/api/bookings/${other.bookingId}/cancel`, {
      token: otherToken,
      refund,
    });
    expect(cancelled.status).toBe(200);
    expect(await refundsOf(kept?.purchaseId ?? '')).toEqual([]);
    const [afterCancel] = (await offers(other.path)).purchased;
    expect(afterCancel?.removed?.refund).toBe(false);
    expect(afterCancel?.refundedAt).toBeUndefined();
  }, 120_000);

  // Last: it changes the catalogue the tests above read as the seed.
  it('the owner edits the catalogue (a price, one off, a new extra for one apartment) and the guest offer and the server price follow it; a price of 0 is refused, field named', async () => {
    const catalogue = async () =>
      routes.listExtraDefinitions.response.parse(
        await (await admin.fetch('/api/admin/extras')).json(),
      ).extras;
    expect((await catalogue()).map((x) => [x.id, x.priceEuro, x.depositEuro ?? 0])).toEqual([
      ['late-checkout', 20, 0],
      ['parking', 15, 0],
      ['pet', 20, 100],
    ]);
    const crib = {
      name: 'Culla per neonati',
      description: 'Con lenzuola e paracolpi.',
      pricing: 'stay',
      priceEuro: 0,
      apartmentIds: ['appartamento-1'],
      active: true,
    };
    const put = (id: string, body: unknown) => admin.send('PUT', `/api/admin/extras/${id}`, body);
    const free = await put('culla', crib);
    expect(free.status).toBe(400);
    expect(await free.text()).toMatch(/priceEuro.*maggiore di 0/s);
    expect((await put('Culla!', { ...crib, priceEuro: 12.5 })).status).toBe(400);
    const unlimited = await put('culla', { ...crib, priceEuro: 12.5, maxQuantity: 21 });
    expect(unlimited.status).toBe(400);
    expect(await unlimited.text()).toMatch(/maxQuantity.*tra 1 e 20/s);
    expect((await put('culla', { ...crib, priceEuro: 12.5 })).status).toBe(200);
    const [parking, pet] = (await catalogue()).filter((x) => x.id === 'parking' || x.id === 'pet');
    const edit = ({
      id: _id,
      rule: _rule,
      staleTranslations: _stale,
      ...rest
    }: NonNullable<typeof pet>) => rest;
    if (!parking || !pet) throw new Error('seed extras missing');
    expect((await put('parking', { ...edit(parking), active: false })).status).toBe(200);
    expect((await put('pet', { ...edit(pet), priceEuro: 25 })).status).toBe(200);
    const lateTwice = await put('late-checkout', {
      name: 'Check-out posticipato',
      description: '',
      pricing: 'stay',
      priceEuro: 20,
      apartmentIds: [],
      active: true,
      maxQuantity: 2,
    });
    expect(lateTwice.status).toBe(400);
    expect(await lateTwice.text()).toMatch(/maxQuantity.*uno per soggiorno/s);

    const stay = await paidBooking('appartamento-1', day(60), 2);
    const offered = await offers(stay.path);
    expect(offered.available.map((x) => [x.id, x.priceEuro])).toEqual([
      ['late-checkout', 20],
      ['pet', 25],
      ['culla', 12.5],
    ]);
    const elsewhere = await paidBooking('appartamento-3', day(60), 2);
    expect((await offers(elsewhere.path)).available.map((x) => x.id)).toEqual([
      'late-checkout',
      'pet',
    ]);
    const off = await api.post(stay.path, {
      items: [{ id: 'parking', from: stay.checkIn, to: stay.checkIn }],
    });
    expect(off.status).toBe(400);
    expect(await off.text()).toContain('Extra non disponibile');

    const bought = await api.post(stay.path, { items: [{ id: 'culla' }, { id: 'pet' }] });
    expect(bought.status).toBe(200);
    await payOnHostedPage(routes.buyBookingExtras.response.parse(await bought.json()).url);
    const purchased = await eventually(
      async () => {
        const listed = (await offers(stay.path)).purchased;
        return listed.length === 2 ? listed : undefined;
      },
      { timeoutMs: 30_000, what: 'the paid extras' },
    );
    // Priced by the server from the stored catalogue: the crib once, the pet's 2 nights at 25.
    expect(purchased.map((x) => [x.id, x.quantity, x.totalEuro, x.depositEuro ?? 0])).toEqual([
      ['culla', 1, 12.5, 0],
      ['pet', 2, 50, 100],
    ]);

    // The owner keeps this pet's deposit, with the reason: recorded, nothing refunded.
    const pet2 = purchased.find((x) => x.id === 'pet');
    const kept = await admin.send('POST', `/api/admin/bookings/${stay.bookingId}/deposit`, {
      purchaseId: pet2?.purchaseId,
      extraId: 'pet',
      outcome: 'kept',
      reason: 'Divano rovinato',
    });
    expect(kept.status).toBe(200);
    const [, keptLine] = (await offers(stay.path)).purchased;
    expect(keptLine?.deposit).toMatchObject({ outcome: 'kept', reason: 'Divano rovinato' });
    expect(keptLine?.deposit?.refundedAt).toBeUndefined();
    const refunds = await stripeClient(api).refunds.list({ limit: 100 });
    expect(refunds.data.filter((r) => r.metadata?.purchaseId === pet2?.purchaseId)).toEqual([]);
  }, 90_000);
});
