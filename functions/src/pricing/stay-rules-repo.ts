import type { StayRuleRecord } from '@catania/shared/schemas/stay-rules';
import { keys } from '../lib/keys';
import { apartmentRules } from './apartment-rules';

/**
 * Stay rules live in their apartment's partition (`APT#<id>/STAYRULE#<ruleId>`), inside the
 * pricing range, so a quote reads profile, price rules and stay rules in one query
 * (rules-repo.getPricingContext). A rule is found by its id alone through byId. Kept as price
 * rules are (apartment-rules.ts).
 */
const stayRules = apartmentRules<StayRuleRecord>({
  entity: 'stayRule',
  key: keys.stayRule,
  lookup: keys.stayRuleLookup,
  prefix: keys.stayRulePrefix,
});

export const listStayRuleRecords = stayRules.list;
export const findStayRule = stayRules.find;
export const putNewStayRule = stayRules.create;
/** Replaces an existing stay rule; false when it no longer exists. */
export const replaceStayRule = stayRules.replace;
export const deleteStayRuleItem = stayRules.remove;
