import {
  DEFAULT_EXTRAS,
  type ExtraDefinition,
  mergeCatalogue,
} from '@catania/shared/domain/extras';
import type { ExtraDefinitionInput } from '@catania/shared/schemas/extras';
import { listStoredExtras, putStoredExtra } from './extras-catalogue-repo';

/**
 * The owner's catalogue of extras: the house's three as the seed, each replaced by the
 * owner's edit, then the owner's own. Guests are offered, and the server prices, what it says now.
 */
export async function extrasCatalogue(): Promise<ExtraDefinition[]> {
  return mergeCatalogue(await listStoredExtras());
}

/** Adds or changes one extra; a seed extra keeps its rule (the late check-out's day). */
export async function saveExtra(
  id: string,
  input: ExtraDefinitionInput,
  now = new Date(),
): Promise<ExtraDefinition> {
  const seed = DEFAULT_EXTRAS.find((extra) => extra.id === id);
  const { depositEuro, ...rest } = input;
  const extra: ExtraDefinition = {
    id,
    ...rest,
    ...(depositEuro ? { depositEuro } : {}),
    ...(seed?.rule ? { rule: seed.rule } : {}),
  };
  await putStoredExtra(extra, now);
  return extra;
}
