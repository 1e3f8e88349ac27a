import { BatchGetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { chunk } from '@catania/shared/domain/booking';
import { addDays, type CalendarDate } from '@catania/shared/domain/dates';
import type { ExemptionReason } from '@catania/shared/domain/tourist-tax';
import type {
  IdentificationMethod,
  IdentificationPreference,
} from '@catania/shared/schemas/identification';
import type { PrecheckinRequest } from '@catania/shared/schemas/precheckin';
import { db, tableName } from '../lib/db';
import { fromItem } from '../lib/items';
import { keys } from '../lib/keys';
import { isCancelledTransaction, isConditionFailure, transact } from '../lib/writes';

/**
 * A stay's check-in record, in its partition `CHECKIN#<stayKey>` (docs/data-model.md):
 * - `STATE`: what the owner follows and keeps with the booking (pre-check-in done or not, the
 *   reminder, the tourist tax and its persons as minor/adult, whether it was collected);
 * - `GUESTS`: the guests' identities for the police registration, deleted `guestIdentityDays`
 *   after check-out by the purge job (and by the table's TTL a day later, should the job fail).
 *   Reads treat it as gone from its purge date on, so the deadline holds to the day whatever
 *   the job's timing.
 */

/** A person as the tourist tax sees them once the identities are gone. */
export interface TaxPersonRecord {
  minor: boolean;
  exemption?: ExemptionReason;
}

export interface CheckinState {
  stayKey: string;
  apartmentId: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  submittedAt?: string;
  persons?: TaxPersonRecord[];
  reminderSentAt?: string;
  taxCollectedAt?: string;
  purgedAt?: string;
  /** How the guest would like to be identified. */
  idPreference?: IdentificationPreference;
  /** The stay's own video-call room. */
  videoRoom?: string;
  /** Per person of the pre-check-in: how the owner identified them, or null. */
  identified?: (PersonIdentification | null)[];
  updatedAt: string;
}

export interface PersonIdentification {
  method: IdentificationMethod;
  at: string;
}

export interface GuestsRecord extends PrecheckinRequest {
  stayKey: string;
  submittedAt: string;
  /** From this date the record is gone (check-out + the retention days). */
  purgeOn: CalendarDate;
}

/** Where the stay is: copied on the state so the lists and jobs need no other read. */
export interface StayPlace {
  key: string;
  apartmentId: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
}

/** Epoch seconds of the day after `date`: DynamoDB's TTL as a late second line. */
const ttlAfter = (date: CalendarDate) => Date.parse(`${addDays(date, 1)}T00:00:00Z`) / 1000;

/** The owner's states of many stays (BatchGetItem, 100 keys a call, unprocessed keys retried). */
export async function getCheckinStates(
  stayKeys: readonly string[],
): Promise<Map<string, CheckinState>> {
  const states = new Map<string, CheckinState>();
  for (const batch of chunk([...new Set(stayKeys)], 100)) {
    let pending: Record<string, unknown>[] = batch.map((key) => keys.checkinState(key));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 8) throw new Error('DynamoDB kept unprocessed keys of a batch read');
      const { Responses, UnprocessedKeys } = await db.send(
        new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending } } }),
      );
      for (const item of Responses?.[tableName] ?? []) {
        const state = fromItem<CheckinState>(item);
        states.set(state.stayKey, state);
      }
      pending = (UnprocessedKeys?.[tableName]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
  }
  return states;
}

/** A stay's state and, while they are kept, its guests' identities (one query). */
export async function getCheckin(
  stayKey: string,
  today: CalendarDate,
): Promise<{ state?: CheckinState; guests?: GuestsRecord }> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.checkinState(stayKey).pk },
      ConsistentRead: true,
    }),
  );
  const state = Items.find((item) => item.sk === 'STATE');
  const guests = Items.find((item) => item.sk === 'GUESTS');
  const record = guests ? fromItem<GuestsRecord>(guests) : undefined;
  return {
    ...(state ? { state: fromItem<CheckinState>(state) } : {}),
    // Past its purge date the record is gone, whether or not the job has run yet.
    ...(record && today < record.purgeOn ? { guests: record } : {}),
  };
}

const stateSet = (stay: StayPlace, now: Date) => ({
  expression:
    'stayKey = :key, apartmentId = :apartment, checkIn = :checkIn, checkOut = :checkOut, updatedAt = :now',
  values: {
    ':key': stay.key,
    ':apartment': stay.apartmentId,
    ':checkIn': stay.checkIn,
    ':checkOut': stay.checkOut,
    ':now': now.toISOString(),
  },
});

/**
 * Saves the guests' identities (replacing any earlier ones) and marks the pre-check-in done,
 * in one transaction. False when the stay's identities were already purged: nothing is written.
 */
export async function saveGuests(
  stay: StayPlace,
  request: PrecheckinRequest,
  persons: TaxPersonRecord[],
  options: { now: Date; purgeOn: CalendarDate },
): Promise<boolean> {
  const submittedAt = options.now.toISOString();
  const record: GuestsRecord = {
    ...request,
    stayKey: stay.key,
    submittedAt,
    purgeOn: options.purgeOn,
  };
  const set = stateSet(stay, options.now);
  try {
    await transact([
      {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.checkinGuests(stay.key),
            entity: 'checkin-guests',
            gsi2pk: keys.collections.guestDataPurge,
            gsi2sk: keys.guestDataPurgeSort(options.purgeOn, stay.key),
            expiresAt: ttlAfter(options.purgeOn),
            ...record,
          },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.checkinState(stay.key),
          UpdateExpression: `SET ${set.expression}, entity = :entity, submittedAt = :submitted, persons = :persons`,
          // Identities once purged never come back for the same stay.
          ConditionExpression: 'attribute_not_exists(purgedAt)',
          ExpressionAttributeValues: {
            ...set.values,
            ':entity': 'checkin-state',
            ':submitted': submittedAt,
            ':persons': persons,
          },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (isCancelledTransaction(error)) return false;
    throw error;
  }
}

/** Records the reminder on the state, once; false when it was already recorded. */
export async function markReminderSent(stay: StayPlace, now: Date): Promise<boolean> {
  const set = stateSet(stay, now);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.checkinState(stay.key),
        UpdateExpression: `SET ${set.expression}, entity = :entity, reminderSentAt = :now`,
        // One reminder per stay.
        ConditionExpression: 'attribute_not_exists(reminderSentAt)',
        ExpressionAttributeValues: { ...set.values, ':entity': 'checkin-state' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The owner's tourist-tax marks: collected or not, and the persons' exemptions. */
export async function saveTaxMarks(
  stay: StayPlace,
  marks: { collected: boolean; persons?: TaxPersonRecord[] },
  now: Date,
): Promise<CheckinState> {
  const set = stateSet(stay, now);
  const parts = [`SET ${set.expression}, entity = :entity`];
  const values: Record<string, unknown> = { ...set.values, ':entity': 'checkin-state' };
  if (marks.collected) {
    parts[0] += ', taxCollectedAt = if_not_exists(taxCollectedAt, :now)';
  }
  if (marks.persons) {
    parts[0] += ', persons = :persons';
    values[':persons'] = marks.persons;
  }
  const remove = marks.collected ? '' : ' REMOVE taxCollectedAt';
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.checkinState(stay.key),
      UpdateExpression: `${parts[0]}${remove}`,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return fromItem<CheckinState>(Attributes ?? {});
}

/** The guest's choice of identification, and the stay's video room (kept once made). */
export async function saveIdentificationPreference(
  stay: StayPlace,
  preference: IdentificationPreference,
  videoRoom: string,
  now: Date,
): Promise<CheckinState> {
  const set = stateSet(stay, now);
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.checkinState(stay.key),
      UpdateExpression: `SET ${set.expression}, entity = :entity, idPreference = :preference, videoRoom = if_not_exists(videoRoom, :room)`,
      ExpressionAttributeValues: {
        ...set.values,
        ':entity': 'checkin-state',
        ':preference': preference,
        ':room': videoRoom,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return fromItem<CheckinState>(Attributes ?? {});
}

/**
 * The owner's identification of each person. Only while the pre-check-in is there (its persons
 * are what is identified): conditional on `submittedAt`; undefined when it is not.
 */
export async function saveIdentification(
  stay: StayPlace,
  identified: (PersonIdentification | null)[],
  now: Date,
): Promise<CheckinState | undefined> {
  const set = stateSet(stay, now);
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.checkinState(stay.key),
        UpdateExpression: `SET ${set.expression}, #identified = :identified`,
        // IDENTIFIED is one of DynamoDB's reserved words.
        ExpressionAttributeNames: { '#identified': 'identified' },
        ConditionExpression: 'attribute_exists(submittedAt)',
        ExpressionAttributeValues: { ...set.values, ':identified': identified },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromItem<CheckinState>(Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
