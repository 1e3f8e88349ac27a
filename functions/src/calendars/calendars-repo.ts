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
 * vanished. Its blocks are night items, the night ledger's (availability/night-ledger/).
 */
export interface CalendarRecord extends Omit<CalendarConfig, 'pendingRelease'> {
  blockedDates: CalendarDate[];
  /**
   * Future nights the feed stopped listing that the safety valve kept blocked (a subset of
   * blockedDates), and since when: they wait for the owner's approval.
   */
  heldBackDates: CalendarDate[];
  heldBackSince?: string;
  /** Epoch ms until which a sync holds the calendar (one sync at a time). */
  syncLeaseUntil?: number;
}

const toCalendar = (item: Record<string, unknown>): CalendarRecord => {
  const record = fromItem<CalendarRecord>(item);
  // Optional on read: calendars written before the safety valve have no held-back nights.
  return {
    ...record,
    blockedDates: record.blockedDates ?? [],
    heldBackDates: record.heldBackDates ?? [],
    conflicts: record.conflicts ?? [],
  };
};

/** The public shape (without the bookkeeping). */
export function toCalendarConfig(record: CalendarRecord): CalendarConfig {
  const {
    blockedDates: _dates,
    syncLeaseUntil: _lease,
    heldBackDates,
    heldBackSince,
    ...config
  } = record;
  const pendingRelease =
    heldBackDates.length > 0
      ? {
          nights: heldBackDates.length,
          from: heldBackDates[0] as CalendarDate,
          to: heldBackDates.at(-1) as CalendarDate,
          dates: heldBackDates,
          since: heldBackSince ?? record.lastAttemptAt ?? record.createdAt,
        }
      : null;
  return { ...config, pendingRelease };
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
    heldBackDates: [],
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
 * Records the outcome of a sync (or of the owner's decision) and lets the calendar go; false when
 * it was deleted meanwhile.
 */
async function recordSync(
  id: string,
  set: string,
  values: Record<string, unknown>,
  remove: string[] = [],
): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.calendar(id),
        UpdateExpression: `SET ${set} REMOVE ${['syncLeaseUntil', ...remove].join(', ')}`,
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

/**
 * Records a good sync, with the nights the safety valve held back if any; false when the
 * calendar was deleted meanwhile.
 */
export function saveSyncSuccess(
  id: string,
  outcome: SyncOutcome & {
    eventCount: number;
    blockedDates: CalendarDate[];
    conflicts: CalendarConfig['conflicts'];
    heldBack: { dates: CalendarDate[]; since: string } | null;
  },
): Promise<boolean> {
  const held = outcome.heldBack;
  return recordSync(
    id,
    `lastSyncAt = :at, lastAttemptAt = :at, lastHttpStatus = :status, lastError = :null, eventCount = :events, blockedNights = :nights, blockedDates = :dates, conflicts = :conflicts${held ? ', heldBackDates = :held, heldBackSince = :since' : ''}`,
    {
      ':at': outcome.attemptAt,
      ':status': outcome.httpStatus,
      ':null': null,
      ':events': outcome.eventCount,
      ':nights': outcome.blockedDates.length,
      ':dates': outcome.blockedDates,
      ':conflicts': outcome.conflicts,
      ...(held ? { ':held': held.dates, ':since': held.since } : {}),
    },
    held ? [] : ['heldBackDates', 'heldBackSince'],
  );
}

/**
 * The owner accepted the held-back release: the calendar's blocks are now `blockedDates`, nothing
 * waits any more. Called under the sync lease, which it gives back; false when the calendar is gone.
 */
export function saveReleaseAccepted(id: string, blockedDates: CalendarDate[]): Promise<boolean> {
  return recordSync(
    id,
    'blockedDates = :dates, blockedNights = :nights',
    { ':dates': blockedDates, ':nights': blockedDates.length },
    ['heldBackDates', 'heldBackSince'],
  );
}

/** Gives the sync lease back without recording anything (nothing to do under it). */
export async function releaseSyncLease(id: string): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.calendar(id),
        UpdateExpression: 'REMOVE syncLeaseUntil',
        // Only an existing calendar: a deleted one stays deleted.
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
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
