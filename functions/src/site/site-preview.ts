import type { ApartmentId } from '@catania/shared/config/apartments';
import { DEFAULT_LOCALE, type Locale, localizedPath } from '@catania/shared/config/locales';
import { apartmentPagePath } from '@catania/shared/config/site-pages';
import type { SiteTexts } from '@catania/shared/schemas/site-texts';
import { requireApartment } from '../apartments/apartments';
import { listApartments } from '../apartments/apartments-repo';
import { publishedReviews } from '../reviews/reviews';
import { contentOf, withContent } from './content';
import { getDraft } from './content-repo';
import { homePhotosDraft, publishedHomePhotos } from './home-photos';
import { type SiteContent, siteRenderer } from './renderer';
import { publishedSiteTextsByLocale, type SiteTextsRecord, siteTextsDraft } from './site-texts';

/** The owner's preview: a page rendered with the drafts in place of what is published. */

/**
 * The apartment's page in `locale` as a publish would write it now, without its scripts or
 * preloads (the panel shows it in a sandboxed frame: a picture of the page, not the app).
 */
export async function previewPage(
  id: ApartmentId,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string> {
  const [apartment, draft, all, reviews, texts, homePhotos] = await Promise.all([
    requireApartment(id),
    getDraft(id),
    listApartments(),
    publishedReviews(),
    publishedSiteTextsByLocale(),
    publishedHomePhotos(),
  ]);
  const content = draft?.content ?? contentOf(apartment);
  const apartments = all.map((a) => (a.id === id ? withContent(a, content) : a));
  return previewOf(apartmentPagePath(id, locale), { apartments, reviews, texts, homePhotos });
}

/**
 * The home in `locale` as a publish would write it now: the site's texts and the home's photos as
 * drafted (as published where there is no draft), the apartments as published.
 */
export async function previewHome(locale: Locale): Promise<string> {
  const [apartments, reviews, textsDraft, texts, photosDraft, homePhotos] = await Promise.all([
    listApartments(),
    publishedReviews(),
    siteTextsDraft(locale),
    publishedSiteTextsByLocale(),
    homePhotosDraft(),
    publishedHomePhotos(),
  ]);
  return previewOf(localizedPath('/', locale), {
    apartments,
    reviews,
    texts: withDrafts(texts, textsDraft ? [textsDraft] : []),
    homePhotos: photosDraft?.photos ?? homePhotos,
  });
}

/** Every language's texts as published, with the drafts given in place of their language's. */
export function withDrafts(
  published: Record<Locale, SiteTexts>,
  drafts: SiteTextsRecord[],
): Record<Locale, SiteTexts> {
  const texts = { ...published };
  for (const draft of drafts) texts[draft.locale] = draft.texts;
  return texts;
}

/** What a picture of a page shows that its scripts would have (web/src/features/hero). */
const PREVIEW_STYLE = '[data-typed-copy]{visibility:visible}';

/** A page rendered from `content`, stripped to a picture of itself for the sandboxed frame. */
async function previewOf(path: string, content: SiteContent): Promise<string> {
  const site = await siteRenderer();
  const { html } = await site.prerenderedPage(path, content);
  return (
    html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      .replace(/<link rel="(?:modulepreload|preload)"[^>]*>/gi, '')
      // The frame's origin is opaque (sandboxed): a CORS request for the stylesheet would fail.
      .replace(/(<link rel="stylesheet"[^>]*?)\s+crossorigin(="[^"]*")?/gi, '$1')
      // The hero's subtitle is typed by a script, which a preview has not: show its layout copy.
      .replace('</head>', `<style>${PREVIEW_STYLE}</style></head>`)
  );
}
