import { randomBytes } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { db, tableName } from '../lib/db';
import { itemsByLookup } from '../lib/items';
import { keys } from '../lib/keys';
import { isConditionFailure } from '../lib/writes';

/**
 * Each apartment's export feed `APT#<apartment>/ICAL_FEED`: a secret token, found back through
 * byId (`ICAL_FEED#<token>`). It is its own item, never on the apartment's public profile.
 */

/** The apartment's export feed token, created on first use. */
export async function getOrCreateFeedToken(apartmentId: ApartmentId): Promise<string> {
  const key = keys.icalFeed(apartmentId);
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }),
  );
  if (Item?.token) return String(Item.token);
  const token = randomBytes(32).toString('base64url');
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...key,
          entity: 'icalFeed',
          gsi1pk: keys.icalFeedLookup(token),
          apartmentId,
          token,
          createdAt: new Date().toISOString(),
        },
        // Two first visits at once must agree on one token: the second reads the first's.
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return token;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return getOrCreateFeedToken(apartmentId);
  }
}

/** The apartment whose export feed has this token. */
export async function findFeedApartment(token: string): Promise<ApartmentId | undefined> {
  const items = await itemsByLookup(keys.icalFeedLookup(token));
  const item = items.find((i) => i.entity === 'icalFeed' && i.token === token);
  return item ? (String(item.apartmentId) as ApartmentId) : undefined;
}
