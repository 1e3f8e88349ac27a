import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CalendarDate } from '@catania/shared/domain/dates';
import { db, tableName } from '../lib/db';
import { fromItem } from '../lib/items';
import { keys } from '../lib/keys';
import { isConditionFailure } from '../lib/writes';

/**
 * What became of each guest's registration with Alloggiati Web (docs/data-model.md): one item per
 * stay and registration date in the stay's check-in partition, its `guests` by person of the
 * pre-check-in (the lead first); and one item per day of sending with its receipt.
 *
 * A send holds the item's lease (`leaseUntil`), so two senders (the job and 'Invia ora') never
 * send the same guest; each guest is marked `sending` before the Send and given its result after,
 * so a sender that dies in between leaves a guest whose fate is unknown, never one sent twice.
 */

/** Taken by the service: on `day`'s receipt. */
export interface GuestSent {
  status: 'sent';
  at: string;
  day: CalendarDate;
}

/** In flight: the Send went out, its answer is not recorded (yet). */
export interface GuestSending {
  status: 'sending';
  at: string;
}

/**
 * Not taken. `retry`: `auto` (the service could not be reached or refused the account: the job
 * tries again), `correction` (the service refused the data: tried again once the guest's data
 * changes), `check` (the answer was lost: the owner checks the portal before sending again).
 */
export interface GuestError {
  status: 'error';
  at: string;
  message: string;
  code?: string;
  retry: 'auto' | 'correction' | 'check';
}

export type GuestSend = GuestSent | GuestSending | GuestError;

export interface AlloggiatiSendRecord {
  stayKey: string;
  registrationDate: CalendarDate;
  apartmentId: string;
  /** By person of the pre-check-in; null: not sent yet. */
  guests: (GuestSend | null)[];
  /** The pre-check-in's `submittedAt` the last attempt used (a correction changes it). */
  dataSubmittedAt?: string;
  attemptedAt?: string;
  leaseUntil?: string;
  /** When the owner was warned that the deadline approaches. */
  deadlineWarnedAt?: string;
}

export interface ReceiptDay {
  day: CalendarDate;
  /** Guests taken that day. */
  persons: number;
  /** The police's PDF, once fetched (the day after). */
  pdf?: Uint8Array;
  fetchedAt?: string;
}

export async function getSendRecord(
  stayKey: string,
  registrationDate: CalendarDate,
): Promise<AlloggiatiSendRecord | undefined> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.alloggiatiSend(stayKey, registrationDate),
      ConsistentRead: true,
    }),
  );
  return Item ? fromItem<AlloggiatiSendRecord>(Item) : undefined;
}

/** Every registration record of a stay (one query of its partition). */
export async function listSendRecords(stayKey: string): Promise<AlloggiatiSendRecord[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `CHECKIN#${stayKey}`, ':prefix': 'ALLOGGIATI#' },
    }),
  );
  return Items.map((item) => fromItem<AlloggiatiSendRecord>(item));
}

type RegistrationRef = { stayKey: string; registrationDate: CalendarDate; apartmentId: string };

/** What every write that may create the record sets: what it is of, and no guest sent yet. */
const IDENTITY_SET =
  'entity = :entity, stayKey = :stay, registrationDate = :date, apartmentId = :apartment, guests = if_not_exists(guests, :none)';
const identityValues = (stay: RegistrationRef) => ({
  ':entity': 'alloggiati-send',
  ':stay': stay.stayKey,
  ':date': stay.registrationDate,
  ':apartment': stay.apartmentId,
  ':none': [],
});

/**
 * Takes the record's lease until `until` (creating the record), unless another sender holds it:
 * the record as it stands, or undefined when it is held.
 */
export async function takeSendLease(
  stay: RegistrationRef,
  now: Date,
  until: Date,
): Promise<AlloggiatiSendRecord | undefined> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.alloggiatiSend(stay.stayKey, stay.registrationDate),
        UpdateExpression: `SET ${IDENTITY_SET}, leaseUntil = :until`,
        ConditionExpression: 'attribute_not_exists(leaseUntil) OR leaseUntil < :now',
        ExpressionAttributeValues: {
          ...identityValues(stay),
          ':until': until.toISOString(),
          ':now': now.toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromItem<AlloggiatiSendRecord>(Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Writes the guests' states while holding the lease (`lease`: its expiry as taken); `release`
 * gives the lease back. False when the lease was lost (it ran out and another sender took it).
 */
export async function saveGuestSends(
  record: Pick<AlloggiatiSendRecord, 'stayKey' | 'registrationDate'>,
  guests: (GuestSend | null)[],
  options: { lease: string; release: boolean; now: Date; dataSubmittedAt?: string },
): Promise<boolean> {
  const set = ['guests = :guests', 'attemptedAt = :now'];
  const values: Record<string, unknown> = {
    ':guests': guests,
    ':now': options.now.toISOString(),
    ':lease': options.lease,
  };
  if (options.dataSubmittedAt) {
    set.push('dataSubmittedAt = :data');
    values[':data'] = options.dataSubmittedAt;
  }
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.alloggiatiSend(record.stayKey, record.registrationDate),
        UpdateExpression: `SET ${set.join(', ')}${options.release ? ' REMOVE leaseUntil' : ''}`,
        ConditionExpression: 'leaseUntil = :lease',
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives the lease back without changing anything. */
export async function releaseSendLease(
  record: Pick<AlloggiatiSendRecord, 'stayKey' | 'registrationDate'>,
  lease: string,
): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.alloggiatiSend(record.stayKey, record.registrationDate),
        UpdateExpression: 'REMOVE leaseUntil',
        ConditionExpression: 'leaseUntil = :lease',
        ExpressionAttributeValues: { ':lease': lease },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Records the deadline warning, once: false when it was already recorded. */
export async function markDeadlineWarned(stay: RegistrationRef, now: Date): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.alloggiatiSend(stay.stayKey, stay.registrationDate),
        UpdateExpression: `SET ${IDENTITY_SET}, deadlineWarnedAt = :now`,
        ConditionExpression: 'attribute_not_exists(deadlineWarnedAt)',
        ExpressionAttributeValues: {
          ...identityValues(stay),
          ':now': now.toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Counts guests taken on `day` (the receipt to fetch the next day). */
export async function countReceiptPersons(day: CalendarDate, persons: number): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.alloggiatiReceipt(day),
      UpdateExpression: 'SET entity = :entity, #day = :day ADD persons :n',
      ExpressionAttributeNames: { '#day': 'day' },
      ExpressionAttributeValues: { ':entity': 'alloggiati-receipt', ':day': day, ':n': persons },
    }),
  );
}

/** Keeps a day's receipt (kept as the law asks: no expiry). */
export async function saveReceipt(day: CalendarDate, pdf: Uint8Array, now: Date): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.alloggiatiReceipt(day),
      UpdateExpression: 'SET pdf = :pdf, fetchedAt = :now',
      ExpressionAttributeValues: { ':pdf': pdf, ':now': now.toISOString() },
    }),
  );
}

/** The days of sending from `from` to `to`, without their PDFs. */
export async function listReceiptDays(from: CalendarDate, to: CalendarDate): Promise<ReceiptDay[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeNames: { '#day': 'day' },
      ProjectionExpression: '#day, persons, fetchedAt',
      ExpressionAttributeValues: {
        ':pk': keys.alloggiatiReceiptPartition,
        ':from': from,
        ':to': to,
      },
    }),
  );
  return Items.map((item) => fromItem<ReceiptDay>(item));
}

export async function getReceipt(day: CalendarDate): Promise<ReceiptDay | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.alloggiatiReceipt(day) }),
  );
  return Item ? fromItem<ReceiptDay>(Item) : undefined;
}
