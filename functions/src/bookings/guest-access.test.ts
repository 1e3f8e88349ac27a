import { routes } from '@catania/shared/api/routes';
import { bookingCode } from '@catania/shared/domain/booking';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import {
  eventually,
  guestAddress,
  guestTokenOf,
  mailsTo,
  payOnHostedPage,
} from '@catania/testing/payments';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Guest data only to its guest: the booking's secret link opens it, nothing else does;
 * the export feed, read by a stranger, gives nothing that opens a booking.
 */
let api: TestApi;
const today = todayInRome();
const day = (n: number) => addDays(today, n);
const APARTMENT = 'appartamento-4';

beforeAll(async () => {
  await useTestAdminCredentials();
  api = await startTestApi();
});
afterAll(() => api.stop());

let nextDay = 70;
/** A guest books and pays; the confirmation mail arrives. */
async function paidBooking(tag: string) {
  const checkIn = day(nextDay);
  const checkOut = day(nextDay + 2);
  nextDay += 3;
  const price = (await (
    await api.fetch(`/api/prices/${APARTMENT}/calculate?startDate=${checkIn}&endDate=${checkOut}`)
  ).json()) as { totalPrice: number };
  const email = guestAddress(tag);
  const response = await api.post('/api/create-payment-link', {
    amount: price.totalPrice,
    apartmentId: APARTMENT,
    guestDetails: { name: 'Sofia Marino', email, phone: '+39 347 000 1111' },
    bookingDetails: { apartmentName: 'x', checkIn, checkOut, guests: 2, specialRequests: 'Culla' },
  });
  expect(response.status).toBe(200);
  const c = (await response.json()) as { bookingId: string; sessionId: string; url: string };
  const paid = await payOnHostedPage(c.url);
  const mail = await eventually(async () => (await mailsTo(api, email))[0], {
    what: 'the confirmation mail',
  });
  return { ...c, email, checkIn, checkOut, returnUrl: paid.location ?? '', mail };
}

/** Every public GET route of the table, called with `value` wherever it takes a value. */
async function publicReadsWith(value: string): Promise<number[]> {
  const v = encodeURIComponent(value);
  const paths = [
    `/api/bookings/${v}`,
    `/api/bookings/${v}?token=${v}`,
    `/api/bookings/from-session/${v}?token=${v}`,
    `/api/ical/${v}`,
  ];
  return Promise.all(paths.map(async (path) => (await api.fetch(path)).status));
}

describe('the secret guest link', () => {
  it("the link in the confirmation mail opens the guest's booking; Stripe's return URL too", async () => {
    const c = await paidBooking('mail-link');
    const link = /Vedi la prenotazione: (\S+)/.exec(c.mail.body.text ?? '')?.[1] ?? '';
    const url = new URL(link);
    expect(url.pathname).toBe('/la-mia-prenotazione');
    const token = url.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    expect(token).not.toContain(c.bookingId);
    expect(c.mail.body.html).toContain(link.replaceAll('&', '&amp;'));

    const response = await api.fetch(
      `/api/bookings/${url.searchParams.get('bookingId')}?token=${token}`,
    );
    expect(response.status).toBe(200);
    const booking = routes.getBooking.response.strict().parse(await response.json());
    expect(booking).toMatchObject({
      id: c.bookingId,
      guestName: 'Sofia Marino',
      status: 'confirmed',
      paid: true,
    });

    const back = new URL(c.returnUrl);
    expect(back.searchParams.get('token')).toBe(token);
    const session = back.searchParams.get('session_id') ?? '';
    expect((await api.fetch(`/api/bookings/from-session/${session}?token=${token}`)).status).toBe(
      200,
    );
  });

  it('without its own token no public route returns the booking', async () => {
    const a = await paidBooking('no-token-a');
    const b = await paidBooking('no-token-b');
    const tokenB = await guestTokenOf(api, b.sessionId);
    const attempts = [
      `/api/bookings/${a.bookingId}`,
      `/api/bookings/${a.bookingId}?token=`,
      `/api/bookings/${a.bookingId}?token=${tokenB}`,
      `/api/bookings/${a.bookingId}?token=${a.bookingId}`,
      `/api/bookings/${a.bookingId}?token=${'A'.repeat(43)}`,
      `/api/bookings/from-session/${a.sessionId}`,
      `/api/bookings/from-session/${a.sessionId}?token=${tokenB}`,
      `/api/bookings/from-session/${a.sessionId}?token=${a.sessionId}`,
    ];
    for (const path of attempts) {
      const response = await api.fetch(path);
      const text = await response.text();
      expect([400, 404], path).toContain(response.status);
      expect(text, path).not.toContain('Sofia');
      expect(text, path).not.toContain(a.email);
    }
  });

  it('a link stops opening the booking some time after check-out', async () => {
    const c = await paidBooking('lapsed');
    const token = await guestTokenOf(api, c.sessionId);
    const { requireGuestBooking } = await import('./guest-links');
    const soon = new Date(`${addDays(c.checkOut, 29)}T12:00:00Z`);
    expect((await requireGuestBooking(token, soon)).id).toBe(c.bookingId);
    const later = new Date(`${addDays(c.checkOut, 31)}T12:00:00Z`);
    await expect(requireGuestBooking(token, later)).rejects.toThrow(/non valido o scaduto/);
  });
});

describe('the export feed, read by a stranger', () => {
  it('gives nothing that returns guest data from any public route', async () => {
    const c = await paidBooking('feed');
    const admin = await signIn(api);
    const exports = routes.listIcalExports.response.parse(
      await (await admin.fetch('/api/admin/ical-exports')).json(),
    );
    const feedUrl = new URL(exports.find((e) => e.apartmentId === APARTMENT)?.url ?? '');

    const ics = await (await api.fetch(feedUrl.pathname)).text();
    const uids = [...ics.matchAll(/^UID:(.+)$/gm)].map((m) => m[1]?.trim() ?? '');
    expect(uids.length).toBeGreaterThan(0);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${c.checkIn.replaceAll('-', '')}`);
    for (const secret of [
      c.bookingId,
      c.bookingId.slice(0, 8),
      bookingCode(c.bookingId),
      c.sessionId,
      c.email,
      'Sofia',
    ]) {
      expect(ics).not.toContain(secret);
    }

    // Every UID, and every piece of it, tried on every public route: nothing opens.
    const pieces = uids.flatMap((uid) => [uid, ...uid.split(/[-@]/)]).filter(Boolean);
    for (const piece of new Set(pieces)) {
      for (const status of await publicReadsWith(piece)) expect(status).toBeGreaterThanOrEqual(400);
    }
  });
});
