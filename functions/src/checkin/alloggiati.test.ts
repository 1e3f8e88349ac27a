import { registrationRecords } from '@catania/shared/domain/alloggiati-record';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { romeInstant } from '@catania/shared/domain/rome-time';
import type { ArrivalSummary } from '@catania/shared/schemas/checkin';
import type { PrecheckinRequest } from '@catania/shared/schemas/precheckin';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import {
  registerTestAlloggiatiAccount,
  type TestAlloggiatiAccount,
} from '@catania/testing/alloggiati-account';
import { openArrival, paidBooking, submitPrecheckin } from '@catania/testing/checkin-fixtures';
import { mailsTo } from '@catania/testing/payments';
import { couple } from '@catania/testing/precheckin-data';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Alloggiati Web by its web service, against the emulator and DynamoDB Local: stays
 * arriving today with the pre-check-in complete and the lead guest identified are sent by the
 * job, one valid record per guest and never twice; a refused record shows the service's message
 * and goes again once corrected; the service's failures become the guests' states.
 */

let api: TestApi;
let admin: AdminClient;
let police: TestAlloggiatiAccount;
let runAlloggiati: typeof import('./alloggiati-jobs').runAlloggiati;
let forgetToken: () => void;
const DAY = 86_400_000;
const today = todayInRome();

beforeAll(async () => {
  police = await registerTestAlloggiatiAccount();
  // A silent service is given up on quickly here (the test that makes it silent waits this
  // long), as the Region's is in osservatorio.test.ts: the emulator answers in milliseconds.
  process.env.ALLOGGIATI_TIMEOUT_MS = '2000';
  await useTestAdminCredentials();
  api = await startTestApi();
  admin = await signIn(api);
  ({ runAlloggiati } = await import('./alloggiati-jobs'));
  ({ forgetAlloggiatiToken: forgetToken } = await import('./alloggiati-service'));
});
afterAll(() => api.stop());

const guestsOf = (surname: string): PrecheckinRequest => {
  const guests = couple();
  guests.lead.surname = surname;
  return guests;
};

/** A stay with its pre-check-in sent and its lead guest identified in person. */
async function readyStay(stay: { token: string; stayKey: string }, guests: PrecheckinRequest) {
  const submitted = await submitPrecheckin(api, stay.token, guests);
  expect(submitted.status).toBe(200);
  const identified = await admin.send(
    'PUT',
    `/api/admin/checkin/stays/${encodeURIComponent(stay.stayKey)}/identification`,
    { persons: ['in_person', null] },
  );
  expect(identified.status).toBe(200);
}

async function arrivals(): Promise<Map<string, ArrivalSummary>> {
  const response = await admin.send(
    'GET',
    `/api/admin/checkin/arrivals?from=${addDays(today, -1)}&to=${addDays(today, 3)}`,
  );
  expect(response.status).toBe(200);
  const { arrivals } = (await response.json()) as { arrivals: ArrivalSummary[] };
  return new Map(arrivals.map((a) => [a.stayKey, a]));
}

const recordsOf = (guests: PrecheckinRequest, nights = 3) =>
  registrationRecords({ arrivalDate: today, nights, ...guests });

// Each step pays a booking, fills in pre-check-ins and runs the job: seconds on a busy machine.
describe('sending to Alloggiati Web', { timeout: 120_000 }, () => {
  const direct = guestsOf('Russo');
  const imported = guestsOf('Esposito');
  let bookingKey = '';
  let arrivalKey = '';
  let futureKey = '';

  it('sends a direct booking and an imported stay arriving today, once, and keeps the receipt', async () => {
    const booking = await paidBooking(api, { start: 0 });
    bookingKey = `booking:${booking.bookingId}`;
    await readyStay({ token: booking.token, stayKey: bookingKey }, direct);
    const arrival = await openArrival(admin, { start: 0, mail: false });
    arrivalKey = arrival.arrival.stayKey;
    await readyStay({ token: arrival.token, stayKey: arrivalKey }, imported);
    const future = await openArrival(admin, { start: 2, mail: false });
    futureKey = future.arrival.stayKey;
    await readyStay({ token: future.token, stayKey: futureKey }, guestsOf('Greco'));

    expect((await runAlloggiati()).sent).toBe(4);
    const received = (await police.received()).map((r) => r.record);
    expect(received.sort()).toEqual([...recordsOf(direct), ...recordsOf(imported)].sort());

    // Nothing twice: a second run and the owner's 'Invia ora' send nothing more.
    expect((await runAlloggiati()).sent).toBe(0);
    const again = await admin.send(
      'POST',
      `/api/admin/checkin/stays/${encodeURIComponent(bookingKey)}/alloggiati`,
      {},
    );
    expect(again.status).toBe(200);
    expect(((await again.json()) as { sent: number }).sent).toBe(0);
    expect(await police.received()).toHaveLength(4);

    const view = await arrivals();
    for (const key of [bookingKey, arrivalKey]) {
      expect(view.get(key)?.alloggiati.guests).toEqual([
        expect.objectContaining({ status: 'inviato', receiptDate: today, receiptAvailable: false }),
        expect.objectContaining({ status: 'inviato', receiptDate: today, receiptAvailable: false }),
      ]);
    }
    // An arrival in the future waits for its day: the service takes no advance sends.
    expect(view.get(futureKey)?.alloggiati.waitingFor).toContain('Si invia il giorno dell');
    expect(view.get(futureKey)?.alloggiati.guests[0]?.status).toBe('da_inviare');

    // The day after, the job fetches the day's receipt (the cached token has expired meanwhile).
    await police.setClock(DAY);
    try {
      const run = await runAlloggiati(new Date(Date.now() + DAY));
      expect(run).toMatchObject({ sent: 0, receipts: 1 });
    } finally {
      await police.setClock(0);
    }
    expect((await arrivals()).get(bookingKey)?.alloggiati.guests[0]?.receiptAvailable).toBe(true);
    const receipt = await admin.send('GET', `/api/admin/checkin/alloggiati/receipts/${today}`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await receipt.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('Schedine acquisite: 4');
    const missing = await admin.send(
      'GET',
      `/api/admin/checkin/alloggiati/receipts/${addDays(today, -5)}`,
    );
    expect(missing.status).toBe(404);
  });

  it('shows a record the service refuses with its message, and sends it once corrected', async () => {
    const arrival = await openArrival(admin, { start: 0, mail: false });
    const key = arrival.arrival.stayKey;
    const guests = guestsOf('Bianchi');
    await readyStay({ token: arrival.token, stayKey: key }, guests);
    // The comuni table changed since the guest wrote the data: the service refuses a comune that
    // had ceased to exist (2018) when the guest was born (2019).
    const { db, tableName } = await import('../lib/db');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { keys } = await import('../lib/keys');
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.checkinGuests(key),
        UpdateExpression: 'SET #lead.birthPlace = :place, #lead.birthDate = :born',
        ExpressionAttributeNames: { '#lead': 'lead' },
        ExpressionAttributeValues: {
          ':place': { country: 'IT', comune: '401001005', province: 'TO' },
          ':born': '2019-06-01',
        },
      }),
    );
    const before = (await police.received()).length;
    expect((await runAlloggiati()).sent).toBe(0);
    const refused = (await arrivals()).get(key)?.alloggiati.guests;
    expect(refused?.[0]).toMatchObject({ status: 'errore' });
    expect(refused?.[0]?.message).toContain('Comune di Nascita');
    // The family goes together: the other guest waits for the correction.
    expect(refused?.[1]).toMatchObject({ status: 'da_inviare' });
    expect(refused?.[1]?.message).toContain('correzione');
    // Unchanged data is not sent again by the job.
    expect((await runAlloggiati()).sent).toBe(0);
    expect(await police.received()).toHaveLength(before);

    // The guest corrects the pre-check-in: the next run sends both, once.
    expect((await submitPrecheckin(api, arrival.token, guests)).status).toBe(200);
    expect((await runAlloggiati()).sent).toBe(2);
    expect((await runAlloggiati()).sent).toBe(0);
    const taken = (await police.received()).slice(before).map((r) => r.record);
    expect(taken).toEqual(recordsOf(guests));
    expect((await arrivals()).get(key)?.alloggiati.guests.map((g) => g.status)).toEqual([
      'inviato',
      'inviato',
    ]);
  });

  it('turns a wrong WsKey, a silent service and a lost answer into states, never a duplicate', async () => {
    const arrival = await openArrival(admin, { start: 0, mail: false });
    const key = arrival.arrival.stayKey;
    const guests = guestsOf('Ferrara');
    await readyStay({ token: arrival.token, stayKey: key }, guests);
    const path = `/api/admin/checkin/stays/${encodeURIComponent(key)}/alloggiati`;
    const before = (await police.received()).length;

    // A WsKey regenerated on the portal and not updated here: refused, said in Italian.
    const wsKey = process.env.ALLOGGIATI_WSKEY;
    process.env.ALLOGGIATI_WSKEY = 'WSKEY-VECCHIA';
    forgetToken();
    const refused = await admin.send('POST', path, {});
    process.env.ALLOGGIATI_WSKEY = wsKey;
    expect(refused.status).toBe(200);
    const refusedView = (await refused.json()) as { alloggiati: ArrivalSummary['alloggiati'] };
    expect(refusedView.alloggiati.guests[0]?.status).toBe('errore');
    expect(refusedView.alloggiati.guests[0]?.message).toContain('Web Service Key');

    // The service does not answer the Test: nothing was taken, the job tries again.
    await police.misbehave('timeout', 1, 'Test');
    expect((await runAlloggiati()).sent).toBe(0);
    expect((await arrivals()).get(key)?.alloggiati.guests[0]?.message).toContain('non risponde');

    // The Test passes, the Send's answer is garbage: the lines may be taken, so no automatic
    // resend; the owner checks the portal and confirms.
    await police.misbehave('garbage', 1, 'Send');
    expect((await runAlloggiati()).sent).toBe(0);
    const lost = (await arrivals()).get(key)?.alloggiati.guests[0];
    expect(lost).toMatchObject({ status: 'errore', uncertain: true });
    expect((await runAlloggiati()).sent).toBe(0);
    expect(await police.received()).toHaveLength(before);
    const confirmed = await admin.send('POST', path, { confirmUncertain: true });
    expect(((await confirmed.json()) as { sent: number }).sent).toBe(2);
    expect((await police.received()).slice(before).map((r) => r.record)).toEqual(recordsOf(guests));
  });

  it('answers 404 for an unknown stay and 400 for a malformed body', async () => {
    const unknown = await admin.send(
      'POST',
      '/api/admin/checkin/stays/booking%3Anessuno/alloggiati',
      {},
    );
    expect(unknown.status).toBe(404);
    const malformed = await admin.send(
      'POST',
      `/api/admin/checkin/stays/${encodeURIComponent(arrivalKey)}/alloggiati`,
      { confirmUncertain: 'sì' },
    );
    expect(malformed.status).toBe(400);
  });

  it('warns the owner once when the deadline approaches with guests not sent', async () => {
    const arrival = await openArrival(admin, { start: 0, nights: 1, mail: false });
    const key = arrival.arrival.stayKey;
    // A one-night stay: six hours from the 15:00 arrival, the warning from 19:00.
    const late = romeInstant(today, '19:30');
    await runAlloggiati(romeInstant(today, '10:00'));
    const { env } = await import('../lib/env');
    const mine = async () =>
      (await mailsTo(api, env.MAIL_OWNER)).filter((m) =>
        m.subject.startsWith('Alloggiati Web: scadenza'),
      );
    const beforeMails = (await mine()).length;
    await runAlloggiati(late);
    await runAlloggiati(late);
    const mails = await mine();
    expect(mails.length).toBe(beforeMails + 1);
    expect(mails.at(-1)?.body.text).toContain('In attesa del pre-check-in completo');
    expect(key).toMatch(/^arrival:/);
  });
});
