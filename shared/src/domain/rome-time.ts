import type { CalendarDate } from './dates';

/**
 * Wall-clock times in Catania (Europe/Rome) and the instants they name, whatever the zone of the
 * machine: a message due "the day before at 10:00" is due at 10:00 in Catania, summer or winter.
 */

const romeClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A time of day, `HH:mm`, 24-hour. */
export type ClockTime = string;

export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The Rome date and time of an instant. */
export function romeDateTime(instant: Date): { date: CalendarDate; time: ClockTime } {
  const parts = romeClock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** Minutes Rome's clock is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function romeOffsetMinutes(instant: Date): number {
  const { date, time } = romeDateTime(instant);
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const truncated = Math.floor(instant.getTime() / 60_000) * 60_000;
  return Math.round((asUtc - truncated) / 60_000);
}

/**
 * The instant at which Rome's clock shows `date` `time`. In the spring-forward hour (a time
 * that does not exist) it is the same instant as an hour later; in the autumn's repeated hour,
 * the first of the two.
 */
export function romeInstant(date: CalendarDate, time: ClockTime): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  // The offset two hours either side differs only around a change of clock; try both.
  for (const guess of [wall - 120 * 60_000, wall - 60 * 60_000]) {
    const candidate = new Date(wall - romeOffsetMinutes(new Date(guess)) * 60_000);
    const shown = romeDateTime(candidate);
    if (shown.date === date && shown.time === time) return candidate;
  }
  return new Date(wall - romeOffsetMinutes(new Date(wall)) * 60_000);
}
