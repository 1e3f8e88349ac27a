import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@catania/shared/config/locales';
import { SEED_SITE_TEXTS_BY_LOCALE } from '@catania/shared/content/site-texts';
import type { TranslatedLocale } from '@catania/shared/schemas/apartment';
import type { AdminSiteTextsResponse, SiteTexts } from '@catania/shared/schemas/site-texts';
import { db, tableName } from '../lib/db';
import { fromItem } from '../lib/items';
import { keys } from '../lib/keys';
import { isConditionFailure } from '../lib/writes';
import { getTextSources, putTextSources, recordTextSources, staleTexts } from './site-text-sources';

/**
 * The site's own texts the owner edits in 'Foto e testi': the home's hero and 'Scopri Catania'
 * cards, the house instructions a guest reads on 'La mia prenotazione' and the home's FAQ. Each
 * language is a document of its own (Italian, English), edited, drafted and published on its
 * own. Edits are a draft; a publish (site/publish.ts) makes them what GET /api/site/texts answers
 * in that language and renders that language's home again. Until the owner publishes a language
 * the site shows the repository's seed in it (content/site-texts.ts: English written for the
 * house, not the Italian), so /en is English from the first deploy.
 */

export interface SiteTextsRecord {
  locale: Locale;
  texts: SiteTexts;
  updatedAt: string;
}

async function getTexts(locale: Locale, state: 'DRAFT' | 'PUBLISHED') {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.siteTexts(locale, state) }),
  );
  if (!Item) return undefined;
  const record = fromItem<SiteTextsRecord>(Item);
  // A record stored before the home's hero and cards were the owner's lacks them: the seed's.
  return { ...record, texts: { ...SEED_SITE_TEXTS_BY_LOCALE[locale], ...record.texts } };
}

async function putTexts(state: 'DRAFT' | 'PUBLISHED', record: SiteTextsRecord) {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.siteTexts(record.locale, state), entity: 'siteTexts', ...record },
    }),
  );
}

export const siteTextsDraft = (locale: Locale) => getTexts(locale, 'DRAFT');

/** Every language's draft the owner has saved and not yet published. */
export async function siteTextsDrafts(): Promise<SiteTextsRecord[]> {
  const drafts = await Promise.all(LOCALES.map((locale) => siteTextsDraft(locale)));
  return drafts.filter((draft): draft is SiteTextsRecord => Boolean(draft));
}

/** The texts the site shows in `locale`: the owner's last published, else the repository's. */
export async function publishedSiteTexts(locale: Locale): Promise<SiteTexts> {
  return (await getTexts(locale, 'PUBLISHED'))?.texts ?? SEED_SITE_TEXTS_BY_LOCALE[locale];
}

/** The texts of every language as published: a page is rendered with its own language's. */
export async function publishedSiteTextsByLocale(): Promise<Record<Locale, SiteTexts>> {
  const texts = await Promise.all(LOCALES.map((locale) => publishedSiteTexts(locale)));
  return Object.fromEntries(LOCALES.map((locale, i) => [locale, texts[i]])) as Record<
    Locale,
    SiteTexts
  >;
}

/** The texts of `locale` as edited: its draft, else as published, else the repository's. */
async function editedTexts(locale: Locale): Promise<SiteTexts> {
  return (
    (await getTexts(locale, 'DRAFT'))?.texts ??
    (await getTexts(locale, 'PUBLISHED'))?.texts ??
    SEED_SITE_TEXTS_BY_LOCALE[locale]
  );
}

const TRANSLATED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) as TranslatedLocale[];

/** Per other language, its texts written before their Italian last changed. */
async function staleTranslations(): Promise<AdminSiteTextsResponse['staleTranslations']> {
  const italian = await editedTexts(DEFAULT_LOCALE);
  const stale = await Promise.all(
    TRANSLATED.map(async (locale) => {
      const [texts, sources] = await Promise.all([editedTexts(locale), getTextSources(locale)]);
      return [locale, staleTexts(texts, italian, sources)] as const;
    }),
  );
  return Object.fromEntries(stale);
}

export async function adminSiteTexts(locale: Locale): Promise<AdminSiteTextsResponse> {
  const [draft, published, stale] = await Promise.all([
    getTexts(locale, 'DRAFT'),
    getTexts(locale, 'PUBLISHED'),
    staleTranslations(),
  ]);
  return {
    locale,
    texts: draft?.texts ?? published?.texts ?? SEED_SITE_TEXTS_BY_LOCALE[locale],
    unpublished: Boolean(draft),
    staleTranslations: stale,
    updatedAt: draft?.updatedAt ?? null,
    publishedAt: published?.updatedAt ?? null,
  };
}

/** Saves the owner's texts in `locale` (already checked by the route's schema) as its draft. */
export async function saveSiteTexts(
  locale: Locale,
  texts: SiteTexts,
  now: Date,
): Promise<AdminSiteTextsResponse> {
  // Which Italian each translated text was written from, kept before the draft is written.
  const before = await editedTexts(locale);
  const translations = locale === DEFAULT_LOCALE ? TRANSLATED : [locale as TranslatedLocale];
  const italianAsIs = async () => {
    const italian = await editedTexts(DEFAULT_LOCALE);
    return { before: italian, after: italian };
  };
  for (const translated of translations) {
    const [current, kept] = await Promise.all([
      editedTexts(translated),
      getTextSources(translated),
    ]);
    const sources =
      locale === DEFAULT_LOCALE
        ? recordTextSources({ before: current, after: current }, { before, after: texts }, kept)
        : recordTextSources({ before, after: texts }, await italianAsIs(), kept);
    await putTextSources(translated, sources);
  }
  await putTexts('DRAFT', { locale, texts, updatedAt: now.toISOString() });
  return adminSiteTexts(locale);
}

/** What a publish writes: a language's draft texts as the site's, stamped with the publish. */
export const putPublishedSiteTexts = (locale: Locale, texts: SiteTexts, now: Date) =>
  putTexts('PUBLISHED', { locale, texts, updatedAt: now.toISOString() });

/** Puts back the texts of `locale` a failed publish replaced (none: the seed's again). */
export async function restorePublishedSiteTexts(
  locale: Locale,
  previous: SiteTextsRecord | undefined,
) {
  if (previous) return putTexts('PUBLISHED', previous);
  await db.send(
    new DeleteCommand({ TableName: tableName, Key: keys.siteTexts(locale, 'PUBLISHED') }),
  );
}

export const publishedSiteTextsRecord = (locale: Locale) => getTexts(locale, 'PUBLISHED');

/** Drops the draft a publish has just put on the site, unless the owner saved a newer one. */
export async function deleteSiteTextsDraftIfUnchanged(draft: SiteTextsRecord): Promise<void> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.siteTexts(draft.locale, 'DRAFT'),
        ConditionExpression: 'updatedAt = :published',
        ExpressionAttributeValues: { ':published': draft.updatedAt },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
