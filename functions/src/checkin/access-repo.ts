import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { db, tableName } from '../lib/db';
import { fromItem } from '../lib/items';
import { keys } from '../lib/keys';

/**
 * Each apartment's access details: the key-box or door code and how to get in, as the
 * owner writes them in the panel, `APT#<id>/ACCESS`. Secret: never in code, never logged, read
 * for a guest only once the release rule allows (access.ts).
 */
export interface AccessRecord {
  apartmentId: ApartmentId;
  instructions: string;
  updatedAt: string;
}

export async function getAccessRecord(id: ApartmentId): Promise<AccessRecord | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.apartmentAccess(id), ConsistentRead: true }),
  );
  return Item ? fromItem<AccessRecord>(Item) : undefined;
}

export async function putAccessRecord(record: AccessRecord): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.apartmentAccess(record.apartmentId), entity: 'apartment-access', ...record },
    }),
  );
}
