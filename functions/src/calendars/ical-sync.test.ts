import { gzipSync } from 'node:zlib';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { readMails } from '@catania/scripts/local/ses-emulator';
import { routes } from '@catania/shared/api/routes';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import type { CalendarConfig } from '@catania/shared/schemas/calendar';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import { type FeedServer, renderFixture, startFeedServer } from '@catania/testing/ical-feed-server';
import { tableFixtures } from '@catania/testing/table-fixtures';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The iCal import end to end: realistic feeds served by a local HTTP server, linked through the
 * admin API, synced, and read back as unavailable dates on the public API. Also under other
 * machine zones (Node applies a change of process.env.TZ at once), which must give the same nights.
 */
let api: TestApi;
let feeds: FeedServer;
let admin: AdminClient;
let fixtures: ReturnType<typeof tableFixtures>;
const today = todayInRome();
const d = (n: number) => addDays(today, n);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => d(from + i));

const EXPECTED = {
  airbnb: [...range(10, 12), ...range(20, 21), ...range(34, 40)],
  'booking-com': [...range(14, 15), d(50)],
  vrbo: [...range(25, 27), ...range(60, 61)],
  // a 15:00-10:00 stay; a UTC morning; New York evening = next day in Rome; weekly RRULE without
  // its EXDATE; cancelled and free events ignored; an all-day event.
  'google-calendar': [...range(30, 31), d(44), d(47), d(70), d(84), ...range(100, 101)],
} as const;
const EVENT_COUNTS = { airbnb: 3, 'booking-com': 2, vrbo: 2, 'google-calendar': 5 };

beforeAll(async () => {
  feeds = await startFeedServer();
  await useTestAdminCredentials();
  // The feed server and the API itself (for the export feed) live on 127.0.0.1: allowed by name,
  // so `localhost` (a loopback name) and every other private address stay refused.
  process.env.ICAL_ALLOW_PRIVATE_HOSTS = '127.0.0.1';
  process.env.ICAL_FETCH_TIMEOUT_MS = '1500';
  api = await startTestApi();
  fixtures = tableFixtures(api.tableName);
  admin = await signIn(api);
});
afterAll(async () => {
  await api?.stop();
  await feeds?.stop();
});

async function unavailable(apartmentId: string): Promise<string[]> {
  const response = await api.fetch(`/api/availability/${apartmentId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { unavailableDates: string[] }).unavailableDates;
}

async function addCalendar(apartmentId: string, icalUrl: string): Promise<CalendarConfig> {
  const response = await admin.send('POST', '/api/calendars', { apartmentId, icalUrl });
  expect(response.status, await response.clone().text()).toBe(201);
  return routes.createCalendar.response.parse(await response.json()).calendar;
}

async function listCalendars(): Promise<CalendarConfig[]> {
  const response = await admin.fetch('/api/calendars');
  expect(response.status).toBe(200);
  return routes.listCalendars.response.parse(await response.json());
}

async function calendar(id: string): Promise<CalendarConfig> {
  const found = (await listCalendars()).find((c) => c.id === id);
  if (!found) throw new Error(`calendar ${id} not listed`);
  return found;
}

async function syncOne(id: string) {
  const response = await admin.send('POST', `/api/calendars/sync/${id}`);
  expect(response.status).toBe(200);
  return routes.syncCalendar.response.parse(await response.json());
}

async function deleteCalendar(id: string) {
  expect((await admin.send('DELETE', `/api/calendars/${id}`)).status).toBe(200);
}

const FEEDS: [keyof typeof EXPECTED, ApartmentId][] = [
  ['airbnb', 'appartamento-1'],
  ['booking-com', 'appartamento-2'],
  ['vrbo', 'appartamento-3'],
  ['google-calendar', 'appartamento-4'],
];

describe('importing realistic feeds (same nights in any machine time zone)', () => {
  const ids: Record<string, string> = {};

  it.each(FEEDS)('%s blocks its nights on %s at once', async (name, apartmentId) => {
    const created = await addCalendar(apartmentId, feeds.url(`/${name}.ics`));
    ids[name] = created.id;
    expect(created).toMatchObject({
      apartmentId,
      isActive: true,
      lastHttpStatus: 200,
      lastError: null,
      eventCount: EVENT_COUNTS[name],
      blockedNights: EXPECTED[name].length,
    });
    expect(created.lastSyncAt).not.toBeNull();
    expect(await unavailable(apartmentId)).toEqual([...EXPECTED[name]]);
  });

  it.each(['America/Chicago', 'Pacific/Auckland', 'UTC'])(
    'gives the same nights when the machine runs in %s',
    async (zone) => {
      const original = process.env.TZ;
      process.env.TZ = zone;
      try {
        expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(
          { 'America/Chicago': 360, 'Pacific/Auckland': -780, UTC: 0 }[zone],
        );
        // A fresh calendar per feed (no diff against earlier results), on the same apartment.
        for (const [name, apartmentId] of FEEDS) {
          const created = await addCalendar(apartmentId, feeds.url(`/${name}.ics?tz=${zone}`));
          expect(created.blockedNights).toBe(EXPECTED[name].length);
          const blocks = await fixtures.db.send(
            new ScanCommand({
              TableName: api.tableName,
              FilterExpression: 'calendarId = :c',
              ExpressionAttributeValues: { ':c': created.id },
            }),
          );
          expect((blocks.Items ?? []).map((i) => i.date).sort()).toEqual([...EXPECTED[name]]);
          await deleteCalendar(created.id);
        }
      } finally {
        process.env.TZ = original;
        if (original === undefined) delete process.env.TZ;
      }
    },
  );

  it('sync all reports each calendar', async () => {
    const response = await admin.send('POST', '/api/calendars/sync/all');
    expect(response.status).toBe(200);
    const { results } = routes.syncAllCalendars.response.parse(await response.json());
    expect(results.map((r) => [r.calendarId, r.success]).sort()).toEqual(
      Object.values(ids)
        .map((id) => [id, true])
        .sort(),
    );
  });

  it('deleting a calendar frees its nights', async () => {
    const extra = await addCalendar(
      'appartamento-1',
      feeds.url('/booking-com.ics?copy=appartamento-1'),
    );
    expect(await unavailable('appartamento-1')).toEqual(
      [...new Set([...EXPECTED.airbnb, ...EXPECTED['booking-com']])].sort(),
    );
    await deleteCalendar(extra.id);
    expect(await unavailable('appartamento-1')).toEqual([...EXPECTED.airbnb]);
    expect((await admin.send('DELETE', `/api/calendars/${extra.id}`)).status).toBe(404);
  });

  it('refuses the same feed twice for an apartment', async () => {
    const response = await admin.send('POST', '/api/calendars', {
      apartmentId: 'appartamento-1',
      icalUrl: feeds.url('/airbnb.ics'),
    });
    expect(response.status).toBe(409);
  });
});

describe('a feed that changes', () => {
  const path = '/changing.ics';
  const event = (uid: string, from: number, to: number, extra = '') =>
    [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${d(from).replaceAll('-', '')}`,
      `DTEND;VALUE=DATE:${d(to).replaceAll('-', '')}`,
      'SUMMARY:Reserved',
      extra,
      'END:VEVENT',
    ]
      .filter(Boolean)
      .join('\r\n');
  const calendarOf = (...events: string[]) =>
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR'].join(
      '\r\n',
    );
  let id: string;

  it('frees the nights of a vanished event and blocks new ones', async () => {
    feeds.serve(path, calendarOf(event('a', 200, 203), event('b', 210, 212)));
    id = (await addCalendar('appartamento-2', feeds.url(path))).id;
    let dates = await unavailable('appartamento-2');
    expect(dates).toEqual(expect.arrayContaining([...range(200, 202), ...range(210, 211)]));

    feeds.serve(path, calendarOf(event('b', 210, 212), event('c', 220, 221)));
    expect((await syncOne(id)).success).toBe(true);
    dates = await unavailable('appartamento-2');
    for (const night of range(200, 202)) expect(dates).not.toContain(night);
    expect(dates).toEqual(expect.arrayContaining([...range(210, 211), d(220)]));
    expect((await calendar(id)).blockedNights).toBe(3);
  });

  it('a cancelled event frees its nights', async () => {
    feeds.serve(path, calendarOf(event('b', 210, 212, 'STATUS:CANCELLED'), event('c', 220, 221)));
    expect((await syncOne(id)).success).toBe(true);
    const dates = await unavailable('appartamento-2');
    expect(dates).not.toContain(d(210));
    expect(dates).toContain(d(220));
  });

  it.each([
    ['404', (res: import('node:http').ServerResponse) => res.writeHead(404).end('no'), /404/, 404],
    [
      'HTML instead of iCal',
      (res: import('node:http').ServerResponse) =>
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<!DOCTYPE html><html><body>Login</body></html>'),
      /pagina web \(HTML\)/,
      200,
    ],
    [
      'a server error',
      (res: import('node:http').ServerResponse) => res.writeHead(503).end(),
      /HTTP 503/,
      503,
    ],
    [
      'garbage',
      (res: import('node:http').ServerResponse) => res.writeHead(200).end('hello'),
      /non restituisce un calendario iCal/,
      200,
    ],
  ] as const)(
    '%s keeps the last good blocks and records why',
    async (_name, reply, message, status) => {
      const before = await calendar(id);
      feeds.route(path, (_req, res) => reply(res));
      const result = await syncOne(id);
      expect(result.success).toBe(false);
      expect(result.message).toMatch(message);
      const after = await calendar(id);
      expect(after.lastError).toMatch(message);
      expect(after.lastHttpStatus).toBe(status);
      expect(after.lastSyncAt).toBe(before.lastSyncAt);
      expect(after.lastAttemptAt).not.toBe(before.lastAttemptAt);
      expect(after.blockedNights).toBe(before.blockedNights);
      expect(await unavailable('appartamento-2')).toContain(d(220));
    },
  );

  it('a server that never answers times out', async () => {
    feeds.route(path, () => {
      /* never answers */
    });
    // ICAL_FETCH_TIMEOUT_MS (1.5 s here) ends the wait; a sync that waited on would fail the test.
    const result = await syncOne(id);
    expect(result.success).toBe(false);
    expect(result.message).toBe('Il server del calendario non ha risposto in tempo.');
    expect(await unavailable('appartamento-2')).toContain(d(220));
  });

  it('a 10 MB feed is refused while it is read', async () => {
    feeds.route(path, (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      const line = `${'X-FILLER:'.padEnd(1023, 'x')}\n`;
      let sent = 0;
      const write = () => {
        while (sent < 10 * 1024) {
          sent += 1;
          if (!res.write(line)) return res.once('drain', write);
        }
        res.end();
      };
      res.write('BEGIN:VCALENDAR\r\n');
      write();
    });
    const result = await syncOne(id);
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/troppo grande/);
    expect(await unavailable('appartamento-2')).toContain(d(220));
  });

  it('a declared 10 MB body is refused before reading', async () => {
    feeds.route(path, (_req, res) => {
      res.writeHead(200, { 'content-length': String(10 * 1024 * 1024) });
      res.write('BEGIN:VCALENDAR\r\n');
    });
    const result = await syncOne(id);
    expect(result.message).toMatch(/troppo grande/);
  });
});

describe('compressed feeds', () => {
  it('a gzip feed is inflated; a gzip bomb is refused by the inflated size', async () => {
    feeds.route('/gzip.ics', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'gzip' });
      res.end(gzipSync(renderFixture('booking-com')));
    });
    const good = await addCalendar('appartamento-3', feeds.url('/gzip.ics'));
    expect(good.lastError).toBeNull();
    expect(good.blockedNights).toBe(EXPECTED['booking-com'].length);
    await deleteCalendar(good.id);

    const bomb = gzipSync(
      Buffer.concat([Buffer.from('BEGIN:VCALENDAR\r\n'), Buffer.alloc(20 * 1024 * 1024, 32)]),
    );
    expect(bomb.length).toBeLessThan(100 * 1024);
    feeds.route('/bomb.ics', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'gzip' });
      res.end(bomb);
    });
    const refused = await addCalendar('appartamento-3', feeds.url('/bomb.ics'));
    expect(refused.lastError).toMatch(/troppo grande/);
    await deleteCalendar(refused.id);
  });
});

describe('private addresses are refused', () => {
  it.each([
    'http://10.0.0.1/calendar.ics',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/calendar.ics',
    'http://[::ffff:127.0.0.2]/calendar.ics',
    'http://192.168.1.10:8080/calendar.ics',
  ])('%s is not accepted', async (icalUrl) => {
    const response = await admin.send('POST', '/api/calendars', {
      apartmentId: 'appartamento-3',
      icalUrl,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Indirizzo non consentito/);
  });

  it('a name that resolves to a loopback address is refused when fetched', async () => {
    const created = await addCalendar(
      'appartamento-3',
      feeds.url('/airbnb.ics').replace('127.0.0.1', 'localhost'),
    );
    expect(created.lastError).toMatch(/Indirizzo non consentito/);
    expect(created.blockedNights).toBe(0);
    await deleteCalendar(created.id);
  });

  it('a redirect to a private address is refused', async () => {
    feeds.route('/redirect.ics', (_req, res) =>
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    );
    feeds.route('/redirect-local.ics', (_req, res) =>
      res
        .writeHead(301, { location: feeds.url('/vrbo.ics').replace('127.0.0.1', 'localhost') })
        .end(),
    );
    for (const path of ['/redirect.ics', '/redirect-local.ics']) {
      const created = await addCalendar('appartamento-3', feeds.url(path));
      expect(created.lastError).toMatch(/Indirizzo non consentito/);
      await deleteCalendar(created.id);
    }
  });

  it('an allowed redirect is followed', async () => {
    feeds.route('/moved.ics', (_req, res) =>
      res.writeHead(301, { location: '/booking-com.ics' }).end(),
    );
    const created = await addCalendar('appartamento-3', feeds.url('/moved.ics'));
    expect(created.lastError).toBeNull();
    expect(created.blockedNights).toBe(EXPECTED['booking-com'].length);
    await deleteCalendar(created.id);
  });

  it('other schemes are refused by the schema', async () => {
    for (const icalUrl of ['file:///etc/passwd', 'ftp://example.com/a.ics', 'not a url']) {
      const response = await admin.send('POST', '/api/calendars', {
        apartmentId: 'appartamento-3',
        icalUrl,
      });
      expect(response.status).toBe(400);
    }
  });
});

describe('export feed', () => {
  it('lists paid direct bookings as all-day events, never unpaid holds, re-importable to the same nights', async () => {
    // appartamento-4 has the Google Calendar blocks; its direct bookings:
    for (const n of [150, 151, 152]) await fixtures.soldNight('appartamento-4', d(n), 'paid-1');
    for (const n of [155, 156]) {
      await fixtures.heldNight('appartamento-4', d(n), Date.now() + 20 * 60_000, 'held-1');
    }
    await fixtures.heldNight('appartamento-4', d(160), Date.now() - 60_000, 'lapsed-1');
    for (const n of [153]) await fixtures.soldNight('appartamento-4', d(n), 'paid-2');

    const response = await admin.fetch('/api/admin/ical-exports');
    expect(response.status).toBe(200);
    const exports = routes.listIcalExports.response.parse(await response.json());
    expect(exports.map((e) => e.apartmentId)).toEqual([
      'appartamento-1',
      'appartamento-2',
      'appartamento-3',
      'appartamento-4',
    ]);
    const url = exports.find((e) => e.apartmentId === 'appartamento-4')?.url as string;
    expect(url).toMatch(/\/api\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    // Stable: the same URL on every visit.
    const again = routes.listIcalExports.response.parse(
      await (await admin.fetch('/api/admin/ical-exports')).json(),
    );
    expect(again.find((e) => e.apartmentId === 'appartamento-4')?.url).toBe(url);

    const feed = await api.fetch(new URL(url).pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain(`DTSTART;VALUE=DATE:${d(150).replaceAll('-', '')}`);
    expect(text).toContain(`DTEND;VALUE=DATE:${d(153).replaceAll('-', '')}`);
    // A guest still paying holds nights here, but they are not published to other platforms.
    expect(text).not.toContain(`DTSTART;VALUE=DATE:${d(155).replaceAll('-', '')}`);
    expect(text).not.toContain('lapsed-1');
    // Never the imported blocks (Google Calendar's nights on this apartment).
    expect(text).not.toContain(`DTSTART;VALUE=DATE:${d(30).replaceAll('-', '')}`);

    // Re-imported on another apartment, it blocks exactly the direct bookings' nights.
    const reimported = await addCalendar('appartamento-3', url);
    expect(reimported.lastError).toBeNull();
    const blocks = await fixtures.db.send(
      new ScanCommand({
        TableName: api.tableName,
        FilterExpression: 'calendarId = :c',
        ExpressionAttributeValues: { ':c': reimported.id },
      }),
    );
    expect((blocks.Items ?? []).map((i) => i.date).sort()).toEqual(range(150, 153));

    // appartamento-3 now has only imported blocks (VRBO and this): its own feed is empty.
    const own = exports.find((e) => e.apartmentId === 'appartamento-3')?.url as string;
    const ownText = await (await fetch(own)).text();
    expect(ownText).not.toContain('BEGIN:VEVENT');
    await deleteCalendar(reimported.id);
  });

  it('an unknown token is a 404', async () => {
    expect((await api.fetch(`/api/ical/${'a'.repeat(43)}.ics`)).status).toBe(404);
    expect((await api.fetch('/api/ical/short.ics')).status).toBe(404);
  });
});

describe('conflicts with paid direct bookings', () => {
  it('are flagged on the calendar and mailed to the owner once', async () => {
    await fixtures.soldNight('appartamento-1', d(11), 'paid-conflict');
    const id = (await listCalendars()).find(
      (c) => c.apartmentId === 'appartamento-1' && c.icalUrl.endsWith('/airbnb.ics'),
    )?.id as string;
    expect((await syncOne(id)).success).toBe(true);
    expect((await calendar(id)).conflicts).toEqual([{ date: d(11), bookingId: 'paid-conflict' }]);
    expect((await syncOne(id)).success).toBe(true);
    const mails = await fixtures.db.send(
      new ScanCommand({
        TableName: api.tableName,
        FilterExpression: 'begins_with(pk, :p) AND contains(#text, :b)',
        ExpressionAttributeNames: { '#text': 'text' },
        ExpressionAttributeValues: { ':p': 'MAIL#', ':b': 'paid-conflict' },
      }),
    );
    expect(mails.Items).toHaveLength(1);
    expect(mails.Items?.[0]?.subject).toBe('Attenzione: possibile doppia prenotazione');
  });
});

describe('a broken feed never frees nights', () => {
  const path = '/fragile.ics';
  const event = (uid: string, from: number, to: number) =>
    [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${d(from).replaceAll('-', '')}`,
      `DTEND;VALUE=DATE:${d(to).replaceAll('-', '')}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ].join('\r\n');
  const calendarOf = (...events: string[]) =>
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR'].join(
      '\r\n',
    );
  const whole = calendarOf(event('a', 300, 304), event('b', 310, 315), event('c', 320, 322));
  const nights = [...range(300, 303), ...range(310, 314), ...range(320, 321)];
  /** The owner's mails about this feed (the SES emulator is shared by every test file). */
  const ownerMails = async () =>
    (await readMails(api.sesUrl)).filter((mail) => mail.body.text?.includes(feeds.url(path)));

  it('cut off mid-event, then HTML, then emptied: the nights stay blocked, marked and mailed', async () => {
    feeds.serve(path, whole);
    const { id } = await addCalendar('appartamento-3', feeds.url(path));
    expect(await unavailable('appartamento-3')).toEqual(expect.arrayContaining(nights));

    // 1. Cut off in the middle of the second event (no END:VEVENT, no END:VCALENDAR).
    feeds.serve(
      path,
      whole.slice(0, whole.indexOf(`DTEND;VALUE=DATE:${d(315).replaceAll('-', '')}`)),
    );
    let result = await syncOne(id);
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/incompleto/);
    expect(await unavailable('appartamento-3')).toEqual(expect.arrayContaining(nights));
    expect((await calendar(id)).lastError).toMatch(/incompleto/);
    expect((await calendar(id)).blockedNights).toBe(nights.length);
    let mails = await ownerMails();
    expect(mails.map((m) => m.subject)).toEqual([
      'Calendario non importato: Suite Romantica Bellini',
    ]);
    expect(mails[0]?.body.text).toMatch(/incompleto/);

    // 2. The calendar's header, then an HTML error page.
    feeds.serve(
      path,
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\n<html><body><h1>502 Bad Gateway</h1></body></html>\r\n',
    );
    result = await syncOne(id);
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/pagina web \(HTML\)/);
    expect(await unavailable('appartamento-3')).toEqual(expect.arrayContaining(nights));
    expect((await calendar(id)).lastError).toMatch(/pagina web \(HTML\)/);
    mails = await ownerMails();
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => /pagina web \(HTML\)/.test(m.body.text ?? ''))).toBe(true);

    // 3. A whole, well-formed calendar with no future event left (only a past stay).
    feeds.serve(path, calendarOf(event('old', -20, -15)));
    result = await syncOne(id);
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/restano bloccate/);
    expect(await unavailable('appartamento-3')).toEqual(expect.arrayContaining(nights));
    const marked = await calendar(id);
    expect(marked.lastError).toBeNull();
    expect(marked.pendingRelease).toMatchObject({
      nights: nights.length,
      from: d(300),
      to: d(321),
    });
    mails = await ownerMails();
    expect(mails).toHaveLength(3);
    expect(mails.at(-1)?.subject).toBe('Calendario da controllare: Suite Romantica Bellini');

    // The next run of the same empty feed neither frees the nights nor mails again.
    expect((await syncOne(id)).success).toBe(false);
    expect(await unavailable('appartamento-3')).toEqual(expect.arrayContaining(nights));
    expect(await ownerMails()).toHaveLength(3);

    // The owner accepts the change from the panel: the nights become bookable.
    const accepted = await admin.send('POST', `/api/calendars/release/${id}`);
    expect(accepted.status).toBe(200);
    const body = routes.acceptCalendarRelease.response.parse(await accepted.json());
    expect(body.calendar).toMatchObject({ pendingRelease: null, blockedNights: 0 });
    const after = await unavailable('appartamento-3');
    for (const night of nights) expect(after).not.toContain(night);
    // Nothing more to accept; the next sync of the empty feed changes nothing.
    expect((await admin.send('POST', `/api/calendars/release/${id}`)).status).toBe(409);
    expect((await syncOne(id)).success).toBe(true);
    await deleteCalendar(id);
  });

  it('a usual change still applies at once: one cancellation among several stays', async () => {
    feeds.serve(path, whole);
    const { id } = await addCalendar('appartamento-3', feeds.url(path));
    feeds.serve(path, calendarOf(event('a', 300, 304), event('b', 310, 315)));
    expect((await syncOne(id)).success).toBe(true);
    const after = await unavailable('appartamento-3');
    expect(after).not.toContain(d(320));
    expect(after).toContain(d(310));
    expect((await calendar(id)).pendingRelease).toBeNull();
    await deleteCalendar(id);
  });

  it('accepting is for a known calendar only', async () => {
    expect((await admin.send('POST', '/api/calendars/release/nessuno')).status).toBe(404);
  });
});

describe('concurrency and the scheduled job', () => {
  it('two syncs of one calendar at once: one runs, the other says so', async () => {
    // The feed answers when the test says so: the first sync holds the calendar meanwhile.
    let held: Promise<void> | undefined;
    let answer = () => {};
    feeds.route('/held.ics', async (_req, res) => {
      await held;
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.end(renderFixture('vrbo'));
    });
    const created = await addCalendar('appartamento-2', feeds.url('/held.ics'));
    held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const syncs = [syncOne(created.id), syncOne(created.id)];
    // One sync waits on the feed while it holds the calendar, so the other is the first to end.
    await Promise.race(syncs);
    answer();
    const [a, b] = await Promise.all(syncs);
    expect([a?.success, b?.success].sort()).toEqual([false, true]);
    expect([a?.message, b?.message]).toContain(
      'Sincronizzazione già in corso per questo calendario.',
    );
    await deleteCalendar(created.id);
  });

  it('the job syncs every active calendar', async () => {
    const { handler } = await import('../jobs/sync-calendars-job');
    const before = feeds.hits('/vrbo.ics');
    const result = await handler();
    expect(result.synced).toBeGreaterThanOrEqual(4);
    expect(feeds.hits('/vrbo.ics')).toBe(before + 1);
  });
});

describe('a stay that has happened', () => {
  it('keeps its imported nights once they are past, though the feed no longer lists them', async () => {
    const path = '/past-stay.ics';
    const stay = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//EN',
      'BEGIN:VEVENT',
      'UID:past-1',
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${d(300).replaceAll('-', '')}`,
      `DTEND;VALUE=DATE:${d(303).replaceAll('-', '')}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    feeds.serve(path, stay);
    const { id } = await addCalendar('appartamento-3', feeds.url(path));
    const planned = async () => {
      const response = await admin.fetch(`/api/admin/planning?from=${d(299)}&to=${d(310)}`);
      const planning = routes.getPlanning.response.parse(await response.json());
      return planning.apartments
        .find((a) => a.id === 'appartamento-3')
        ?.bars.filter((bar) => bar.kind === 'imported');
    };
    expect(await planned()).toEqual([expect.objectContaining({ start: d(300), end: d(303) })]);

    // A week after the stay the feed's window starts later: its nights are behind it.
    const { syncCalendarById } = await import('./sync');
    const later = new Date(Date.now() + 307 * 86_400_000);
    expect((await syncCalendarById(id, later))?.success).toBe(true);
    expect(await planned()).toEqual([expect.objectContaining({ start: d(300), end: d(303) })]);
    expect((await calendar(id)).blockedNights).toBe(0);
  });
});
