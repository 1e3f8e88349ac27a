import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, type CalendarDate } from '@catania/shared/domain/dates';
import type { OsservatorioDayView } from '@catania/shared/schemas/osservatorio';
import { db, tableName } from '../lib/db';
import { fromItem } from '../lib/items';
import { keys } from '../lib/keys';
import { isConditionFailure } from '../lib/writes';
import type { RegionGuest } from './osservatorio-service';

/**
 * What the Region's tourism statistics received (docs/data-model.md):
 * - per stay (`CHECKIN#<stayKey>` / `OSSERVATORIO`): its arrival as added (`adding` before the
 *   call, `added` once the Region took it; an `adding` left by a lost answer is checked with an
 *   update before any new add), the statistical fields sent (no names, no document: what the
 *   departure sends again), and its departure once reported;
 * - per day (`OSSERVATORIO_DAY` / `<day>`): the day's state, its counts and the arrivals left out;
 *   a lease (`leaseUntil`) so the job and 'Reinvia' never send a day at once.
 */

export interface OsservatorioStayRecord {
  stayKey: string;
  stayId: string;
  apartmentId: string;
  arrivalDay: CalendarDate;
  departureDay: CalendarDate;
  status: 'adding' | 'added';
  guests: RegionGuest[];
  addedAt?: string;
  departedAt?: string;
}

export interface OsservatorioDayRecord {
  day: CalendarDate;
  status: 'inviato' | 'errore';
  arrivals: number;
  departures: number;
  message?: string;
  skipped: OsservatorioDayView['skipped'];
  sentAt?: string;
  attemptedAt?: string;
  leaseUntil?: string;
}

/** Statistical records are kept a year after the stay (the Region's yearly checks), then expire. */
const KEEP_DAYS = 400;
const expiryAfter = (day: CalendarDate) =>
  Date.parse(`${addDays(day, KEEP_DAYS)}T00:00:00Z`) / 1000;

export async function getOsservatorioStay(
  stayKey: string,
): Promise<OsservatorioStayRecord | undefined> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.osservatorioStay(stayKey),
      ConsistentRead: true,
    }),
  );
  return Item ? fromItem<OsservatorioStayRecord>(Item) : undefined;
}

/** Writes a stay's record as it stands now (the caller holds the day's lease). */
export async function saveOsservatorioStay(record: OsservatorioStayRecord): Promise<void> {
  const fields = Object.entries(record);
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.osservatorioStay(record.stayKey),
      UpdateExpression: `SET entity = :entity, expiresAt = :expires, ${fields.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(fields.map(([name], i) => [`#f${i}`, name])),
      ExpressionAttributeValues: {
        ':entity': 'osservatorio-stay',
        ':expires': expiryAfter(record.departureDay),
        ...Object.fromEntries(fields.map(([, value], i) => [`:v${i}`, value])),
      },
    }),
  );
}

/** A stay the Region refused: nothing of it was taken, so nothing is kept. */
export async function forgetOsservatorioStay(stayKey: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.osservatorioStay(stayKey) }));
}

export async function getOsservatorioDay(
  day: CalendarDate,
): Promise<OsservatorioDayRecord | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.osservatorioDay(day), ConsistentRead: true }),
  );
  return Item ? fromItem<OsservatorioDayRecord>(Item) : undefined;
}

export async function listOsservatorioDays(
  from: CalendarDate,
  to: CalendarDate,
): Promise<OsservatorioDayRecord[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.osservatorioDayPartition,
        ':from': from,
        ':to': to,
      },
    }),
  );
  return Items.map((item) => fromItem<OsservatorioDayRecord>(item));
}

/**
 * Takes the day's lease until `until`, unless the day was accepted already or another sender
 * holds it: the record as it stood (undefined for a day never tried), or `taken: false`.
 */
export async function takeDayLease(
  day: CalendarDate,
  now: Date,
  until: Date,
): Promise<{ taken: true; lease: string } | { taken: false; record?: OsservatorioDayRecord }> {
  const lease = until.toISOString();
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.osservatorioDay(day),
        UpdateExpression:
          'SET entity = :entity, #day = :day, leaseUntil = :until, skipped = if_not_exists(skipped, :none), arrivals = if_not_exists(arrivals, :zero), departures = if_not_exists(departures, :zero)',
        // A day the Region accepted is never sent again.
        ConditionExpression:
          '(attribute_not_exists(#status) OR #status <> :sent) AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)',
        ExpressionAttributeNames: { '#day': 'day', '#status': 'status' },
        ExpressionAttributeValues: {
          ':entity': 'osservatorio-day',
          ':day': day,
          ':until': lease,
          ':now': now.toISOString(),
          ':sent': 'inviato',
          ':none': [],
          ':zero': 0,
        },
      }),
    );
    return { taken: true, lease };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const record = await getOsservatorioDay(day);
    return { taken: false, ...(record ? { record } : {}) };
  }
}

/** The day's outcome, written while holding the lease, which it gives back. */
export async function saveDayOutcome(
  outcome: Omit<OsservatorioDayRecord, 'leaseUntil'>,
  lease: string,
): Promise<boolean> {
  const fields = Object.entries(outcome).filter(([, value]) => value !== undefined);
  const removed = (['message', 'sentAt'] as const).filter((name) => outcome[name] === undefined);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.osservatorioDay(outcome.day),
        UpdateExpression: `SET ${fields.map((_, i) => `#f${i} = :v${i}`).join(', ')} REMOVE leaseUntil${removed.map((name) => `, ${name}`).join('')}`,
        ConditionExpression: 'leaseUntil = :lease',
        ExpressionAttributeNames: Object.fromEntries(fields.map(([name], i) => [`#f${i}`, name])),
        ExpressionAttributeValues: {
          ':lease': lease,
          ...Object.fromEntries(fields.map(([, value], i) => [`:v${i}`, value])),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The first day sent, as configured or recorded by the first run; undefined before that. */
export async function readStartDay(
  configured: CalendarDate | undefined,
): Promise<CalendarDate | undefined> {
  if (configured) return configured;
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.osservatorioStart }),
  );
  return Item?.day as CalendarDate | undefined;
}

/**
 * The first day sent: the configured one, else the one recorded by the first run (the day
 * before it), so a new installation never sends the Region months of past days.
 */
export async function startDay(configured: CalendarDate | undefined, today: CalendarDate) {
  const known = await readStartDay(configured);
  if (known) return known;
  const first = addDays(today, -1);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.osservatorioStart,
        UpdateExpression: 'SET entity = :entity, #day = :day',
        ConditionExpression: 'attribute_not_exists(#day)',
        ExpressionAttributeNames: { '#day': 'day' },
        ExpressionAttributeValues: { ':entity': 'osservatorio-start', ':day': first },
      }),
    );
    return first;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return startDay(undefined, today);
  }
}
