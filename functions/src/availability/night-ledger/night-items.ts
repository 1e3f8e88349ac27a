import type { ApartmentId } from '@catania/shared/config/apartments';
import { addDays, type CalendarDate } from '@catania/shared/domain/dates';
import { keys } from '../../lib/keys';
import { failedConditions } from '../../lib/writes';

/**
 * What a night item carries besides its key: how long it lives, and which nights a refused
 * write names.
 */

/** How long a released hold's night item lingers before the table's TTL removes it. */
const HOLD_TTL_SLACK_SECONDS = 3600;

export const holdTtl = (until: number) => Math.ceil(until / 1000) + HOLD_TTL_SLACK_SECONDS;

export function heldNightItem(
  apartmentId: ApartmentId,
  date: CalendarDate,
  id: string,
  until: number,
) {
  return {
    ...keys.night(apartmentId, date),
    entity: 'night',
    date,
    state: 'held',
    bookingId: id,
    holdExpiresAt: until,
    expiresAt: holdTtl(until),
  };
}

/** Epoch seconds `days` after the night: past nights leave the table by themselves. */
const expiryAfter = (date: CalendarDate, days: number) =>
  Date.parse(`${addDays(date, days)}T00:00:00Z`) / 1000;

/** An owner's block lives in its own record: its night items may go two days after the night. */
export const blockExpiry = (date: CalendarDate) => expiryAfter(date, 2);

/**
 * An imported night is the only record of another platform's stay: kept for the yearly numbers
 * and the tourist tax's annual account of the year before (Modello 21), a little over two years.
 */
const IMPORTED_NIGHT_KEPT_DAYS = 800;

export const importedNightExpiry = (date: CalendarDate) =>
  expiryAfter(date, IMPORTED_NIGHT_KEPT_DAYS);

/** The nights whose condition failed in a cancelled transaction over `nights` (first items). */
export function failedNights(error: unknown, nights: readonly CalendarDate[]): CalendarDate[] {
  const failed = failedConditions(error);
  return nights.filter((_, i) => failed.has(i));
}
