import { readFileSync } from 'node:fs';
import { GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '@catania/shared/api/routes';
import { bookingCode } from '@catania/shared/domain/booking';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { formatEuro } from '@catania/shared/domain/money';
import type { SystemHealth } from '@catania/shared/schemas/health';
import type { TodoList } from '@catania/shared/schemas/todo';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import {
  eventually,
  guestAddress,
  guestTokenOf,
  mailsTo,
  payOnHostedPage,
  postWebhook,
  settledMails,
  signedEvent,
  stripeClient,
  webhookControl,
} from '@catania/testing/payments';
import { tableFixtures } from '@catania/testing/table-fixtures';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredBooking } from './booking-repo';
import {
  EVENT_KINDS,
  type EventKind,
  PAYMENT_STATES,
  type PaymentState,
  STRIPE_EVENT_OUTCOMES,
} from './stripe-event-table';

/**
 * Stripe's events replayed late, twice and out of order against every booking state, with the
 * Stripe emulator's delivery control: every event of this file's account is held back and
 * delivered when (and as often as) a test says. Money and nights must come out right: a payment
 * that cannot become a stay is refunded once, and no late event re-takes a night.
 */
let api: TestApi;
let admin: AdminClient;
let stripe: Stripe;
let fixtures: ReturnType<typeof tableFixtures>;
let control: ReturnType<typeof webhookControl>;
const OWNER = 'info@cataniacentroapartments.it';
const APARTMENTS = ['appartamento-1', 'appartamento-2', 'appartamento-3', 'appartamento-4'];

beforeAll(async () => {
  await useTestAdminCredentials();
  api = await startTestApi();
  fixtures = tableFixtures(api.tableName);
  stripe = stripeClient(api);
  admin = await signIn(api);
  control = webhookControl(api);
  await control.hold();
});
afterAll(() => api.stop());

interface Stay {
  bookingId: string;
  sessionId: string;
  url: string;
  email: string;
  token: string;
  apartmentId: string;
  checkIn: string;
  checkOut: string;
  total: number;
}

const today = todayInRome();
let slot = 0;
/** A fresh two-night stay: each call its own dates, the apartments taken in turn. */
function nextDates() {
  const apartmentId = APARTMENTS[slot % APARTMENTS.length] as string;
  const start = 10 + 3 * Math.floor(slot / APARTMENTS.length);
  slot++;
  return { apartmentId, checkIn: addDays(today, start), checkOut: addDays(today, start + 2) };
}

async function checkout(dates = nextDates(), tag = 'late'): Promise<Stay & { response: Response }> {
  const { apartmentId, checkIn, checkOut } = dates;
  const price = (await (
    await api.fetch(`/api/prices/${apartmentId}/calculate?startDate=${checkIn}&endDate=${checkOut}`)
  ).json()) as { totalPrice: number };
  const email = guestAddress(tag);
  const response = await api.post('/api/create-payment-link', {
    amount: price.totalPrice,
    apartmentId,
    guestDetails: { name: 'Chiara Russo', email },
    bookingDetails: { apartmentName: 'x', checkIn, checkOut, guests: 2 },
  });
  if (response.status !== 200) {
    return { response } as Stay & { response: Response };
  }
  const body = (await response.clone().json()) as {
    bookingId: string;
    sessionId: string;
    url: string;
  };
  const token = await guestTokenOf(api, body.sessionId);
  return { ...body, ...dates, email, token, total: price.totalPrice, response };
}

async function stay(dates = nextDates()): Promise<Stay> {
  const c = await checkout(dates);
  expect(c.response.status).toBe(200);
  return c;
}

async function stored(id: string): Promise<StoredBooking> {
  const { Item } = await fixtures.db.send(
    new GetCommand({ TableName: api.tableName, Key: { pk: `BOOKING#${id}`, sk: 'BOOKING' } }),
  );
  return Item as StoredBooking;
}

async function nightsOf(bookingId: string) {
  // Every night of the table, whatever its partition: filtered by DynamoDB, not sent whole.
  const { Items = [] } = await fixtures.db.send(
    new ScanCommand({
      TableName: api.tableName,
      FilterExpression: 'begins_with(sk, :night) AND bookingId = :id',
      ExpressionAttributeValues: { ':night': 'NIGHT#', ':id': bookingId },
    }),
  );
  return Items.map((item) => `${item.date}:${item.state}`).sort();
}

/** Refunds Stripe holds for the booking's payment. */
async function refundsOf(c: Stay) {
  const session = await stripe.checkout.sessions.retrieve(c.sessionId);
  if (!session.payment_intent) return [];
  const list = await stripe.refunds.list({ payment_intent: String(session.payment_intent) });
  return list.data;
}

/** Delivers the held event of this type about the stay's session; the site's statuses. */
async function deliverHeld(c: Stay, type: string) {
  return control.deliver((await control.heldFor(c.sessionId, type)).id);
}

const setStatus = (c: Stay, status: 'confirmed' | 'rejected') =>
  admin.send('PUT', `/api/bookings/${c.bookingId}/status`, { status });

async function guestCancel(c: Stay) {
  const view = routes.getBooking.response.parse(
    await (await api.fetch(`/api/bookings/${c.bookingId}?token=${c.token}`)).json(),
  );
  if (!view.cancellation.allowed) throw new Error('cancellation not allowed');
  const response = await api.post(`/api/bookings/${c.bookingId}/cancel`, {
    token: c.token,
    refund: view.cancellation.refund,
  });
  expect(response.status).toBe(200);
}

/** The session as Stripe has it, as an event of `kind` would carry it. */
async function sessionFor(c: Stay, kind: EventKind) {
  const session = await stripe.checkout.sessions.retrieve(c.sessionId);
  const patch: Partial<Stripe.Checkout.Session> =
    kind === 'paid'
      ? {
          status: 'complete',
          payment_status: 'paid',
          payment_intent: session.payment_intent ?? 'pi_test_handmade',
        }
      : kind === 'expired'
        ? { status: 'expired', payment_status: 'unpaid', url: null }
        : { status: 'complete', payment_status: 'unpaid', url: null };
  return { ...session, ...patch };
}

const EVENT_TYPE: Record<EventKind, string> = {
  paid: 'checkout.session.completed',
  processing: 'checkout.session.completed',
  payment_failed: 'checkout.session.async_payment_failed',
  expired: 'checkout.session.expired',
  refunded: 'refund.updated',
  dispute: 'charge.dispute.created',
};

/** A signed event of `kind` about the stay, as Stripe would send it now. */
async function eventAbout(c: Stay, kind: EventKind) {
  const booking = await stored(c.bookingId);
  const session = await stripe.checkout.sessions.retrieve(c.sessionId);
  const paymentIntent = session.payment_intent ?? null;
  const object =
    kind === 'refunded'
      ? {
          id: booking.refund?.id ?? 're_test_handmade',
          object: 'refund',
          amount: Math.round(c.total * 100),
          currency: 'eur',
          status: 'succeeded',
          metadata: { bookingId: c.bookingId },
          payment_intent: paymentIntent,
          created: Math.floor(Date.now() / 1000),
        }
      : kind === 'dispute'
        ? {
            id: 'dp_test_handmade',
            object: 'dispute',
            amount: Math.round(c.total * 100),
            currency: 'eur',
            reason: 'fraudulent',
            status: 'needs_response',
            payment_intent: paymentIntent,
          }
        : await sessionFor(c, kind);
  return signedEvent(api, { type: EVENT_TYPE[kind], object });
}

async function send(c: Stay, kind: EventKind) {
  const { payload, signature } = await eventAbout(c, kind);
  return postWebhook(api, payload, signature);
}

/** A stay brought into `state` through the site's own doors (guest, owner, Stripe). */
async function inState(state: PaymentState): Promise<Stay> {
  const c = await stay();
  const paid = async () => {
    await payOnHostedPage(c.url);
    expect(await deliverHeld(c, 'checkout.session.completed')).toEqual([200]);
  };
  switch (state) {
    case 'awaiting_payment':
      break;
    case 'payment_processing':
      expect((await send(c, 'processing')).status).toBe(200);
      break;
    case 'confirmed_unpaid':
      expect((await setStatus(c, 'confirmed')).status).toBe(200);
      break;
    case 'confirmed_paid':
      await paid();
      break;
    case 'rejected_unpaid':
      expect((await setStatus(c, 'rejected')).status).toBe(200);
      break;
    case 'rejected_paid':
      await paid();
      expect((await setStatus(c, 'rejected')).status).toBe(200);
      break;
    case 'guest_cancelled_unpaid':
      expect((await setStatus(c, 'confirmed')).status).toBe(200);
      await guestCancel(c);
      // Its Stripe page is closed with it: the guest cannot pay a cancelled stay.
      expect((await stripe.checkout.sessions.retrieve(c.sessionId)).status).toBe('expired');
      break;
    case 'guest_cancelled_paid':
      await paid();
      await guestCancel(c);
      break;
    case 'lapsed':
      await stripe.checkout.sessions.expire(c.sessionId);
      expect(await deliverHeld(c, 'checkout.session.expired')).toEqual([200]);
      break;
    case 'lapsed_paid': {
      await stripe.checkout.sessions.expire(c.sessionId);
      expect(await deliverHeld(c, 'checkout.session.expired')).toEqual([200]);
      await stay({ apartmentId: c.apartmentId, checkIn: c.checkIn, checkOut: c.checkOut });
      expect((await send(c, 'paid')).status).toBe(200);
      break;
    }
  }
  return c;
}

describe('the table', () => {
  it('has one outcome for every state and every event, and docs/payments.md prints the same', () => {
    const doc = readFileSync(new URL('../../../docs/payments.md', import.meta.url), 'utf8');
    const table = doc.split('## The table')[1]?.split('\n## ')[0] ?? '';
    for (const state of PAYMENT_STATES) {
      const row = table.split('\n').find((line) => new RegExp(`^\\| \`${state}\` +\\|`).test(line));
      expect(row, `docs row for ${state}`).toBeDefined();
      const cells = (row ?? '')
        .split('|')
        .slice(2, -1)
        .map((cell) => cell.trim().replaceAll('`', ''));
      expect(cells).toEqual(EVENT_KINDS.map((kind) => STRIPE_EVENT_OUTCOMES[state][kind]));
    }
  });
});

describe('every event against every state', () => {
  const cases = PAYMENT_STATES.flatMap((state) =>
    EVENT_KINDS.map((kind) => [state, kind, STRIPE_EVENT_OUTCOMES[state][kind]] as const),
  );
  it.each(cases)('%s × %s: %s, answered 2xx', async (state, kind, outcome) => {
    const c = await inState(state);
    const before = await stored(c.bookingId);
    const nightsBefore = await nightsOf(c.bookingId);
    const response = await send(c, kind);
    expect(response.status).toBe(200);
    // A dispute is about a payment: without one Stripe holds for the booking, none is named.
    const session = await stripe.checkout.sessions.retrieve(c.sessionId);
    const known = kind !== 'dispute' || Boolean(session.payment_intent);
    expect(await response.json()).toMatchObject(known ? { state, outcome } : { outcome });
    const after = await stored(c.bookingId);
    const nightsAfter = await nightsOf(c.bookingId);
    switch (outcome) {
      case 'confirm':
        // Its nights were free: sold and confirmed.
        expect(after.status).toBe('confirmed');
        expect(after.paidAt).toBeDefined();
        expect(nightsAfter).toEqual([`${c.checkIn}:sold`, `${addDays(c.checkIn, 1)}:sold`]);
        break;
      case 'record_payment':
        expect(after).toMatchObject({ status: 'confirmed', amountPaid: c.total });
        expect(nightsAfter).toEqual(nightsBefore);
        break;
      case 'refund_payment':
        expect(after.status).toBe(before.status);
        expect(after).toMatchObject({ amountPaid: c.total });
        expect(after.refundDue ?? after.refund?.amount).toBe(c.total);
        expect(nightsAfter).toEqual([]);
        break;
      case 'extend_hold':
        expect(after).toMatchObject({ status: 'pending', paymentProcessing: true });
        expect(String(after.holdExpiresAt) > String(before.holdExpiresAt)).toBe(true);
        break;
      case 'cancel':
        expect(after.status).toBe('cancelled');
        expect(nightsAfter).toEqual([]);
        break;
      case 'record_refund':
        // Stripe's word on a refund is recorded; a refund owed and made is no longer owed.
        expect(after.status).toBe(before.status);
        expect(after.paidAt).toBe(before.paidAt);
        if (before.refundDue && !before.refund) expect(after.refund?.id).toBe('re_test_handmade');
        else expect(after.refundDue).toBe(before.refundDue);
        expect(nightsAfter).toEqual(nightsBefore);
        break;
      default:
        // Nothing the booking has moved past is redone: status, money and nights as they were.
        expect(after.status).toBe(before.status);
        expect(after.paidAt).toBe(before.paidAt);
        expect(after.refundDue).toBe(before.refundDue);
        expect(nightsAfter).toEqual(nightsBefore);
    }
  });
});

describe('decisions during a payment', () => {
  it('pay, hold the webhook, reject, deliver (twice): exactly one refund, the guest mailed', async () => {
    const c = await stay();
    await payOnHostedPage(c.url);
    const response = await setStatus(c, 'rejected');
    expect(response.status).toBe(200);
    const { booking } = routes.updateBookingStatus.response.parse(await response.json());
    expect(booking).toMatchObject({ status: 'rejected', amountPaid: c.total });
    expect(booking.refund?.amount).toBe(c.total);

    expect(await deliverHeld(c, 'checkout.session.completed')).toEqual([200]);
    expect(await deliverHeld(c, 'checkout.session.completed')).toEqual([200]);
    const refunds = await refundsOf(c);
    expect(refunds.map((r) => r.amount)).toEqual([Math.round(c.total * 100)]);
    expect((await stored(c.bookingId)).status).toBe('rejected');
    expect(await nightsOf(c.bookingId)).toEqual([]);
    const mails = await settledMails(api, c.email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Prenotazione non confermata/),
    ]);
    expect(mails[0]?.body.text).toMatch(/Ti rimborsiamo l'intero importo pagato/);
  });

  it('reject while the guest is on the payment page: the session is closed first, no payment can follow', async () => {
    const c = await stay();
    expect((await setStatus(c, 'rejected')).status).toBe(200);
    expect((await stripe.checkout.sessions.retrieve(c.sessionId)).status).toBe('expired');
    expect((await payOnHostedPage(c.url)).status).toBe(410);
    // Its expiry, delivered late, changes nothing.
    expect(await deliverHeld(c, 'checkout.session.expired')).toEqual([200]);
    expect((await stored(c.bookingId)).status).toBe('rejected');
    expect(await refundsOf(c)).toEqual([]);
  });

  it('a payment landing on a booking rejected while Stripe was unreachable: refunded once, guest and owner told', async () => {
    const c = await stay();
    // The rejection as it is written when Stripe cannot be asked to close the session.
    await fixtures.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: { pk: `BOOKING#${c.bookingId}`, sk: 'BOOKING' },
        UpdateExpression: 'SET #s = :r, rejectedAt = :now',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':r': 'rejected', ':now': new Date().toISOString() },
      }),
    );
    await payOnHostedPage(c.url);
    const event = await control.heldFor(c.sessionId, 'checkout.session.completed');
    // Three deliveries, two of them at once: one refund.
    const statuses = await Promise.all([control.deliver(event.id), control.deliver(event.id)]);
    statuses.push(await control.deliver(event.id));
    expect(statuses.flat()).toEqual([200, 200, 200]);
    expect((await refundsOf(c)).map((r) => r.amount)).toEqual([Math.round(c.total * 100)]);
    const booking = await stored(c.bookingId);
    expect(booking).toMatchObject({
      status: 'rejected',
      attention: 'paid_after_rejection',
      amountPaid: c.total,
    });
    expect(booking.refund?.status).toBe('succeeded');
    const [mail, ...others] = await settledMails(api, c.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toMatch(/^Pagamento rimborsato/);
    expect(mail?.body.text).toMatch(/Ti rimborsiamo automaticamente l'intero importo pagato/);
    const alerts = (await mailsTo(api, OWNER)).filter(
      (m) => m.subject.includes(bookingCode(c.bookingId)) && /ATTENZIONE/.test(m.subject),
    );
    expect(alerts).toHaveLength(1);
  });
});

describe('late events after the guest decided', () => {
  it('pay, confirmed by the success page, cancel, deliver the held event: 2xx, the nights stay free', async () => {
    const c = await stay();
    await payOnHostedPage(c.url);
    const page = await api.fetch(
      `/api/bookings/from-session/${c.sessionId}?token=${encodeURIComponent(c.token)}`,
    );
    expect(page.status).toBe(200);
    expect((await stored(c.bookingId)).status).toBe('confirmed');
    await guestCancel(c);
    expect(await nightsOf(c.bookingId)).toEqual([]);

    for (let i = 0; i < 2; i++) {
      expect(await deliverHeld(c, 'checkout.session.completed')).toEqual([200]);
    }
    expect((await stored(c.bookingId)).status).toBe('cancelled');
    expect(await nightsOf(c.bookingId)).toEqual([]);
    const availability = await api.post('/api/availability/check', {
      apartmentId: c.apartmentId,
      checkIn: c.checkIn,
      checkOut: c.checkOut,
    });
    expect(
      routes.checkAvailability.response.parse(await availability.json()).unavailableDates,
    ).toEqual([]);
    // The cancellation's refund, and no other.
    expect(await refundsOf(c)).toHaveLength(1);
  });
});

describe('a payment after the hold lapsed', () => {
  it('its nights still free: refunded once, however often the event comes, the nights left free', async () => {
    const c = await stay();
    await payOnHostedPage(c.url);
    const { cancelBooking } = await import('./holds');
    await cancelBooking(c.bookingId, 'hold_expired');
    expect(await nightsOf(c.bookingId)).toEqual([]);
    const event = await control.heldFor(c.sessionId, 'checkout.session.completed');
    expect(
      (await Promise.all([control.deliver(event.id), control.deliver(event.id)])).flat(),
    ).toEqual([200, 200]);
    expect(await deliverHeld(c, 'checkout.session.completed')).toEqual([200]);
    expect(await stored(c.bookingId)).toMatchObject({
      status: 'cancelled',
      attention: 'paid_after_expiry',
    });
    expect(await nightsOf(c.bookingId)).toEqual([]);
    expect((await refundsOf(c)).map((r) => r.amount)).toEqual([Math.round(c.total * 100)]);
    const mails = await settledMails(api, c.email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Pagamento rimborsato/)]);
    expect(mails[0]?.body.text).toContain('dopo la scadenza del tempo per pagare');
  });

  it('paid in time but its webhook late: the clean-up asks Stripe and confirms it, nothing refunded', async () => {
    const c = await stay();
    await payOnHostedPage(c.url);
    const { releaseLapsedHolds } = await import('./lapsed-holds');
    const afterTheHold = new Date(Date.now() + 60 * 60_000);
    await releaseLapsedHolds(afterTheHold);
    expect((await stored(c.bookingId)).status).toBe('confirmed');
    expect((await nightsOf(c.bookingId)).every((n) => n.endsWith(':sold'))).toBe(true);
    // The late event then finds it settled.
    expect(await deliverHeld(c, 'checkout.session.completed')).toEqual([200]);
    expect(await refundsOf(c)).toEqual([]);
    expect(await settledMails(api, c.email)).toHaveLength(1);
  });

  it('its nights taken by another guest: refunded once, the other guest keeps every night', async () => {
    const c = await stay();
    await payOnHostedPage(c.url);
    const { cancelBooking } = await import('./holds');
    await cancelBooking(c.bookingId, 'hold_expired');
    const other = await stay({
      apartmentId: c.apartmentId,
      checkIn: c.checkIn,
      checkOut: c.checkOut,
    });
    const event = await control.heldFor(c.sessionId, 'checkout.session.completed');
    expect(
      (await Promise.all([control.deliver(event.id), control.deliver(event.id)])).flat(),
    ).toEqual([200, 200]);
    expect((await refundsOf(c)).map((r) => r.amount)).toEqual([Math.round(c.total * 100)]);
    expect(await stored(c.bookingId)).toMatchObject({
      status: 'cancelled',
      attention: 'paid_after_expiry',
    });
    expect(await nightsOf(c.bookingId)).toEqual([]);
    expect(await nightsOf(other.bookingId)).toHaveLength(2);
    const mails = await settledMails(api, c.email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Pagamento rimborsato/)]);
  });
});

describe('out of order', () => {
  it('an async payment: succeeded delivered before completed, confirmed once', async () => {
    const c = await stay();
    await payOnHostedPage(c.url, { method: 'sepa_debit' });
    const succeeded = await eventually(
      () =>
        control
          .heldFor(c.sessionId, 'checkout.session.async_payment_succeeded')
          .catch(() => undefined),
      { what: 'the async payment to settle' },
    );
    expect(await control.deliver(succeeded.id)).toEqual([200]);
    expect(await deliverHeld(c, 'checkout.session.completed')).toEqual([200]);
    expect((await stored(c.bookingId)).status).toBe('confirmed');
    expect(await settledMails(api, c.email)).toHaveLength(1);
    expect((await nightsOf(c.bookingId)).every((n) => n.endsWith(':sold'))).toBe(true);
  });
});

describe('the owner sees a refund until Stripe has made it', () => {
  it('a refund Stripe reports failed is owed again, shown in Stato del sistema, and made by the job', async () => {
    const c = await inState('rejected_paid');
    const health = async () =>
      ((await (await admin.fetch('/api/admin/system-health')).json()) as SystemHealth)
        .pendingRefunds;
    // 'Da fare' names the booking whose refund is still owed, and leads to it.
    const todoRefunds = async () =>
      ((await (await admin.fetch('/api/admin/todo')).json()) as TodoList).lines
        .find((line) => line.kind === 'refunds_pending')
        ?.items.map((item) => item.focus);
    expect((await health()).map((r) => r.bookingId)).not.toContain(c.bookingId);
    const refund = (await stored(c.bookingId)).refund;
    const failed = await signedEvent(api, {
      type: 'refund.failed',
      object: {
        id: refund?.id,
        object: 'refund',
        amount: Math.round(c.total * 100),
        status: 'failed',
        metadata: { bookingId: c.bookingId },
        payment_intent: null,
      },
    });
    const response = await postWebhook(api, failed.payload, failed.signature);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ action: 'refund_failed' });
    expect((await health()).find((r) => r.bookingId === c.bookingId)).toMatchObject({
      amount: c.total,
      reason: 'refund_failed',
      lastError: expect.stringContaining('failed'),
      refundStatus: null,
    });
    expect((await stored(c.bookingId)).refundDue).toBe(c.total);
    expect(await todoRefunds()).toContain(c.bookingId);
    // The job's next run asks Stripe again (the emulator holds the refund as made): recorded.
    const { retryDueRefunds } = await import('./refunds');
    await retryDueRefunds();
    expect((await health()).map((r) => r.bookingId)).not.toContain(c.bookingId);
    expect(await todoRefunds()).not.toContain(c.bookingId);
    expect((await stored(c.bookingId)).refund?.status).toBe('succeeded');
    expect(await refundsOf(c)).toHaveLength(1);
  });
});

describe('bad input: answered 2xx, logged, the owner told where money is involved', () => {
  it('a refund for an unknown payment and a dispute on no booking: 200, a notice, no night touched', async () => {
    const refund = await signedEvent(api, {
      type: 'charge.refunded',
      object: { id: 'ch_test_unknown', object: 'charge', payment_intent: 'pi_test_unknown' },
    });
    const r1 = await postWebhook(api, refund.payload, refund.signature);
    expect(r1.status).toBe(200);
    expect(await r1.json()).toMatchObject({ action: 'unknown_payment' });
    const dispute = await signedEvent(api, {
      type: 'charge.dispute.created',
      object: {
        id: 'dp_test_unknown',
        object: 'dispute',
        amount: 12_000,
        reason: 'fraudulent',
        status: 'needs_response',
        payment_intent: 'pi_test_unknown',
      },
    });
    const r2 = await postWebhook(api, dispute.payload, dispute.signature);
    expect(r2.status).toBe(200);
    expect(await r2.json()).toMatchObject({ action: 'owner_told' });
    const notices = await eventually(async () => {
      const mails = (await mailsTo(api, OWNER)).filter((m) =>
        /Rimborso Stripe senza prenotazione|Contestazione di un pagamento/.test(m.subject),
      );
      return mails.length >= 2 ? mails : undefined;
    });
    expect(notices.map((m) => m.body.text).join('\n')).toContain(formatEuro(120));
  });
});
