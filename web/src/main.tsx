import { localeOfPath } from '@catania/shared/config/locales';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { env } from './app/env';
import { preloadLayout, RootLayout } from './app/layout/root-layout';
import { createQueryClient } from './app/query-client';
import { lazyPage, loadPage, pageNamespacesOf, routeOf } from './app/routes';
import { loadMessages } from './i18n/messages';
import { initAnalytics } from './lib/analytics';
import { consentStore } from './lib/consent';
import { DocumentNavigation } from './lib/navigation';
import './index.css';

initAnalytics(env.VITE_GA_MEASUREMENT_ID, consentStore.get());

const queryClient = createQueryClient();
// Data the prerendered page was built with: the same first render, then a fetch at once.
const initial = document.getElementById('initial-queries')?.textContent;
if (initial) {
  try {
    for (const query of JSON.parse(initial) as { queryKey: unknown[]; data: unknown }[]) {
      queryClient.setQueryData(query.queryKey, query.data, { updatedAt: 0 });
    }
  } catch {
    // Malformed: the page fetches its data as usual.
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root mancante');
// The edge serves each prerendered page at its own path: hydrated, no second DOM build. The app
// shell (app-only pages) has nothing to hydrate; the 404 page is rendered afresh, as the app may
// know better than the edge what the path is (an apartment that no longer exists, say). React
// replaces the painted HTML in the same commit, so nothing blinks.
const notFoundPage = root.dataset.prerendered === '404';
const hydrated = Boolean(root.dataset.prerendered) && !notFoundPage;
// The page's module first, so that the first render is the page itself: a prerendered page is
// replaced in one commit by the same layout, never by a loading state. A page rendered afresh
// also needs the layout's footer and its words (hydrated pages hydrate it later). The page's
// language's common texts too (the layout's): the prerender names their chunk with the page's,
// so it is on its way. And the page's own catalogues (the route table names them, the prerender
// preloads their chunks): a text the first render would wait for makes hydration fail, and a
// page rendered afresh would render twice. The 404 page's catalogue is among its preloads: it
// may stand for an apartment page whose apartment is missing, which reads it.
const locale = localeOfPath(location.pathname);
const [Page = lazyPage(location.pathname)] = await Promise.all([
  loadPage(location.pathname).catch(() => undefined),
  ...['common' as const, ...pageNamespacesOf(location.pathname)].map((namespace) =>
    loadMessages(locale, namespace),
  ),
  notFoundPage ? loadMessages(locale, 'notFound') : undefined,
  hydrated ? undefined : preloadLayout().catch(() => undefined),
]);
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <DocumentNavigation url={location.href} params={routeOf(location.pathname).params}>
        <RootLayout>
          <Page />
        </RootLayout>
      </DocumentNavigation>
    </QueryClientProvider>
  </StrictMode>
);
// Both as a transition: React then hydrates or renders in slices of a few milliseconds, yielding
// to the browser between them, instead of one long task the guest's first tap would wait behind
// (a tap on the page meanwhile makes React hydrate at once what it needs, as for any discrete
// event).
startTransition(() => {
  if (hydrated) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
