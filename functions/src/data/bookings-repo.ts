import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  DeleteCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { chunk } from '@catania/shared/domain/booking';
import { canTransition } from '@catania/shared/domain/booking-status';
import { type CalendarDate, eachNight } from '@catania/shared/domain/dates';
import type { Booking, BookingStatus } from '@catania/shared/schemas/booking';
import { conflict, notFound } from '../http/errors';
import { logger } from '../http/logger';
import { db, tableName } from './client';
import { fromItem, queryAll } from './items';
import { keys } from './keys';
import { type OutboxMail, outboxPut } from './mail-outbox-repo';

/**
 * All booking state: the booking record and the nights it holds or has bought.
 *
 * The one invariant: a night item `APT#<id>/NIGHT#<date>` belongs to at most one booking, and it
 * is only ever taken by a conditional write that finds it free (absent, or an expired hold). Every
 * status change is conditional on the status it leaves, so each happens once whatever the order or
 * number of callers (webhook deliveries, the confirmation page, the job, the admin).
 */

/** DynamoDB takes at most 100 actions per transaction. */
const MAX_TRANSACTION_ITEMS = 100;
/** How long a released hold's night item lingers before the table's TTL removes it. */
const HOLD_TTL_SLACK_SECONDS = 3600;

/** What the table stores: the public booking plus internal bookkeeping. */
export interface StoredBooking extends Booking {
  /** The Stripe hosted page while the booking awaits payment. */
  checkoutUrl?: string;
  /** Paid for, but its nights could not be kept (ARCHITECTURE: never double-sell). */
  attention?: 'paid_without_nights' | 'paid_after_rejection';
  /** Stripe said the payment is on its way (an async method): the hold is extended. */
  paymentProcessing?: boolean;
  cancelReason?: string;
  cancelledAt?: string;
  rejectedAt?: string;
  confirmedBy?: 'stripe' | 'admin';
}

export interface NewBooking {
  apartmentId: ApartmentId;
  guestName: string;
  guestEmail: string;
  guestPhone?: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  guests: number;
  specialRequests?: string;
  /** Euros, from the server's own quote. */
  totalPrice: number;
  pricePerNight: number;
}

/** Some nights of the stay are already held or sold. */
export class NightsTakenError extends Error {
  constructor(readonly nights: CalendarDate[]) {
    super(`Nights already taken: ${nights.join(', ')}`);
    this.name = 'NightsTakenError';
  }
}

interface CancellationReason {
  Code?: string;
}
type TransactionError = Error & { CancellationReasons?: CancellationReason[] };

const isConditionFailure = (error: unknown) =>
  (error as Error)?.name === 'ConditionalCheckFailedException';
const isCancelledTransaction = (error: unknown): error is TransactionError =>
  (error as Error)?.name === 'TransactionCanceledException';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function bookingItem(booking: StoredBooking) {
  return {
    ...keys.booking(booking.id),
    entity: 'booking',
    gsi2pk: keys.collections.bookings,
    gsi2sk: keys.bookingCollectionSort(booking.createdAt, booking.id),
    ...(booking.paymentIntentId
      ? { gsi1pk: keys.stripeSessionLookup(booking.paymentIntentId) }
      : {}),
    ...booking,
  };
}

function heldNightItem(apartmentId: ApartmentId, date: CalendarDate, id: string, until: number) {
  return {
    ...keys.night(apartmentId, date),
    entity: 'night',
    date,
    state: 'held',
    bookingId: id,
    holdExpiresAt: until,
    expiresAt: Math.ceil(until / 1000) + HOLD_TTL_SLACK_SECONDS,
  };
}

/**
 * Runs a transaction, retrying a few times when DynamoDB cancels it only because another
 * transaction was touching the same items at that moment (not a failed condition).
 */
async function transact(input: TransactWriteCommandInput): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand(input));
      return;
    } catch (error) {
      const reasons = isCancelledTransaction(error) ? (error.CancellationReasons ?? []) : [];
      const onlyContention =
        reasons.some((r) => r.Code === 'TransactionConflict') &&
        !reasons.some((r) => r.Code === 'ConditionalCheckFailed');
      const contended = onlyContention || (error as Error)?.name === 'TransactionConflictException';
      if (!contended || attempt >= 4) throw error;
      await sleep(20 * 2 ** attempt + Math.random() * 40);
    }
  }
}

/** The nights whose condition failed in a cancelled transaction over `nights`. */
function failedNights(error: unknown, nights: CalendarDate[], offset = 0): CalendarDate[] {
  if (!isCancelledTransaction(error)) return [];
  const reasons = error.CancellationReasons ?? [];
  return nights.filter((_, i) => reasons[i + offset]?.Code === 'ConditionalCheckFailed');
}

/**
 * Creates a `pending` booking and holds every night of its stay until `holdExpiresAt`. Up to 99
 * nights this is one transaction; a longer stay takes its nights in date-ordered runs of 100 and
 * writes the booking with the last run, giving back the earlier runs if a later one fails, so a
 * refused checkout leaves no booking and no hold behind.
 */
export async function createPendingBooking(
  input: NewBooking,
  options: { id: string; now: Date; holdExpiresAt: Date },
): Promise<StoredBooking> {
  const nowMs = options.now.getTime();
  const until = options.holdExpiresAt.getTime();
  const booking: StoredBooking = {
    id: options.id,
    apartmentId: input.apartmentId,
    guestName: input.guestName,
    guestEmail: input.guestEmail,
    ...(input.guestPhone ? { guestPhone: input.guestPhone } : {}),
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    nights: eachNight(input.checkIn, input.checkOut).length,
    guests: input.guests,
    totalPrice: input.totalPrice,
    pricePerNight: input.pricePerNight,
    status: 'pending',
    ...(input.specialRequests ? { specialRequests: input.specialRequests } : {}),
    createdAt: options.now.toISOString(),
    updatedAt: options.now.toISOString(),
    holdExpiresAt: options.holdExpiresAt.toISOString(),
  };
  const nights = eachNight(input.checkIn, input.checkOut);
  const runs = chunk(nights, MAX_TRANSACTION_ITEMS);
  if ((runs.at(-1)?.length ?? 0) === MAX_TRANSACTION_ITEMS) runs.push([]);
  const taken: CalendarDate[][] = [];
  for (const [index, run] of runs.entries()) {
    const last = index === runs.length - 1;
    const items: NonNullable<TransactWriteCommandInput['TransactItems']> = run.map((date) => ({
      Put: {
        TableName: tableName,
        Item: heldNightItem(input.apartmentId, date, booking.id, until),
        // No double booking: a night is taken only if nobody holds it or the holder's hold lapsed.
        ConditionExpression:
          'attribute_not_exists(pk) OR (#state = :held AND holdExpiresAt < :now)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':held': 'held', ':now': nowMs },
      },
    }));
    if (last) {
      items.push({
        Put: {
          TableName: tableName,
          Item: bookingItem(booking),
          // A booking id is written once: never overwrite another booking.
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      });
    }
    try {
      await transact({ TransactItems: items });
      taken.push(run);
    } catch (error) {
      await releaseNightsOf(input.apartmentId, booking.id, taken.flat(), { onlyHeld: true });
      const conflicting = failedNights(error, run);
      if (conflicting.length > 0 || isCancelledTransaction(error)) {
        throw new NightsTakenError(conflicting);
      }
      throw error;
    }
  }
  return booking;
}

/** Records the Stripe Checkout Session of a pending booking, and makes it findable by it. */
export async function attachCheckoutSession(
  id: string,
  session: { id: string; url: string },
): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.booking(id),
      UpdateExpression:
        'SET paymentIntentId = :session, gsi1pk = :lookup, checkoutUrl = :url, updatedAt = :now',
      // Only a booking still awaiting payment gets (or changes) its session.
      ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':session': session.id,
        ':lookup': keys.stripeSessionLookup(session.id),
        ':url': session.url,
        ':now': new Date().toISOString(),
        ':pending': 'pending',
      },
    }),
  );
}

export async function getBooking(id: string): Promise<StoredBooking | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.booking(id), ConsistentRead: true }),
  );
  return Item ? fromItem<StoredBooking>(Item) : undefined;
}

/** The booking paid through a Stripe Checkout Session (the byId index). */
export async function getBookingByStripeSession(
  sessionId: string,
): Promise<StoredBooking | undefined> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'byId',
      KeyConditionExpression: 'gsi1pk = :lookup',
      ExpressionAttributeValues: { ':lookup': keys.stripeSessionLookup(sessionId) },
      Limit: 1,
    }),
  );
  const item = Items[0];
  // The index is eventually consistent: read the record itself for its current status.
  return item ? getBooking(String(item.id)) : undefined;
}

/** Every booking, newest first (the admin list). */
export async function listBookings(): Promise<StoredBooking[]> {
  const bookings: StoredBooking[] = [];
  const items = await queryAll({
    IndexName: 'byCollection',
    KeyConditionExpression: 'gsi2pk = :collection',
    ExpressionAttributeValues: { ':collection': keys.collections.bookings },
    ScanIndexForward: false,
  });
  for (const item of items) bookings.push(fromItem<StoredBooking>(item));
  return bookings;
}

/**
 * Pending bookings whose hold has lapsed (the job's work list): created in the last `lookbackDays`
 * (a hold lives 35 minutes, the job runs every 5), not paid, hold over.
 */
export async function listLapsedHolds(now: Date, lookbackDays = 14): Promise<StoredBooking[]> {
  const since = new Date(now.getTime() - lookbackDays * 86_400_000).toISOString();
  const found: StoredBooking[] = [];
  const items = await queryAll({
    IndexName: 'byCollection',
    KeyConditionExpression: 'gsi2pk = :collection AND gsi2sk >= :since',
    FilterExpression:
      '#status = :pending AND holdExpiresAt < :now AND attribute_not_exists(paidAt)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':collection': keys.collections.bookings,
      ':since': since,
      ':pending': 'pending',
      ':now': now.toISOString(),
    },
  });
  for (const item of items) found.push(fromItem<StoredBooking>(item));
  return found;
}

/**
 * Gives back nights this booking holds (or has bought): each delete is conditional on the night
 * still being this booking's, so a night another guest has since taken is never touched.
 */
export async function releaseNightsOf(
  apartmentId: ApartmentId,
  bookingId: string,
  nights: readonly CalendarDate[],
  options: { onlyHeld: boolean },
): Promise<void> {
  const queue = [...nights];
  const worker = async () => {
    for (let date = queue.shift(); date; date = queue.shift()) {
      try {
        await db.send(
          new DeleteCommand({
            TableName: tableName,
            Key: keys.night(apartmentId, date),
            // Only this booking's own night; with onlyHeld, never a night it has paid for.
            ConditionExpression: options.onlyHeld
              ? 'bookingId = :id AND #state = :held'
              : 'bookingId = :id',
            ExpressionAttributeValues: {
              ':id': bookingId,
              ...(options.onlyHeld ? { ':held': 'held' } : {}),
            },
            ...(options.onlyHeld ? { ExpressionAttributeNames: { '#state': 'state' } } : {}),
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, queue.length) }, worker));
}

export type ConfirmOutcome =
  /** This call made the booking confirmed: it alone sends the mails. */
  | { outcome: 'confirmed'; booking: StoredBooking }
  /** It already was (a repeated event, the page and the webhook racing). */
  | { outcome: 'already_confirmed'; booking: StoredBooking }
  /** Paid, but a night could not be kept: flagged for the owner, never confirmed. */
  | { outcome: 'nights_lost'; booking: StoredBooking; nights: CalendarDate[] }
  /** The owner had rejected it before the payment arrived. */
  | { outcome: 'rejected'; booking: StoredBooking };

/**
 * pending (or cancelled, for a payment that landed after its hold lapsed) -> confirmed, exactly
 * once. First every night becomes `sold` to this booking, which succeeds only for nights that are
 * still its own or free; then the status changes, conditionally, in one transaction with the
 * mails to send, so the mails exist once and only for the call that made the change.
 */
export async function confirmBooking(
  id: string,
  options: {
    now: Date;
    paidAt?: Date;
    source: 'stripe' | 'admin';
    mails: (booking: StoredBooking) => OutboxMail[];
  },
): Promise<ConfirmOutcome> {
  const booking = await getBooking(id);
  if (!booking) throw notFound('Prenotazione non trovata');
  if (booking.status === 'confirmed') return { outcome: 'already_confirmed', booking };
  if (booking.status === 'rejected') return { outcome: 'rejected', booking };

  const nights = eachNight(booking.checkIn, booking.checkOut);
  const nowMs = options.now.getTime();
  for (const run of chunk(nights, MAX_TRANSACTION_ITEMS)) {
    try {
      await transact({
        TransactItems: run.map((date) => ({
          Put: {
            TableName: tableName,
            Item: {
              ...keys.night(booking.apartmentId, date),
              entity: 'night',
              date,
              state: 'sold',
              bookingId: id,
            },
            // No double selling: a night is sold only if it is this booking's, free, or a lapsed hold.
            ConditionExpression:
              'attribute_not_exists(pk) OR bookingId = :id OR (#state = :held AND holdExpiresAt < :now)',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: { ':id': id, ':held': 'held', ':now': nowMs },
          },
        })),
      });
    } catch (error) {
      const lost = failedNights(error, run);
      if (!isCancelledTransaction(error)) throw error;
      return flagNightsLost(booking, lost, options);
    }
  }

  // Stripe's word is a payment; the owner's confirmation of an unpaid booking is not one.
  const paidAt =
    booking.paidAt ??
    (options.source === 'stripe' ? (options.paidAt ?? options.now).toISOString() : undefined);
  const confirmed: StoredBooking = {
    ...booking,
    status: 'confirmed',
    updatedAt: options.now.toISOString(),
    ...(paidAt ? { paidAt } : {}),
    confirmedBy: options.source,
  };
  delete confirmed.checkoutUrl;
  delete confirmed.holdExpiresAt;
  try {
    await transact({
      TransactItems: [
        {
          Update: {
            TableName: tableName,
            Key: keys.booking(id),
            UpdateExpression: `SET #status = :confirmed, updatedAt = :now, ${paidAt ? 'paidAt = if_not_exists(paidAt, :paidAt), ' : ''}confirmedBy = :source REMOVE checkoutUrl, holdExpiresAt, attention, paymentProcessing`,
            // Exactly once: only the call that moves it out of pending/cancelled confirms it.
            ConditionExpression: '#status IN (:pending, :cancelled)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':confirmed': 'confirmed',
              ':pending': 'pending',
              ':cancelled': 'cancelled',
              ':now': confirmed.updatedAt,
              ...(paidAt ? { ':paidAt': paidAt } : {}),
              ':source': options.source,
            },
          },
        },
        ...options.mails(confirmed).map((mail) => ({ Put: outboxPut(mail, options.now) })),
      ],
    });
    return { outcome: 'confirmed', booking: (await getBooking(id)) ?? confirmed };
  } catch (error) {
    if (!isCancelledTransaction(error)) throw error;
    const current = await getBooking(id);
    if (!current) throw notFound('Prenotazione non trovata');
    if (current.status === 'confirmed') return { outcome: 'already_confirmed', booking: current };
    if (current.status === 'rejected') {
      // Rejected while we were selling its nights: give them back.
      await releaseNightsOf(current.apartmentId, id, nights, { onlyHeld: false });
      return { outcome: 'rejected', booking: current };
    }
    throw error;
  }
}

async function flagNightsLost(
  booking: StoredBooking,
  lost: CalendarDate[],
  options: { now: Date; paidAt?: Date; source: 'stripe' | 'admin' },
): Promise<ConfirmOutcome> {
  const nights = eachNight(booking.checkIn, booking.checkOut);
  // Whatever this attempt did sell is given back: the stay is all or nothing.
  await releaseNightsOf(booking.apartmentId, booking.id, nights, { onlyHeld: false });
  if (options.source === 'admin') {
    throw conflict('Le date selezionate non sono più disponibili', 'nights_taken');
  }
  logger.error('paid booking lost its nights: NOT confirmed, the owner must refund or rebook', {
    bookingId: booking.id,
    apartmentId: booking.apartmentId,
    nights: lost,
  });
  const paidAt = (options.paidAt ?? options.now).toISOString();
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.booking(booking.id),
      UpdateExpression:
        'SET attention = :attention, paidAt = if_not_exists(paidAt, :paidAt), updatedAt = :now REMOVE checkoutUrl',
      // Only flags a booking that has not been confirmed or rejected in the meantime.
      ConditionExpression: '#status IN (:pending, :cancelled)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':attention': 'paid_without_nights',
        ':paidAt': paidAt,
        ':now': options.now.toISOString(),
        ':pending': 'pending',
        ':cancelled': 'cancelled',
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return {
    outcome: 'nights_lost',
    booking: fromItem<StoredBooking>(Attributes ?? {}),
    nights: lost,
  };
}

/**
 * pending -> cancelled (the Stripe session expired, an async payment failed, the hold lapsed),
 * then its held nights are released. Returns the booking if this call cancelled it.
 */
export async function cancelBooking(
  id: string,
  reason: 'session_expired' | 'payment_failed' | 'hold_expired' | 'checkout_failed',
  now = new Date(),
): Promise<StoredBooking | undefined> {
  let cancelled: StoredBooking;
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.booking(id),
        UpdateExpression:
          'SET #status = :cancelled, cancelReason = :reason, cancelledAt = :now, updatedAt = :now REMOVE checkoutUrl, paymentProcessing',
        // Only an unpaid pending booking is cancelled; a paid or decided one is left alone.
        ConditionExpression: '#status = :pending AND attribute_not_exists(paidAt)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':cancelled': 'cancelled',
          ':pending': 'pending',
          ':reason': reason,
          ':now': now.toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    cancelled = fromItem<StoredBooking>(Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
  await releaseNightsOf(
    cancelled.apartmentId,
    id,
    eachNight(cancelled.checkIn, cancelled.checkOut),
    { onlyHeld: true },
  );
  return cancelled;
}

/**
 * The payment was accepted but settles later (an async method): the hold is stretched to
 * `until` so the nights wait for the outcome Stripe will send.
 */
export async function extendHold(id: string, until: Date, now = new Date()): Promise<void> {
  let booking: StoredBooking;
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.booking(id),
        UpdateExpression:
          'SET paymentProcessing = :yes, holdExpiresAt = :until, updatedAt = :now REMOVE checkoutUrl',
        // Only a booking still pending waits for its payment.
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':yes': true,
          ':until': until.toISOString(),
          ':now': now.toISOString(),
          ':pending': 'pending',
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    booking = fromItem<StoredBooking>(Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) return;
    throw error;
  }
  for (const date of eachNight(booking.checkIn, booking.checkOut)) {
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.night(booking.apartmentId, date),
          UpdateExpression: 'SET holdExpiresAt = :until, expiresAt = :ttl',
          // Stretches only this booking's own, still held night.
          ConditionExpression: 'bookingId = :id AND #state = :held',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: {
            ':id': id,
            ':held': 'held',
            ':until': until.getTime(),
            ':ttl': Math.ceil(until.getTime() / 1000) + HOLD_TTL_SLACK_SECONDS,
          },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}

/**
 * The owner rejects a booking: pending|confirmed -> rejected, and its nights are freed at once.
 * 404 for an unknown id, 409 when it is already rejected or cancelled.
 */
export async function rejectBooking(id: string, now = new Date()): Promise<StoredBooking> {
  const before = await getBooking(id);
  if (!before) throw notFound('Prenotazione non trovata');
  if (!canTransition(before.status, 'rejected')) {
    throw conflict(
      `Una prenotazione ${statusLabel(before.status)} non può essere rifiutata`,
      'invalid_transition',
    );
  }
  let rejected: StoredBooking;
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.booking(id),
        UpdateExpression:
          'SET #status = :rejected, rejectedAt = :now, updatedAt = :now REMOVE checkoutUrl, holdExpiresAt',
        // One decision: only a pending or confirmed booking can be rejected.
        ConditionExpression: '#status IN (:pending, :confirmed)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':rejected': 'rejected',
          ':pending': 'pending',
          ':confirmed': 'confirmed',
          ':now': now.toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    rejected = fromItem<StoredBooking>(Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) {
      throw conflict('Lo stato della prenotazione è cambiato nel frattempo', 'invalid_transition');
    }
    throw error;
  }
  await releaseNightsOf(rejected.apartmentId, id, eachNight(rejected.checkIn, rejected.checkOut), {
    onlyHeld: false,
  });
  return rejected;
}

/** Records a Stripe refund on the booking (the admin's reject-and-refund). */
export async function recordRefund(
  id: string,
  refund: { id: string; status: string; amount: number; createdAt: string },
): Promise<StoredBooking> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.booking(id),
        UpdateExpression: 'SET refund = :refund, updatedAt = :now',
        // Never creates a half booking for an unknown id.
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':refund': refund, ':now': new Date().toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromItem<StoredBooking>(Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) throw notFound('Prenotazione non trovata');
    throw error;
  }
}

const STATUS_WORDS: Record<BookingStatus, string> = {
  pending: 'in attesa',
  confirmed: 'confermata',
  rejected: 'già rifiutata',
  cancelled: 'cancellata',
};
const statusLabel = (status: BookingStatus) => STATUS_WORDS[status];
