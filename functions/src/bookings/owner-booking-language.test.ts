import { routes } from '@catania/shared/api/routes';
import { bookingCode } from '@catania/shared/domain/booking';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import type { Booking } from '@catania/shared/schemas/booking';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import {
  eventually,
  guestAddress,
  mailsTo,
  payOnHostedPage,
  stripeClient,
} from '@catania/testing/payments';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A booking the owner enters for a guest who phoned keeps the language the owner chose, where a
 * site booking keeps its page's: the payment link's mail, its Stripe page, its reminder and every
 * later mail speak it. An Italian one is as it always was. Through the API as deployed (DynamoDB
 * Local, the Stripe and SES emulators).
 */

let api: TestApi;
let admin: AdminClient;
const day = (n: number) => addDays(todayInRome(), n);

beforeAll(async () => {
  await useTestAdminCredentials();
  api = await startTestApi();
  admin = await signIn(api);
});
afterAll(() => api.stop());

/** Words only the Italian mails use: none may reach an English guest. */
const ITALIAN_WORDS =
  /\b(Prenotazione|prenotazione|Ciao|Notti|notti|Ospiti|ospiti|Totale|Paga|Promemoria|soggiorno|scade|Codice|Appartamento)\b/;
/** A mail's words, without its links (the pages' paths are Italian slugs in every language). */
const words = (text = '') => text.replace(/https?:\/\/\S+/g, '');

let nextDay = 20;
function phoneBooking(change: Record<string, unknown> = {}) {
  const checkIn = day(nextDay);
  nextDay += 4;
  return {
    apartmentId: 'appartamento-3',
    checkIn,
    checkOut: addDays(checkIn, 3),
    guests: 2,
    guestName: 'Emma Clarke',
    guestEmail: guestAddress('phone-lang'),
    payment: 'link',
    ...change,
  };
}
const enter = (body: Record<string, unknown>) => admin.send('POST', '/api/admin/bookings', body);

async function list(): Promise<Booking[]> {
  return routes.listBookings.response.parse(await (await admin.fetch('/api/bookings')).json());
}

const mailTo = (email: string, subject: RegExp) =>
  eventually(async () => (await mailsTo(api, email)).find((m) => subject.test(m.subject)), {
    what: `a mail ${subject} to ${email}`,
  });

/** Enters the booking; its record as the panel lists it, and the Stripe session it was sent. */
async function entered(body: Record<string, unknown>) {
  const response = await enter(body);
  expect(response.status).toBe(200);
  const answer = routes.createOwnerBooking.response.parse(await response.json());
  const booking = (await list()).find((b) => b.id === answer.bookingId);
  if (!booking?.paymentIntentId) throw new Error('the booking should have its payment link');
  const session = await stripeClient(api).checkout.sessions.retrieve(booking.paymentIntentId);
  return { answer, booking, session, paymentUrl: answer.paymentUrl ?? '' };
}

describe("a phone booking in the guest's language", () => {
  it('in English: the link, its Stripe page, its reminder and the confirmation are English', async () => {
    const body = phoneBooking({ locale: 'en' });
    const { booking, session, paymentUrl } = await entered(body);
    // Kept where a site booking keeps its page's language: the panel's details read it there.
    expect(booking).toMatchObject({ locale: 'en', source: 'owner', status: 'pending' });
    expect(session.locale).toBe('en');
    expect(session.success_url).toContain('/en/booking/success');
    const page = await (await fetch(paymentUrl.replace('//localhost:', '//127.0.0.1:'))).text();
    expect(page).toContain('<html lang="en">');

    const link = await mailTo(body.guestEmail, /^Payment link/);
    expect(link.subject).toMatch(
      new RegExp(`^Payment link ${bookingCode(booking.id)} – .+, \\d{2}/\\d{2}/\\d{4}$`),
    );
    const text = link.body.text ?? '';
    expect(text).toContain('Hello Emma Clarke,');
    expect(text).toMatch(/as agreed, here is the link to pay for your booking at .+ \(€[\d,.]+\)/);
    expect(text).toMatch(/The link is valid until \p{L}+day, \d+ \p{L}+ \d{4} at \d{2}:\d{2}/u);
    expect(text).toContain('YOUR STAY');
    expect(text).toMatch(/Check-in: \p{L}+day, \d+ \p{L}+ \d{4}, from 15:00 to 20:00/u);
    expect(text).toContain('Nights: 3 nights');
    expect(text).toContain('Guests: 2 guests');
    expect(text).toContain(`Pay €`);
    expect(text).toContain(paymentUrl);
    expect(words(text)).not.toMatch(ITALIAN_WORDS);
    expect(link.body.html).toContain('<html lang="en">');

    // The reminder before the link lapses, in English too.
    const { remindPaymentLinks } = await import('./owner-bookings');
    const nearExpiry = new Date(Date.parse(booking.paymentLinkExpiresAt ?? '') - 3_600_000);
    await remindPaymentLinks(nearExpiry);
    const reminder = await mailTo(body.guestEmail, /^Payment reminder/);
    expect(reminder.body.text).toContain('Reminder: your payment link is about to expire');
    expect(words(reminder.body.text)).not.toMatch(ITALIAN_WORDS);

    // Paid: the confirmation follows the language the booking keeps.
    expect((await payOnHostedPage(paymentUrl)).status).toBe(303);
    const confirmation = await mailTo(body.guestEmail, /^Booking confirmed/);
    expect(confirmation.body.text).toContain('Hello Emma Clarke,');
    expect(confirmation.body.text).toContain('/en/la-mia-prenotazione?bookingId=');
  }, 60_000);

  it('in Italian (the default): the link and its Stripe page as they always were', async () => {
    for (const language of [{ locale: 'it' }, {}]) {
      const body = phoneBooking({ guestName: 'Giulia Russo', ...language });
      const { booking, session } = await entered(body);
      expect(booking.locale).toBe(language.locale);
      expect(session.locale).toBe('it');
      const link = await mailTo(body.guestEmail, /^Link di pagamento/);
      const text = link.body.text ?? '';
      expect(text).toContain('Ciao Giulia Russo,');
      expect(text).toMatch(
        /come d'accordo, ecco il link per pagare la tua prenotazione presso .+ \([\d.,]+\s€\)\. Il pagamento avviene sulla pagina sicura di Stripe\./,
      );
      expect(text).toMatch(/Il link vale fino a \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}: fino ad allora/);
      expect(text).toContain('IL TUO SOGGIORNO');
      expect(text).toContain('Notti: 3 notti');
      expect(link.body.html).toContain('<html lang="it">');
    }
  }, 60_000);

  it.each([
    ['a language the site does not speak', 'de'],
    ['a language in full', 'English'],
    ['a language in capitals', 'EN'],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_name, locale) => {
    const before = (await list()).length;
    const body = phoneBooking({ locale });
    const response = await enter(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { issues: { field: string; message: string }[] };
    expect(answer.issues).toContainEqual(
      expect.objectContaining({ field: 'locale', message: 'Lingua non supportata' }),
    );
    expect((await list()).length).toBe(before);
    expect(await mailsTo(api, body.guestEmail)).toEqual([]);
  });
});
