import { describe, expect, it } from 'vitest';
import { CHECK_OUT_MINUTES, nightsOfSpan, nightsWithin } from './ical-nights';

const at = (date: string, time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return { date, minutes: h * 60 + m };
};

describe('all-day events', () => {
  it('treat DTEND as exclusive', () => {
    expect(nightsOfSpan({ kind: 'date', start: '2026-05-10', end: '2026-05-13' })).toEqual([
      '2026-05-10',
      '2026-05-11',
      '2026-05-12',
    ]);
  });

  it('block one night without DTEND, or with DTEND not after DTSTART', () => {
    expect(nightsOfSpan({ kind: 'date', start: '2026-05-10' })).toEqual(['2026-05-10']);
    expect(nightsOfSpan({ kind: 'date', start: '2026-05-10', end: '2026-05-10' })).toEqual([
      '2026-05-10',
    ]);
    expect(nightsOfSpan({ kind: 'date', start: '2026-05-10', end: '2026-05-01' })).toEqual([
      '2026-05-10',
    ]);
  });

  it('cross months and years', () => {
    expect(nightsOfSpan({ kind: 'date', start: '2026-12-30', end: '2027-01-02' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });
});

describe('timed events (wall-clock in Europe/Rome)', () => {
  it('a stay from the afternoon to a morning blocks its nights, not the morning of departure', () => {
    const span = {
      kind: 'timed',
      start: at('2026-05-10', '15:00'),
      end: at('2026-05-12', '10:00'),
    };
    expect(nightsOfSpan(span as never)).toEqual(['2026-05-10', '2026-05-11']);
  });

  it('ending after check-out time blocks the last day too', () => {
    const span = {
      kind: 'timed',
      start: at('2026-05-10', '15:00'),
      end: at('2026-05-12', '16:00'),
    };
    expect(nightsOfSpan(span as never)).toEqual(['2026-05-10', '2026-05-11', '2026-05-12']);
  });

  it('ending exactly at check-out time or at midnight frees that day', () => {
    const checkOut = `${Math.floor(CHECK_OUT_MINUTES / 60)}:00`;
    expect(
      nightsOfSpan({
        kind: 'timed',
        start: at('2026-05-10', '00:00'),
        end: at('2026-05-12', checkOut),
      }),
    ).toEqual(['2026-05-10', '2026-05-11']);
    expect(
      nightsOfSpan({
        kind: 'timed',
        start: at('2026-05-10', '00:00'),
        end: at('2026-05-12', '00:00'),
      }),
    ).toEqual(['2026-05-10', '2026-05-11']);
  });

  it('an event within a day blocks that day, morning or evening', () => {
    for (const [from, to] of [
      ['09:00', '10:00'],
      ['14:00', '18:00'],
      ['00:00', '23:59'],
    ] as const) {
      expect(
        nightsOfSpan({ kind: 'timed', start: at('2026-05-10', from), end: at('2026-05-10', to) }),
      ).toEqual(['2026-05-10']);
    }
  });

  it('an event over midnight blocks the night it crosses', () => {
    expect(
      nightsOfSpan({
        kind: 'timed',
        start: at('2026-05-10', '22:00'),
        end: at('2026-05-11', '02:00'),
      }),
    ).toEqual(['2026-05-10']);
  });

  it('an event ending before it starts blocks its start day only', () => {
    expect(
      nightsOfSpan({
        kind: 'timed',
        start: at('2026-05-10', '22:00'),
        end: at('2026-05-09', '02:00'),
      }),
    ).toEqual(['2026-05-10']);
  });
});

describe('nightsWithin', () => {
  const window = { from: '2026-05-01', to: '2026-05-31' };

  it('merges overlapping spans and sorts', () => {
    expect(
      nightsWithin(
        [
          { kind: 'date', start: '2026-05-12', end: '2026-05-14' },
          { kind: 'date', start: '2026-05-10', end: '2026-05-13' },
        ],
        window,
      ),
    ).toEqual(['2026-05-10', '2026-05-11', '2026-05-12', '2026-05-13']);
  });

  it('clips spans of centuries to the window', () => {
    const nights = nightsWithin(
      [
        { kind: 'date', start: '1990-01-01', end: '2026-05-03' },
        { kind: 'date', start: '2026-05-30', end: '2999-01-01' },
        { kind: 'timed', start: at('1990-01-01', '10:00'), end: at('2026-05-02', '09:00') },
      ],
      window,
    );
    expect(nights).toEqual(['2026-05-01', '2026-05-02', '2026-05-30', '2026-05-31']);
  });

  it('drops spans wholly outside', () => {
    expect(
      nightsWithin(
        [
          { kind: 'date', start: '2026-04-01', end: '2026-05-01' },
          { kind: 'date', start: '2026-06-01', end: '2026-06-05' },
          { kind: 'timed', start: at('2026-04-30', '15:00'), end: at('2026-05-01', '10:00') },
        ],
        window,
      ),
    ).toEqual([]);
  });

  it('keeps a timed span reaching into the window past check-out', () => {
    expect(
      nightsWithin(
        [{ kind: 'timed', start: at('2026-04-30', '15:00'), end: at('2026-05-01', '12:00') }],
        window,
      ),
    ).toEqual(['2026-05-01']);
  });
});
