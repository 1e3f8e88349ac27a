import {
  DEFAULT_EXTRAS,
  type ExtraDefinition,
  mergeCatalogue,
} from '@catania/shared/domain/extras';
import type { ExtraDefinitionInput } from '@catania/shared/schemas/extras';
import { InvalidInput } from '../lib/errors';
import { listStoredExtras, putStoredExtra } from './extras-catalogue-repo';

/**
 * The owner's catalogue of extras: the house's three as the seed, each replaced by the
 * owner's edit, then the owner's own. Guests are offered, and the server prices, what it says now.
 */
export async function extrasCatalogue(): Promise<ExtraDefinition[]> {
  return mergeCatalogue(await listStoredExtras());
}

const LATE_CHECKOUT_ONE = 'Il check-out posticipato si vende uno per soggiorno';

/** Adds or changes one extra; a seed extra keeps its rule (the late check-out's day). */
export async function saveExtra(
  id: string,
  input: ExtraDefinitionInput,
  now = new Date(),
): Promise<ExtraDefinition> {
  const seed = DEFAULT_EXTRAS.find((extra) => extra.id === id);
  if (seed?.rule === 'late-checkout' && (input.maxQuantity ?? 1) > 1) {
    // One departure day, one late check-out: a number above one would sell nothing more.
    throw new InvalidInput(LATE_CHECKOUT_ONE, [
      { field: 'maxQuantity', message: LATE_CHECKOUT_ONE },
    ]);
  }
  const { depositEuro, maxQuantity, ...rest } = input;
  const extra: ExtraDefinition = {
    id,
    ...rest,
    ...(depositEuro ? { depositEuro } : {}),
    ...(maxQuantity && maxQuantity > 1 ? { maxQuantity } : {}),
    ...(seed?.rule ? { rule: seed.rule } : {}),
  };
  await putStoredExtra(extra, now);
  return extra;
}
