import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ApartmentId } from '@catania/shared/config/apartments';
import type { ApartmentTranslation, TranslatedLocale } from '@catania/shared/schemas/apartment';
import type { StaleTranslations } from '@catania/shared/schemas/site-content';
import { db, tableName } from '../lib/db';
import { fromItem } from '../lib/items';
import { keys } from '../lib/keys';
import {
  recordSourcesOf,
  staleTranslationsOf,
  type Translated,
  type TranslationSources,
} from '../lib/translation-sources';
import type { DraftContent } from './content-repo';

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

/**
 * Which Italian each translated word of an apartment was written from, so that 'Foto e testi' can
 * tell the owner which English may be out of date (lib/translation-sources.ts): per language, its
 * short description, description, highlights, and each photo's alt text as `photoAlts.<src>`.
 */
const apartmentWords: Translated<DraftContent> = {
  locales: (content) => Object.keys(content.translations ?? {}) as TranslatedLocale[],
  fields: (content, locale) => translatedFields(content.translations?.[locale]),
  italian: italianOf,
};

/** The sources once `after` is saved over `before` (lib/translation-sources.ts). */
export const recordSources = (
  before: DraftContent,
  after: DraftContent,
  sources: TranslationSources,
) => recordSourcesOf(apartmentWords, before, after, sources);

/** Per language, the translated fields whose Italian has changed since they were written. */
export const staleTranslations = (
  content: DraftContent,
  sources: TranslationSources,
): StaleTranslations => staleTranslationsOf(apartmentWords, content, sources);

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
