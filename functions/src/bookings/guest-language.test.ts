import { bookingCode } from '@catania/shared/domain/booking';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
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
 * The guest's language travels with the booking: a booking made on an English page
 * opens Stripe's page in English, returns to the English pages, and every mail the guest gets
 * about it (confirmation, cancellation, pre-check-in reminder) is in English; an Italian one is
 * unchanged.
 */

let api: TestApi;
let stripe: Stripe;
const today = todayInRome();
const day = (n: number) => addDays(today, n);
const APARTMENT = 'appartamento-2';

beforeAll(async () => {
  api = await startTestApi();
  stripe = stripeClient(api);
});
afterAll(() => api.stop());

/** Words only the Italian mails use: none may reach an English guest. */
const ITALIAN_WORDS =
  /\b(Prenotazione|prenotazione|Ciao|Notti|notti|Ospiti|ospiti|Totale|Indirizzo|Imposta|Cancellazione|rimborso|giorni|Assistenza|Appartamento|Vedi|Compila)\b/;

/** A mail's words, without its links (the pages' paths are Italian slugs in every language). */
const words = (text = '') => text.replace(/https?:\/\/\S+/g, '');

async function book(daysAhead: number, locale?: 'en' | 'it') {
  const checkIn = day(daysAhead);
  const checkOut = day(daysAhead + 2);
  const price = (await (
    await api.fetch(`/api/prices/${APARTMENT}/calculate?startDate=${checkIn}&endDate=${checkOut}`)
  ).json()) as { totalPrice: number };
  const email = guestAddress(`lang-${locale ?? 'none'}`);
  const response = await api.post('/api/create-payment-link', {
    amount: price.totalPrice,
    apartmentId: APARTMENT,
    guestDetails: { name: 'Emma Clarke', email },
    bookingDetails: { apartmentName: 'x', checkIn, checkOut, guests: 2 },
    ...(locale ? { locale } : {}),
  });
  expect(response.status).toBe(200);
  const c = (await response.json()) as { bookingId: string; sessionId: string; url: string };
  return { ...c, email, total: price.totalPrice };
}

async function firstMail(email: string, subject: RegExp) {
  return eventually(async () => (await mailsTo(api, email)).find((m) => subject.test(m.subject)), {
    what: `a mail to ${email} about ${subject}`,
  });
}

describe('a booking made in English', () => {
  it('opens Stripe in English, comes back to the English pages, and is confirmed and cancelled in English', async () => {
    const c = await book(40, 'en');
    const session = await stripe.checkout.sessions.retrieve(c.sessionId);
    expect(session.locale).toBe('en');
    expect(session.success_url).toMatch(/\/en\/booking\/success\?session_id=/);
    expect(session.cancel_url).toContain(`/en/checkout/${c.bookingId}?token=`);

    const page = await (await fetch(c.url)).text();
    expect(page).toContain('<html lang="en">');
    expect(page).toMatch(/Pay €[\d,.]+<\/button>/);
    expect(page).toContain('From ');

    const paid = await payOnHostedPage(c.url);
    expect(paid.location).toContain(`/en/booking/success?session_id=${c.sessionId}`);
    const confirmation = await firstMail(c.email, /^Booking confirmed/);
    const text = confirmation.body.text;
    expect(confirmation.subject).toContain(bookingCode(c.bookingId));
    expect(text).toContain('Hello Emma Clarke,');
    expect(text).toMatch(/Check-in: \p{L}+day, \d+ \p{L}+ \d{4}, from 15:00 to 20:00/u);
    expect(text).toContain('Nights: 2 nights');
    expect(text).toMatch(/Total paid: €\d+/);
    expect(text).toContain('Address: Via Etnea, 176, 95131 Catania (CT). First floor.');
    expect(text).toContain('Free cancellation up to 7 days before check-in');
    expect(text).toMatch(/€3\.00 per person per night/);
    expect(text).toContain('/en/la-mia-prenotazione?bookingId=');
    expect(words(text)).not.toMatch(ITALIAN_WORDS);
    expect(confirmation.body.html).toContain('<html lang="en">');

    const token = await guestTokenOf(api, c.sessionId);
    const cancelled = await api.post(`/api/bookings/${c.bookingId}/cancel`, {
      token,
      refund: c.total,
    });
    expect(cancelled.status).toBe(200);
    const cancellation = await firstMail(c.email, /^Booking cancelled/);
    expect(cancellation.body.text).toMatch(
      /Under the cancellation terms we are refunding the whole amount you paid, €[\d,.]+, to the card you paid with/,
    );
    expect(words(cancellation.body.text)).not.toMatch(ITALIAN_WORDS);
  });

  it('gets its pre-check-in reminder in English, with the English pre-check-in page', async () => {
    const { sendPrecheckinReminders } = await import('../checkin/jobs');
    const c = await book(2, 'en');
    await payOnHostedPage(c.url);
    await firstMail(c.email, /^Booking confirmed/);
    await sendPrecheckinReminders();
    const reminder = await firstMail(c.email, /^Pre-check-in reminder/);
    expect(reminder.body.text).toContain('Reminder: your pre-check-in is missing');
    expect(reminder.body.text).toMatch(/\/en\/check-in\/[\w-]+/);
    expect(words(reminder.body.text)).not.toMatch(ITALIAN_WORDS);
  });
});

describe('a booking without a language', () => {
  it('stays Italian: Stripe in Italian, the Italian pages, the Italian mail', async () => {
    const c = await book(50);
    const session = await stripe.checkout.sessions.retrieve(c.sessionId);
    expect(session.locale).toBe('it');
    expect(session.success_url).not.toContain('/en/');
    await payOnHostedPage(c.url);
    const confirmation = await firstMail(c.email, /^Prenotazione confermata/);
    expect(confirmation.body.text).toContain('Ciao Emma Clarke,');
    expect(confirmation.body.text).toContain('Notti: 2 notti');
    expect(confirmation.body.html).toContain('<html lang="it">');
  });

  it('refuses a language the site does not speak, naming the field', async () => {
    const response = await api.post('/api/create-payment-link', {
      amount: 100,
      apartmentId: APARTMENT,
      guestDetails: { name: 'Emma Clarke', email: guestAddress('lang-xx') },
      bookingDetails: { apartmentName: 'x', checkIn: day(60), checkOut: day(62), guests: 2 },
      locale: 'xx',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues?: { field: string; code?: string }[] };
    // The field named, with a stable code for the page to say it in its own language.
    expect(body.issues).toContainEqual(
      expect.objectContaining({ field: 'locale', code: 'invalid_value' }),
    );
  });
});
