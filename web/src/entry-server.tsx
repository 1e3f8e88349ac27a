import { localeOfPath } from '@catania/shared/config/locales';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import manifest from '../dist/.vite/manifest.json?raw';
// The client build's page template and manifest (`vite build` runs first): the SSR bundle is
// all a renderer needs, at build time and in the publish Lambda (docs/decisions/0016).
import template from '../dist/index.html?raw';
import { RootLayout } from './app/layout/root-layout';
import { createQueryClient } from './app/query-client';
import { loadPage, pageNamespacesOf, pageSourcesOf, routeOf } from './app/routes';
import { catalogueSource, loadMessages } from './i18n/messages';
import { DocumentNavigation } from './lib/navigation';
import { type PageMeta, serverMeta } from './lib/seo';
import { sitePages } from './prerender/site-pages';

export type { RenderedPage, SiteContent } from './prerender/site-pages';

/**
 * Renders one route to static HTML at build time (web/build/prerender.ts). Nothing is fetched: the
 * page shows what a first visit shows before the API answers (or the build-time data it is given),
 * so the browser paints at once and React then takes over with the same layout.
 */
export interface InitialQuery {
  queryKey: unknown[];
  data: unknown;
}

export async function render(
  url: string,
  initialQueries: InitialQuery[] = [],
): Promise<{ html: string; meta: PageMeta | null }> {
  serverMeta.current = null;
  // The layout's texts in the page's language, loaded before the render as in the browser.
  await loadMessages(localeOfPath(url), 'common');
  const Page = await loadPage(url);
  const queryClient = createQueryClient();
  // Data known at build time (an apartment as first published), marked as never fetched: the
  // browser starts from the same data, so hydration matches, and asks the API at once.
  for (const query of initialQueries) {
    queryClient.setQueryData(query.queryKey, query.data, { updatedAt: 0 });
  }
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <DocumentNavigation
          url={url}
          params={routeOf(new URL(url, 'http://localhost').pathname).params}
        >
          <RootLayout>
            <Page />
          </RootLayout>
        </DocumentNavigation>
      </QueryClientProvider>
    </StrictMode>,
    // Every boundary inline, in order: React then writes no streaming helpers (inline `$RC`
    // scripts that move outlined content into place), which the CSP would refuse.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  // The render's queries end with it: their cache timers (minutes) would hold the build open.
  queryClient.clear();
  return { html: Buffer.concat(chunks).toString('utf8'), meta: serverMeta.current };
}

/**
 * The site's pages from the given content: what web/build/prerender.ts and the publish Lambda
 * write.
 */
export const site = sitePages({
  template,
  manifest: JSON.parse(manifest),
  render,
  pageSourcesOf,
  catalogueSourcesOf: (pathname) =>
    pageNamespacesOf(pathname).map((namespace) =>
      catalogueSource(localeOfPath(pathname), namespace),
    ),
  layoutCatalogueSourcesOf: (locale, renderedAfresh) =>
    (renderedAfresh ? (['common', 'layoutLater'] as const) : (['common'] as const)).map(
      (namespace) => catalogueSource(locale, namespace),
    ),
});
