import { randomUUID } from 'node:crypto';
import type { ApartmentId } from '@catania/shared/config/apartments';
import type {
  PublicStayRule,
  StayRuleInput,
  StayRuleRecord,
} from '@catania/shared/schemas/stay-rules';
import { Conflict, InvalidInput, NotFound } from '../lib/errors';
import {
  deleteStayRuleItem,
  findStayRule,
  listStayRuleRecords,
  putNewStayRule,
  replaceStayRule,
} from './stay-rules-repo';

/** The owner's stay rules by period (GET/POST/PUT/DELETE /api/admin/stay-rules). */

const MAX_STAY_RULES_PER_APARTMENT = 50;
const STAY_RULE_NOT_FOUND = 'Regola di soggiorno non trovata';

function normalise(input: StayRuleInput): Omit<StayRuleRecord, 'id' | 'createdAt' | 'updatedAt'> {
  const description = input.description?.trim();
  return {
    apartmentId: input.apartmentId,
    startDate: input.startDate,
    endDate: input.endDate,
    minNights: input.minNights,
    maxNights: input.maxNights ?? null,
    closedToArrival: input.closedToArrival,
    closedToDeparture: input.closedToDeparture,
    minLeadDays: input.minLeadDays ?? null,
    maxAdvanceDays: input.maxAdvanceDays ?? null,
    gapFill: input.gapFill,
    priority: input.priority,
    ...(description ? { description } : {}),
  };
}

const byDates = (a: StayRuleRecord, b: StayRuleRecord) =>
  a.startDate.localeCompare(b.startDate) ||
  a.priority - b.priority ||
  a.createdAt.localeCompare(b.createdAt);

export async function listStayRules(apartmentId: ApartmentId): Promise<StayRuleRecord[]> {
  return (await listStayRuleRecords(apartmentId)).sort(byDates);
}

export async function addStayRule(input: StayRuleInput, now = new Date()): Promise<StayRuleRecord> {
  const existing = await listStayRuleRecords(input.apartmentId);
  if (existing.length >= MAX_STAY_RULES_PER_APARTMENT) {
    throw new Conflict(
      `Un appartamento può avere al massimo ${MAX_STAY_RULES_PER_APARTMENT} regole di soggiorno.`,
      'too_many_rules',
    );
  }
  const rule: StayRuleRecord = {
    ...normalise(input),
    id: randomUUID(),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await putNewStayRule(rule);
  return rule;
}

export async function editStayRule(
  ruleId: string,
  input: StayRuleInput,
  now = new Date(),
): Promise<StayRuleRecord> {
  const current = await findStayRule(ruleId);
  if (!current) throw new NotFound(STAY_RULE_NOT_FOUND);
  if (current.apartmentId !== input.apartmentId) {
    throw new InvalidInput('Una regola non può essere spostata su un altro appartamento', [
      { field: 'apartmentId', message: 'Appartamento diverso da quello della regola' },
    ]);
  }
  const rule: StayRuleRecord = {
    ...normalise(input),
    id: ruleId,
    createdAt: current.createdAt,
    updatedAt: now.toISOString(),
  };
  if (!(await replaceStayRule(rule))) throw new NotFound(STAY_RULE_NOT_FOUND);
  return rule;
}

export async function removeStayRule(ruleId: string): Promise<void> {
  const current = await findStayRule(ruleId);
  if (!current || !(await deleteStayRuleItem(current.apartmentId, ruleId))) {
    throw new NotFound(STAY_RULE_NOT_FOUND);
  }
}

/** The stay rules a guest's date picker shows (no notes, no timestamps). */
export async function publicStayRules(apartmentId: ApartmentId): Promise<PublicStayRule[]> {
  return (await listStayRuleRecords(apartmentId)).map(
    ({ description: _d, createdAt: _c, updatedAt: _u, apartmentId: _a, ...rule }) => rule,
  );
}
