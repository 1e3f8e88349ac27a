import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { chunk } from '@catania/shared/domain/booking';
import type { CalendarDate } from '@catania/shared/domain/dates';
import { db, tableName } from '../../lib/db';
import { NightsTaken } from '../../lib/errors';
import { keys } from '../../lib/keys';
import {
  isCancelledTransaction,
  isConditionFailure,
  MAX_TRANSACTION_ITEMS,
  type TransactItem,
  transact,
} from '../../lib/writes';
import { blockExpiry, failedNights, heldNightItem, holdTtl } from './night-items';

/**
 * The night ledger (this folder: these direct nights, imported-blocks.ts, night-reads.ts and
 * night-items.ts) is the one place that reads and writes night items (docs/data-model.md), in
 * each apartment's partition:
 *   NIGHT#<date>                    a night held or sold to a direct booking, or blocked by the
 *                                   owner (one per night: `state` held, sold or blocked)
 *   NIGHT#<date>#BLOCK#<calendarId> a night blocked by an imported calendar
 *
 * The invariant it keeps: a direct night belongs to at most one booking, and it is only ever
 * taken by a conditional write that finds it free (absent, or an expired hold). Its release is
 * conditional on the night still being that booking's, so a night another guest has since taken
 * is never touched.
 *
 * This module: the direct nights, taken for a booking or an owner's block and given back.
 */

/**
 * Takes every night with `item(date)` and writes `withLastRun` (the record that owns them) in the
 * same transaction as the last nights. Up to 99 nights this is one transaction; a longer range
 * takes its nights in date-ordered runs of 100, giving back the earlier runs if a later one fails,
 * so a refused claim leaves nothing behind. Throws NightsTaken naming the nights found taken.
 */
async function claimNights(
  nights: readonly CalendarDate[],
  options: {
    now: Date;
    item: (date: CalendarDate) => Record<string, unknown>;
    withLastRun: TransactItem[];
    giveBack: (taken: CalendarDate[]) => Promise<void>;
  },
): Promise<void> {
  const runs = chunk([...nights], MAX_TRANSACTION_ITEMS);
  if ((runs.at(-1)?.length ?? 0) + options.withLastRun.length > MAX_TRANSACTION_ITEMS) {
    runs.push([]);
  }
  const taken: CalendarDate[] = [];
  for (const [index, run] of runs.entries()) {
    const items: TransactItem[] = run.map((date) => ({
      Put: {
        TableName: tableName,
        Item: options.item(date),
        // No double booking: a night is taken only if nobody holds it or the holder's hold lapsed.
        ConditionExpression:
          'attribute_not_exists(pk) OR (#state = :held AND holdExpiresAt < :now)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':held': 'held', ':now': options.now.getTime() },
      },
    }));
    if (index === runs.length - 1) items.push(...options.withLastRun);
    try {
      await transact(items);
      taken.push(...run);
    } catch (error) {
      await options.giveBack(taken);
      const conflicting = failedNights(error, run);
      if (conflicting.length > 0 || isCancelledTransaction(error)) {
        throw new NightsTaken(conflicting);
      }
      throw error;
    }
  }
}

/**
 * Holds every night for a booking until `until` (or, with `sold`, sells them at once: a stay the
 * owner entered already paid), the booking record in the same transaction as the last nights.
 * Throws NightsTaken.
 */
export function holdNights(
  apartmentId: ApartmentId,
  bookingId: string,
  nights: readonly CalendarDate[],
  options: { now: Date; until: Date; withLastRun: TransactItem[]; sold?: boolean },
): Promise<void> {
  const until = options.until.getTime();
  return claimNights(nights, {
    now: options.now,
    withLastRun: options.withLastRun,
    item: (date) =>
      options.sold
        ? { ...keys.night(apartmentId, date), entity: 'night', date, state: 'sold', bookingId }
        : heldNightItem(apartmentId, date, bookingId, until),
    giveBack: (taken) => releaseNights(apartmentId, bookingId, taken, { onlyHeld: !options.sold }),
  });
}

/**
 * Blocks every night for the owner (family, repairs), the block's record in the same transaction
 * as the last nights: only free nights (or lapsed holds) can be blocked, so a block never covers a
 * night that is sold or held. Throws NightsTaken.
 */
export function blockNights(
  apartmentId: ApartmentId,
  blockId: string,
  nights: readonly CalendarDate[],
  options: { now: Date; withLastRun: TransactItem[] },
): Promise<void> {
  return claimNights(nights, {
    ...options,
    item: (date) => ({
      ...keys.night(apartmentId, date),
      entity: 'night',
      date,
      state: 'blocked',
      blockId,
      expiresAt: blockExpiry(date),
    }),
    giveBack: (taken) => unblockNights(apartmentId, blockId, taken),
  });
}

/** Frees the nights of an owner's block: each delete only while the night is still that block's. */
export async function unblockNights(
  apartmentId: ApartmentId,
  blockId: string,
  nights: readonly CalendarDate[],
): Promise<void> {
  await forEachNight(nights, async (date) => {
    try {
      await db.send(
        new DeleteCommand({
          TableName: tableName,
          Key: keys.night(apartmentId, date),
          // Only this block's own night: a night sold since the block went is never touched.
          ConditionExpression: 'blockId = :id',
          ExpressionAttributeValues: { ':id': blockId },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  });
}

/** Runs `work` for every night, eight at a time. */
async function forEachNight(
  nights: readonly CalendarDate[],
  work: (date: CalendarDate) => Promise<void>,
): Promise<void> {
  const queue = [...nights];
  const worker = async () => {
    for (let date = queue.shift(); date; date = queue.shift()) await work(date);
  };
  await Promise.all(Array.from({ length: Math.min(8, queue.length) }, worker));
}

/**
 * Sells every night to the booking: each must be its own, free, or a lapsed hold. All or
 * nothing: when one cannot be had, whatever this call sold is given back and NightsTaken names
 * the nights lost.
 */
export async function sellNights(
  apartmentId: ApartmentId,
  bookingId: string,
  nights: readonly CalendarDate[],
  now: Date,
): Promise<void> {
  for (const run of chunk([...nights], MAX_TRANSACTION_ITEMS)) {
    try {
      await transact(
        run.map((date) => ({
          Put: {
            TableName: tableName,
            Item: {
              ...keys.night(apartmentId, date),
              entity: 'night',
              date,
              state: 'sold',
              bookingId,
            },
            // No double selling: a night is sold only if it is this booking's, free, or a lapsed hold.
            ConditionExpression:
              'attribute_not_exists(pk) OR bookingId = :id OR (#state = :held AND holdExpiresAt < :now)',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: { ':id': bookingId, ':held': 'held', ':now': now.getTime() },
          },
        })),
      );
    } catch (error) {
      if (!isCancelledTransaction(error)) throw error;
      await releaseNights(apartmentId, bookingId, nights, { onlyHeld: false });
      throw new NightsTaken(failedNights(error, run));
    }
  }
}

/**
 * Gives back nights this booking holds (or, unless `onlyHeld`, has bought): each delete is
 * conditional on the night still being this booking's.
 */
export async function releaseNights(
  apartmentId: ApartmentId,
  bookingId: string,
  nights: readonly CalendarDate[],
  options: { onlyHeld: boolean },
): Promise<void> {
  await forEachNight(nights, async (date) => {
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
  });
}

/** Stretches the booking's own, still held nights until `until` (a payment on its way). */
export async function extendHeldNights(
  apartmentId: ApartmentId,
  bookingId: string,
  nights: readonly CalendarDate[],
  until: Date,
): Promise<void> {
  for (const date of nights) {
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.night(apartmentId, date),
          UpdateExpression: 'SET holdExpiresAt = :until, expiresAt = :ttl',
          // Stretches only this booking's own, still held night.
          ConditionExpression: 'bookingId = :id AND #state = :held',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: {
            ':id': bookingId,
            ':held': 'held',
            ':until': until.getTime(),
            ':ttl': holdTtl(until.getTime()),
          },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}
