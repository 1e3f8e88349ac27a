import { randomUUID } from 'node:crypto';
import { APARTMENT_IDS, type ApartmentId } from '@catania/shared/config/apartments';
import { LOCALES, localeOfPath, localizedPath } from '@catania/shared/config/locales';
import { apartmentPagePath, STORED_CONTENT_PAGES } from '@catania/shared/config/site-pages';
import { SEED_HOME_PHOTOS } from '@catania/shared/content/home-photos';
import type { Apartment } from '@catania/shared/schemas/apartment';
import type { PublishSiteResponse } from '@catania/shared/schemas/site-content';
import { listApartments } from '../apartments/apartments-repo';
import { Conflict } from '../lib/errors';
import { logger } from '../lib/logger';
import { publishedReviews } from '../reviews/reviews';
import { withContent } from './content';
import {
  acquirePublishLock,
  type Draft,
  deleteDraftIfUnchanged,
  getDraft,
  type PublishedContent,
  putPublishedContent,
  putPublishedPage,
  releasePublishLock,
} from './content-repo';
import {
  deleteHomePhotosDraftIfUnchanged,
  homePhotosDraft,
  publishedHomePhotos,
  publishedHomePhotosRecord,
  putPublishedHomePhotos,
  restorePublishedHomePhotos,
} from './home-photos';
import { type RenderedPage, siteRenderer } from './renderer';
import { withDrafts } from './site-preview';
import { invalidatePaths, putSiteFile, readSiteFile } from './site-storage';
import {
  deleteSiteTextsDraftIfUnchanged,
  publishedSiteTextsByLocale,
  publishedSiteTextsRecord,
  putPublishedSiteTexts,
  restorePublishedSiteTexts,
  type SiteTextsRecord,
  siteTextsDrafts,
} from './site-texts';

/**
 * Publishing the owner's drafts: the apartment pages whose texts or photos changed are rendered
 * by the web build's own prerender from the stored content, written to the site bucket, put on
 * the record the API serves, and exactly their paths invalidated at the edge. Everything is
 * rendered before anything is written; a write that fails puts back what was there, so a failed
 * publish leaves the live site as it was. One publish at a time (a lock in the table).
 */

/** As the build uploads pages (infra/constructs/edge-definition.ts, SITE_FILES' Pages). */
const DOCUMENT_CACHE = 'public, max-age=0, s-maxage=31536000, must-revalidate';

const publishedFields = (apartment: Apartment): PublishedContent => {
  const { name, category, shortDescription, description, amenities, highlights } = apartment;
  const { beds, baths, size, image, gallery, translations = {} } = apartment;
  return {
    name,
    category,
    shortDescription,
    description,
    amenities,
    highlights,
    beds,
    baths,
    size,
    image,
    gallery,
    translations,
  };
};

/** The paths a page file is requested by at the edge (with and without a trailing slash). */
const edgePaths = (path: string) => (path === '/' ? [path] : [path, `${path}/`]);

export async function drafts(): Promise<Draft[]> {
  const all = await Promise.all(APARTMENT_IDS.map((id) => getDraft(id)));
  return all.filter((draft): draft is Draft => Boolean(draft));
}

/**
 * Writes `pages` to the site bucket, then runs `record` (the stored records that go with them);
 * if any write fails, puts back the pages that were there and rethrows: the live site stays as
 * it was. Then drops exactly those pages' edge copies.
 */
async function replacePages(
  pages: RenderedPage[],
  reference: string,
  record: () => Promise<void> = async () => {},
  undoRecord: () => Promise<unknown> = async () => {},
): Promise<void> {
  const before = await Promise.all(pages.map((page) => readSiteFile(page.file)));
  const written: RenderedPage[] = [];
  try {
    for (const page of pages) {
      await putSiteFile({
        key: page.file,
        body: page.html,
        contentType: 'text/html',
        cacheControl: DOCUMENT_CACHE,
      });
      written.push(page);
    }
    await record();
  } catch (error) {
    logger.error('publish failed: putting the live site back as it was', { error });
    await Promise.allSettled([
      ...written.map((page) => {
        const previous = before[pages.indexOf(page)];
        return previous
          ? putSiteFile({
              key: page.file,
              body: previous,
              contentType: 'text/html',
              cacheControl: DOCUMENT_CACHE,
            })
          : Promise.resolve();
      }),
      undoRecord(),
    ]);
    throw error;
  }
  await invalidatePaths(
    pages.flatMap((page) => (page.path ? [...edgePaths(page.path), `/${page.file}`] : [])),
    reference,
  );
}

/** Runs `work` holding the one publish lock; `waitMs`: how long to wait for a running one. */
async function withPublishLock<T>(
  work: (token: string) => Promise<T>,
  options: { waitMs?: number; now?: () => Date } = {},
): Promise<T> {
  const now = options.now ?? (() => new Date());
  const token = randomUUID();
  const giveUpAt = Date.now() + (options.waitMs ?? 0);
  for (;;) {
    const lock = await acquirePublishLock(token, now());
    if (lock.acquired) break;
    if (Date.now() >= giveUpAt) {
      throw new Conflict(
        'Una pubblicazione è già in corso: attendi che finisca e riprova',
        'publish_running',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
  try {
    return await work(token);
  } finally {
    await releasePublishLock(token);
  }
}

const LOCK_POLL_MS = 2_000;

/** The home in every language: it shows the home's photos (and its language's texts). */
const HOME_PATHS = LOCALES.map((locale) => localizedPath('/', locale));

export async function publishSite(now: Date): Promise<PublishSiteResponse> {
  return withPublishLock(
    async (token) => {
      const [pending, textsDrafts, photosDraft] = await Promise.all([
        drafts(),
        siteTextsDrafts(),
        homePhotosDraft(),
      ]);
      if (pending.length === 0 && textsDrafts.length === 0 && !photosDraft) {
        return { publishedAt: now.toISOString(), paths: [] };
      }
      const [current, reviews, publishedTexts, photosBefore] = await Promise.all([
        listApartments(),
        publishedReviews(),
        publishedSiteTextsByLocale(),
        publishedHomePhotosRecord(),
      ]);
      // Each language's texts before the publish: put back if a write fails.
      const textsBefore = await Promise.all(
        textsDrafts.map((draft) => publishedSiteTextsRecord(draft.locale)),
      );
      const next = current.map((apartment) => {
        const draft = pending.find((d) => d.apartmentId === apartment.id);
        return draft ? withContent(apartment, draft.content) : apartment;
      });
      const texts = withDrafts(publishedTexts, textsDrafts);
      const homePhotos = photosDraft?.photos ?? photosBefore?.photos ?? SEED_HOME_PHOTOS;
      // The apartment's page in every language: each carries the owner's texts and photos; the
      // home of each language whose texts changed, every language's when the home's photos did.
      const paths = [
        ...HOME_PATHS.filter(
          (path) => photosDraft || textsDrafts.some((draft) => draft.locale === localeOfPath(path)),
        ),
        ...pending.flatMap((draft) =>
          LOCALES.map((locale) => apartmentPagePath(draft.apartmentId, locale)),
        ),
      ];

      // Every page first: a render that fails stops the publish before anything changed.
      const site = await siteRenderer();
      const pages = await Promise.all(
        paths.map((path) =>
          site.prerenderedPage(path, { apartments: next, reviews, texts, homePhotos }),
        ),
      );
      const recorded: ApartmentId[] = [];
      const textsRecorded: SiteTextsRecord[] = [];
      let photosRecorded = false;
      await replacePages(
        pages,
        `publish-${token}`,
        async () => {
          for (const draft of pending) {
            const apartment = next.find((a) => a.id === draft.apartmentId) as Apartment;
            await putPublishedContent(draft.apartmentId, publishedFields(apartment));
            recorded.push(draft.apartmentId);
          }
          for (const draft of textsDrafts) {
            await putPublishedSiteTexts(draft.locale, draft.texts, now);
            textsRecorded.push(draft);
          }
          if (photosDraft) {
            await putPublishedHomePhotos(photosDraft.photos, now);
            photosRecorded = true;
          }
        },
        () =>
          Promise.allSettled([
            ...recorded.map((id) => {
              const apartment = current.find((a) => a.id === id) as Apartment;
              return putPublishedContent(id, publishedFields(apartment));
            }),
            ...textsRecorded.map((draft) =>
              restorePublishedSiteTexts(draft.locale, textsBefore[textsDrafts.indexOf(draft)]),
            ),
            ...(photosRecorded ? [restorePublishedHomePhotos(photosBefore)] : []),
          ]),
      );
      const publishedAt = now.toISOString();
      await Promise.all([
        ...paths.map((path) => putPublishedPage({ path, publishedAt })),
        ...pending.map((draft) => deleteDraftIfUnchanged(draft)),
        ...textsDrafts.map((draft) => deleteSiteTextsDraftIfUnchanged(draft)),
        ...(photosDraft ? [deleteHomePhotosDraftIfUnchanged(photosDraft)] : []),
      ]);
      logger.info('site published', { paths });
      return { publishedAt, paths };
    },
    { now: () => now },
  );
}

/** How long a deploy waits for the owner's publish to finish before it fails (and rolls back). */
const DEPLOY_LOCK_WAIT_MS = 2 * 60_000;

/**
 * What a deploy runs once the new build's files are up (docs/decisions/0019): every page made
 * from the stored content (STORED_CONTENT_PAGES) rendered again by the new build's renderer from
 * the content as published (never the drafts), so a deploy neither puts the repository's seed
 * over what the owner published nor leaves a page pointing at an older build's scripts.
 */
export async function renderStoredPages(): Promise<string[]> {
  return withPublishLock(
    async (token) => {
      const [apartments, reviews, texts, homePhotos, site] = await Promise.all([
        listApartments(),
        publishedReviews(),
        publishedSiteTextsByLocale(),
        publishedHomePhotos(),
        siteRenderer(),
      ]);
      const pages = await Promise.all(
        STORED_CONTENT_PAGES.map((path) =>
          site.prerenderedPage(path, { apartments, reviews, texts, homePhotos }),
        ),
      );
      await replacePages(pages, `deploy-${token}`);
      logger.info('stored pages rendered for the deploy', { paths: STORED_CONTENT_PAGES });
      return [...STORED_CONTENT_PAGES];
    },
    { waitMs: DEPLOY_LOCK_WAIT_MS },
  );
}
