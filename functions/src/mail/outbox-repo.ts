import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db';
import { fromItem, itemsByLookup } from '../lib/items';
import { keys } from '../lib/keys';
import { isConditionFailure, type TransactItem } from '../lib/writes';

/**
 * The mail outbox: every mail the product sends is first an item here, written (for booking
 * mails) in the same transaction as the change it announces, so it exists exactly once. It is
 * sent at once; a failed send stays in the outbox and the scheduled job retries it with backoff.
 */
export interface OutboxMail {
  /** Deterministic where a mail must exist once: `<bookingId>#guest-confirmation`. */
  id: string;
  kind:
    | 'guest-confirmation'
    | 'guest-payment'
    | 'guest-payment-link'
    | 'guest-checkin'
    | 'guest-rejection'
    | 'guest-cancellation'
    | 'guest-message'
    | 'guest-refund'
    | 'guest-extras'
    | 'owner-extras'
    | 'owner-booking'
    | 'owner-payment'
    | 'owner-cancellation'
    | 'owner-contact'
    | 'owner-alert'
    | 'owner-notice'
    | 'owner-review';
  to: string[];
  replyTo?: string[];
  subject: string;
  html: string;
  text: string;
  bookingId?: string;
}

/**
 * Why a mail will not arrive without a person: its retries ran out, its recipient is suppressed
 * (an earlier bounce or complaint), or SES reported it bounced or rejected it.
 */
export type UndeliveredReason = 'retries' | 'suppressed' | 'bounced' | 'rejected';

export interface StoredMail extends OutboxMail {
  createdAt: string;
  attempts: number;
  leaseUntil?: number;
  sentAt?: string;
  messageId?: string;
  lastError?: string;
  /** Set while the mail is undelivered (listed for 'Riprova'), with why. */
  failedAt?: string;
  undelivered?: UndeliveredReason;
}

/** How long a sender owns a mail before another may try it (a crashed Lambda's mail). */
const MAIL_LEASE_MS = 2 * 60_000;
/** After this many failed attempts a mail leaves the outbox for the undelivered list. */
export const MAIL_MAX_ATTEMPTS = 8;
/** Sent mails are kept this long, then the TTL removes them. */
const SENT_RETENTION_SECONDS = 90 * 86_400;

/** Backoff before attempt n+1: 1, 2, 4, 8 ... minutes, at most 2 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1) * 60_000, 2 * 3_600_000);
}

type Put = NonNullable<TransactItem['Put']>;

/**
 * The write that puts a mail in the outbox, leased to its creator (who sends it right away) and
 * due for the job once the lease lapses. For use alone or inside a transaction.
 */
export function outboxPut(mail: OutboxMail, now: Date): Put {
  const due = new Date(now.getTime() + MAIL_LEASE_MS).toISOString();
  return {
    TableName: tableName,
    Item: {
      ...keys.mail(mail.id),
      entity: 'mail',
      gsi2pk: keys.collections.mailOutbox,
      gsi2sk: keys.mailOutboxSort(due, mail.id),
      ...mail,
      createdAt: now.toISOString(),
      attempts: 0,
      leaseUntil: now.getTime() + MAIL_LEASE_MS,
    },
    // Once per id: a repeated event never queues the same mail twice.
    ConditionExpression: 'attribute_not_exists(pk)',
  };
}

/** Queues a mail; false when a mail with this id was already queued (or sent). */
export async function enqueueMail(mail: OutboxMail, now = new Date()): Promise<boolean> {
  try {
    await db.send(new PutCommand(outboxPut(mail, now)));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Takes the lease of an unsent mail whose lease has lapsed; undefined if someone else has it. */
export async function claimMail(id: string, now = new Date()): Promise<StoredMail | undefined> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.mail(id),
        UpdateExpression: 'SET leaseUntil = :until',
        // One sender at a time, and never a mail already sent.
        ConditionExpression:
          'attribute_exists(pk) AND attribute_not_exists(sentAt) AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)',
        ExpressionAttributeValues: {
          ':now': now.getTime(),
          ':until': now.getTime() + MAIL_LEASE_MS,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? fromItem<StoredMail>(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * The mail went out: it leaves the outbox and is kept for a while as a record, findable by SES's
 * message id (a bounce may still come).
 */
export async function markMailSent(id: string, messageId: string, now = new Date()): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.mail(id),
      UpdateExpression:
        'SET sentAt = :now, messageId = :messageId, gsi1pk = :lookup, expiresAt = :ttl, attempts = attempts + :one REMOVE gsi2pk, gsi2sk, leaseUntil, lastError',
      ExpressionAttributeValues: {
        ':now': now.toISOString(),
        ':messageId': messageId,
        ':lookup': keys.sesMessageLookup(messageId),
        ':ttl': Math.floor(now.getTime() / 1000) + SENT_RETENTION_SECONDS,
        ':one': 1,
      },
    }),
  );
}

/** The index entry of an undelivered mail: listed newest first until someone resends it. */
const undeliveredEntry = (id: string, now: Date) => ({
  ':undelivered': keys.collections.mailUndelivered,
  ':sort': `${now.toISOString()}#${id}`,
  ':now': now.toISOString(),
});

/** A send failed: due again after a backoff, or dropped from the outbox after the last attempt. */
export async function markMailFailed(
  mail: StoredMail | (OutboxMail & { attempts?: number }),
  error: string,
  now = new Date(),
): Promise<{ attempts: number; gaveUp: boolean }> {
  const attempts = (mail.attempts ?? 0) + 1;
  const gaveUp = attempts >= MAIL_MAX_ATTEMPTS;
  const due = new Date(now.getTime() + retryDelayMs(attempts)).toISOString();
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.mail(mail.id),
      UpdateExpression: gaveUp
        ? 'SET attempts = :attempts, lastError = :error, failedAt = :now, undelivered = :reason, gsi2pk = :undelivered, gsi2sk = :sort REMOVE leaseUntil'
        : 'SET attempts = :attempts, lastError = :error, gsi2sk = :due REMOVE leaseUntil',
      ExpressionAttributeValues: {
        ':attempts': attempts,
        ':error': error.slice(0, 500),
        ...(gaveUp
          ? { ...undeliveredEntry(mail.id, now), ':reason': 'retries' }
          : { ':due': keys.mailOutboxSort(due, mail.id) }),
      },
    }),
  );
  return { attempts, gaveUp };
}

/**
 * The mail will not arrive (its recipient is suppressed, SES bounced or rejected it): out of the
 * outbox, into the undelivered list, kept until resent. False when there is no such mail.
 */
export async function markMailUndelivered(
  id: string,
  reason: UndeliveredReason,
  error: string,
  now = new Date(),
): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.mail(id),
        UpdateExpression:
          'SET lastError = :error, failedAt = :now, undelivered = :reason, gsi2pk = :undelivered, gsi2sk = :sort REMOVE leaseUntil, expiresAt',
        // Only a mail that exists: a late bounce of an expired record makes no half item.
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ...undeliveredEntry(id, now),
          ':reason': reason,
          ':error': error.slice(0, 500),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * 'Riprova': an undelivered mail goes back to the outbox, due now, with its attempts counted
 * afresh; undefined when the mail does not exist or is not undelivered.
 */
export async function requeueMail(id: string, now = new Date()): Promise<StoredMail | undefined> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.mail(id),
        UpdateExpression:
          'SET gsi2pk = :outbox, gsi2sk = :due, attempts = :zero REMOVE failedAt, undelivered, lastError, sentAt, messageId, gsi1pk, expiresAt, leaseUntil',
        // Only an undelivered mail: one delivered or still in the outbox is never sent twice.
        ConditionExpression: 'attribute_exists(failedAt)',
        ExpressionAttributeValues: {
          ':outbox': keys.collections.mailOutbox,
          ':due': keys.mailOutboxSort(now.toISOString(), id),
          ':zero': 0,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? fromItem<StoredMail>(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** The mail SES sent as `messageId` (its bounces and complaints name it). */
export async function getMailByMessageId(messageId: string): Promise<StoredMail | undefined> {
  const [item] = await itemsByLookup(keys.sesMessageLookup(messageId));
  return item ? fromItem<StoredMail>(item) : undefined;
}

/** Undelivered mails, newest first. */
export async function listUndeliveredMails(limit = 50): Promise<StoredMail[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'byCollection',
      KeyConditionExpression: 'gsi2pk = :undelivered',
      ExpressionAttributeValues: { ':undelivered': keys.collections.mailUndelivered },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => fromItem<StoredMail>(item));
}

/** Mails due now (or overdue), oldest first. */
export async function listDueMails(now = new Date(), limit = 50): Promise<StoredMail[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'byCollection',
      KeyConditionExpression: 'gsi2pk = :outbox AND gsi2sk <= :now',
      ExpressionAttributeValues: {
        ':outbox': keys.collections.mailOutbox,
        ':now': `${now.toISOString()}#~`,
      },
      Limit: limit,
    }),
  );
  return Items.map((item) => fromItem<StoredMail>(item));
}

export async function getMail(id: string): Promise<StoredMail | undefined> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk = :sk',
      ExpressionAttributeValues: { ':pk': keys.mail(id).pk, ':sk': keys.mail(id).sk },
      ConsistentRead: true,
    }),
  );
  return Items[0] ? fromItem<StoredMail>(Items[0]) : undefined;
}
