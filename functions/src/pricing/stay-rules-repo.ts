import type { ApartmentId } from '@catania/shared/config/apartments';
import type { StayRuleRecord } from '@catania/shared/schemas/stay-rules';
import { keys } from '../lib/keys';
import {
  type ApartmentRuleKind,
  createApartmentRule,
  findApartmentRule,
  listApartmentRules,
  removeApartmentRule,
  replaceApartmentRule,
} from './apartment-rules';

/**
 * Stay rules live in their apartment's partition (`APT#<id>/STAYRULE#<ruleId>`), inside the
 * pricing range, so a quote reads profile, price rules and stay rules in one query
 * (rules-repo.getPricingContext). A rule is found by its id alone through byId. Kept as price
 * rules are (apartment-rules.ts).
 */
const STAY_RULES: ApartmentRuleKind = {
  entity: 'stayRule',
  key: keys.stayRule,
  lookup: keys.stayRuleLookup,
  prefix: keys.stayRulePrefix,
};

export const listStayRuleRecords = (apartmentId: ApartmentId) =>
  listApartmentRules<StayRuleRecord>(STAY_RULES, apartmentId);
export const findStayRule = (ruleId: string) =>
  findApartmentRule<StayRuleRecord>(STAY_RULES, ruleId);
export const putNewStayRule = (rule: StayRuleRecord) => createApartmentRule(STAY_RULES, rule);
/** Replaces an existing stay rule; false when it no longer exists. */
export const replaceStayRule = (rule: StayRuleRecord) => replaceApartmentRule(STAY_RULES, rule);
export const deleteStayRuleItem = (apartmentId: ApartmentId, ruleId: string) =>
  removeApartmentRule(STAY_RULES, apartmentId, ruleId);
