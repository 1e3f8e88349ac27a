import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { db, tableName } from '../lib/db';
import { fromItem, itemsByLookup } from '../lib/items';
import { keys } from '../lib/keys';
import { isConditionFailure } from '../lib/writes';

/**
 * How an apartment's rules of one kind are stored: each in its apartment's partition under
 * `prefix` (so a quote reads them with the profile, rules-repo.getPricingContext), and found by its
 * id alone through the byId index. Price rules (rules-repo.ts) and stay rules (stay-rules-repo.ts)
 * are both kept this way.
 */
export interface ApartmentRuleKind {
  entity: string;
  key: (apartmentId: ApartmentId, ruleId: string) => { pk: string; sk: string };
  lookup: (ruleId: string) => string;
  prefix: string;
}

/** The item of a rule: its keys, its lookup and its kind beside its fields. */
export function ruleItem<R extends { apartmentId: ApartmentId; id: string }>(
  kind: ApartmentRuleKind,
  rule: R,
) {
  return {
    ...kind.key(rule.apartmentId, rule.id),
    gsi1pk: kind.lookup(rule.id),
    entity: kind.entity,
    ...rule,
  };
}

/**
 * Reading and writing an apartment's rules of one kind: separate functions, not one object, so a
 * function's bundle keeps only those it calls and its role only their actions (a quote never gets
 * PutItem or DeleteItem: infra/src/table-access.ts).
 */

/** Runs a conditional write; false when its condition failed (the rule is not, or is, there). */
async function conditional(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function listApartmentRules<R>(
  kind: ApartmentRuleKind,
  apartmentId: ApartmentId,
): Promise<R[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :rule)',
      ExpressionAttributeValues: {
        ':pk': keys.apartmentPartition(apartmentId),
        ':rule': kind.prefix,
      },
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => fromItem<R>(item));
}

/** A rule by its id (byId index), or undefined. */
export async function findApartmentRule<R>(
  kind: ApartmentRuleKind,
  ruleId: string,
): Promise<R | undefined> {
  const items = await itemsByLookup(kind.lookup(ruleId));
  const item = items.find((i) => String(i.sk).startsWith(kind.prefix));
  return item ? fromItem<R>(item) : undefined;
}

export async function createApartmentRule<R extends { apartmentId: ApartmentId; id: string }>(
  kind: ApartmentRuleKind,
  rule: R,
): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: ruleItem(kind, rule),
      // A fresh random id: never overwrite another rule.
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Replaces an existing rule; false when it no longer exists. */
export function replaceApartmentRule<R extends { apartmentId: ApartmentId; id: string }>(
  kind: ApartmentRuleKind,
  rule: R,
): Promise<boolean> {
  return conditional(() =>
    db.send(
      new PutCommand({
        TableName: tableName,
        Item: ruleItem(kind, rule),
        // An edit must not bring back a rule deleted meanwhile.
        ConditionExpression: 'attribute_exists(pk)',
      }),
    ),
  );
}

/** Deletes a rule; false when it was not there (the route answers 404, not success). */
export function removeApartmentRule(
  kind: ApartmentRuleKind,
  apartmentId: ApartmentId,
  ruleId: string,
): Promise<boolean> {
  return conditional(() =>
    db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: kind.key(apartmentId, ruleId),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    ),
  );
}
