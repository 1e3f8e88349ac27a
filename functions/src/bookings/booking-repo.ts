import { timingSafeEqual } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { site } from '@catania/shared/config/site';
import { addDays, addMonths, type CalendarDate, eachNight } from '@catania/shared/domain/dates';
import type { CancelReason as AnyCancelReason, Booking } from '@catania/shared/schemas/booking';
import type { BookingExtra } from '@catania/shared/schemas/extras';
import { holdNights } from '../availability/night-ledger';
import { db, tableName } from '../lib/db';
import { NotFound } from '../lib/errors';
import { fromItem, itemsByLookup, queryAll } from '../lib/items';
import { keys } from '../lib/keys';
import {
  isCancelledTransaction,
  isConditionFailure,
  type TransactItem,
  transact,
} from '../lib/writes';
import { type OutboxMail, outboxPut } from '../mail/outbox-repo';
import { refundTaskPut } from './refunds-repo';

/**
 * The booking record `BOOKING#<id>/BOOKING` (docs/data-model.md). Its nights are the night
 * ledger's (availability/night-ledger.ts). Every status change is conditional on the status it
 * leaves, so each happens once whatever the order or number of callers (webhook deliveries, the
 * confirmation page, the job, the admin).
 */

export const BOOKING_NOT_FOUND = 'Prenotazione non trovata';
export const bookingNotFound = () => new NotFound(BOOKING_NOT_FOUND);

/** What the table stores: the admin's booking plus internal bookkeeping. */
export interface StoredBooking extends Booking {
  /** The Stripe hosted page while the booking awaits payment. */
  checkoutUrl?: string;
  /** Stripe said the payment is on its way (an async method): the hold is extended. */
  paymentProcessing?: boolean;
  /**
   * The guest's secret link (also the key of its lookup item): kept so that every later mail
   * can carry it. Never in a response. Absent on bookings made before guest links existed.
   */
  guestToken?: string;
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
  /** The quote's nights and applied rules (pricing/quote.toPriceBreakdown). */
  priceBreakdown?: Booking['priceBreakdown'];
  /** The stay rules the owner set aside for this booking, and why. */
  stayRuleOverride?: Booking['stayRuleOverride'];
  /** The guest's language, when not Italian's default (the page they booked on). */
  locale?: Booking['locale'];
}

/** The reasons the system cancels an unpaid checkout (the guest's own cancellation is apart). */
export type CancelReason = Exclude<AnyCancelReason, 'guest'>;

/** A payment as Stripe reported it: when, and how many euros it charged. */
export interface Payment {
  paidAt: string;
  amountPaid: number;
}

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

/** Epoch seconds at which a guest link stops opening its booking. */
function guestLinkExpiry(checkOut: CalendarDate): number {
  const lastDay = addDays(checkOut, site.guestAccess.linkValidDaysAfterCheckOut);
  return Math.floor(Date.parse(`${lastDay}T23:59:59Z`) / 1000);
}

/**
 * Creates a `pending` booking with every night of its stay held until `holdExpiresAt`, the
 * record and its guest link written in the same transaction as the (last) nights: a refused
 * checkout leaves no booking, no link and no hold behind. Throws NightsTaken.
 */
export async function createPendingBooking(
  input: NewBooking,
  options: {
    id: string;
    guestToken: string;
    now: Date;
    holdExpiresAt: Date;
    /** Extras taken with the stay: their purchase, and the departure day a late check-out holds. */
    extras?: { put: TransactItem; departureDay: boolean };
  },
): Promise<StoredBooking> {
  const booking: StoredBooking = {
    ...newBookingRecord(input, options),
    status: 'pending',
    holdExpiresAt: options.holdExpiresAt.toISOString(),
  };
  await insertBooking(booking, {
    now: options.now,
    holdUntil: options.holdExpiresAt,
    ...(options.extras
      ? {
          with: [options.extras.put],
          ...(options.extras.departureDay ? { departureDay: true } : {}),
        }
      : {}),
  });
  return booking;
}

/** The record of a new booking, before its status and payment are said. */
export function newBookingRecord(
  input: NewBooking,
  options: { id: string; guestToken: string; now: Date },
): Omit<StoredBooking, 'status'> {
  return {
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
    ...(input.priceBreakdown ? { priceBreakdown: input.priceBreakdown } : {}),
    ...(input.stayRuleOverride ? { stayRuleOverride: input.stayRuleOverride } : {}),
    ...(input.specialRequests ? { specialRequests: input.specialRequests } : {}),
    ...(input.locale ? { locale: input.locale } : {}),
    createdAt: options.now.toISOString(),
    updatedAt: options.now.toISOString(),
    guestToken: options.guestToken,
  };
}

/**
 * Writes a new booking with its nights, its guest link and `with` (the mails that announce it) in
 * one transaction with the (last) nights: held until `holdUntil`, or sold at once when the booking
 * is already confirmed (a stay the owner entered paid). Throws NightsTaken.
 */
export async function insertBooking(
  booking: StoredBooking,
  options: {
    now: Date;
    holdUntil?: Date;
    with?: TransactItem[];
    /** Held too: the departure day, for a late check-out taken with the stay. */
    departureDay?: boolean;
  },
): Promise<void> {
  if (!booking.guestToken) throw new Error(`booking ${booking.id} has no guest link`);
  const nights = eachNight(booking.checkIn, booking.checkOut);
  if (options.departureDay) nights.push(booking.checkOut);
  await holdNights(booking.apartmentId, booking.id, nights, {
    now: options.now,
    until: options.holdUntil ?? options.now,
    sold: !options.holdUntil,
    withLastRun: [
      {
        Put: {
          TableName: tableName,
          Item: bookingItem(booking),
          // A booking id is written once: never overwrite another booking.
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.guestLink(booking.guestToken),
            entity: 'guest-link',
            bookingId: booking.id,
            // TTL: DynamoDB deletes the link some time after its expiry; reads compare it.
            expiresAt: guestLinkExpiry(booking.checkOut),
          },
          // A token opens one booking: never hand an existing link to another.
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...(options.with ?? []),
    ],
  });
}

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The booking a guest link opens, or undefined: an unknown token, a lapsed link (past its
 * expiry, even before TTL deletes it), or a link whose booking no longer carries it.
 */
export async function findBookingByGuestToken(
  token: string,
  now: Date,
): Promise<StoredBooking | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.guestLink(token), ConsistentRead: true }),
  );
  if (!Item || typeof Item.bookingId !== 'string') return undefined;
  if (typeof Item.expiresAt === 'number' && Item.expiresAt * 1000 < now.getTime()) return undefined;
  const booking = await getBooking(Item.bookingId);
  return booking?.guestToken && sameToken(booking.guestToken, token) ? booking : undefined;
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

/**
 * Records a Stripe payment link on a booking the guest still has to pay (an owner's booking
 * pending its payment, or one the owner confirmed unpaid), replacing any earlier link: the
 * earlier session no longer matches the booking, so its expiry changes nothing. A pending
 * booking's hold runs until `holdUntil`. False when the booking was paid or decided meanwhile.
 */
export async function attachPaymentLink(
  id: string,
  session: { id: string; url: string; expiresAt: string },
  options: { now: Date; holdUntil?: Date },
): Promise<boolean> {
  const updated = await updateBooking(id, {
    set: `SET paymentIntentId = :session, gsi1pk = :lookup, checkoutUrl = :url, paymentLinkSentAt = :now, paymentLinkExpiresAt = :expires, updatedAt = :now${options.holdUntil ? ', holdExpiresAt = :hold' : ''}`,
    // Only a booking still to be paid gets a link: pending, or confirmed without a payment.
    condition: '#status IN (:pending, :confirmed) AND attribute_not_exists(paidAt)',
    values: {
      ':session': session.id,
      ':lookup': keys.stripeSessionLookup(session.id),
      ':url': session.url,
      ':expires': session.expiresAt,
      ':now': options.now.toISOString(),
      ':pending': 'pending',
      ':confirmed': 'confirmed',
      ...(options.holdUntil ? { ':hold': options.holdUntil.toISOString() } : {}),
    },
  });
  return updated !== undefined;
}

export async function getBooking(id: string): Promise<StoredBooking | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.booking(id), ConsistentRead: true }),
  );
  return Item ? fromItem<StoredBooking>(Item) : undefined;
}

/** The booking, or NotFound. */
export async function requireBooking(id: string): Promise<StoredBooking> {
  const booking = await getBooking(id);
  if (!booking) throw bookingNotFound();
  return booking;
}

/** The booking paid through a Stripe Checkout Session (the byId index). */
export async function getBookingByStripeSession(
  sessionId: string,
): Promise<StoredBooking | undefined> {
  const [item] = await itemsByLookup(keys.stripeSessionLookup(sessionId));
  // The index is eventually consistent: read the record itself for its current status.
  return item ? getBooking(String(item.id)) : undefined;
}

/** Every booking, newest first (the admin list). */
export async function listBookings(): Promise<StoredBooking[]> {
  const items = await queryAll({
    IndexName: 'byCollection',
    KeyConditionExpression: 'gsi2pk = :collection',
    ExpressionAttributeValues: { ':collection': keys.collections.bookings },
    ScanIndexForward: false,
  });
  return items.map((item) => fromItem<StoredBooking>(item));
}

/**
 * Pending bookings created in the last `lookbackDays` (a hold lives 35 minutes, the job runs every
 * 5) whose hold is over (`lapsed`) or still running, as of `now`.
 */
async function pendingHolds(
  now: Date,
  lookbackDays: number,
  hold: 'lapsed' | 'active',
): Promise<StoredBooking[]> {
  const since = new Date(now.getTime() - lookbackDays * 86_400_000).toISOString();
  const items = await queryAll({
    IndexName: 'byCollection',
    KeyConditionExpression: 'gsi2pk = :collection AND gsi2sk >= :since',
    FilterExpression:
      hold === 'lapsed'
        ? '#status = :pending AND holdExpiresAt < :now AND attribute_not_exists(paidAt)'
        : '#status = :pending AND holdExpiresAt >= :now',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':collection': keys.collections.bookings,
      ':since': since,
      ':pending': 'pending',
      ':now': now.toISOString(),
    },
  });
  return items.map((item) => fromItem<StoredBooking>(item));
}

/** Pending bookings whose hold has lapsed and that were never paid (the job's work list). */
export function listLapsedHolds(now: Date, lookbackDays = 14): Promise<StoredBooking[]> {
  return pendingHolds(now, lookbackDays, 'lapsed');
}

/** Pending bookings whose nights are held right now (a guest is paying), soonest to lapse first. */
export async function listActiveHolds(now: Date, lookbackDays = 14): Promise<StoredBooking[]> {
  const holds = await pendingHolds(now, lookbackDays, 'active');
  return holds.sort((a, b) => String(a.holdExpiresAt).localeCompare(String(b.holdExpiresAt)));
}

/**
 * One conditional update of a booking record; the booking as it now is, or undefined when the
 * condition (the status it must leave) no longer held.
 */
async function updateBooking(
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
async function updateWithMails(
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

/**
 * pending (or cancelled, for a payment that landed after its hold lapsed) -> confirmed, in one
 * transaction with the mails that announce it, so the mails exist once and only for the call that
 * made the change. False when the booking had already left pending and cancelled.
 */
export function markConfirmed(
  booking: StoredBooking,
  options: {
    now: Date;
    payment?: Payment;
    source: 'stripe' | 'admin';
    mails: OutboxMail[];
  },
): Promise<boolean> {
  const { payment } = options;
  return updateWithMails(
    booking.id,
    {
      set: `SET #status = :confirmed, updatedAt = :now, ${payment ? 'paidAt = if_not_exists(paidAt, :paidAt), amountPaid = if_not_exists(amountPaid, :amountPaid), ' : ''}confirmedBy = :source REMOVE checkoutUrl, holdExpiresAt, attention, paymentProcessing`,
      // Exactly once: only the call that moves it out of pending confirms it (a lapsed booking
      // stays lapsed: a payment reaching it is refunded, docs/payments.md).
      condition: '#status = :pending',
      values: {
        ':confirmed': 'confirmed',
        ':pending': 'pending',
        ':now': options.now.toISOString(),
        ...(payment ? { ':paidAt': payment.paidAt, ':amountPaid': payment.amountPaid } : {}),
        ':source': options.source,
      },
    },
    options,
  );
}

/**
 * A payment on a booking the owner had already confirmed unpaid: recorded once, in one
 * transaction with the mails that announce it. False when it was already recorded (or the booking
 * is no longer confirmed).
 */
export function markPaid(
  id: string,
  options: { now: Date; payment: Payment; mails: OutboxMail[] },
): Promise<boolean> {
  return updateWithMails(
    id,
    {
      set: 'SET paidAt = :paidAt, amountPaid = :amountPaid, updatedAt = :now REMOVE checkoutUrl',
      // Exactly once: only the first report of the payment records it and sends the mails.
      condition: '#status = :confirmed AND attribute_not_exists(paidAt)',
      values: {
        ':paidAt': options.payment.paidAt,
        ':amountPaid': options.payment.amountPaid,
        ':now': options.now.toISOString(),
        ':confirmed': 'confirmed',
      },
    },
    options,
  );
}

/** Why a payment cannot become a stay (the booking's `attention`). */
export type LatePaymentReason = NonNullable<StoredBooking['attention']>;

/**
 * A payment that cannot become a stay (the booking was rejected, cancelled, or its nights are
 * gone): recorded with its full refund owed (`refundDue` and the task the job retries) and the
 * mails that tell guest and owner, in one transaction conditional on the booking still being
 * unpaid in the status it was read in, so a payment is refunded once however often Stripe
 * reports it. A pending booking becomes cancelled (its hold lapsed). False when the condition
 * no longer held.
 */
export function markLatePaymentRefundDue(
  booking: Pick<StoredBooking, 'id' | 'status'>,
  options: { payment: Payment; reason: LatePaymentReason; now: Date; mails: OutboxMail[] },
): Promise<boolean> {
  const { payment, now } = options;
  const cancel = booking.status === 'pending' || booking.status === 'cancelled';
  return updateWithMails(
    booking.id,
    {
      set: `SET paidAt = :paidAt, amountPaid = :amountPaid, refundDue = :amountPaid, attention = :attention, updatedAt = :now${cancel ? ', #status = :cancelled, cancelReason = if_not_exists(cancelReason, :lapsed), cancelledAt = if_not_exists(cancelledAt, :now)' : ''} REMOVE checkoutUrl, holdExpiresAt, paymentProcessing`,
      // Once: only while the booking is as it was read, and no payment is on it yet.
      condition: '#status = :status AND attribute_not_exists(paidAt)',
      values: {
        ':paidAt': payment.paidAt,
        ':amountPaid': payment.amountPaid,
        ':attention': options.reason,
        ':now': now.toISOString(),
        ':status': booking.status,
        ...(cancel ? { ':cancelled': 'cancelled', ':lapsed': 'hold_expired' } : {}),
      },
    },
    {
      now,
      mails: options.mails,
      with: [refundTaskPut(booking.id, payment.amountPaid, 'late_payment', now)],
    },
  );
}

/** pending -> cancelled; the booking if this call cancelled it. */
export function markCancelled(
  id: string,
  reason: CancelReason,
  now: Date,
): Promise<StoredBooking | undefined> {
  return updateBooking(id, {
    set: 'SET #status = :cancelled, cancelReason = :reason, cancelledAt = :now, updatedAt = :now REMOVE checkoutUrl, paymentProcessing',
    // Only an unpaid pending booking is cancelled; a paid or decided one is left alone.
    condition: '#status = :pending AND attribute_not_exists(paidAt)',
    values: {
      ':cancelled': 'cancelled',
      ':pending': 'pending',
      ':reason': reason,
      ':now': now.toISOString(),
    },
  });
}

/** A pending booking's payment is on its way: its hold runs until `until`. */
export function markPaymentProcessing(
  id: string,
  until: Date,
  now: Date,
): Promise<StoredBooking | undefined> {
  return updateBooking(id, {
    set: 'SET paymentProcessing = :yes, holdExpiresAt = :until, updatedAt = :now REMOVE checkoutUrl',
    // Only a booking still pending waits for its payment.
    condition: '#status = :pending',
    values: {
      ':yes': true,
      ':until': until.toISOString(),
      ':now': now.toISOString(),
      ':pending': 'pending',
    },
  });
}

/**
 * pending|confirmed -> rejected, in one transaction with the guest's mail and, for a paid booking,
 * the refund it owes (`refundDue`, and its task for the retrying job). `payment`: one the guest
 * made on Stripe before the session could be closed, recorded with the rejection. `unpaid`: the
 * decision was made on a booking without a payment, so it holds only while none has landed.
 * `overLapse`: the rejection closed the booking's Stripe session, whose expiry may have cancelled
 * it as lapsed first; the rejection replaces that cancellation (unpaid only).
 * False when the booking had left both statuses, or a payment landed meanwhile.
 */
export function markRejected(
  id: string,
  options: {
    now: Date;
    refundDue?: number;
    payment?: Payment;
    unpaid?: boolean;
    overLapse?: boolean;
    mails: OutboxMail[];
  },
): Promise<boolean> {
  const { now, refundDue, payment } = options;
  return updateWithMails(
    id,
    {
      set: `SET #status = :rejected, rejectedAt = :now, updatedAt = :now${refundDue ? ', refundDue = :refundDue' : ''}${payment ? ', paidAt = :paidAt, amountPaid = :amountPaid' : ''} REMOVE checkoutUrl, holdExpiresAt, paymentProcessing, cancelReason, cancelledAt`,
      // One decision: only a pending or confirmed booking can be rejected (or one lapsed by it).
      condition: options.overLapse
        ? '#status = :cancelled AND cancelReason = :lapsed AND attribute_not_exists(paidAt)'
        : `#status IN (:pending, :confirmed)${options.unpaid ? ' AND attribute_not_exists(paidAt)' : ''}`,
      values: {
        ':rejected': 'rejected',
        ...(options.overLapse
          ? { ':cancelled': 'cancelled', ':lapsed': 'session_expired' }
          : { ':pending': 'pending', ':confirmed': 'confirmed' }),
        ':now': now.toISOString(),
        ...(refundDue ? { ':refundDue': refundDue } : {}),
        ...(payment ? { ':paidAt': payment.paidAt, ':amountPaid': payment.amountPaid } : {}),
      },
    },
    { ...options, with: refundDue ? [refundTaskPut(id, refundDue, 'owner_rejection', now)] : [] },
  );
}

/**
 * confirmed -> cancelled by its guest, in one transaction with the mails that announce it and,
 * when the policy gives money back, the refund it owes (`refundDue`, and its task for the
 * retrying job). False when the booking was no longer confirmed: a second press, or the owner's
 * decision, came first.
 */
export function markCancelledByGuest(
  id: string,
  options: { now: Date; refundDue: number; byHand: boolean; mails: OutboxMail[] },
): Promise<boolean> {
  const { now, refundDue } = options;
  // A payment made outside Stripe is given back by the owner: owed, with no task for the job.
  const stripeRefund = refundDue > 0 && !options.byHand;
  return updateWithMails(
    id,
    {
      set: `SET #status = :cancelled, cancelReason = :guest, cancelledAt = :now, updatedAt = :now${refundDue > 0 ? ', refundDue = :refundDue' : ''} REMOVE checkoutUrl, holdExpiresAt`,
      // Once: only a confirmed booking is cancelled by its guest.
      condition: '#status = :confirmed',
      values: {
        ':cancelled': 'cancelled',
        ':confirmed': 'confirmed',
        ':guest': 'guest',
        ':now': now.toISOString(),
        ...(refundDue > 0 ? { ':refundDue': refundDue } : {}),
      },
    },
    {
      ...options,
      with: stripeRefund ? [refundTaskPut(id, refundDue, 'guest_cancellation', now)] : [],
    },
  );
}

/**
 * Bookings still to be paid whose Stripe payment link expires within `[from, to]` (ISO times):
 * the reminder's work list. A booking is made at most the booking horizon ahead, so only bookings
 * created since then are read.
 */
export async function listPaymentLinksExpiring(from: Date, to: Date): Promise<StoredBooking[]> {
  const createdSince = addMonths(
    from.toISOString().slice(0, 10),
    -(site.stay.bookingHorizonMonths + 1),
  );
  const items = await queryAll({
    IndexName: 'byCollection',
    KeyConditionExpression: 'gsi2pk = :collection AND gsi2sk >= :since',
    FilterExpression:
      '#status IN (:pending, :confirmed) AND attribute_not_exists(paidAt) AND paymentLinkExpiresAt BETWEEN :from AND :to',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':collection': keys.collections.bookings,
      ':since': createdSince,
      ':pending': 'pending',
      ':confirmed': 'confirmed',
      ':from': from.toISOString(),
      ':to': to.toISOString(),
    },
  });
  return items.map((item) => fromItem<StoredBooking>(item));
}

/**
 * Confirmed bookings checking in from `from` to `to` (check-in and the tourist tax). A booking is
 * made at most the booking horizon ahead, so only the bookings created from that far back are
 * read, whatever the table's age.
 */
export async function listConfirmedArrivals(
  from: CalendarDate,
  to: CalendarDate,
): Promise<StoredBooking[]> {
  const createdSince = addMonths(from, -(site.stay.bookingHorizonMonths + 1));
  const items = await queryAll({
    IndexName: 'byCollection',
    KeyConditionExpression: 'gsi2pk = :collection AND gsi2sk BETWEEN :since AND :until',
    FilterExpression: '#status = :confirmed AND checkIn BETWEEN :from AND :to',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':collection': keys.collections.bookings,
      ':since': createdSince,
      ':until': `${addDays(to, 1)}~`,
      ':confirmed': 'confirmed',
      ':from': from,
      ':to': to,
    },
  });
  return items.map((item) => fromItem<StoredBooking>(item));
}

/**
 * The write that adds paid extras to the booking record, for the transaction that
 * marks their purchase paid: the booking lists them exactly when the purchase is paid.
 */
export function appendExtrasUpdate(
  bookingId: string,
  extras: readonly BookingExtra[],
  now: Date,
): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.booking(bookingId),
      UpdateExpression:
        'SET extras = list_append(if_not_exists(extras, :none), :extras), updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':none': [], ':extras': extras, ':now': now.toISOString() },
    },
  };
}
