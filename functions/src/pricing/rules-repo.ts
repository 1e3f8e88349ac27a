import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ApartmentId } from '@catania/shared/config/apartments';
import type { Apartment } from '@catania/shared/schemas/apartment';
import type { PricingRule } from '@catania/shared/schemas/pricing';
import type { StayRuleRecord } from '@catania/shared/schemas/stay-rules';
import { db, tableName } from '../lib/db';
import { fromItem, itemsByLookup } from '../lib/items';
import { keys } from '../lib/keys';
import { isConditionFailure, type TransactItem, transact } from '../lib/writes';

/**
 * Pricing rules live in their apartment's partition (`APT#<id>/RULE#<ruleId>`), next to its
 * profile, so pricing a stay reads profile and rules in one query (getPricingContext), stay rules
 * included (stay-rules-repo.ts). A rule is found by its id alone through byId (`RULE#<ruleId>`).
 */
const itemOf = (rule: PricingRule) => ({
  ...keys.pricingRule(rule.apartmentId, rule.id),
  gsi1pk: keys.pricingRuleLookup(rule.id),
  entity: 'pricingRule',
  ...rule,
});

export interface PricingContext {
  apartment: Apartment;
  rules: PricingRule[];
  stayRules: StayRuleRecord[];
}

/**
 * The apartment, its pricing rules and its stay rules in one query: what quoting a stay needs.
 */
export async function getPricingContext(id: ApartmentId): Promise<PricingContext | undefined> {
  const [from, to] = keys.pricingRange;
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': keys.apartmentPartition(id), ':from': from, ':to': to },
    }),
  );
  const profile = Items.find((item) => item.sk === 'PROFILE');
  if (!profile) return undefined;
  const withPrefix = (prefix: string) => Items.filter((item) => String(item.sk).startsWith(prefix));
  return {
    apartment: fromItem<Apartment>(profile),
    rules: withPrefix(keys.rulePrefix).map((r) => fromItem<PricingRule>(r)),
    stayRules: withPrefix(keys.stayRulePrefix).map((r) => fromItem<StayRuleRecord>(r)),
  };
}

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
  const items = await itemsByLookup(keys.pricingRuleLookup(ruleId));
  const item = items.find((i) => String(i.sk).startsWith(keys.rulePrefix));
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
  const items: TransactItem[] = [
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
  await transact(items);
}
