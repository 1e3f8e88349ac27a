import type { WallTime } from '@catania/shared/domain/ical-nights';

/**
 * What the iCal pre-pass (parse-feed.ts) and node-ical's reader (node-ical-reader.mts) must read
 * the same way, so that an event gives the same nights whichever of the two reads it.
 */
const romeParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock time in Rome of an instant. */
export function romeWallTime(instant: Date): WallTime {
  const parts = romeParts.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    date: `${get('year')}-${pad(get('month'))}-${pad(get('day'))}`,
    minutes: get('hour') * 60 + get('minute'),
  };
}

/** Does the event block its nights (neither cancelled nor marked free)? */
export const blocks = (event: { status?: string; transparency?: string }) =>
  String(event.status ?? '').toUpperCase() !== 'CANCELLED' &&
  String(event.transparency ?? '').toUpperCase() !== 'TRANSPARENT';
