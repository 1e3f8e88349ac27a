import type { Locale } from '@catania/shared/config/locales';
import type { Apartment } from '@catania/shared/schemas/apartment';
import type { ReviewsResponse } from '@catania/shared/schemas/review';
import type { HomePhotos } from '@catania/shared/schemas/site-photos';
import type { SiteTexts } from '@catania/shared/schemas/site-texts';

/** A page as the site's renderer writes it (web/src/prerender/site-pages.ts). */
export interface RenderedPage {
  file: string;
  path?: string;
  html: string;
}

/** What a page is rendered from (web/src/prerender/site-pages.ts's SiteContent). */
export interface SiteContent {
  apartments: Apartment[];
  reviews: ReviewsResponse;
  /** The site's texts in every language: a page shows its own language's. */
  texts: Record<Locale, SiteTexts>;
  homePhotos: HomePhotos;
}

interface SiteRenderer {
  prerenderedPage(route: string, content: SiteContent): Promise<RenderedPage>;
}

let renderer: Promise<SiteRenderer> | undefined;

/**
 * The web build's own page renderer, loaded with the first page asked for: the publish Lambda
 * renders exactly what `npm run build -w web` renders, from the stored content.
 */
export function siteRenderer(): Promise<SiteRenderer> {
  renderer ??= import('./site-renderer.mjs').then(
    (module: { site?: SiteRenderer }) => {
      if (!module.site) throw new Error('the web build is missing: run npm run build -w web');
      return module.site;
    },
    (error: unknown) => {
      renderer = undefined;
      throw new Error(`the site's renderer cannot be loaded (run npm run build -w web): ${error}`);
    },
  );
  return renderer;
}
