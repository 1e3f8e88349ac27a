import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ApartmentId } from '@catania/shared/config/apartments';
import type { StayRuleRecord } from '@catania/shared/schemas/stay-rules';
import { db, tableName } from '../lib/db';
import { fromItem, itemsByLookup } from '../lib/items';
import { keys } from '../lib/keys';
import { isConditionFailure } from '../lib/writes';

/**
 * Stay rules live in their apartment's partition (`APT#<id>/STAYRULE#<ruleId>`), inside the
 * pricing range, so a quote reads profile, price rules and stay rules in one query
 * (rules-repo.getPricingContext). A rule is found by its id alone through byId.
 */
const itemOf = (rule: StayRuleRecord) => ({
  ...keys.stayRule(rule.apartmentId, rule.id),
  gsi1pk: keys.stayRuleLookup(rule.id),
  entity: 'stayRule',
  ...rule,
});

export async function listStayRuleRecords(apartmentId: ApartmentId): Promise<StayRuleRecord[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :rule)',
      ExpressionAttributeValues: {
        ':pk': keys.apartmentPartition(apartmentId),
        ':rule': keys.stayRulePrefix,
      },
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => fromItem<StayRuleRecord>(item));
}

export async function findStayRule(ruleId: string): Promise<StayRuleRecord | undefined> {
  const items = await itemsByLookup(keys.stayRuleLookup(ruleId));
  const item = items.find((i) => String(i.sk).startsWith(keys.stayRulePrefix));
  return item ? fromItem<StayRuleRecord>(item) : undefined;
}

export async function putNewStayRule(rule: StayRuleRecord): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: itemOf(rule),
      // A fresh random id: never overwrite another rule.
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Replaces an existing stay rule; false when it no longer exists. */
export async function replaceStayRule(rule: StayRuleRecord): Promise<boolean> {
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

export async function deleteStayRuleItem(
  apartmentId: ApartmentId,
  ruleId: string,
): Promise<boolean> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.stayRule(apartmentId, ruleId),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
