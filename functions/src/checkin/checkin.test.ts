import { routes } from '@catania/shared/api/routes';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import type { PrecheckinRequest } from '@catania/shared/schemas/precheckin';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import { openArrival, submitPrecheckin } from '@catania/testing/checkin-fixtures';
import { eventually, guestAddress, mailsTo, payOnHostedPage } from '@catania/testing/payments';
import { CATANIA, couple, GERMANY, ITALY } from '@catania/testing/precheckin-data';
import { tableFixtures } from '@catania/testing/table-fixtures';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The check-in capability through the API as deployed (DynamoDB Local, the SES emulator): an
 * arrival opened for an imported stay, its pre-check-in by the secret link, the Alloggiati Web
 * file, the tourist tax, the reminder and the deletion of the identities.
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

let nextDay = 2;
/** An arrival for an imported stay on its own dates, unless `start` says when. */
function newArrival(
  options: { nights?: number; guests?: number; mail?: boolean; start?: number } = {},
) {
  const start = options.start ?? nextDay;
  nextDay += (options.nights ?? 3) + 1;
  return openArrival(admin, { ...options, start });
}
const submit = (token: string, body: unknown) => submitPrecheckin(api, token, body);

/** Reads a column of a record, 1-based start as the portal's layout gives it. */
const column = (record: string, start: number, width: number) =>
  record.slice(start - 1, start - 1 + width);

/**
 * The file of `couple()`: two records of exactly 168 characters, CRLF between them, each value
 * in its column (the portal's layout, 1-based columns written out).
 */
function expectCoupleRecords(file: string, checkIn: string, nights: number) {
  const records = file.split('\r\n');
  expect(records).toHaveLength(2);
  for (const record of records) expect(record).toHaveLength(168);
  const [lead = '', member = ''] = records;
  const portalArrival = checkIn.split('-').reverse().join('/');
  expect(column(lead, 1, 2)).toBe('17');
  expect(column(lead, 3, 10)).toBe(portalArrival);
  expect(column(lead, 13, 2)).toBe(String(nights).padStart(2, '0'));
  expect(column(lead, 15, 50).trimEnd()).toBe('RUSSO');
  expect(column(lead, 65, 30).trimEnd()).toBe('GIULIA');
  expect(column(lead, 95, 1)).toBe('2');
  expect(column(lead, 96, 10)).toBe('12/04/1988');
  expect(column(lead, 106, 9)).toBe(CATANIA);
  expect(column(lead, 115, 2)).toBe('CT');
  expect(column(lead, 117, 9)).toBe(ITALY);
  expect(column(lead, 126, 9)).toBe(ITALY);
  expect(column(lead, 135, 5)).toBe('IDELE');
  expect(column(lead, 140, 20).trimEnd()).toBe('CA12345AB');
  expect(column(lead, 160, 9)).toBe(CATANIA);
  expect(column(member, 1, 2)).toBe('19');
  expect(column(member, 3, 12)).toBe(column(lead, 3, 12));
  expect(column(member, 15, 50).trimEnd()).toBe('MULLER');
  expect(column(member, 65, 30).trimEnd()).toBe('JONAS');
  expect(column(member, 95, 1)).toBe('1');
  expect(column(member, 96, 10)).toBe('01/02/1987');
  expect(column(member, 106, 11)).toBe(' '.repeat(11));
  expect(column(member, 117, 9)).toBe(GERMANY);
  expect(column(member, 126, 9)).toBe(GERMANY);
  expect(column(member, 135, 34)).toBe(' '.repeat(34));
}

describe('a direct booking, paid, through the link in the confirmation mail', () => {
  it('takes the pre-check-in of a guest born in Catania and one born in Germany, and exports them', async () => {
    const checkIn = day(40);
    const checkOut = day(43);
    const email = guestAddress('checkin-booking');
    const price = (await (
      await api.fetch(
        `/api/prices/appartamento-2/calculate?startDate=${checkIn}&endDate=${checkOut}`,
      )
    ).json()) as { totalPrice: number };
    const created = await api.post('/api/create-payment-link', {
      amount: price.totalPrice,
      apartmentId: 'appartamento-2',
      guestDetails: { name: 'Giulia Russo', email },
      bookingDetails: { apartmentName: 'x', checkIn, checkOut, guests: 2 },
    });
    expect(created.status).toBe(200);
    const { bookingId, url } = (await created.json()) as { bookingId: string; url: string };
    await payOnHostedPage(url);
    const mail = await eventually(async () => (await mailsTo(api, email))[0], {
      what: 'the confirmation mail',
    });
    const link = new URL(/Vedi la prenotazione: (\S+)/.exec(mail.body.text ?? '')?.[1] ?? '');
    const token = link.searchParams.get('token') ?? '';

    const opened = await api.fetch(`/api/checkin/${token}`);
    expect(opened.status).toBe(200);
    expect(routes.getPrecheckin.response.parse(await opened.json())).toMatchObject({
      status: 'missing',
      stay: { checkIn, checkOut, guests: 2, apartmentName: 'Deluxe Via Etnea' },
    });
    expect((await submit(token, couple())).status).toBe(200);

    const listed = await admin.fetch(`/api/admin/checkin/arrivals?from=${checkIn}&to=${checkIn}`);
    const { arrivals } = routes.listArrivals.response.parse(await listed.json());
    expect(arrivals.find((a) => a.stayKey === `booking:${bookingId}`)).toMatchObject({
      source: 'direct',
      precheckin: 'complete',
      guestName: 'Giulia Russo',
    });

    const exported = await admin.fetch(`/api/admin/checkin/alloggiati?date=${checkIn}`);
    expect(exported.status).toBe(200);
    expectCoupleRecords(await exported.text(), checkIn, 3);
  });
});

describe('an arrival imported from Airbnb, through its pre-check-in link', () => {
  it('mails the link, takes the pre-check-in of two persons, and exports their records', async () => {
    const arrival = await newArrival();
    expect(arrival.mailed).toBe(true);
    expect(arrival.arrival).toMatchObject({ precheckin: 'missing', source: 'airbnb', guests: 2 });

    // The guest's mail carries the link to the pre-check-in page.
    const [mail] = await eventually(
      async () => {
        const mails = await mailsTo(api, arrival.email);
        return mails.length > 0 ? mails : undefined;
      },
      { what: 'the pre-check-in mail' },
    );
    expect(mail?.subject).toContain('Pre-check-in online');
    expect(mail?.body.text).toContain(`/check-in/${arrival.token}`);

    const opened = await api.fetch(`/api/checkin/${arrival.token}`);
    expect(opened.status).toBe(200);
    expect(routes.getPrecheckin.response.parse(await opened.json())).toMatchObject({
      status: 'missing',
      editable: true,
      stay: { checkIn: arrival.checkIn, guests: 2, apartmentName: 'Suite Romantica Bellini' },
    });

    const sent = await submit(arrival.token, couple());
    expect(sent.status).toBe(200);
    const view = routes.submitPrecheckin.response.parse(await sent.json());
    expect(view).toMatchObject({
      status: 'complete',
      saved: { document: { numberEnding: '5AB' } },
    });
    expect(view.saved?.places[CATANIA]).toEqual({ name: 'Catania', province: 'CT' });
    expect(JSON.stringify(view)).not.toContain('CA12345AB');

    const listed = await admin.fetch(
      `/api/admin/checkin/arrivals?from=${arrival.checkIn}&to=${arrival.checkIn}`,
    );
    const { arrivals } = routes.listArrivals.response.parse(await listed.json());
    expect(arrivals.find((a) => a.stayKey === arrival.arrival.stayKey)).toMatchObject({
      precheckin: 'complete',
      touristTax: { persons: 2, estimated: false, amountCents: 2 * 3 * 300 },
    });

    const exported = await admin.fetch(`/api/admin/checkin/alloggiati?date=${arrival.checkIn}`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe(
      `attachment; filename="alloggiati-${arrival.checkIn}.txt"`,
    );
    expectCoupleRecords(await exported.text(), arrival.checkIn, 3);
  });

  it('refuses bad data field by field, in Italian, and saves nothing', async () => {
    const arrival = await newArrival({ mail: false });
    const bad = couple();
    bad.lead.birthDate = day(1);
    bad.lead.document.number = '123';
    (bad.others[0] as PrecheckinRequest['others'][number]).birthPlace = {
      country: 'IT',
      comune: '401001501', // Abbadia Alpina: merged away in 1983
      province: 'TO',
    };
    const refused = await submit(arrival.token, bad);
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { issues: { field: string; message: string }[] };
    expect(body.issues.map((i) => i.field)).toEqual([
      'lead.birthDate',
      'others.0.birthPlace.comune',
      'lead.document.number',
    ]);
    expect(body.issues[0]?.message).toBe('La data di nascita deve essere nel passato');

    const shape = await submit(arrival.token, {
      ...couple(),
      lead: { ...couple().lead, sex: 'X' },
    });
    expect(shape.status).toBe(400);
    expect(((await shape.json()) as { issues: { field: string }[] }).issues[0]?.field).toBe(
      'lead.sex',
    );

    const oneOnly = await submit(arrival.token, { ...couple(), others: [] });
    expect(oneOnly.status).toBe(400);

    const still = await api.fetch(`/api/checkin/${arrival.token}`);
    expect(((await still.json()) as { status: string }).status).toBe('missing');
  });

  it('gives one clear Italian 404 for a wrong link', async () => {
    for (const token of ['x', 'A'.repeat(43), `${'A'.repeat(42)}!`]) {
      const response = await api.fetch(`/api/checkin/${token}`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: string }).error).toContain(
        'Il link non è valido o è scaduto',
      );
    }
  });
});

describe('privacy', () => {
  it('logs every access of the owner to the identities in the audit log', async () => {
    const arrival = await newArrival({ mail: false });
    expect((await submit(arrival.token, couple())).status).toBe(200);
    const key = encodeURIComponent(arrival.arrival.stayKey);
    const guests = await admin.fetch(`/api/admin/checkin/stays/${key}/guests`);
    const body = routes.getStayGuests.response.parse(await guests.json());
    expect(body.guests.map((g) => g.birthPlaceName)).toEqual(['Catania (CT)', 'Germania']);
    expect(body.guests[0]?.document).toMatchObject({
      number: 'CA12345AB',
      typeName: 'Carta Identità Elettronica',
    });
    await admin.fetch(`/api/admin/checkin/alloggiati?date=${arrival.checkIn}`);

    const { listAudit } = await import('./audit-repo');
    const entries = await listAudit(new Date().toISOString().slice(0, 7));
    expect(entries.find((e) => e.subject === arrival.arrival.stayKey)).toMatchObject({
      action: 'view_guests',
      actor: 'admin',
      persons: 2,
    });
    expect(
      entries.find((e) => e.subject === arrival.checkIn && e.action === 'export_alloggiati'),
    ).toBeDefined();
    expect(JSON.stringify(entries)).not.toContain('CA12345AB');
  });

  it('deletes the identities after check-out plus the retention days, to the day', async () => {
    const arrival = await newArrival({ mail: false, nights: 2 });
    expect((await submit(arrival.token, couple())).status).toBe(200);
    const { purgeExpiredGuestData } = await import('./jobs');
    const checkOut = addDays(arrival.checkIn, 2);
    const key = encodeURIComponent(arrival.arrival.stayKey);
    const guests = () => admin.fetch(`/api/admin/checkin/stays/${key}/guests`);
    // The last day they are kept (noon in Catania): still there.
    await purgeExpiredGuestData(new Date(`${addDays(checkOut, 29)}T10:00:00Z`));
    expect((await guests()).status).toBe(200);
    // The 30th day after check-out: gone, and the state says so.
    await purgeExpiredGuestData(new Date(`${addDays(checkOut, 30)}T08:00:00Z`));
    expect((await guests()).status).toBe(404);
    const listed = await admin.fetch(
      `/api/admin/checkin/arrivals?from=${arrival.checkIn}&to=${arrival.checkIn}`,
    );
    const { arrivals } = routes.listArrivals.response.parse(await listed.json());
    expect(arrivals.find((a) => a.stayKey === arrival.arrival.stayKey)).toMatchObject({
      precheckin: 'purged',
      // The tourist tax still knows its persons.
      touristTax: { persons: 2, estimated: false },
    });
    const { tableName } = api;
    const { db } = tableFixtures(tableName);
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { Item } = await db.send(
      new GetCommand({
        TableName: tableName,
        Key: { pk: `CHECKIN#${arrival.arrival.stayKey}`, sk: 'GUESTS' },
      }),
    );
    expect(Item).toBeUndefined();
  });
});

describe('the reminder', () => {
  it('mails once, a few days before arrival, while the pre-check-in is missing', async () => {
    const { sendPrecheckinReminders } = await import('./jobs');
    const missing = await newArrival({ start: 2 });
    const done = await newArrival({ start: 2 });
    expect((await submit(done.token, couple())).status).toBe(200);
    await sendPrecheckinReminders();
    await sendPrecheckinReminders();
    const reminders = await eventually(
      async () => {
        const mails = (await mailsTo(api, missing.email)).filter((m) =>
          m.subject.startsWith('Promemoria'),
        );
        return mails.length > 0 ? mails : undefined;
      },
      { what: 'the reminder' },
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.body.text).toContain(`/check-in/${missing.token}`);
    expect(
      (await mailsTo(api, done.email)).filter((m) => m.subject.startsWith('Promemoria')),
    ).toEqual([]);
    const listed = await admin.fetch(`/api/admin/checkin/arrivals?from=${day(2)}&to=${day(2)}`);
    const { arrivals } = routes.listArrivals.response.parse(await listed.json());
    expect(
      arrivals.find((a) => a.stayKey === missing.arrival.stayKey)?.reminderSentAt,
    ).toBeDefined();
  });
});
