import { randomUUID } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { APARTMENT_IDS, type ApartmentId } from '@catania/shared/config/apartments';
import { type CalendarDate, eachNight, todayInRome } from '@catania/shared/domain/dates';
import { checkBlockRange } from '@catania/shared/domain/owner-block';
import type { CreateBlockRequest, OwnerBlock } from '@catania/shared/schemas/owner-block';
import { db, tableName } from '../lib/db';
import { InvalidInput, NotFound } from '../lib/errors';
import { fromItem, itemsByLookup, queryAll } from '../lib/items';
import { keys } from '../lib/keys';
import { blockNights, unblockNights } from './night-ledger/direct-nights';
import { claimOrConflict, nightsTakenConflict, takenNights } from './taken-nights';

/**
 * The owner's blocks (family, repairs): a record `APT#<apartment>/OWNER_BLOCK#<id>` and one
 * `NIGHT#<date>` item per night, state `blocked`, written by the night ledger in the same
 * transaction as the record. The night items are what availability, checkout and the export
 * feed see; the record keeps the range and the owner's note (which only the admin reads).
 */

export const BLOCK_NOT_FOUND = 'Blocco non trovato';

function blockItem(block: OwnerBlock) {
  return {
    ...keys.ownerBlock(block.apartmentId, block.id),
    entity: 'owner-block',
    gsi1pk: keys.ownerBlockLookup(block.id),
    ...block,
  };
}

/**
 * Blocks `[startDate, endDate)`. Refused with a 409 naming the nights when any is sold, held,
 * imported from another platform or already blocked; nothing is written then.
 */
export async function createBlock(
  request: CreateBlockRequest,
  now = new Date(),
): Promise<OwnerBlock> {
  const problems = checkBlockRange({ ...request, today: todayInRome(now) });
  if (problems.length > 0) {
    throw new InvalidInput(
      problems.map((p) => p.message).join('. '),
      problems.map((p) => ({ field: p.field, message: p.message })),
    );
  }
  // Imported nights are separate items (several feeds may block one night): checked here; direct
  // nights and other blocks are checked again by the transaction's conditions.
  const taken = await takenNights(request.apartmentId, request.startDate, request.endDate, now);
  if (taken.length > 0) throw nightsTakenConflict(taken, 'startDate');

  const nights = eachNight(request.startDate, request.endDate);
  const block: OwnerBlock = {
    id: randomUUID(),
    apartmentId: request.apartmentId,
    startDate: request.startDate,
    endDate: request.endDate,
    nights: nights.length,
    ...(request.note ? { note: request.note } : {}),
    createdAt: now.toISOString(),
  };
  await claimOrConflict(
    () =>
      blockNights(block.apartmentId, block.id, nights, {
        now,
        withLastRun: [
          {
            Put: {
              TableName: tableName,
              Item: blockItem(block),
              // A block id is written once.
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    'startDate',
  );
  return block;
}

/** The owner's blocks of one apartment (or all four) ending today or later, by start date. */
export async function listBlocks(
  apartmentId: ApartmentId | undefined,
  options: { endingFrom?: CalendarDate } = {},
): Promise<OwnerBlock[]> {
  const ids = apartmentId ? [apartmentId] : APARTMENT_IDS;
  const lists = await Promise.all(
    ids.map((id) =>
      queryAll({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ...(options.endingFrom ? { FilterExpression: 'endDate > :from' } : {}),
        ExpressionAttributeValues: {
          ':pk': keys.apartmentPartition(id),
          ':prefix': keys.ownerBlockPrefix,
          ...(options.endingFrom ? { ':from': options.endingFrom } : {}),
        },
        ConsistentRead: true,
      }),
    ),
  );
  return lists
    .flat()
    .map((item) => fromItem<OwnerBlock>(item))
    .sort(
      (a, b) =>
        a.startDate.localeCompare(b.startDate) || a.apartmentId.localeCompare(b.apartmentId),
    );
}

/** Deletes a block: its nights are freed first, then its record (a retry finishes a half delete). */
export async function deleteBlock(id: string): Promise<void> {
  const [item] = await itemsByLookup(keys.ownerBlockLookup(id));
  if (!item) throw new NotFound(BLOCK_NOT_FOUND, 'block_not_found');
  const block = fromItem<OwnerBlock>(item);
  await unblockNights(block.apartmentId, block.id, eachNight(block.startDate, block.endDate));
  await db.send(
    new DeleteCommand({ TableName: tableName, Key: keys.ownerBlock(block.apartmentId, block.id) }),
  );
}
