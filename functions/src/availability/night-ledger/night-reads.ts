import type { ApartmentId } from '@catania/shared/config/apartments';
import type { OccupiedNight } from '@catania/shared/domain/availability';
import type { CalendarDate } from '@catania/shared/domain/dates';
import { queryAll } from '../../lib/items';
import { keys } from '../../lib/keys';

/** The night items of one apartment over a window, read as each caller needs them. */

/** Every night item of one apartment in `[from, to]`: a single range query. */
function queryNights(
  apartmentId: ApartmentId,
  from: CalendarDate,
  to: CalendarDate,
  options: { projection: string; filter?: string },
) {
  const [start, end] = keys.nightRange(from, to);
  return queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :start AND :end',
    ...(options.filter ? { FilterExpression: options.filter } : {}),
    ExpressionAttributeValues: {
      ':pk': keys.apartmentPartition(apartmentId),
      ':start': start,
      ':end': end,
    },
    ProjectionExpression: options.projection,
    ExpressionAttributeNames: { '#date': 'date', '#state': 'state' },
  });
}

const isBlock = (item: Record<string, unknown>) => String(item.sk).includes('#BLOCK#');

/** Every sold, held and blocked night of one apartment in `[from, to]`. */
export async function listOccupiedNights(
  apartmentId: ApartmentId,
  from: CalendarDate,
  to: CalendarDate,
): Promise<OccupiedNight[]> {
  const items = await queryNights(apartmentId, from, to, {
    projection: 'sk, #date, #state, holdExpiresAt',
  });
  return items.map((item): OccupiedNight => {
    const date = item.date as CalendarDate;
    if (isBlock(item) || item.state === 'blocked') return { date, kind: 'blocked' };
    if (item.state === 'held') {
      return { date, kind: 'held', holdExpiresAt: Number(item.holdExpiresAt ?? 0) };
    }
    return { date, kind: 'sold' };
  });
}

/** The nights imported calendars block in one apartment in `[from, to]`, and whose they are. */
export async function listBlockedNights(
  apartmentId: ApartmentId,
  from: CalendarDate,
  to: CalendarDate,
): Promise<{ date: CalendarDate; calendarId: string }[]> {
  const items = await queryNights(apartmentId, from, to, {
    projection: 'sk, #date, #state, calendarId',
    filter: 'attribute_exists(calendarId)',
  });
  return items
    .filter(isBlock)
    .map((item) => ({ date: String(item.date), calendarId: String(item.calendarId) }));
}

/** A night of a direct booking (not an imported block). */
export interface DirectNight {
  date: CalendarDate;
  bookingId: string;
  state: 'held' | 'sold';
  holdExpiresAt?: number;
}

/** The direct bookings' nights of one apartment in `[from, to]` (blocks are left out). */
export async function listDirectNights(
  apartmentId: ApartmentId,
  from: CalendarDate,
  to: CalendarDate,
): Promise<DirectNight[]> {
  const items = await queryNights(apartmentId, from, to, {
    projection: 'sk, #date, #state, bookingId, holdExpiresAt',
    filter: 'attribute_exists(bookingId)',
  });
  return items
    .filter((item) => !isBlock(item))
    .map((item) => ({
      date: String(item.date),
      bookingId: String(item.bookingId),
      state: item.state === 'held' ? 'held' : 'sold',
      ...(item.holdExpiresAt !== undefined ? { holdExpiresAt: Number(item.holdExpiresAt) } : {}),
    }));
}

/** A night item as the owner's planning reads it: whose it is. */
export type LedgerNight =
  | { date: CalendarDate; kind: 'held' | 'sold'; bookingId: string; holdExpiresAt?: number }
  | { date: CalendarDate; kind: 'owner-block'; blockId: string }
  | { date: CalendarDate; kind: 'imported'; calendarId: string };

/** Every night item of one apartment in `[from, to]`, with its owner (planning, export, numbers). */
export async function listLedgerNights(
  apartmentId: ApartmentId,
  from: CalendarDate,
  to: CalendarDate,
): Promise<LedgerNight[]> {
  const items = await queryNights(apartmentId, from, to, {
    projection: 'sk, #date, #state, bookingId, blockId, calendarId, holdExpiresAt',
  });
  return items.map((item): LedgerNight => {
    const date = String(item.date);
    if (isBlock(item)) return { date, kind: 'imported', calendarId: String(item.calendarId) };
    if (item.state === 'blocked')
      return { date, kind: 'owner-block', blockId: String(item.blockId) };
    return {
      date,
      kind: item.state === 'held' ? 'held' : 'sold',
      bookingId: String(item.bookingId),
      ...(item.holdExpiresAt !== undefined ? { holdExpiresAt: Number(item.holdExpiresAt) } : {}),
    };
  });
}
