import { describe, expect, it } from 'vitest';
import { FeedParseError, parseFeed, trimFeed } from './parse-feed';

const window = { from: '2026-05-01', to: '2027-10-31' };
const calendar = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    ...events.flatMap((e, i) => [
      'BEGIN:VEVENT',
      `UID:e${i}`,
      'DTSTAMP:20260101T000000Z',
      ...e,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\r\n');

const zones = ['UTC', 'America/Chicago', 'Pacific/Auckland', 'Europe/Rome', 'Asia/Kolkata'];

/** Parses under each machine zone; all must agree. */
async function nights(text: string) {
  const original = process.env.TZ;
  const results: string[][] = [];
  try {
    for (const zone of zones) {
      process.env.TZ = zone;
      results.push((await parseFeed(text, window)).nights);
    }
  } finally {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  }
  for (const result of results) expect(result).toEqual(results[0]);
  return results[0];
}

describe('parseFeed gives the same nights in any machine time zone', () => {
  it('all-day events: DTEND exclusive, a missing DTEND is one day', async () => {
    expect(
      await nights(
        calendar(
          ['DTSTART;VALUE=DATE:20260510', 'DTEND;VALUE=DATE:20260512'],
          ['DTSTART;VALUE=DATE:20260601'],
          ['DTSTART:20260701', 'DTEND:20260702'], // date-only without VALUE=DATE
        ),
      ),
    ).toEqual(['2026-05-10', '2026-05-11', '2026-06-01', '2026-07-01']);
  });

  it('timed events in Rome, in UTC, in another zone and floating', async () => {
    expect(
      await nights(
        calendar(
          ['DTSTART;TZID=Europe/Rome:20260510T150000', 'DTEND;TZID=Europe/Rome:20260512T100000'],
          // 23:30Z on 31 May is 01:30 on 1 June in Rome
          ['DTSTART:20260531T233000Z', 'DTEND:20260601T003000Z'],
          ['DTSTART;TZID=Asia/Tokyo:20260710T080000', 'DTEND;TZID=Asia/Tokyo:20260710T090000'],
          ['DTSTART:20260801T220000', 'DTEND:20260802T020000'], // floating: Rome wall-clock
          // DST change night in Rome (last Sunday of October 2026 is the 25th)
          ['DTSTART;TZID=Europe/Rome:20261024T230000', 'DTEND;TZID=Europe/Rome:20261025T230000'],
        ),
      ),
    ).toEqual([
      '2026-05-10',
      '2026-05-11',
      '2026-06-01',
      '2026-07-10', // 01:00-02:00 in Rome
      '2026-08-01',
      '2026-10-24',
      '2026-10-25',
    ]);
  });

  it('expands RRULEs within the horizon, with EXDATE and a moved instance', async () => {
    expect(
      await nights(
        calendar(
          [
            'DTSTART;VALUE=DATE:20260504',
            'DTEND;VALUE=DATE:20260506',
            'RRULE:FREQ=MONTHLY;COUNT=4',
            'EXDATE;VALUE=DATE:20260604',
          ],
          [
            'DTSTART;TZID=Europe/Rome:20260901T160000',
            'DTEND;TZID=Europe/Rome:20260901T180000',
            'RRULE:FREQ=YEARLY',
          ],
        ),
      ),
    ).toEqual([
      '2026-05-04',
      '2026-05-05',
      '2026-07-04',
      '2026-07-05',
      '2026-08-04',
      '2026-08-05',
      '2026-09-01',
      '2027-09-01', // the endless yearly rule stops at the horizon
    ]);
  });

  it('applies a RECURRENCE-ID override and ignores a cancelled instance', async () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:weekly',
      'DTSTAMP:20260101T000000Z',
      'DTSTART;TZID=Europe/Rome:20260506T150000',
      'DTEND;TZID=Europe/Rome:20260506T170000',
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:weekly',
      'DTSTAMP:20260101T000000Z',
      'RECURRENCE-ID;TZID=Europe/Rome:20260513T150000',
      'DTSTART;TZID=Europe/Rome:20260514T150000',
      'DTEND;TZID=Europe/Rome:20260514T170000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:weekly',
      'DTSTAMP:20260101T000000Z',
      'RECURRENCE-ID;TZID=Europe/Rome:20260520T150000',
      'DTSTART;TZID=Europe/Rome:20260520T150000',
      'DTEND;TZID=Europe/Rome:20260520T170000',
      'STATUS:CANCELLED',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(await nights(text)).toEqual(['2026-05-06', '2026-05-14']);
  });

  it('ignores cancelled and free events', async () => {
    const feed = await parseFeed(
      calendar(
        ['DTSTART;VALUE=DATE:20260510', 'STATUS:CANCELLED'],
        ['DTSTART;VALUE=DATE:20260511', 'TRANSP:TRANSPARENT'],
        ['DTSTART;VALUE=DATE:20260513'],
      ),
      window,
    );
    expect(feed).toEqual({ eventCount: 1, nights: ['2026-05-13'] });
  });

  it('a DURATION instead of DTEND', async () => {
    expect(
      await nights(calendar(['DTSTART;TZID=Europe/Rome:20260510T150000', 'DURATION:P1DT19H'])),
    ).toEqual(['2026-05-10', '2026-05-11']);
  });

  it('refuses HTML and non-calendars with clear messages', async () => {
    await expect(parseFeed('<!doctype html><html></html>', window)).rejects.toThrow(
      /pagina web \(HTML\)/,
    );
    await expect(parseFeed('{"events": []}', window)).rejects.toBeInstanceOf(FeedParseError);
    await expect(
      parseFeed(`\uFEFF\r\n${calendar(['DTSTART;VALUE=DATE:20260510'])}`, window),
    ).resolves.toMatchObject({ nights: ['2026-05-10'] });
  });
});

describe('a feed that is not complete and well formed is refused, never read as a shorter one', () => {
  const whole = calendar(
    ['DTSTART;VALUE=DATE:20260510', 'DTEND;VALUE=DATE:20260513'],
    ['DTSTART;VALUE=DATE:20260601', 'DTEND;VALUE=DATE:20260605'],
  );
  const refused = (text: string) => expect(parseFeed(text, window)).rejects;

  it('the whole feed is read', async () => {
    expect((await parseFeed(whole, window)).nights).toHaveLength(7);
  });

  it('cut off before END:VCALENDAR, or in the middle of an event', async () => {
    await refused(whole.slice(0, whole.lastIndexOf('END:VCALENDAR'))).toThrow(/incompleto/);
    await refused(whole.slice(0, whole.indexOf('DTEND;VALUE=DATE:20260605'))).toThrow(/incompleto/);
    // Cut inside the second event, with the calendar's end patched on by a proxy.
    const patched = `${whole.slice(0, whole.indexOf('DTEND;VALUE=DATE:20260605'))}\r\nEND:VCALENDAR`;
    await refused(patched).toThrow(/END:VCALENDAR senza il suo BEGIN/);
  });

  it('HTML after the header, or any other text after the end', async () => {
    const html = whole.replace(
      'BEGIN:VEVENT',
      '<!DOCTYPE html>\r\n<html><body>Service unavailable</body></html>\r\nBEGIN:VEVENT',
    );
    await refused(html).toThrow(/pagina web \(HTML\) alla riga 4/);
    await refused(`${whole}\r\n<p>debug</p>`).toThrow(/dopo la fine del calendario/);
    await refused(`${whole}\r\nBEGIN:VCALENDAR`).toThrow(/dopo la fine del calendario/);
    await refused(whole.replace('VERSION:2.0', 'not a content line')).toThrow(/riga non valida/);
  });

  it('a date that is not a date, out of any plausible range, or missing', async () => {
    for (const bad of ['20261345', '20260230', 'abc', '00010101', '2026-05-10', '99991231']) {
      await refused(calendar([`DTSTART;VALUE=DATE:${bad}`])).toThrow(/data non valida/);
    }
    await refused(calendar(['DTSTART:20260510T250000Z'])).toThrow(/data non valida/);
    await refused(calendar(['DTSTART;VALUE=DATE:20260510', 'DTEND;VALUE=DATE:2026'])).toThrow(
      /data non valida/,
    );
    await refused(
      calendar(['DTSTART;VALUE=DATE:20260510', 'RRULE:FREQ=WEEKLY', 'EXDATE:20260517,xyz']),
    ).toThrow(/data non valida/);
    await refused(calendar(['SUMMARY:no start'])).toThrow(/non ha la data di inizio/);
  });

  it('an event repeating more often than daily makes the sync fail instead of vanishing', async () => {
    for (const freq of ['HOURLY', 'MINUTELY', 'SECONDLY']) {
      await refused(calendar(['DTSTART:20260512T100000Z', `RRULE:FREQ=${freq}`])).toThrow(
        /più di una volta al giorno/,
      );
    }
    await refused(calendar(['DTSTART:20260512T100000Z', 'RRULE:COUNT=3'])).toThrow(
      /ricorrenza non valida/,
    );
    await refused(
      calendar(['DTSTART:20260512T100000Z', 'RRULE:FREQ=DAILY;UNTIL=20261399']),
    ).toThrow(/data non valida/);
  });

  it('accepts what real feeds do: folded lines, quoted parameters, alarms, time zones, blank lines', async () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'X-WR-CALNAME;LANGUAGE=it:Casa: "centro"',
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Rome',
      'BEGIN:STANDARD',
      'DTSTART:19701025T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:x',
      'DTSTART;TZID="Europe/Rome":20260510T150000',
      'DTEND;TZID=Europe/Rome:20260512T100000',
      'DESCRIPTION:Prenotazione con una descrizione molto lunga che il server ha ',
      ' piegato su due righe; contiene: due punti',
      'BEGIN:VALARM',
      'TRIGGER:-PT15M',
      'ACTION:DISPLAY',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
      '',
    ].join('\r\n');
    expect((await parseFeed(text, window)).nights).toEqual(['2026-05-10', '2026-05-11']);
  });
});

/** The trimming alone: node-ical reads every event kept. */
const withoutDistantEvents = (text: string, w: typeof window) => trimFeed(text, w, false).text;

describe('withoutDistantEvents', () => {
  it('drops plain events long past or beyond the horizon, keeps the rest', () => {
    const text = calendar(
      ['DTSTART;VALUE=DATE:20250101', 'DTEND;VALUE=DATE:20250105'],
      ['DTSTART;VALUE=DATE:20260429', 'DTEND;VALUE=DATE:20260430'], // within the margin
      ['DTSTART;VALUE=DATE:20200101', 'RRULE:FREQ=YEARLY'],
      ['DTSTART;VALUE=DATE:20300101'],
      ['DTSTART:20250101T100000Z', 'DURATION:P2000D'],
      ['DTSTART;VALUE=DATE:20260601', 'DESCRIPTION:a folded', '  line'],
    );
    const kept = withoutDistantEvents(text, window);
    expect(kept).not.toContain('20250105');
    expect(kept).not.toContain('20300101');
    expect(kept).toContain('20260430');
    expect(kept).toContain('RRULE:FREQ=YEARLY');
    expect(kept).toContain('DURATION:P2000D');
    expect(kept).toContain('DTSTART;VALUE=DATE:20260601');
  });

  it('keeps only the properties that decide nights, outside events everything', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'X-WR-CALNAME:Airbnb',
      'BEGIN:VEVENT',
      'UID:a@example.com',
      'SEQUENCE:2',
      'DTSTART;VALUE=DATE:20260601',
      'DTEND;VALUE=DATE:20260604',
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'SUMMARY:Reserved',
      'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/deta',
      ' ils/HM00000001',
      'BEGIN:VALARM',
      'TRIGGER:-PT15M',
      'DESCRIPTION:Reminder',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(withoutDistantEvents(text, window).split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'X-WR-CALNAME:Airbnb',
      'BEGIN:VEVENT',
      'UID:a@example.com',
      'SEQUENCE:2',
      'DTSTART;VALUE=DATE:20260601',
      'DTEND;VALUE=DATE:20260604',
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });
});

describe('plain events read before node-ical', () => {
  const forms: string[][] = [
    ['DTSTART;VALUE=DATE:20260601', 'DTEND;VALUE=DATE:20260604'],
    ['DTSTART;VALUE=DATE:20260610'],
    ['DTSTART;VALUE=DATE:20260620', 'DTEND;VALUE=DATE:20260620'],
    ['DTSTART;TZID=Europe/Rome:20260701T150000', 'DTEND;TZID=Europe/Rome:20260704T100000'],
    ['DTSTART;TZID=Europe/Rome:20260711T150000', 'DTEND;TZID=Europe/Rome:20260713T163000'],
    // Rome's spring-forward gap and autumn fold.
    ['DTSTART;TZID=Europe/Rome:20270328T023000', 'DTEND;TZID=Europe/Rome:20270329T021500'],
    ['DTSTART;TZID="Europe/Rome":20261025T023000', 'DTEND;TZID=Europe/Rome:20261025T100000'],
    ['DTSTART:20260801T230000Z', 'DTEND:20260803T093000Z'],
    ['DTSTART:20260810T220000Z', 'DTEND:20260810T230000Z'],
    ['DTSTART;VALUE=DATE:20260901', 'DTEND;VALUE=DATE:20260905', 'STATUS:CANCELLED'],
    ['DTSTART;VALUE=DATE:20260911', 'DTEND;VALUE=DATE:20260915', 'TRANSP:TRANSPARENT'],
    ['DTSTART;VALUE=DATE:20260921', 'DTEND;VALUE=DATE:20260923', 'STATUS:confirmed'],
    // Left to node-ical: another zone, floating, a recurrence, a mixed event.
    [
      'DTSTART;TZID=America/New_York:20261001T220000',
      'DTEND;TZID=America/New_York:20261003T080000',
    ],
    ['DTSTART:20261010T150000', 'DTEND:20261012T100000'],
    ['DTSTART;VALUE=DATE:20261101', 'DTEND;VALUE=DATE:20261103', 'RRULE:FREQ=WEEKLY;COUNT=4'],
    ['DTSTART;VALUE=DATE:20261201', 'DTEND:20261203T120000Z'],
  ];

  it('gives the nights and the event count node-ical gives, in any machine time zone', async () => {
    const text = calendar(...forms);
    const original = process.env.TZ;
    try {
      for (const zone of zones) {
        process.env.TZ = zone;
        const fast = await parseFeed(text, window);
        const slow = await parseFeed(text, window, { readPlain: false });
        expect(fast, zone).toEqual(slow);
        expect(fast.nights).toContain('2026-07-13');
        expect(fast.nights).not.toContain('2026-09-01');
      }
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });

  it('leaves to node-ical what is not plain, and every event of a repeated UID', () => {
    const repeated = [
      'BEGIN:VEVENT',
      'UID:e0',
      'DTSTART;VALUE=DATE:20260602',
      'DTEND;VALUE=DATE:20260603',
      'END:VEVENT',
    ].join('\r\n');
    const text = calendar(...forms).replace('END:VCALENDAR', `${repeated}\r\nEND:VCALENDAR`);
    const trimmed = trimFeed(text, window);
    const uids = [...trimmed.text.matchAll(/^UID:(.*)$/gm)].map((m) => m[1]);
    // e0 twice (its two versions), then the other zone, the floating time, the RRULE, the mix.
    expect(uids).toEqual(['e0', 'e12', 'e13', 'e14', 'e15', 'e0']);
    expect(trimmed.text.endsWith('END:VCALENDAR')).toBe(true);
    // Eleven plain events read here, nine of them blocking (one cancelled, one free).
    expect(trimmed.spans).toHaveLength(9);
    expect(trimmed.blockingEvents).toBe(9);
    expect(trimmed.spans).toContainEqual({
      kind: 'timed',
      start: { date: '2026-08-02', minutes: 60 },
      end: { date: '2026-08-03', minutes: 690 },
    });
  });
});
