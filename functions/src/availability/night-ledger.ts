import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApartmentId } from '@catania/shared/config/apartments';
import type { OccupiedNight } from '@catania/shared/domain/availability';
import { chunk } from '@catania/shared/domain/booking';
import { addDays, type CalendarDate } from '@catania/shared/domain/dates';
import { db, tableName } from '../lib/db';
import { NightsTaken } from '../lib/errors';
import { queryAll } from '../lib/items';
import { keys } from '../lib/keys';
import {
  batchWrite,
  failedConditions,
  isCancelledTransaction,
  isConditionFailure,
  MAX_TRANSACTION_ITEMS,
  type TransactItem,
  transact,
} from '../lib/writes';

/**
 * The night ledger: the one module that reads and writes night items (docs/data-model.md), in
 * each apartment's partition:
 *   NIGHT#<date>                    a night held or sold to a direct booking, or blocked by the
 *                                   owner (one per night: `state` held, sold or blocked)
 *   NIGHT#<date>#BLOCK#<calendarId> a night blocked by an imported calendar
 *
 * The invariant it keeps: a direct night belongs to at most one booking, and it is only ever
 * taken by a conditional write that finds it free (absent, or an expired hold). Its release is
 * conditional on the night still being that booking's, so a night another guest has since taken
 * is never touched.
 */

/** How long a released hold's night item lingers before the table's TTL removes it. */
const HOLD_TTL_SLACK_SECONDS = 3600;

const holdTtl = (until: number) => Math.ceil(until / 1000) + HOLD_TTL_SLACK_SECONDS;

function heldNightItem(apartmentId: ApartmentId, date: CalendarDate, id: string, until: number) {
  return {
    ...keys.night(apartmentId, date),
    entity: 'night',
    date,
    state: 'held',
    bookingId: id,
    holdExpiresAt: until,
    expiresAt: holdTtl(until),
  };
}

/** Epoch seconds `days` after the night: past nights leave the table by themselves. */
const expiryAfter = (date: CalendarDate, days: number) =>
  Date.parse(`${addDays(date, days)}T00:00:00Z`) / 1000;

/** An owner's block lives in its own record: its night items may go two days after the night. */
const blockExpiry = (date: CalendarDate) => expiryAfter(date, 2);

/**
 * An imported night is the only record of another platform's stay: kept for the yearly numbers
 * and the tourist tax's annual account of the year before (Modello 21), a little over two years.
 */
const IMPORTED_NIGHT_KEPT_DAYS = 800;
const importedNightExpiry = (date: CalendarDate) => expiryAfter(date, IMPORTED_NIGHT_KEPT_DAYS);

/** The nights whose condition failed in a cancelled transaction over `nights` (first items). */
function failedNights(error: unknown, nights: readonly CalendarDate[]): CalendarDate[] {
  const failed = failedConditions(error);
  return nights.filter((_, i) => failed.has(i));
}

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

/** Every night item of one apartment in `[from, to]`: a single range query. */
function queryNights(
  apartmentId: ApartmentId,
  from: CalendarDate,
  to: CalendarDate,
  options: { projection: string; filter?: string },
) {
  const [start, end] = keys.nightRange(from, to);
  return queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :start AND :end',
    ...(options.filter ? { FilterExpression: options.filter } : {}),
    ExpressionAttributeValues: {
      ':pk': keys.apartmentPartition(apartmentId),
      ':start': start,
      ':end': end,
    },
    ProjectionExpression: options.projection,
    ExpressionAttributeNames: { '#date': 'date', '#state': 'state' },
  });
}

const isBlock = (item: Record<string, unknown>) => String(item.sk).includes('#BLOCK#');

/** Every sold, held and blocked night of one apartment in `[from, to]`. */
export async function listOccupiedNights(
  apartmentId: ApartmentId,
  from: CalendarDate,
  to: CalendarDate,
): Promise<OccupiedNight[]> {
  const items = await queryNights(apartmentId, from, to, {
    projection: 'sk, #date, #state, holdExpiresAt',
  });
  return items.map((item): OccupiedNight => {
    const date = item.date as CalendarDate;
    if (isBlock(item) || item.state === 'blocked') return { date, kind: 'blocked' };
    if (item.state === 'held') {
      return { date, kind: 'held', holdExpiresAt: Number(item.holdExpiresAt ?? 0) };
    }
    return { date, kind: 'sold' };
  });
}

/** The nights imported calendars block in one apartment in `[from, to]`, and whose they are. */
export async function listBlockedNights(
  apartmentId: ApartmentId,
  from: CalendarDate,
  to: CalendarDate,
): Promise<{ date: CalendarDate; calendarId: string }[]> {
  const items = await queryNights(apartmentId, from, to, {
    projection: 'sk, #date, #state, calendarId',
    filter: 'attribute_exists(calendarId)',
  });
  return items
    .filter(isBlock)
    .map((item) => ({ date: String(item.date), calendarId: String(item.calendarId) }));
}

/** A night of a direct booking (not an imported block). */
export interface DirectNight {
  date: CalendarDate;
  bookingId: string;
  state: 'held' | 'sold';
  holdExpiresAt?: number;
}

/** The direct bookings' nights of one apartment in `[from, to]` (blocks are left out). */
export async function listDirectNights(
  apartmentId: ApartmentId,
  from: CalendarDate,
  to: CalendarDate,
): Promise<DirectNight[]> {
  const items = await queryNights(apartmentId, from, to, {
    projection: 'sk, #date, #state, bookingId, holdExpiresAt',
    filter: 'attribute_exists(bookingId)',
  });
  return items
    .filter((item) => !isBlock(item))
    .map((item) => ({
      date: String(item.date),
      bookingId: String(item.bookingId),
      state: item.state === 'held' ? 'held' : 'sold',
      ...(item.holdExpiresAt !== undefined ? { holdExpiresAt: Number(item.holdExpiresAt) } : {}),
    }));
}

/** Blocks nights for an imported calendar (several calendars may block the same night). */
export function putBlocks(
  apartmentId: ApartmentId,
  calendarId: string,
  dates: readonly CalendarDate[],
): Promise<void> {
  return batchWrite(
    dates.map((date) => ({
      PutRequest: {
        Item: {
          ...keys.block(apartmentId, date, calendarId),
          entity: 'block',
          date,
          calendarId,
          expiresAt: importedNightExpiry(date),
        },
      },
    })),
  );
}

export function deleteBlocks(
  apartmentId: ApartmentId,
  calendarId: string,
  dates: readonly CalendarDate[],
): Promise<void> {
  return batchWrite(
    dates.map((date) => ({ DeleteRequest: { Key: keys.block(apartmentId, date, calendarId) } })),
  );
}

/** Every night a calendar blocks, read from the table itself (whatever its record says). */
async function listBlockDates(
  apartmentId: ApartmentId,
  calendarId: string,
): Promise<CalendarDate[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :night)',
    FilterExpression: 'calendarId = :calendar',
    ExpressionAttributeValues: {
      ':pk': keys.apartmentPartition(apartmentId),
      ':night': 'NIGHT#',
      ':calendar': calendarId,
    },
    ProjectionExpression: '#date',
    ExpressionAttributeNames: { '#date': 'date' },
  });
  return items.map((item) => String(item.date));
}

/** Every block of a calendar, freed (the calendar was unlinked or deleted during its sync). */
export async function freeAllBlocks(apartmentId: ApartmentId, calendarId: string): Promise<void> {
  await deleteBlocks(apartmentId, calendarId, await listBlockDates(apartmentId, calendarId));
}

/** A night item as the owner's planning reads it: whose it is. */
export type LedgerNight =
  | { date: CalendarDate; kind: 'held' | 'sold'; bookingId: string; holdExpiresAt?: number }
  | { date: CalendarDate; kind: 'owner-block'; blockId: string }
  | { date: CalendarDate; kind: 'imported'; calendarId: string };

/** Every night item of one apartment in `[from, to]`, with its owner (planning, export, numbers). */
export async function listLedgerNights(
  apartmentId: ApartmentId,
  from: CalendarDate,
  to: CalendarDate,
): Promise<LedgerNight[]> {
  const items = await queryNights(apartmentId, from, to, {
    projection: 'sk, #date, #state, bookingId, blockId, calendarId, holdExpiresAt',
  });
  return items.map((item): LedgerNight => {
    const date = String(item.date);
    if (isBlock(item)) return { date, kind: 'imported', calendarId: String(item.calendarId) };
    if (item.state === 'blocked')
      return { date, kind: 'owner-block', blockId: String(item.blockId) };
    return {
      date,
      kind: item.state === 'held' ? 'held' : 'sold',
      bookingId: String(item.bookingId),
      ...(item.holdExpiresAt !== undefined ? { holdExpiresAt: Number(item.holdExpiresAt) } : {}),
    };
  });
}
