import type { CalendarDate } from '@catania/shared/domain/dates';
import { tableName } from '../lib/db';
import { queryAll } from '../lib/items';
import { keys } from '../lib/keys';
import { isCancelledTransaction, transact } from '../lib/writes';

/** The guests' personal data leaves the table once it is no longer needed: the purge's work list and the purge. */

/** Identities whose purge date has come (the purge list, due first). */
export async function listDueForPurge(
  today: CalendarDate,
): Promise<{ stayKey: string; purgeOn: string }[]> {
  const items = await queryAll({
    IndexName: 'byCollection',
    KeyConditionExpression: 'gsi2pk = :collection AND gsi2sk <= :today',
    ExpressionAttributeValues: {
      ':collection': keys.collections.guestDataPurge,
      ':today': `${today}#~`,
    },
    ProjectionExpression: 'stayKey, purgeOn',
  });
  return items.map((item) => ({ stayKey: String(item.stayKey), purgeOn: String(item.purgeOn) }));
}

/** Deletes a stay's identities and records when; false when they were already gone. */
export async function purgeGuests(stayKey: string, now: Date): Promise<boolean> {
  try {
    await transact([
      {
        Delete: {
          TableName: tableName,
          Key: keys.checkinGuests(stayKey),
          // Only one purge counts (a second run finds nothing to delete).
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.checkinState(stayKey),
          UpdateExpression: 'SET purgedAt = :now, updatedAt = :now',
          ExpressionAttributeValues: { ':now': now.toISOString() },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (isCancelledTransaction(error)) return false;
    throw error;
  }
}

/** Removes a stay's whole check-in record (an arrival the owner deleted). */
export async function deleteCheckin(stayKey: string): Promise<void> {
  await transact([
    { Delete: { TableName: tableName, Key: keys.checkinState(stayKey) } },
    { Delete: { TableName: tableName, Key: keys.checkinGuests(stayKey) } },
  ]);
}
