import { randomUUID } from 'node:crypto';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { isDiscountType } from '@catania/shared/domain/pricing';
import type {
  BasePriceRecord,
  PricingRule,
  PricingRuleInput,
} from '@catania/shared/schemas/pricing';
import { listApartments, updateBasePrice } from '../apartments/apartments-repo';
import { Conflict, InvalidInput, NotFound } from '../lib/errors';
import { isConditionFailure } from '../lib/writes';
import {
  createRule,
  deleteRule,
  findRule,
  listRules,
  replaceAllRules,
  replaceRule,
} from './rules-repo';

/** Rules per apartment: a copy (deletions plus copies) must fit in one 100-item transaction. */
const MAX_RULES_PER_APARTMENT = 50;
const RULE_NOT_FOUND = 'Regola non trovata';

export async function listBasePrices(): Promise<BasePriceRecord[]> {
  return (await listApartments()).map((a) => ({ apartmentId: a.id, basePrice: a.price }));
}

/** The new price is what the next quote reads: there is no cache between them. */
export async function setBasePrice(apartmentId: ApartmentId, basePrice: number): Promise<void> {
  try {
    await updateBasePrice(apartmentId, basePrice);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('Appartamento non trovato');
    throw error;
  }
}

/**
 * product §4: a discount type keeps only the percentage (and its threshold), any other type only its
 * price: a fixed price per night, or a change relative to the base price.
 */
function normalise(input: PricingRuleInput): Omit<PricingRule, 'id' | 'createdAt' | 'updatedAt'> {
  const discount = isDiscountType(input.type);
  const mode = discount ? 'fixed' : (input.priceMode ?? 'fixed');
  const description = input.description?.trim();
  return {
    apartmentId: input.apartmentId,
    type: input.type,
    startDate: input.startDate,
    endDate: input.endDate,
    pricePerNight: !discount && mode === 'fixed' ? (input.pricePerNight ?? null) : null,
    discountPercentage: discount ? (input.discountPercentage ?? null) : null,
    ...(discount ? {} : { priceMode: mode }),
    ...(!discount && mode !== 'fixed' ? { adjustment: input.adjustment ?? null } : {}),
    ...(discount && input.threshold != null ? { threshold: input.threshold } : {}),
    priority: input.priority,
    isActive: input.isActive,
    ...(description ? { description } : {}),
  };
}

const byDates = (a: PricingRule, b: PricingRule) =>
  a.startDate.localeCompare(b.startDate) ||
  a.priority - b.priority ||
  a.createdAt.localeCompare(b.createdAt);

export async function listApartmentRules(apartmentId: ApartmentId): Promise<PricingRule[]> {
  return (await listRules(apartmentId)).sort(byDates);
}

export async function addRule(input: PricingRuleInput, now = new Date()): Promise<PricingRule> {
  const existing = await listRules(input.apartmentId);
  if (existing.length >= MAX_RULES_PER_APARTMENT) {
    throw new Conflict(
      `Un appartamento può avere al massimo ${MAX_RULES_PER_APARTMENT} regole.`,
      'too_many_rules',
    );
  }
  const rule: PricingRule = {
    ...normalise(input),
    id: randomUUID(),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await createRule(rule);
  return rule;
}

export async function editRule(
  ruleId: string,
  input: PricingRuleInput,
  now = new Date(),
): Promise<PricingRule> {
  const current = await findRule(ruleId);
  if (!current) throw new NotFound(RULE_NOT_FOUND);
  if (current.apartmentId !== input.apartmentId) {
    throw new InvalidInput('Una regola non può essere spostata su un altro appartamento', [
      { field: 'apartmentId', message: 'Appartamento diverso da quello della regola' },
    ]);
  }
  const rule: PricingRule = {
    ...normalise(input),
    id: ruleId,
    createdAt: current.createdAt,
    updatedAt: now.toISOString(),
  };
  if (!(await replaceRule(rule))) throw new NotFound(RULE_NOT_FOUND);
  return rule;
}

export async function removeRule(ruleId: string): Promise<void> {
  const current = await findRule(ruleId);
  if (!current || !(await deleteRule(current.apartmentId, ruleId))) {
    throw new NotFound(RULE_NOT_FOUND);
  }
}

/** Replaces the target's rules with copies of the source's (new ids); answers how many. */
export async function copyRules(
  source: ApartmentId,
  target: ApartmentId,
  now = new Date(),
): Promise<number> {
  const [from, existing] = await Promise.all([listRules(source), listRules(target)]);
  if (from.length === 0) {
    throw new InvalidInput('Nessuna regola configurata per questo appartamento', [
      { field: 'sourceApartmentId', message: 'Nessuna regola da copiare' },
    ]);
  }
  const copies = from.sort(byDates).map((rule) => ({
    ...rule,
    id: randomUUID(),
    apartmentId: target,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  }));
  await replaceAllRules(target, existing, copies);
  return copies.length;
}
