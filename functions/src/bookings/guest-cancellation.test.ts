import { routes } from '@catania/shared/api/routes';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { bookingCode } from '@catania/shared/domain/booking';
import { addDays, eachNight, todayInRome } from '@catania/shared/domain/dates';
import { euroToCents } from '@catania/shared/domain/money';
import { totalRevenue } from '@catania/shared/domain/payment';
import { signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import {
  eventually,
  guestAddress,
  guestTokenOf,
  mailsTo,
  payOnHostedPage,
  stripeClient,
} from '@catania/testing/payments';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The guest's own cancellation: the server recomputes the refund by the one policy and
 * Catania's date, cancels once however often the button is pressed, refunds through Stripe once,
 * frees the nights and mails the guest and the owner.
 */
let api: TestApi;
let stripe: Stripe;
const today = todayInRome();
const day = (n: number) => addDays(today, n);
const APARTMENT: ApartmentId = 'appartamento-3';

beforeAll(async () => {
  await useTestAdminCredentials();
  api = await startTestApi();
  stripe = stripeClient(api);
});
afterAll(() => api.stop());

/** A guest books `[checkIn, checkIn + 2)` and pays; the confirmation mail arrives. */
async function paidBooking(daysAhead: number) {
  const checkIn = day(daysAhead);
  const checkOut = day(daysAhead + 2);
  const price = (await (
    await api.fetch(`/api/prices/${APARTMENT}/calculate?startDate=${checkIn}&endDate=${checkOut}`)
  ).json()) as { totalPrice: number };
  const email = guestAddress('cancel');
  const response = await api.post('/api/create-payment-link', {
    amount: price.totalPrice,
    apartmentId: APARTMENT,
    guestDetails: { name: 'Luca Ferrara', email },
    bookingDetails: { apartmentName: 'x', checkIn, checkOut, guests: 2 },
  });
  expect(response.status).toBe(200);
  const c = (await response.json()) as { bookingId: string; sessionId: string; url: string };
  await payOnHostedPage(c.url);
  await eventually(async () => (await mailsTo(api, email))[0], { what: 'the confirmation' });
  const token = await guestTokenOf(api, c.sessionId);
  return { ...c, token, email, checkIn, checkOut, total: price.totalPrice };
}

type Stay = Awaited<ReturnType<typeof paidBooking>>;

async function guestView(c: Stay) {
  const response = await api.fetch(`/api/bookings/${c.bookingId}?token=${c.token}`);
  expect(response.status).toBe(200);
  return routes.getBooking.response.parse(await response.json());
}

const cancel = (c: Stay, refund: number, token = c.token) =>
  api.post(`/api/bookings/${c.bookingId}/cancel`, { token, refund });

async function stripeRefunds(bookingId: string) {
  const refunds = await stripe.refunds.list({ limit: 100 });
  return refunds.data.filter((refund) => refund.metadata?.bookingId === bookingId);
}

async function takenNights(c: Stay): Promise<string[]> {
  const response = await api.post('/api/availability/check', {
    apartmentId: APARTMENT,
    checkIn: c.checkIn,
    checkOut: c.checkOut,
  });
  return routes.checkAvailability.response.parse(await response.json()).unavailableDates;
}

const mailTo = (address: string, subject: RegExp) =>
  eventually(async () => (await mailsTo(api, address)).find((m) => subject.test(m.subject)), {
    what: `a mail ${subject} to ${address}`,
  });

describe("the guest's cancellation", () => {
  it('10 days before check-in: refunded in full on Stripe, once, though pressed three times', async () => {
    const c = await paidBooking(10);
    const before = await guestView(c);
    expect(before.cancellation).toEqual({
      allowed: true,
      daysBefore: 10,
      refundPercentage: 100,
      refund: c.total,
    });
    expect(await takenNights(c)).toEqual(eachNight(c.checkIn, c.checkOut));

    const answers = await Promise.all([cancel(c, c.total), cancel(c, c.total)]);
    answers.push(await cancel(c, c.total));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const { booking } = routes.cancelBooking.response.parse(await answer.json());
      expect(booking).toMatchObject({ status: 'cancelled', amountPaid: c.total });
      expect(booking.cancellation).toEqual({ allowed: false, reason: 'not_confirmed' });
    }
    const after = await guestView(c);
    expect(after).toMatchObject({ amountRefunded: c.total, refundPending: 0 });

    const refunds = await stripeRefunds(c.bookingId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: euroToCents(c.total), status: 'succeeded' });
    expect(await takenNights(c)).toEqual([]);

    const guestMail = await mailTo(c.email, /^Prenotazione cancellata/);
    expect(guestMail.body.text).toMatch(/ti rimborsiamo l'intero importo pagato, [\d.,]+\s€/);
    expect(guestMail.body.text).toContain(`token=${c.token}`);
    // Imported once the test API configured the functions (the config is read at import).
    const { env } = await import('../lib/env');
    const ownerMail = await mailTo(
      env.MAIL_OWNER,
      new RegExp(`^Cancellazione ${bookingCode(c.bookingId)}:`),
    );
    expect(ownerMail.body.text).toContain('Luca Ferrara ha cancellato');
    expect(ownerMail.body.text).not.toContain(c.token);
    const cancellationMails = (await mailsTo(api, c.email)).filter((m) =>
      /cancellata/.test(m.subject),
    );
    expect(cancellationMails).toHaveLength(1);

    // The owner's panel shows it cancelled by the guest, and keeps nothing of it as revenue.
    const admin = await signIn(api);
    const bookings = routes.listBookings.response.parse(
      await (await admin.fetch('/api/bookings')).json(),
    );
    const own = bookings.find((b) => b.id === c.bookingId);
    expect(own).toMatchObject({ status: 'cancelled', cancelReason: 'guest' });
    expect(totalRevenue(own ? [own] : [])).toBe(0);
  });

  it('5 days before check-in: half the payment back, to the cent, and the owner keeps half', async () => {
    const c = await paidBooking(5);
    const half = Math.round(euroToCents(c.total) / 2) / 100;
    expect((await guestView(c)).cancellation).toMatchObject({ refundPercentage: 50, refund: half });

    const response = await cancel(c, half);
    expect(response.status).toBe(200);
    const { booking, refundError } = routes.cancelBooking.response.parse(await response.json());
    expect(refundError).toBeUndefined();
    expect(booking).toMatchObject({ status: 'cancelled', amountRefunded: half });
    const refunds = await stripeRefunds(c.bookingId);
    expect(refunds.map((r) => r.amount)).toEqual([euroToCents(half)]);
    expect(await takenNights(c)).toEqual([]);
    expect((await mailTo(c.email, /^Prenotazione cancellata/)).body.text).toContain(
      'ti rimborsiamo',
    );
  });

  it("a refund other than today's is not confirmed blindly: 409, and nothing changes", async () => {
    const c = await paidBooking(20);
    const response = await cancel(c, Math.round(c.total / 2));
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'refund_changed' });
    expect((await guestView(c)).status).toBe('confirmed');
    expect(await stripeRefunds(c.bookingId)).toHaveLength(0);
    expect(await takenNights(c)).toHaveLength(2);
  });

  it('from the check-in day on, the cancellation is refused with a clear message', async () => {
    const c = await paidBooking(30);
    const { cancelByGuest } = await import('./guest-cancellation');
    const onArrival = new Date(`${c.checkIn}T14:00:00Z`);
    await expect(
      cancelByGuest(c.bookingId, { token: c.token, refund: 0 }, onArrival),
    ).rejects.toThrow(/Il soggiorno è già iniziato/);
    expect((await guestView(c)).status).toBe('confirmed');
    expect(await takenNights(c)).toHaveLength(2);
  });

  it('a wrong or missing guest link cancels nothing', async () => {
    const c = await paidBooking(40);
    const other = await paidBooking(44);
    for (const token of [other.token, 'A'.repeat(43), 'short']) {
      const response = await cancel(c, c.total, token);
      expect(response.status).toBe(404);
      expect(await response.text()).toMatch(/Prenotazione non trovata/);
    }
    const missing = await api.post(`/api/bookings/${c.bookingId}/cancel`, { refund: c.total });
    expect(missing.status).toBe(400);
    expect((await guestView(c)).status).toBe('confirmed');
    expect((await guestView(other)).status).toBe('confirmed');
  });
});

describe("'Aggiungi al calendario'", () => {
  it("gives the guest's stay as an all-day event, only with the guest link", async () => {
    const c = await paidBooking(50);
    const response = await api.fetch(`/api/bookings/${c.bookingId}/calendar?token=${c.token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.ics"/);
    const ics = await response.text();
    expect(ics).toContain(`DTSTART;VALUE=DATE:${c.checkIn.replaceAll('-', '')}`);
    expect(ics).toContain(`DTEND;VALUE=DATE:${addDays(c.checkOut, 1).replaceAll('-', '')}`);
    expect(ics.replace(/\r\n /g, '')).toMatch(/LOCATION:.+95131 Catania \(CT\)/);
    expect(ics).toMatch(/\r\nEND:VCALENDAR\r\n$/);

    const stranger = await api.fetch(
      `/api/bookings/${c.bookingId}/calendar?token=${'A'.repeat(43)}`,
    );
    expect(stranger.status).toBe(404);
  });
});
