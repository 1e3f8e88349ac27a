import type { ApartmentId } from '@catania/shared/config/apartments';
import type { OccupiedNight } from '@catania/shared/domain/availability';
import type { CalendarDate } from '@catania/shared/domain/dates';
import { queryAll } from './items';
import { keys } from './keys';

/** A held or sold night of a direct booking, as stored (one item per night). */
export interface NightItem {
  pk: string;
  sk: string;
  date: CalendarDate;
  state: 'held' | 'sold';
  bookingId: string;
  /** For holds: when the hold lapses, epoch milliseconds. */
  holdExpiresAt?: number;
}

/** Every sold, held and blocked night of one apartment in `[from, to]`: a single range query. */
export async function listOccupiedNights(
  id: ApartmentId,
  from: CalendarDate,
  to: CalendarDate,
): Promise<OccupiedNight[]> {
  const [start, end] = keys.nightRange(from, to);
  const nights: OccupiedNight[] = [];
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :start AND :end',
    ExpressionAttributeValues: {
      ':pk': keys.apartmentPartition(id),
      ':start': start,
      ':end': end,
    },
    ProjectionExpression: 'sk, #date, #state, holdExpiresAt',
    ExpressionAttributeNames: { '#date': 'date', '#state': 'state' },
  });
  for (const item of items) nights.push(toOccupiedNight(item));
  return nights;
}

function toOccupiedNight(item: Record<string, unknown>): OccupiedNight {
  const date = item.date as CalendarDate;
  if (String(item.sk).includes('#BLOCK#')) return { date, kind: 'blocked' };
  if (item.state === 'held') {
    return { date, kind: 'held', holdExpiresAt: Number(item.holdExpiresAt ?? 0) };
  }
  return { date, kind: 'sold' };
}
