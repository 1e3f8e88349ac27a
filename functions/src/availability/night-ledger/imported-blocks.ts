import type { ApartmentId } from '@catania/shared/config/apartments';
import type { CalendarDate } from '@catania/shared/domain/dates';
import { queryAll } from '../../lib/items';
import { keys } from '../../lib/keys';
import { batchWrite } from '../../lib/writes';
import { importedNightExpiry } from './night-items';

/**
 * The nights an imported calendar (Airbnb, Booking.com) blocks: `NIGHT#<date>#BLOCK#<calendarId>`,
 * one per calendar and night, so several calendars may block the same night.
 */

/** Blocks nights for an imported calendar (several calendars may block the same night). */
export function putBlocks(
  apartmentId: ApartmentId,
  calendarId: string,
  dates: readonly CalendarDate[],
): Promise<void> {
  return batchWrite(
    dates.map((date) => ({
      PutRequest: {
        Item: {
          ...keys.block(apartmentId, date, calendarId),
          entity: 'block',
          date,
          calendarId,
          expiresAt: importedNightExpiry(date),
        },
      },
    })),
  );
}

export function deleteBlocks(
  apartmentId: ApartmentId,
  calendarId: string,
  dates: readonly CalendarDate[],
): Promise<void> {
  return batchWrite(
    dates.map((date) => ({ DeleteRequest: { Key: keys.block(apartmentId, date, calendarId) } })),
  );
}

/** Every night a calendar blocks, read from the table itself (whatever its record says). */
async function listBlockDates(
  apartmentId: ApartmentId,
  calendarId: string,
): Promise<CalendarDate[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :night)',
    FilterExpression: 'calendarId = :calendar',
    ExpressionAttributeValues: {
      ':pk': keys.apartmentPartition(apartmentId),
      ':night': 'NIGHT#',
      ':calendar': calendarId,
    },
    ProjectionExpression: '#date',
    ExpressionAttributeNames: { '#date': 'date' },
  });
  return items.map((item) => String(item.date));
}

/** Every block of a calendar, freed (the calendar was unlinked or deleted during its sync). */
export async function freeAllBlocks(apartmentId: ApartmentId, calendarId: string): Promise<void> {
  await deleteBlocks(apartmentId, calendarId, await listBlockDates(apartmentId, calendarId));
}
