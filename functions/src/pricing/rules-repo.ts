import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ApartmentId } from '@catania/shared/config/apartments';
import type { Apartment } from '@catania/shared/schemas/apartment';
import type { PricingRule } from '@catania/shared/schemas/pricing';
import type { StayRuleRecord } from '@catania/shared/schemas/stay-rules';
import { db, tableName } from '../lib/db';
import { fromItem } from '../lib/items';
import { keys } from '../lib/keys';
import { type TransactItem, transact } from '../lib/writes';
import {
  type ApartmentRuleKind,
  createApartmentRule,
  findApartmentRule,
  listApartmentRules,
  removeApartmentRule,
  replaceApartmentRule,
  ruleItem,
} from './apartment-rules';

/**
 * Pricing rules live in their apartment's partition (`APT#<id>/RULE#<ruleId>`), next to its
 * profile, so pricing a stay reads profile and rules in one query (getPricingContext), stay rules
 * included (stay-rules-repo.ts). A rule is found by its id alone through byId (`RULE#<ruleId>`).
 */
const PRICE_RULES: ApartmentRuleKind = {
  entity: 'pricingRule',
  key: keys.pricingRule,
  lookup: keys.pricingRuleLookup,
  prefix: keys.rulePrefix,
};

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

export const listRules = (apartmentId: ApartmentId) =>
  listApartmentRules<PricingRule>(PRICE_RULES, apartmentId);
export const findRule = (ruleId: string) => findApartmentRule<PricingRule>(PRICE_RULES, ruleId);
export const createRule = (rule: PricingRule) => createApartmentRule(PRICE_RULES, rule);
/** Replaces an existing rule; false when it no longer exists. */
export const replaceRule = (rule: PricingRule) => replaceApartmentRule(PRICE_RULES, rule);
export const deleteRule = (apartmentId: ApartmentId, ruleId: string) =>
  removeApartmentRule(PRICE_RULES, apartmentId, ruleId);

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
        Item: ruleItem(PRICE_RULES, rule),
        // New ids: a copy never overwrites a rule.
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    })),
  ];
  if (items.length === 0) return;
  await transact(items);
}
