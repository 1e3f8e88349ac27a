import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ExtraDefinition } from '@catania/shared/domain/extras';
import { db, tableName } from '../lib/db';
import { fromItem, queryAll } from '../lib/items';
import { keys } from '../lib/keys';

/**
 * The extras the owner stored (`EXTRAS_CATALOGUE` / `EXTRA#<id>`): an edited seed extra or one
 * of the owner's own. The seed itself lives in shared (DEFAULT_EXTRAS), so a table with none
 * stored sells the house's three as the site config prices them.
 */

export async function listStoredExtras(): Promise<ExtraDefinition[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.extrasCataloguePartition },
    ConsistentRead: true,
  });
  return items.map((item) => {
    const {
      entity: _entity,
      updatedAt: _updatedAt,
      ...extra
    } = fromItem<ExtraDefinition & { entity: string; updatedAt: string }>(item);
    return extra;
  });
}

export async function putStoredExtra(extra: ExtraDefinition, now: Date): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.extraDefinition(extra.id),
        entity: 'extra',
        ...extra,
        updatedAt: now.toISOString(),
      },
    }),
  );
}
