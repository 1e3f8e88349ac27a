import {
  DEFAULT_EXTRAS,
  type ExtraDefinition,
  type ExtraTranslations,
  mergeCatalogue,
} from '@catania/shared/domain/extras';
import type { TranslatedLocale } from '@catania/shared/schemas/apartment';
import type { AdminExtraDefinition, ExtraDefinitionInput } from '@catania/shared/schemas/extras';
import { InvalidInput } from '../lib/errors';
import {
  recordSourcesOf,
  staleTranslationsOf,
  type Translated,
  type TranslationSources,
} from '../lib/translation-sources';
import { listStoredExtras, putStoredExtra } from './extras-catalogue-repo';

/**
 * The owner's catalogue of extras: the house's three as the seed, each replaced by the
 * owner's edit, then the owner's own. Guests are offered, and the server prices, what it says now.
 */
export async function extrasCatalogue(): Promise<ExtraDefinition[]> {
  return mergeCatalogue((await listStoredExtras()).map((stored) => stored.extra));
}

/** An extra's translated words: its name and description, each against its Italian. */
const extraWords: Translated<ExtraDefinition> = {
  locales: (extra) => Object.keys(extra.translations ?? {}) as TranslatedLocale[],
  fields: (extra, locale) => {
    const words = extra.translations?.[locale];
    const fields = new Map<string, unknown>();
    if (words?.name) fields.set('name', words.name);
    if (words?.description) fields.set('description', words.description);
    return fields;
  },
  italian: (extra, field) => extra[field as 'name' | 'description'],
};

const withStale = (extra: ExtraDefinition, sources: TranslationSources): AdminExtraDefinition => ({
  ...extra,
  staleTranslations: staleTranslationsOf(extraWords, extra, sources),
});

/** The panel's catalogue: each extra with the English written before its Italian last changed. */
export async function adminExtrasCatalogue(): Promise<AdminExtraDefinition[]> {
  const stored = await listStoredExtras();
  const sources = new Map(stored.map((s) => [s.extra.id, s.sources]));
  return mergeCatalogue(stored.map((s) => s.extra)).map((extra) =>
    withStale(extra, sources.get(extra.id) ?? {}),
  );
}

/** The languages written in, each with only the texts it has (none at all: no translations). */
function writtenTranslations(
  translations: ExtraTranslations | undefined,
): Pick<ExtraDefinition, 'translations'> {
  const written = Object.entries(translations ?? {})
    .map(
      ([locale, words]) =>
        [
          locale,
          Object.fromEntries(Object.entries(words ?? {}).filter(([, text]) => text)),
        ] as const,
    )
    .filter(([, words]) => Object.keys(words).length > 0);
  return written.length > 0 ? { translations: Object.fromEntries(written) } : {};
}

const LATE_CHECKOUT_ONE = 'Il check-out posticipato si vende uno per soggiorno';

/**
 * Adds or changes one extra; a seed extra keeps its rule (the late check-out's day). Its English
 * remembers the Italian it was written from, in the same write.
 */
export async function saveExtra(
  id: string,
  input: ExtraDefinitionInput,
  now = new Date(),
): Promise<AdminExtraDefinition> {
  const seed = DEFAULT_EXTRAS.find((extra) => extra.id === id);
  if (seed?.rule === 'late-checkout' && (input.maxQuantity ?? 1) > 1) {
    // One departure day, one late check-out: a number above one would sell nothing more.
    throw new InvalidInput(LATE_CHECKOUT_ONE, [
      { field: 'maxQuantity', message: LATE_CHECKOUT_ONE },
    ]);
  }
  const { depositEuro, maxQuantity, translations, ...rest } = input;
  const extra: ExtraDefinition = {
    id,
    ...rest,
    ...(depositEuro ? { depositEuro } : {}),
    ...(maxQuantity && maxQuantity > 1 ? { maxQuantity } : {}),
    ...(seed?.rule ? { rule: seed.rule } : {}),
    ...writtenTranslations(translations),
  };
  const stored = await listStoredExtras();
  const kept = stored.find((s) => s.extra.id === id);
  // Until now: the stored extra, the seed's, or (a new one) the same with nothing translated.
  const before = mergeCatalogue(stored.map((s) => s.extra)).find((x) => x.id === id) ?? {
    ...extra,
    translations: undefined,
  };
  const sources = recordSourcesOf(extraWords, before, extra, kept?.sources ?? {});
  await putStoredExtra(extra, sources, now);
  return withStale(extra, sources);
}
