import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApartmentId } from '@catania/shared/config/apartments';
import type { CalendarDate } from '@catania/shared/domain/dates';
import type { CalendarConfig } from '@catania/shared/schemas/calendar';
import { db, tableName } from '../lib/db';
import { fromItem, queryAll } from '../lib/items';
import { keys } from '../lib/keys';
import { isConditionFailure } from '../lib/writes';

/**
 * Imported calendars (docs/data-model.md): the calendar `CALENDAR#<id>/CALENDAR`, listed through
 * byCollection (`CALENDAR`, createdAt), holding what the dashboard shows and `blockedDates`, the
 * nights of its last good sync, so the next sync writes only what appeared and deletes only what
 * vanished. Its blocks are night items, the night ledger's (availability/night-ledger.ts).
 */
export interface CalendarRecord extends CalendarConfig {
  blockedDates: CalendarDate[];
  /** Epoch ms until which a sync holds the calendar (one sync at a time). */
  syncLeaseUntil?: number;
}

const toCalendar = (item: Record<string, unknown>): CalendarRecord => {
  const record = fromItem<CalendarRecord>(item);
  return { ...record, blockedDates: record.blockedDates ?? [], conflicts: record.conflicts ?? [] };
};

/** The public shape (without the bookkeeping). */
export function toCalendarConfig(record: CalendarRecord): CalendarConfig {
  const { blockedDates: _dates, syncLeaseUntil: _lease, ...config } = record;
  return config;
}

/** A calendar just linked, never synced yet. */
export function newCalendarRecord(
  apartmentId: ApartmentId,
  icalUrl: string,
  now: Date,
): CalendarRecord {
  return {
    id: randomUUID(),
    apartmentId,
    icalUrl,
    isActive: true,
    lastSyncAt: null,
    eventCount: 0,
    blockedNights: 0,
    lastHttpStatus: null,
    lastError: null,
    lastAttemptAt: null,
    conflicts: [],
    createdAt: now.toISOString(),
    blockedDates: [],
  };
}

export async function putCalendar(record: CalendarRecord): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.calendar(record.id),
        entity: 'calendar',
        gsi2pk: keys.collections.calendars,
        gsi2sk: `${record.createdAt}#${record.id}`,
        ...record,
      },
      // A new random id: never replace an existing calendar.
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getCalendar(id: string): Promise<CalendarRecord | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.calendar(id), ConsistentRead: true }),
  );
  return Item ? toCalendar(Item) : undefined;
}

/** Every calendar, oldest first (a stable order for the dashboard). */
export async function listCalendars(): Promise<CalendarRecord[]> {
  const calendars: CalendarRecord[] = [];
  const items = await queryAll({
    IndexName: 'byCollection',
    KeyConditionExpression: 'gsi2pk = :collection',
    ExpressionAttributeValues: { ':collection': keys.collections.calendars },
  });
  for (const item of items) calendars.push(toCalendar(item));
  return calendars;
}

/** Deletes the calendar record; answers it as it was, or undefined if it did not exist. */
export async function deleteCalendarRecord(id: string): Promise<CalendarRecord | undefined> {
  const { Attributes } = await db.send(
    new DeleteCommand({ TableName: tableName, Key: keys.calendar(id), ReturnValues: 'ALL_OLD' }),
  );
  return Attributes ? toCalendar(Attributes) : undefined;
}

/** Takes the calendar for one sync; false when another sync holds it or it is gone. */
export async function acquireSyncLease(id: string, now: Date, leaseMs: number): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.calendar(id),
        UpdateExpression: 'SET syncLeaseUntil = :until',
        // One sync at a time per calendar (the job and the owner's button may meet); a lease left
        // by a crashed sync lapses by itself.
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(syncLeaseUntil) OR syncLeaseUntil < :now)',
        ExpressionAttributeValues: { ':until': now.getTime() + leaseMs, ':now': now.getTime() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export interface SyncOutcome {
  attemptAt: string;
  httpStatus: number | null;
}

/**
 * Records the outcome of a sync and lets the calendar go; false when it was deleted meanwhile.
 */
async function recordSync(
  id: string,
  set: string,
  values: Record<string, unknown>,
): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.calendar(id),
        UpdateExpression: `SET ${set} REMOVE syncLeaseUntil`,
        // A calendar deleted during its sync must not come back as a half record.
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Records a good sync; false when the calendar was deleted meanwhile. */
export function saveSyncSuccess(
  id: string,
  outcome: SyncOutcome & {
    eventCount: number;
    blockedDates: CalendarDate[];
    conflicts: CalendarConfig['conflicts'];
  },
): Promise<boolean> {
  return recordSync(
    id,
    'lastSyncAt = :at, lastAttemptAt = :at, lastHttpStatus = :status, lastError = :null, eventCount = :events, blockedNights = :nights, blockedDates = :dates, conflicts = :conflicts',
    {
      ':at': outcome.attemptAt,
      ':status': outcome.httpStatus,
      ':null': null,
      ':events': outcome.eventCount,
      ':nights': outcome.blockedDates.length,
      ':dates': outcome.blockedDates,
      ':conflicts': outcome.conflicts,
    },
  );
}

/** Records a failed sync: the last good blocks and sync time stay as they were. */
export async function saveSyncFailure(
  id: string,
  outcome: SyncOutcome & { error: string },
): Promise<void> {
  await recordSync(id, 'lastAttemptAt = :at, lastHttpStatus = :status, lastError = :error', {
    ':at': outcome.attemptAt,
    ':status': outcome.httpStatus,
    ':error': outcome.error,
  });
}
