import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db';
import { fromItem } from '../lib/items';
import { keys } from '../lib/keys';
import {
  isCancelledTransaction,
  isConditionFailure,
  type TransactItem,
  transact,
} from '../lib/writes';
import { type OutboxMail, outboxPut } from '../mail/outbox-repo';
import type { StoredBooking } from './booking-repo';

/**
 * The two ways a booking record changes after it is written: one conditional update, or one
 * transaction that carries the mails announcing the change. The condition is always the status
 * the booking must leave, so a change happens once whatever the number of callers.
 */

/**
 * One conditional update of a booking record; the booking as it now is, or undefined when the
 * condition (the status it must leave) no longer held.
 */
export async function updateBooking(
  id: string,
  update: {
    set: string;
    condition: string;
    values: Record<string, unknown>;
  },
): Promise<StoredBooking | undefined> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.booking(id),
        UpdateExpression: update.set,
        ConditionExpression: update.condition,
        ...(update.condition.includes('#status')
          ? { ExpressionAttributeNames: { '#status': 'status' } }
          : {}),
        ExpressionAttributeValues: update.values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromItem<StoredBooking>(Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * A conditional update of a booking record in one transaction with the mails that announce it
 * (and `with`, e.g. the refund it owes), so they exist once and only for the call that made the
 * change. False when the condition (the status it must leave) no longer held.
 */
export async function updateWithMails(
  id: string,
  update: { set: string; condition: string; values: Record<string, unknown> },
  options: { now: Date; mails: OutboxMail[]; with?: TransactItem[] },
): Promise<boolean> {
  try {
    await transact([
      {
        Update: {
          TableName: tableName,
          Key: keys.booking(id),
          UpdateExpression: update.set,
          ConditionExpression: update.condition,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: update.values,
        },
      },
      ...(options.with ?? []),
      ...options.mails.map((mail) => ({ Put: outboxPut(mail, options.now) })),
    ]);
    return true;
  } catch (error) {
    if (isCancelledTransaction(error)) return false;
    throw error;
  }
}
