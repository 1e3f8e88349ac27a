import { BatchGetCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { APARTMENT_IDS, type ApartmentId } from '@catania/shared/config/apartments';
import type { Apartment, ApartmentTranslations } from '@catania/shared/schemas/apartment';
import { db, tableName } from '../lib/db';
import { fromItem } from '../lib/items';
import { keys } from '../lib/keys';
import { isConditionFailure } from '../lib/writes';

export async function getApartment(id: ApartmentId): Promise<Apartment | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.apartment(id) }));
  return Item ? fromItem<Apartment>(Item) : undefined;
}

/** All apartments in id order, in one request (their ids are fixed by the site config). */
export async function listApartments(): Promise<Apartment[]> {
  const { Responses } = await db.send(
    new BatchGetCommand({
      RequestItems: { [tableName]: { Keys: APARTMENT_IDS.map((id) => keys.apartment(id)) } },
    }),
  );
  const byId = new Map(
    (Responses?.[tableName] ?? []).map((item) => [item.id as string, fromItem<Apartment>(item)]),
  );
  return APARTMENT_IDS.flatMap((id) => byId.get(id) ?? []);
}

/** Writes an apartment only if it is not there yet, so seeding never overwrites the owner's edits. */
export async function putApartmentIfMissing(apartment: Apartment): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...keys.apartment(apartment.id), entity: 'apartment', ...apartment },
        // Protects the owner's changes (prices) from being reset by a later seed run.
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Gives an apartment stored without translations its first ones; never replaces any (the owner's
 * are written by a publish, site/content-repo.ts).
 */
export async function putTranslationsIfMissing(
  id: ApartmentId,
  translations: ApartmentTranslations,
): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.apartment(id),
        UpdateExpression: 'SET translations = :translations',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(translations)',
        ExpressionAttributeValues: { ':translations': translations },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export async function updateBasePrice(id: ApartmentId, basePrice: number): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.apartment(id),
      UpdateExpression: 'SET price = :price',
      // Only an existing apartment has a price: never create a half record.
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':price': basePrice },
    }),
  );
}
