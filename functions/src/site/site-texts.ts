import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_LOCALE } from '@catania/shared/config/locales';
import { SEED_SITE_TEXTS } from '@catania/shared/content/site-texts';
import type { AdminSiteTextsResponse, SiteTexts } from '@catania/shared/schemas/site-content';
import { db, tableName } from '../lib/db';
import { fromItem } from '../lib/items';
import { keys } from '../lib/keys';
import { isConditionFailure } from '../lib/writes';

/**
 * The site's own texts the owner edits in 'Foto e testi': the home's hero and 'Scopri Catania'
 * cards, the house instructions a guest reads on 'La mia prenotazione' and the home's FAQ. Edits are a draft; a publish (site/publish.ts)
 * makes them what GET /api/site/texts answers and renders the home again. Until the first
 * publish the site shows the repository's (content/site-texts.ts). Italian only for now: each
 * language is its own document, so English can be edited beside it later.
 */

export interface SiteTextsRecord {
  locale: string;
  texts: SiteTexts;
  updatedAt: string;
}

async function getTexts(state: 'DRAFT' | 'PUBLISHED', locale = DEFAULT_LOCALE) {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.siteTexts(locale, state) }),
  );
  if (!Item) return undefined;
  const record = fromItem<SiteTextsRecord>(Item);
  // A record stored before the home's hero and cards were the owner's lacks them: the seed's.
  return { ...record, texts: { ...SEED_SITE_TEXTS, ...record.texts } };
}

async function putTexts(state: 'DRAFT' | 'PUBLISHED', record: SiteTextsRecord) {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.siteTexts(record.locale, state), entity: 'siteTexts', ...record },
    }),
  );
}

export const siteTextsDraft = () => getTexts('DRAFT');

/** The texts the site shows: the owner's last published, else the repository's. */
export async function publishedSiteTexts(): Promise<SiteTexts> {
  return (await getTexts('PUBLISHED'))?.texts ?? SEED_SITE_TEXTS;
}

export async function adminSiteTexts(): Promise<AdminSiteTextsResponse> {
  const [draft, published] = await Promise.all([getTexts('DRAFT'), getTexts('PUBLISHED')]);
  return {
    texts: draft?.texts ?? published?.texts ?? SEED_SITE_TEXTS,
    unpublished: Boolean(draft),
    updatedAt: draft?.updatedAt ?? null,
    publishedAt: published?.updatedAt ?? null,
  };
}

/** Saves the owner's texts (already checked by the route's schema) as the draft. */
export async function saveSiteTexts(texts: SiteTexts, now: Date): Promise<AdminSiteTextsResponse> {
  await putTexts('DRAFT', { locale: DEFAULT_LOCALE, texts, updatedAt: now.toISOString() });
  return adminSiteTexts();
}

/** What a publish writes: the draft's texts as the site's, stamped with the publish. */
export const putPublishedSiteTexts = (texts: SiteTexts, now: Date) =>
  putTexts('PUBLISHED', { locale: DEFAULT_LOCALE, texts, updatedAt: now.toISOString() });

/** Puts back the texts a failed publish replaced (none: the seed's again). */
export async function restorePublishedSiteTexts(previous: SiteTextsRecord | undefined) {
  if (previous) return putTexts('PUBLISHED', previous);
  await db.send(
    new DeleteCommand({ TableName: tableName, Key: keys.siteTexts(DEFAULT_LOCALE, 'PUBLISHED') }),
  );
}

export const publishedSiteTextsRecord = () => getTexts('PUBLISHED');

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
