import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ExtraDefinition } from '@catania/shared/domain/extras';
import { db, tableName } from '../lib/db';
import { fromItem, queryAll } from '../lib/items';
import { keys } from '../lib/keys';
import type { TranslationSources } from '../lib/translation-sources';

/**
 * The extras the owner stored (`EXTRAS_CATALOGUE` / `EXTRA#<id>`): an edited seed extra or one
 * of the owner's own. The seed itself lives in shared (DEFAULT_EXTRAS), so a table with none
 * stored sells the house's three as the site config prices them. Each keeps beside it the
 * Italian its translations were written from (`translationSources`), written in the same put.
 */

export interface StoredExtra {
  extra: ExtraDefinition;
  sources: TranslationSources;
}

export async function listStoredExtras(): Promise<StoredExtra[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.extrasCataloguePartition },
    ConsistentRead: true,
  });
  return items.map((item) => {
    const {
      entity: _entity,
      updatedAt: _updatedAt,
      translationSources,
      ...extra
    } = fromItem<
      ExtraDefinition & {
        entity: string;
        updatedAt: string;
        translationSources?: TranslationSources;
      }
    >(item);
    return { extra, sources: translationSources ?? {} };
  });
}

export async function putStoredExtra(
  extra: ExtraDefinition,
  sources: TranslationSources,
  now: Date,
): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.extraDefinition(extra.id),
        entity: 'extra',
        ...extra,
        translationSources: sources,
        updatedAt: now.toISOString(),
      },
    }),
  );
}
