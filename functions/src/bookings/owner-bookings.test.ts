import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '@catania/shared/api/routes';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { site } from '@catania/shared/config/site';
import { bookingCode, formatShortDate } from '@catania/shared/domain/booking';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import type { Booking } from '@catania/shared/schemas/booking';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import {
  eventually,
  guestAddress,
  mailsTo,
  payOnHostedPage,
  settledMails,
} from '@catania/testing/payments';
import { tableFixtures } from '@catania/testing/table-fixtures';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let api: TestApi;
let admin: AdminClient;
let fixtures: ReturnType<typeof tableFixtures>;
const today = todayInRome();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  await useTestAdminCredentials();
  api = await startTestApi();
  admin = await signIn(api);
  fixtures = tableFixtures(api.tableName);
});
afterAll(() => api.stop());

let nextDay = 10;
function phoneBooking(change: Record<string, unknown> = {}) {
  const checkIn = day(nextDay);
  nextDay += 4;
  return {
    apartmentId: 'appartamento-2',
    checkIn,
    checkOut: addDays(checkIn, 3),
    guests: 2,
    guestName: 'Giulia Russo',
    guestEmail: guestAddress('owner-booking'),
    guestPhone: '+39 333 1234567',
    payment: 'link',
    ...change,
  };
}
const enter = (body: Record<string, unknown>) => admin.send('POST', '/api/admin/bookings', body);

async function list(): Promise<Booking[]> {
  return routes.listBookings.response.parse(await (await admin.fetch('/api/bookings')).json());
}
const find = async (id: string) => (await list()).find((b) => b.id === id);

async function unavailable(apartmentId: string): Promise<string[]> {
  const response = await api.fetch(`/api/availability/${apartmentId}`);
  return ((await response.json()) as { unavailableDates: string[] }).unavailableDates;
}

const mailTo = (email: string, subject: RegExp) =>
  eventually(async () => (await mailsTo(api, email)).find((m) => subject.test(m.subject)), {
    what: `a mail ${subject} to ${email}`,
  });

async function quote(apartmentId: string, checkIn: string, checkOut: string): Promise<number> {
  const response = await api.fetch(
    `/api/prices/${apartmentId}/calculate?startDate=${checkIn}&endDate=${checkOut}`,
  );
  return ((await response.json()) as { totalPrice: number }).totalPrice;
}

describe('POST /api/admin/bookings', () => {
  it('with a payment link: the guest is mailed the link, the nights are held, paying makes it paid and confirmed', async () => {
    const body = phoneBooking();
    const response = await enter(body);
    expect(response.status).toBe(200);
    const answer = routes.createOwnerBooking.response.parse(await response.json());
    expect(answer.paymentUrl).toBeDefined();

    const linkMail = await mailTo(body.guestEmail, /^Link di pagamento/);
    expect(linkMail.body.text).toContain(answer.paymentUrl);
    expect(await unavailable('appartamento-2')).toEqual(
      expect.arrayContaining([body.checkIn, day(nextDay - 3)]),
    );
    const pending = await find(answer.bookingId);
    expect(pending).toMatchObject({ status: 'pending', source: 'owner' });
    expect(pending?.totalPrice).toBe(await quote('appartamento-2', body.checkIn, body.checkOut));
    // Stripe's longest life for a session: just under 24 hours.
    const expires = Date.parse(pending?.paymentLinkExpiresAt ?? '');
    expect(expires - Date.now()).toBeGreaterThan(23.5 * 3_600_000);
    expect(expires - Date.now()).toBeLessThan(24 * 3_600_000);

    const paid = await payOnHostedPage(answer.paymentUrl ?? '');
    expect(paid.status).toBe(303);
    const confirmed = await eventually(
      async () => {
        const b = await find(answer.bookingId);
        return b?.status === 'confirmed' && b.paidAt ? b : undefined;
      },
      { what: 'the paid owner booking' },
    );
    expect(confirmed.amountPaid).toBe(confirmed.totalPrice);
    await mailTo(body.guestEmail, /^Prenotazione confermata/);
  }, 60_000);

  it('paid outside: confirmed and paid at once, the guest confirmed, the nights sold', async () => {
    const body = phoneBooking({ payment: 'offline', note: 'Contanti alla consegna chiavi' });
    const response = await enter(body);
    expect(response.status).toBe(200);
    const answer = routes.createOwnerBooking.response.parse(await response.json());
    expect(answer.paymentUrl).toBeUndefined();
    const booking = await find(answer.bookingId);
    expect(booking).toMatchObject({
      status: 'confirmed',
      source: 'owner',
      paidOffline: true,
      ownerNote: 'Contanti alla consegna chiavi',
    });
    expect(booking?.amountPaid).toBe(booking?.totalPrice);
    const mail = await mailTo(body.guestEmail, /^Prenotazione confermata/);
    expect(mail.body.text).not.toContain('Contanti');
    expect(await unavailable('appartamento-2')).toContain(body.checkIn);
  });

  it("paid outside and cancelled by its guest: the refund is the owner's by hand, in Da fare until recorded, never sent to Stripe", async () => {
    // Far enough ahead for the policy's full refund.
    const body = phoneBooking({ payment: 'offline', checkIn: day(60), checkOut: day(63) });
    const { bookingId } = routes.createOwnerBooking.response.parse(
      await (await enter(body)).json(),
    );
    const mail = await mailTo(body.guestEmail, /^Prenotazione confermata/);
    const link = new URL(/Vedi la prenotazione: (\S+)/.exec(mail.body.text ?? '')?.[1] ?? '');
    const token = link.searchParams.get('token') ?? '';
    const view = routes.getBooking.response.parse(
      await (await api.fetch(`/api/bookings/${bookingId}?token=${token}`)).json(),
    );
    expect(view.paidOffline).toBe(true);
    const quote = view.cancellation;
    if (!quote.allowed) throw new Error('the guest should be able to cancel');
    const refund = quote.refund;
    expect(refund).toBe(view.amountPaid);

    const cancelled = await api.post(`/api/bookings/${bookingId}/cancel`, { token, refund });
    expect(cancelled.status).toBe(200);
    const answer = routes.cancelBooking.response.parse(await cancelled.json());
    // No delayed-refund notice: nothing was asked of Stripe.
    expect(answer.refundError).toBeUndefined();
    expect(answer.booking).toMatchObject({ status: 'cancelled', refundPending: refund });
    const guestMail = await mailTo(body.guestEmail, /^Prenotazione cancellata/);
    expect(guestMail.body.text).toContain('con lo stesso mezzo');
    expect(guestMail.body.text).not.toContain('Stripe');
    const ownerMail = await mailTo(
      site.contacts.email,
      new RegExp(`^Cancellazione ${bookingCode(bookingId)}`),
    );
    expect(ownerMail.body.text).toContain('Rimborso eseguito');

    const health = routes.getSystemHealth.response.parse(
      await (await admin.fetch('/api/admin/system-health')).json(),
    );
    expect(health.pendingRefunds.map((r) => r.bookingId)).not.toContain(bookingId);
    const todoFocus = async () =>
      routes.getTodo.response
        .parse(await (await admin.fetch('/api/admin/todo')).json())
        .lines.find((line) => line.kind === 'refunds_pending')
        ?.items.map((item) => item.focus);
    expect(await todoFocus()).toContain(bookingId);

    const recorded = await admin.send('POST', `/api/admin/bookings/${bookingId}/refund-by-hand`);
    expect(recorded.status).toBe(200);
    const { booking } = routes.recordRefundByHand.response.parse(await recorded.json());
    expect(booking.refund).toMatchObject({ amount: refund, status: 'succeeded' });
    expect(booking.refundDue).toBeUndefined();
    expect(await todoFocus()).not.toContain(bookingId);
    // Once; and never on a booking that owes nothing by hand, nor on one that does not exist.
    expect(
      (await admin.send('POST', `/api/admin/bookings/${bookingId}/refund-by-hand`)).status,
    ).toBe(409);
    expect(
      (
        await admin.send(
          'POST',
          '/api/admin/bookings/00000000-0000-4000-8000-000000000000/refund-by-hand',
        )
      ).status,
    ).toBe(404);
  });

  it('a price of its own needs a reason, and keeps the quote beside it', async () => {
    const without = await enter(phoneBooking({ payment: 'offline', price: 150 }));
    expect(without.status).toBe(400);
    expect(((await without.json()) as { issues: { field: string }[] }).issues).toContainEqual(
      expect.objectContaining({ field: 'priceReason' }),
    );
    const body = phoneBooking({ payment: 'offline', price: 150, priceReason: 'Cliente abituale' });
    const response = await enter(body);
    expect(response.status).toBe(200);
    const { bookingId } = (await response.json()) as { bookingId: string };
    const quoted = await quote('appartamento-2', body.checkIn, body.checkOut);
    const booking = await find(bookingId);
    expect(booking).toMatchObject({
      totalPrice: 150,
      pricePerNight: 50,
      quotedPrice: quoted,
      priceReason: 'Cliente abituale',
    });
    // The owner's detail keeps the quote's breakdown; the guest never sees lines that do not add
    // up to what they pay.
    expect(booking?.priceBreakdown?.total).toBe(quoted);
    // (Imported here: the module reads the table's name, which the test API sets, when loaded.)
    const { toGuestBooking } = await import('./guest-view');
    expect(booking && (await toGuestBooking(booking)).priceBreakdown).toBeUndefined();
  });

  it('a stay under the minimum needs the override, and the booking is marked so', async () => {
    const short = phoneBooking({ payment: 'offline' });
    short.checkOut = addDays(short.checkIn, 1);
    const refused = await enter(short);
    expect(refused.status).toBe(400);
    expect(
      ((await refused.json()) as { issues: { field: string; message: string }[] }).issues,
    ).toContainEqual({
      field: 'checkOut',
      message: expect.stringMatching(/minimo/),
    });
    const response = await enter({ ...short, minStayOverride: true });
    expect(response.status).toBe(200);
    const { bookingId } = (await response.json()) as { bookingId: string };
    expect(await find(bookingId)).toMatchObject({ minStayOverride: true, nights: 1 });
  });

  it('refuses taken nights with a 409 naming them', async () => {
    const body = phoneBooking({ payment: 'offline', apartmentId: 'appartamento-3' });
    await fixtures.blockedNight('appartamento-3', addDays(body.checkIn, 1), 'airbnb-1');
    const response = await enter(body);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toContain(
      `${formatShortDate(addDays(body.checkIn, 1))} (calendario importato)`,
    );
  });

  it.each([
    ['reversed dates', { checkIn: day(40), checkOut: day(38) }, 'checkOut'],
    ['a past check-in', { checkIn: day(-3), checkOut: day(1) }, 'checkIn'],
    ['an unknown apartment', { apartmentId: 'appartamento-7' }, 'apartmentId'],
    ['a price of 0', { price: 0, priceReason: 'x' }, 'price'],
    ['a negative price', { price: -20, priceReason: 'x' }, 'price'],
    ['three guests', { guests: 3 }, 'guests'],
    ['an e-mail without @', { guestEmail: 'giulia.example.com' }, 'guestEmail'],
    ['no payment choice', { payment: 'bitcoin' }, 'payment'],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_name, change, field) => {
    const before = (await list()).length;
    const response = await enter(phoneBooking({ payment: 'offline', ...change }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { field: string; message: string }[] };
    expect(body.issues.map((i) => i.field)).toContain(field);
    expect(body.issues.every((i) => /[a-zà-ù]/i.test(i.message))).toBe(true);
    expect((await list()).length).toBe(before);
  });
});

describe('Invia link di pagamento', () => {
  it("on 'Conferma' of an unpaid booking, with consent: the guest gets the link, a reminder before expiry, and paying records it", async () => {
    const body = phoneBooking({ apartmentId: 'appartamento-4' });
    const price = await quote('appartamento-4', body.checkIn, body.checkOut);
    const email = guestAddress('confirm-unpaid');
    const checkout = await api.post('/api/create-payment-link', {
      amount: price,
      apartmentId: 'appartamento-4',
      guestDetails: { name: 'Paola Greco', email },
      bookingDetails: {
        apartmentName: 'x',
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        guests: 2,
      },
    });
    const { bookingId } = (await checkout.json()) as { bookingId: string };
    const response = await admin.send('PUT', `/api/bookings/${bookingId}/status`, {
      status: 'confirmed',
      sendPaymentLink: true,
    });
    expect(response.status).toBe(200);
    const answer = routes.updateBookingStatus.response.parse(await response.json());
    expect(answer.paymentLinkError).toBeUndefined();
    expect(answer.booking).toMatchObject({ status: 'confirmed' });
    const linkMail = await mailTo(email, /^Link di pagamento/);
    const stored = await find(bookingId);
    expect(stored?.paymentLinkExpiresAt).toBeDefined();

    // The reminder, once, when the link is within hours of its expiry.
    const { remindPaymentLinks } = await import('./owner-bookings');
    const nearExpiry = new Date(Date.parse(stored?.paymentLinkExpiresAt ?? '') - 3_600_000);
    expect(await remindPaymentLinks(nearExpiry)).toBeGreaterThanOrEqual(1);
    await remindPaymentLinks(nearExpiry);
    const reminders = (await mailsTo(api, email)).filter((m) =>
      /^Promemoria pagamento/.test(m.subject),
    );
    expect(reminders).toHaveLength(1);

    // Sending another link replaces the first; paying the new one records the payment.
    const again = await admin.send('POST', `/api/admin/bookings/${bookingId}/payment-link`);
    expect(again.status).toBe(200);
    const link = routes.sendPaymentLink.response.parse(await again.json());
    expect(linkMail.body.text).not.toContain(link.paymentUrl);
    expect((await payOnHostedPage(link.paymentUrl)).status).toBe(303);
    const paid = await eventually(
      async () => {
        const b = await find(bookingId);
        return b?.paidAt ? b : undefined;
      },
      { what: 'the late payment' },
    );
    expect(paid.status).toBe('confirmed');
    await mailTo(email, /^Pagamento ricevuto/);
    expect((await admin.send('POST', `/api/admin/bookings/${bookingId}/payment-link`)).status).toBe(
      409,
    );
  });

  it('answers 404 for an unknown booking', async () => {
    expect((await admin.send('POST', '/api/admin/bookings/nessuna/payment-link')).status).toBe(404);
  });
});

describe('concurrency', () => {
  it('30 owner bookings and site checkouts for overlapping nights: exactly one holder per night', async () => {
    const apartmentId: ApartmentId = 'appartamento-1';
    const prices = await Promise.all(
      [0, 1, 2].map((k) => quote(apartmentId, day(300 + k), day(303 + k))),
    );
    const calls = Array.from({ length: 30 }, (_, i) => {
      const checkIn = day(300 + (i % 3));
      const checkOut = addDays(checkIn, 3);
      if (i % 2 === 0) {
        return enter(
          phoneBooking({
            apartmentId,
            checkIn,
            checkOut,
            payment: i % 4 === 0 ? 'offline' : 'link',
            price: 200,
            priceReason: 'prova',
          }),
        );
      }
      return api.post('/api/create-payment-link', {
        amount: prices[i % 3],
        apartmentId,
        guestDetails: { name: 'Paola Greco', email: guestAddress(`race-${i}`) },
        bookingDetails: { apartmentName: 'x', checkIn, checkOut, guests: 2 },
      });
    });
    const statuses = (await Promise.all(calls)).map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const scan = await fixtures.db.send(
      new ScanCommand({
        TableName: api.tableName,
        FilterExpression: 'pk = :pk AND begins_with(sk, :night) AND #date BETWEEN :from AND :to',
        ExpressionAttributeNames: { '#date': 'date' },
        ExpressionAttributeValues: {
          ':pk': `APT#${apartmentId}`,
          ':night': 'NIGHT#',
          ':from': day(300),
          ':to': day(305),
        },
      }),
    );
    const nights = scan.Items ?? [];
    const holders = new Set(nights.map((n) => n.bookingId));
    // Every stay covers day(302): exactly one booking won, and it holds every night it asked for.
    expect(holders.size).toBe(1);
    expect(nights.map((n) => n.date)).toContain(day(302));
    expect(new Set(nights.map((n) => n.date)).size).toBe(nights.length);
    await settledMails(api, guestAddress('owner-booking'));
  });
});
