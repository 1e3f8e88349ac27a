import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { MessageKind } from '@catania/shared/domain/guest-messages';
import { db, tableName } from '../lib/db';
import { fromItem } from '../lib/items';
import { keys } from '../lib/keys';
import { isCancelledTransaction, isConditionFailure, transact } from '../lib/writes';
import { type OutboxMail, outboxPut } from '../mail/outbox-repo';

/**
 * What became of each scheduled message of a stay (`STAY_MESSAGES#<stayKey>` /
 * `MESSAGE#<kind>`): sent (with its outbox mail) or skipped by the owner. Written only if absent,
 * so a message is sent or skipped at most once, whoever asks and however often. A message with
 * no record is still to come: its time is computed from the stay's dates, so a moved stay moves
 * it and a cancelled one drops it.
 */
export interface StayMessageRecord {
  stayKey: string;
  kind: MessageKind;
  status: 'sent' | 'skipped';
  at: string;
  mailId?: string;
  subject?: string;
  byOwner?: boolean;
}

export async function listStayMessageRecords(stayKey: string): Promise<StayMessageRecord[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.stayMessagesPartition(stayKey) },
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => fromItem<StayMessageRecord>(item));
}

const recordItem = (record: StayMessageRecord) => ({
  ...keys.stayMessage(record.stayKey, record.kind),
  entity: 'stay-message',
  ...record,
});

const ONCE = 'attribute_not_exists(pk)';

/**
 * Records the message as sent and puts its mail in the outbox, in one transaction: the mail
 * exists exactly when the record does. False if the message was already sent or skipped.
 */
export async function recordSent(
  record: StayMessageRecord & { status: 'sent'; mailId: string },
  mail: OutboxMail,
  now: Date,
): Promise<boolean> {
  try {
    await transact([
      { Put: { TableName: tableName, Item: recordItem(record), ConditionExpression: ONCE } },
      { Put: outboxPut(mail, now) },
    ]);
    return true;
  } catch (error) {
    if (isCancelledTransaction(error)) return false;
    throw error;
  }
}

/** Records the message as skipped; false if it was already sent or skipped. */
export async function recordSkipped(record: StayMessageRecord & { status: 'skipped' }) {
  try {
    await db.send(
      new PutCommand({ TableName: tableName, Item: recordItem(record), ConditionExpression: ONCE }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
