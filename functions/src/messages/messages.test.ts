import { routes } from '@catania/shared/api/routes';
import { formatLongDate } from '@catania/shared/domain/booking';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { DEFAULT_MESSAGE_TEMPLATES } from '@catania/shared/domain/guest-messages';
import { romeInstant } from '@catania/shared/domain/rome-time';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import { openArrival, submitPrecheckin } from '@catania/testing/checkin-fixtures';
import {
  eventually,
  guestAddress,
  guestTokenOf,
  mailsTo,
  payOnHostedPage,
} from '@catania/testing/payments';
import { couple } from '@catania/testing/precheckin-data';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The host's scheduled messages through the API as deployed (DynamoDB Local, the SES emulator):
 * the owner's templates, a stay's timeline at Rome times, the job sending each message once and
 * never at night, 'Invia ora' and 'Salta', a cancelled stay's messages dropped.
 */

let api: TestApi;
let admin: AdminClient;
const today = todayInRome();
const day = (n: number) => addDays(today, n);
const minutesAfter = (instant: Date, minutes: number) =>
  new Date(instant.getTime() + minutes * 60_000);

beforeAll(async () => {
  await useTestAdminCredentials();
  api = await startTestApi();
  admin = await signIn(api);
});
afterAll(() => api.stop());

/** The job's work at a given instant (imported once the test API has set the environment). */
const sendDueMessages = async (now: Date) => (await import('./schedule')).sendDueMessages(now);

async function timeline(stayKey: string) {
  const response = await admin.fetch(`/api/admin/stays/${encodeURIComponent(stayKey)}/messages`);
  expect(response.status).toBe(200);
  return routes.listStayMessages.response.parse(await response.json());
}

async function paidBooking(checkIn: string, nights: number, email: string) {
  const checkOut = addDays(checkIn, nights);
  const price = (await (
    await api.fetch(`/api/prices/appartamento-1/calculate?startDate=${checkIn}&endDate=${checkOut}`)
  ).json()) as { totalPrice: number };
  const created = await api.post('/api/create-payment-link', {
    amount: price.totalPrice,
    apartmentId: 'appartamento-1',
    guestDetails: { name: 'Chiara Bianchi', email },
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
  return { bookingId, checkOut, token: await guestTokenOf(api, sessionId) };
}

const scheduled = async (email: string) =>
  (await mailsTo(api, email)).filter((m) => !m.subject.startsWith('Prenotazione'));

describe('a paid booking with check-in in 8 days', () => {
  it('plans its four messages at Rome times, sends each once at its time, and drops the rest when cancelled', async () => {
    const email = guestAddress('messages');
    const checkIn = day(8);
    const { bookingId, checkOut } = await paidBooking(checkIn, 3, email);
    const stayKey = `booking:${bookingId}`;

    const planned = await timeline(stayKey);
    expect(planned.messages.map((m) => [m.kind, m.status, m.dueAt])).toEqual([
      ['pre-arrival', 'planned', romeInstant(addDays(checkIn, -7), '10:00').toISOString()],
      ['arrival-details', 'planned', romeInstant(addDays(checkIn, -1), '10:00').toISOString()],
      ['checkout-reminder', 'planned', romeInstant(addDays(checkOut, -1), '19:00').toISOString()],
      ['thank-you', 'planned', romeInstant(addDays(checkOut, 1), '10:00').toISOString()],
    ]);

    // A minute before its time nothing goes; at its time, once, however often the job runs.
    const preArrivalAt = romeInstant(addDays(checkIn, -7), '10:00');
    await sendDueMessages(minutesAfter(preArrivalAt, -1));
    await sendDueMessages(minutesAfter(preArrivalAt, 1));
    await sendDueMessages(minutesAfter(preArrivalAt, 16));
    const first = await eventually(
      async () => {
        const mails = await scheduled(email);
        return mails.length > 0 ? mails : undefined;
      },
      { timeoutMs: 30_000, what: 'the pre-arrival message' },
    );
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe(
      'Tra una settimana a Catania: come arrivare a Appartamento Moderno Duomo',
    );
    const text = first[0]?.body.text ?? '';
    expect(text).toContain('Ciao Chiara,');
    expect(text).toContain(formatLongDate(checkIn));
    expect(text).toContain('Via Vittorio Emanuele II, 120');
    expect(text).toContain('/check-in/');
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(first[0]?.replyTo).toEqual(['info@cataniacentroapartments.it']);

    await sendDueMessages(minutesAfter(romeInstant(addDays(checkIn, -1), '10:00'), 5));
    await eventually(async () => (await scheduled(email)).length === 2, {
      timeoutMs: 30_000,
      what: 'the arrival details',
    });
    const afterTwo = await timeline(stayKey);
    expect(afterTwo.messages.map((m) => m.status)).toEqual(['sent', 'sent', 'planned', 'planned']);

    const rejected = await admin.send('PUT', `/api/bookings/${bookingId}/status`, {
      status: 'rejected',
    });
    expect(rejected.status).toBe(200);
    const dropped = await timeline(stayKey);
    expect(dropped.messages.map((m) => m.status)).toEqual([
      'sent',
      'sent',
      'cancelled',
      'cancelled',
    ]);
    await sendDueMessages(minutesAfter(romeInstant(addDays(checkOut, -1), '19:00'), 5));
    await sendDueMessages(minutesAfter(romeInstant(addDays(checkOut, 1), '10:00'), 5));
    const all = await scheduled(email);
    expect(all.filter((m) => !m.subject.includes('rifiutata'))).toHaveLength(2);
  }, 60_000);
});

describe('an imported stay with the guest’s e-mail', () => {
  it('waits for the morning when a message falls due at night', async () => {
    const arrival = await openArrival(admin, { start: 3 });
    const stayKey = arrival.arrival.stayKey;
    // Booked late: the pre-arrival (7 days before) is already due, and still worth sending.
    expect((await timeline(stayKey)).messages[0]).toMatchObject({
      kind: 'pre-arrival',
      status: 'waiting',
    });
    expect(await sendDueMessages(romeInstant(day(1), '23:30'))).toBe(0);
    expect(await sendDueMessages(romeInstant(day(2), '07:55'))).toBe(0);
    expect(await sendDueMessages(romeInstant(day(2), '08:05'))).toBeGreaterThanOrEqual(1);
    const mails = await eventually(
      async () => {
        const found = (await mailsTo(api, arrival.email)).filter((m) =>
          m.subject.startsWith('Tra una settimana'),
        );
        return found.length > 0 ? found : undefined;
      },
      { timeoutMs: 30_000, what: 'the morning message' },
    );
    expect(mails).toHaveLength(1);
  });

  it('sends one now or skips one at the owner’s word, each once', async () => {
    const arrival = await openArrival(admin, { start: 20 });
    const path = `/api/admin/stays/${encodeURIComponent(arrival.arrival.stayKey)}/messages`;
    const sent = await admin.send('POST', `${path}/arrival-details/send`);
    expect(sent.status).toBe(200);
    expect(routes.sendStayMessage.response.parse(await sent.json()).message).toMatchObject({
      kind: 'arrival-details',
      status: 'sent',
      byOwner: true,
    });
    expect((await admin.send('POST', `${path}/arrival-details/send`)).status).toBe(409);
    const skipped = await admin.send('POST', `${path}/thank-you/skip`);
    expect(skipped.status).toBe(200);
    expect((await admin.send('POST', `${path}/thank-you/send`)).status).toBe(409);
    expect((await admin.send('POST', `${path}/ciao/send`)).status).toBe(404);
    expect((await timeline(arrival.arrival.stayKey)).messages.map((m) => m.status)).toEqual([
      'planned',
      'sent',
      'planned',
      'skipped',
    ]);
    const mails = await eventually(
      async () => {
        const found = (await mailsTo(api, arrival.email)).filter((m) =>
          m.subject.startsWith('Domani il tuo arrivo'),
        );
        return found.length > 0 ? found : undefined;
      },
      { timeoutMs: 30_000, what: 'the message sent now' },
    );
    // Until the identification rules release them, the access details are only promised, with
    // what is still missing.
    expect(mails[0]?.body.text).toContain('Manca ancora: Completa il pre-check-in online');
    expect(mails[0]?.body.text).toMatch(/riconoscimento/);
  });

  it('gives the access details once the pre-check-in is complete and the lead guest identified', async () => {
    const code = 'Cassetta accanto al portone, codice 5703#';
    const access = await admin.send('PUT', '/api/admin/apartments/appartamento-3/access', {
      instructions: code,
    });
    expect(access.status).toBe(200);
    const arrival = await openArrival(admin, { start: 25 });
    const stayKey = arrival.arrival.stayKey;
    expect((await submitPrecheckin(api, arrival.token, couple())).status).toBe(200);
    const identified = await admin.send(
      'PUT',
      `/api/admin/checkin/stays/${stayKey}/identification`,
      { persons: ['in_person', null] },
    );
    expect(identified.status).toBe(200);
    const path = `/api/admin/stays/${encodeURIComponent(stayKey)}/messages`;
    expect((await admin.send('POST', `${path}/arrival-details/send`)).status).toBe(200);
    const mails = await eventually(
      async () => {
        const found = (await mailsTo(api, arrival.email)).filter((m) =>
          m.subject.startsWith('Domani il tuo arrivo'),
        );
        return found.length > 0 ? found : undefined;
      },
      { timeoutMs: 30_000, what: 'the arrival details' },
    );
    expect(mails[0]?.body.text).toContain(code);
    expect(mails[0]?.body.text).not.toContain('Manca ancora');
  });

  it('has no messages without an e-mail', async () => {
    const arrival = await openArrival(admin, { start: 30, mail: false });
    expect((await timeline(arrival.arrival.stayKey)).messages.map((m) => m.status)).toEqual([
      'no-email',
      'no-email',
      'no-email',
      'no-email',
    ]);
  });
});

describe('the owner’s templates', () => {
  it('lists the house’s defaults', async () => {
    const response = await admin.fetch('/api/admin/message-templates');
    const { templates } = routes.listMessageTemplates.response.parse(await response.json());
    expect(templates.map((t) => [t.id, t.isDefault, t.daysOffset, t.time])).toEqual([
      ['pre-arrival', true, -7, '10:00'],
      ['arrival-details', true, -1, '10:00'],
      ['checkout-reminder', true, -1, '19:00'],
      ['thank-you', true, 1, '10:00'],
    ]);
  });

  it('refuses an unknown placeholder, naming it, and a time at night', async () => {
    const unknown = await admin.send('PUT', '/api/admin/message-templates/pre-arrival', {
      ...DEFAULT_MESSAGE_TEMPLATES['pre-arrival'],
      body: 'Ciao {{nome}}, il codice è {{codice_porta}}.',
    });
    expect(unknown.status).toBe(400);
    const body = (await unknown.json()) as { error: string; issues: { field: string }[] };
    expect(body.error).toContain('{{codice_porta}}');
    expect(body.issues[0]?.field).toBe('body');
    const night = await admin.send('PUT', '/api/admin/message-templates/pre-arrival', {
      ...DEFAULT_MESSAGE_TEMPLATES['pre-arrival'],
      time: '23:30',
    });
    expect(night.status).toBe(400);
    expect(await night.text()).toContain('solo di giorno');
    expect(
      (
        await admin.send('PUT', '/api/admin/message-templates/ciao', {
          ...DEFAULT_MESSAGE_TEMPLATES['pre-arrival'],
        })
      ).status,
    ).toBe(404);
    // Nothing written by the refusals.
    const { templates } = routes.listMessageTemplates.response.parse(
      await (await admin.fetch('/api/admin/message-templates')).json(),
    );
    expect(templates.find((t) => t.id === 'pre-arrival')?.isDefault).toBe(true);
  });

  it('sends the owner’s new words in the next message, escaped in HTML; an apartment’s variant for its stays', async () => {
    const saved = await admin.send('PUT', '/api/admin/message-templates/thank-you', {
      ...DEFAULT_MESSAGE_TEMPLATES['thank-you'],
      subject: 'Grazie di cuore, {{nome}}',
      body: 'Ciao {{nome}}, <b>grazie</b> & a presto!\n\nRecensione: {{link_recensione}}',
    });
    expect(saved.status).toBe(200);
    const thankYouOf = async (email: string, subject: string) =>
      eventually(
        async () => {
          const found = (await mailsTo(api, email)).filter((m) => m.subject.startsWith(subject));
          return found.length > 0 ? found : undefined;
        },
        { timeoutMs: 30_000, what: `the thank-you «${subject}»` },
      );
    const runAfter = (checkOut: string) =>
      sendDueMessages(minutesAfter(romeInstant(addDays(checkOut, 1), '10:00'), 1));

    const general = await openArrival(admin, { start: -4, nights: 3 });
    expect(await runAfter(general.arrival.checkOut)).toBeGreaterThanOrEqual(1);
    const [mail] = await thankYouOf(general.email, 'Grazie di cuore');
    expect(mail?.subject).toBe('Grazie di cuore, Giulia');
    expect(mail?.body.html).toContain('&lt;b&gt;grazie&lt;/b&gt; &amp; a presto!');
    expect(mail?.body.html).not.toContain('<b>grazie</b>');
    // The stay's own review link, in the text and under it.
    expect(mail?.body.html).toMatch(/<a href="http[^"]+\/recensione\/[A-Za-z0-9_-]{43}"/);

    // The apartment's own variant wins over the general text for its stays.
    const variant = await admin.send(
      'PUT',
      '/api/admin/message-templates/thank-you:appartamento-3',
      { ...DEFAULT_MESSAGE_TEMPLATES['thank-you'], subject: 'Grazie dalla Suite, {{nome}}' },
    );
    expect(variant.status).toBe(200);
    const withVariant = await openArrival(admin, { start: -8, nights: 3 });
    expect(await runAfter(withVariant.arrival.checkOut)).toBeGreaterThanOrEqual(1);
    expect((await thankYouOf(withVariant.email, 'Grazie dalla Suite'))[0]?.subject).toBe(
      'Grazie dalla Suite, Giulia',
    );

    const preview = await admin.send('POST', '/api/admin/message-templates/preview', {
      kind: 'thank-you',
      subject: 'Grazie, {{nome}}',
      body: 'Ciao {{nome}}, a presto a {{appartamento}} {{sconosciuto}}',
      stayKey: general.arrival.stayKey,
    });
    expect(preview.status).toBe(200);
    const shown = routes.previewMessageTemplate.response.parse(await preview.json());
    expect(shown.text).toContain('Ciao Giulia, a presto a Suite Romantica Bellini');
    expect(shown.stay.stayKey).toBe(general.arrival.stayKey);
    expect(shown.unknown).toEqual(['sconosciuto']);

    expect((await admin.send('DELETE', '/api/admin/message-templates/thank-you')).status).toBe(200);
    const variantPath = '/api/admin/message-templates/thank-you:appartamento-3';
    expect((await admin.send('DELETE', variantPath)).status).toBe(200);
    expect((await admin.send('DELETE', variantPath)).status).toBe(404);
  });
});
