import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ApartmentId } from '@catania/shared/config/apartments';
import type { ApartmentTranslation, TranslatedLocale } from '@catania/shared/schemas/apartment';
import type { StaleTranslations } from '@catania/shared/schemas/site-content';
import { db, tableName } from '../lib/db';
import { fromItem } from '../lib/items';
import { keys } from '../lib/keys';
import type { DraftContent } from './content-repo';

/**
 * Which Italian each translated word of an apartment was written from, so that 'Foto e testi'
 * can tell the owner which English may be out of date: per language, per field (its short
 * description, description, highlights, each photo's alt text as `photoAlts.<src>`), a hash of
 * the Italian beside it when the translation was last written. A translation whose Italian has
 * changed since is stale until the owner saves it again changed.
 */
export type TranslationSources = Partial<Record<TranslatedLocale, Record<string, string>>>;

/** A text's fingerprint; none (a text the Italian lacks) has one of its own. */
export const hashOf = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(value ?? null))
    .digest('base64url')
    .slice(0, 16);

/** The Italian a translated field stands for (undefined: a photo the gallery no longer has). */
function italianOf(content: DraftContent, field: string): unknown {
  if (field.startsWith('photoAlts.')) {
    const src = field.slice('photoAlts.'.length);
    return content.gallery.find((photo) => photo.src === src)?.alt;
  }
  return content[field as 'shortDescription' | 'description' | 'highlights'];
}

/** The fields written in a language, each with its words (a field left empty is none). */
function translatedFields(words: ApartmentTranslation | undefined): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  if (words?.shortDescription) fields.set('shortDescription', words.shortDescription);
  if (words?.description) fields.set('description', words.description);
  if (words?.highlights?.length) fields.set('highlights', words.highlights);
  for (const [src, alt] of Object.entries(words?.photoAlts ?? {})) {
    if (alt) fields.set(`photoAlts.${src}`, alt);
  }
  return fields;
}

const localesOf = (content: DraftContent) =>
  Object.keys(content.translations ?? {}) as TranslatedLocale[];

/**
 * The sources once `after` is saved over `before`: a translation written or changed in this save
 * was written from the Italian saved with it; one left as it was keeps its source, or, written
 * before sources were kept, gets the Italian it stood beside until now.
 */
export function recordSources(
  before: DraftContent,
  after: DraftContent,
  sources: TranslationSources,
): TranslationSources {
  return Object.fromEntries(
    localesOf(after).map((locale) => {
      const earlier = translatedFields(before.translations?.[locale]);
      const kept = sources[locale] ?? {};
      const fields = [...translatedFields(after.translations?.[locale])].map(([field, words]) => {
        const unchanged = JSON.stringify(earlier.get(field)) === JSON.stringify(words);
        const source = !unchanged
          ? hashOf(italianOf(after, field))
          : (kept[field] ?? hashOf(italianOf(before, field)));
        return [field, source];
      });
      return [locale, Object.fromEntries(fields)];
    }),
  );
}

/** Per language, the translated fields whose Italian has changed since they were written. */
export function staleTranslations(
  content: DraftContent,
  sources: TranslationSources,
): StaleTranslations {
  return Object.fromEntries(
    localesOf(content).map((locale) => {
      const kept = sources[locale] ?? {};
      const stale = [...translatedFields(content.translations?.[locale]).keys()].filter(
        (field) => kept[field] !== undefined && kept[field] !== hashOf(italianOf(content, field)),
      );
      return [locale, stale];
    }),
  );
}

/** A record of sources (the hashes of the Italian each translated text was written from). */
type SourcesKey = { pk: string; sk: string };

export async function getSourcesRecord<T>(key: SourcesKey): Promise<T | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: key }));
  return Item ? fromItem<{ sources: T }>(Item).sources : undefined;
}

export async function putSourcesRecord(key: SourcesKey, entity: string, sources: unknown) {
  await db.send(new PutCommand({ TableName: tableName, Item: { ...key, entity, sources } }));
}

export const getTranslationSources = async (id: ApartmentId): Promise<TranslationSources> =>
  (await getSourcesRecord<TranslationSources>(keys.translationSources(id))) ?? {};

export const putTranslationSources = (id: ApartmentId, sources: TranslationSources) =>
  putSourcesRecord(keys.translationSources(id), 'translationSources', sources);
