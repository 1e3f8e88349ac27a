import {
  DeleteCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { ApartmentId } from '@catania/shared/config/apartments';
import type { PricingRule } from '@catania/shared/schemas/pricing';
import { db, tableName } from './client';
import { fromItem } from './items';
import { keys } from './keys';

/**
 * Pricing rules live in their apartment's partition (`APT#<id>/RULE#<ruleId>`), next to its
 * profile, so pricing a stay reads profile and rules in one query (apartments-repo
 * getPricingContext). A rule is found by its id alone through byId (`RULE#<ruleId>`).
 */
const isConditionFailure = (error: unknown) =>
  (error as Error)?.name === 'ConditionalCheckFailedException' ||
  (error as Error)?.name === 'TransactionCanceledException';

const itemOf = (rule: PricingRule) => ({
  ...keys.pricingRule(rule.apartmentId, rule.id),
  gsi1pk: keys.pricingRuleLookup(rule.id),
  entity: 'pricingRule',
  ...rule,
});

export async function listRules(apartmentId: ApartmentId): Promise<PricingRule[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :rule)',
      ExpressionAttributeValues: {
        ':pk': keys.apartmentPartition(apartmentId),
        ':rule': keys.rulePrefix,
      },
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => fromItem<PricingRule>(item));
}

/** A rule by its id (byId index), or undefined. */
export async function findRule(ruleId: string): Promise<PricingRule | undefined> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'byId',
      KeyConditionExpression: 'gsi1pk = :id',
      ExpressionAttributeValues: { ':id': keys.pricingRuleLookup(ruleId) },
    }),
  );
  const item = Items.find((i) => String(i.sk).startsWith(keys.rulePrefix));
  return item ? fromItem<PricingRule>(item) : undefined;
}

export async function createRule(rule: PricingRule): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: itemOf(rule),
      // A fresh random id: never overwrite another rule.
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Replaces an existing rule; false when it no longer exists. */
export async function replaceRule(rule: PricingRule): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: itemOf(rule),
        // An edit must not bring back a rule deleted meanwhile.
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function deleteRule(apartmentId: ApartmentId, ruleId: string): Promise<boolean> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.pricingRule(apartmentId, ruleId),
        // Answer 404 rather than success for a rule that is not there.
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Replaces every rule of `target` with `copies`, all or nothing, in one transaction (at most 100
 * actions: rules per apartment are capped so that deletions plus copies fit).
 */
export async function replaceAllRules(
  target: ApartmentId,
  existing: readonly PricingRule[],
  copies: readonly PricingRule[],
): Promise<void> {
  const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [
    ...existing.map((rule) => ({
      Delete: {
        TableName: tableName,
        Key: keys.pricingRule(target, rule.id),
      },
    })),
    ...copies.map((rule) => ({
      Put: {
        TableName: tableName,
        Item: itemOf(rule),
        // New ids: a copy never overwrites a rule.
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    })),
  ];
  if (items.length === 0) return;
  await db.send(new TransactWriteCommand({ TransactItems: items }));
}
