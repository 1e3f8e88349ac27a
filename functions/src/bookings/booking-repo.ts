import { timingSafeEqual } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { site } from '@catania/shared/config/site';
import { addDays, type CalendarDate, eachNight } from '@catania/shared/domain/dates';
import type { Booking } from '@catania/shared/schemas/booking';
import { holdNights } from '../availability/night-ledger/direct-nights';
import { db, tableName } from '../lib/db';
import { NotFound } from '../lib/errors';
import { fromItem, itemsByLookup } from '../lib/items';
import { keys } from '../lib/keys';
import type { TransactItem } from '../lib/writes';

/**
 * The booking record `BOOKING#<id>/BOOKING` (docs/data-model.md). Its nights are the night
 * ledger's (availability/night-ledger/). Every status change is conditional on the status it
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
