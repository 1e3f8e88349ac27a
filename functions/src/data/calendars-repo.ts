import { randomBytes } from 'node:crypto';
import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { chunk } from '@catania/shared/domain/booking';
import { addDays, type CalendarDate } from '@catania/shared/domain/dates';
import type { CalendarConfig } from '@catania/shared/schemas/calendar';
import { db, tableName } from './client';
import { fromItem, queryAll } from './items';
import { keys } from './keys';

/**
 * Imported calendars (docs/data-model-admin.md):
 * - the calendar `CALENDAR#<id>/CALENDAR`, listed through byCollection (`CALENDAR`, createdAt),
 *   holding what the dashboard shows and `blockedDates`, the nights of its last good sync, so the
 *   next sync writes only what appeared and deletes only what vanished;
 * - its blocks `APT#<apartment>/NIGHT#<date>#BLOCK#<calendarId>`, one per night, in the apartment's
 *   night range that availability reads in one query;
 * - an apartment's export feed `APT#<apartment>/ICAL_FEED`, found by its secret token through byId.
 */
export interface CalendarRecord extends CalendarConfig {
  blockedDates: CalendarDate[];
  /** Epoch ms until which a sync holds the calendar (one sync at a time). */
  syncLeaseUntil?: number;
}

const isConditionFailure = (error: unknown) =>
  (error as Error)?.name === 'ConditionalCheckFailedException';

const toCalendar = (item: Record<string, unknown>): CalendarRecord => {
  const record = fromItem<CalendarRecord>(item);
  return { ...record, blockedDates: record.blockedDates ?? [], conflicts: record.conflicts ?? [] };
};

/** The public shape (without the bookkeeping). */
export function toCalendarConfig(record: CalendarRecord): CalendarConfig {
  const { blockedDates: _dates, syncLeaseUntil: _lease, ...config } = record;
  return config;
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

/** Records a good sync; false when the calendar was deleted meanwhile. */
export async function saveSyncSuccess(
  id: string,
  outcome: SyncOutcome & {
    eventCount: number;
    blockedDates: CalendarDate[];
    conflicts: CalendarConfig['conflicts'];
  },
): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.calendar(id),
        UpdateExpression:
          'SET lastSyncAt = :at, lastAttemptAt = :at, lastHttpStatus = :status, lastError = :null, eventCount = :events, blockedNights = :nights, blockedDates = :dates, conflicts = :conflicts REMOVE syncLeaseUntil',
        // A calendar deleted during its sync must not come back as a half record.
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':at': outcome.attemptAt,
          ':status': outcome.httpStatus,
          ':null': null,
          ':events': outcome.eventCount,
          ':nights': outcome.blockedDates.length,
          ':dates': outcome.blockedDates,
          ':conflicts': outcome.conflicts,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Records a failed sync: the last good blocks and sync time stay as they were. */
export async function saveSyncFailure(
  id: string,
  outcome: SyncOutcome & { error: string },
): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.calendar(id),
        UpdateExpression:
          'SET lastAttemptAt = :at, lastHttpStatus = :status, lastError = :error REMOVE syncLeaseUntil',
        // Same as above: no half record for a deleted calendar.
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':at': outcome.attemptAt,
          ':status': outcome.httpStatus,
          ':error': outcome.error,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Epoch seconds two days after the night: past blocks leave the table by themselves. */
const blockExpiry = (date: CalendarDate) => Date.parse(`${addDays(date, 2)}T00:00:00Z`) / 1000;

type WriteRequest = NonNullable<
  ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']
>[string][number];

async function batchWrite(requests: WriteRequest[]): Promise<void> {
  await Promise.all(
    chunk(requests, 25).map(async (batch) => {
      let pending: WriteRequest[] = batch;
      for (let attempt = 0; pending.length > 0; attempt += 1) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
        if (attempt > 8) throw new Error('DynamoDB kept unprocessed items of a batch write');
        const { UnprocessedItems } = await db.send(
          new BatchWriteCommand({ RequestItems: { [tableName]: pending } }),
        );
        pending = (UnprocessedItems?.[tableName] as WriteRequest[] | undefined) ?? [];
      }
    }),
  );
}

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
          expiresAt: blockExpiry(date),
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

/** Every night a calendar blocks, read from the table itself (for deletion, whatever the record says). */
export async function listBlockDates(
  apartmentId: ApartmentId,
  calendarId: string,
): Promise<CalendarDate[]> {
  const dates: CalendarDate[] = [];
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
  for (const item of items) dates.push(String(item.date));
  return dates;
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
  const [start, end] = keys.nightRange(from, to);
  const nights: DirectNight[] = [];
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :start AND :end',
    FilterExpression: 'attribute_exists(bookingId)',
    ExpressionAttributeValues: {
      ':pk': keys.apartmentPartition(apartmentId),
      ':start': start,
      ':end': end,
    },
    ProjectionExpression: 'sk, #date, #state, bookingId, holdExpiresAt',
    ExpressionAttributeNames: { '#date': 'date', '#state': 'state' },
  });
  for (const item of items) {
    if (String(item.sk).includes('#BLOCK#')) continue;
    nights.push({
      date: String(item.date),
      bookingId: String(item.bookingId),
      state: item.state === 'held' ? 'held' : 'sold',
      ...(item.holdExpiresAt !== undefined ? { holdExpiresAt: Number(item.holdExpiresAt) } : {}),
    });
  }
  return nights;
}

/** The apartment's export feed token, created on first use. */
export async function getOrCreateFeedToken(apartmentId: ApartmentId): Promise<string> {
  const key = keys.icalFeed(apartmentId);
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }),
  );
  if (Item?.token) return String(Item.token);
  const token = randomBytes(32).toString('base64url');
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...key,
          entity: 'icalFeed',
          gsi1pk: keys.icalFeedLookup(token),
          apartmentId,
          token,
          createdAt: new Date().toISOString(),
        },
        // Two first visits at once must agree on one token: the second reads the first's.
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return token;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return getOrCreateFeedToken(apartmentId);
  }
}

/** The apartment whose export feed has this token. */
export async function findFeedApartment(token: string): Promise<ApartmentId | undefined> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'byId',
      KeyConditionExpression: 'gsi1pk = :id',
      ExpressionAttributeValues: { ':id': keys.icalFeedLookup(token) },
    }),
  );
  const item = Items.find((i) => i.entity === 'icalFeed' && i.token === token);
  return item ? (String(item.apartmentId) as ApartmentId) : undefined;
}
