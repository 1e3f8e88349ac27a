import { createHash } from 'node:crypto';
import type { TranslatedLocale } from '@catania/shared/schemas/apartment';
import type { StaleTranslations } from '@catania/shared/schemas/site-content';

/**
 * Which Italian each translated text was written from, so that the panel can tell the owner
 * which English may be out of date: per language, per field, a hash of the Italian beside it when
 * the translation was last written. A translation whose Italian has changed since is stale until
 * the owner saves it again changed. What has translations (an apartment's words, an extra) says
 * how its fields are found (`Translated`); the bookkeeping is the same.
 */
export type TranslationSources = Partial<Record<TranslatedLocale, Record<string, string>>>;

/** A text's fingerprint; none (a text the Italian lacks) has one of its own. */
export const hashOf = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(value ?? null))
    .digest('base64url')
    .slice(0, 16);

/** How a document's translations are read: its languages, their fields, the Italian of each. */
export interface Translated<T> {
  locales: (doc: T) => TranslatedLocale[];
  /** The fields written in a language, each with its words (a field left empty is none). */
  fields: (doc: T, locale: TranslatedLocale) => Map<string, unknown>;
  /** The Italian a translated field stands for (undefined: gone from the Italian). */
  italian: (doc: T, field: string) => unknown;
}

/**
 * The sources once `after` is saved over `before`: a translation written or changed in this save
 * was written from the Italian saved with it; one left as it was keeps its source, or, written
 * before sources were kept, gets the Italian it stood beside until now.
 */
export function recordSourcesOf<T>(
  kind: Translated<T>,
  before: T,
  after: T,
  sources: TranslationSources,
): TranslationSources {
  return Object.fromEntries(
    kind.locales(after).map((locale) => {
      const earlier = kind.fields(before, locale);
      const kept = sources[locale] ?? {};
      const fields = [...kind.fields(after, locale)].map(([field, words]) => {
        const unchanged = JSON.stringify(earlier.get(field)) === JSON.stringify(words);
        const source = !unchanged
          ? hashOf(kind.italian(after, field))
          : (kept[field] ?? hashOf(kind.italian(before, field)));
        return [field, source];
      });
      return [locale, Object.fromEntries(fields)];
    }),
  );
}

/** Per language, the translated fields whose Italian has changed since they were written. */
export function staleTranslationsOf<T>(
  kind: Translated<T>,
  doc: T,
  sources: TranslationSources,
): StaleTranslations {
  return Object.fromEntries(
    kind.locales(doc).map((locale) => {
      const kept = sources[locale] ?? {};
      const stale = [...kind.fields(doc, locale).keys()].filter(
        (field) => kept[field] !== undefined && kept[field] !== hashOf(kind.italian(doc, field)),
      );
      return [locale, stale];
    }),
  );
}
