import type { Members } from './members';

/**
 * Which modules each named chunk may take (chunk-groups.ts decides with the module graph which of
 * them it does take). Every entry is a package or a file a reader can open:
 * chunk-members.test.ts fails when one is renamed or removed, so moving a file named here means
 * moving its line too. A module named nowhere is split by Rolldown with the page that imports it.
 */

const QUERY = '@tanstack/react-query/build/modern/';
const QUERY_CORE = '@tanstack/query-core/build/modern/';

/**
 * Modules every page needs: the `shell` chunk (not the message catalogues: each language's is a
 * chunk of its own, src/i18n/messages.ts; nor a router: a public page is a document of its own,
 * src/lib/navigation.tsx). With them, Vite's preload helper and Rolldown's runtime
 * (Rolldown 1.2 still writes its runtime to a file of its own, fetched with the shell).
 */
export const SHELL: Members = {
  packages: [
    'react',
    'react-dom',
    'scheduler',
    '@tanstack/*',
    'clsx',
    '@radix-ui/react-slot',
    '@radix-ui/react-compose-refs',
  ],
  sources: [
    'web/src/app/layout/language-switch.tsx',
    'web/src/app/layout/logo.tsx',
    'web/src/app/layout/navbar.tsx',
    'web/src/app/layout/root-layout.tsx',
    'web/src/app/layout/use-section-link.ts',
    'web/src/app/query-client.ts',
    'web/src/app/routes.tsx',
    'web/src/lib/analytics.ts',
    'web/src/lib/consent.ts',
    'web/src/lib/toast.ts',
    'web/src/lib/cn.ts',
    'web/src/lib/navigation.tsx',
    'web/src/i18n/messages.ts',
    'web/src/components/ui/button.tsx',
    'web/src/components/ui/shell-icons.tsx',
    'web/src/components/deferred.tsx',
    'shared/src/config/',
  ],
  ids: ['rolldown/runtime', 'vite/preload-helper'],
};

/**
 * TanStack Query code only some pages use (mutations, infinite and suspense queries, hydration...):
 * never in the shell, though its package is.
 */
export const PAGE_ONLY_QUERY_CODE: Members = {
  packages: [
    ...[
      'hydration.js',
      'infiniteQueryBehavior.js',
      'infiniteQueryObserver.js',
      'mutationObserver.js',
      'queriesObserver.js',
      'streamedQuery.js',
    ].map((file) => QUERY_CORE + file),
    ...[
      'HydrationBoundary.js',
      'infiniteQueryOptions.js',
      'mutationOptions.js',
      'suspense.js',
      'useInfiniteQuery.js',
      'useIsFetching.js',
      'useMutation.js',
      'useMutationState.js',
      'usePrefetchInfiniteQuery.js',
      'usePrefetchQuery.js',
      'useQueries.js',
      'useSuspenseInfiniteQuery.js',
      'useSuspenseQueries.js',
      'useSuspenseQuery.js',
    ].map((file) => QUERY + file),
  ],
};

/**
 * TanStack Query's mutation code, the `mutations` chunk: no public page's first screen uses a
 * mutation (the home's search is a plain request); the booking pages load it with their first
 * form, the home with its quick booking.
 */
export const MUTATION_CODE: Members = {
  packages: [
    `${QUERY_CORE}mutationObserver.js`,
    `${QUERY}useMutation.js`,
    `${QUERY}useMutationState.js`,
  ],
};

/** The features' mutation hooks, apart from their queries: never in `site`, as MUTATION_CODE. */
export const MUTATION_HOOKS: Members = {
  sources: ['web/src/features/availability/mutations.ts'],
};

/** The admin area: its modules, and what only they import, never go in a public chunk. */
export const ADMIN_AREA: Members = {
  sources: [
    'web/src/features/admin/',
    'web/src/app/admin-app.tsx',
    'web/src/pages/admin.tsx',
    'web/src/pages/admin-calendar.tsx',
  ],
};

/**
 * Validation (zod and its Italian messages) and form state (react-hook-form and its resolvers),
 * two chunks: every form loads both with its first render; the checkout, which validates the
 * booking's draft but has no form, only the first.
 */
export const VALIDATION: Members = {
  packages: ['zod'],
  sources: ['web/src/lib/zod.ts'],
};
export const FORM_STATE: Members = { packages: ['react-hook-form', '@hookform/*'] };

/**
 * Overlays: what Radix's popover, dialog and tooltip add to its small common parts (focus trap,
 * scroll lock, hiding the rest of the page, dismissal, portal, Floating UI's positioning). The
 * picker in a field needs them, every dialog, and the calendar's tooltip once reached.
 */
export const OVERLAYS: Members = {
  packages: [
    '@radix-ui/react-popover',
    '@radix-ui/react-dialog',
    '@radix-ui/react-focus-guards',
    '@radix-ui/react-focus-scope',
    '@radix-ui/react-popper',
    '@radix-ui/react-arrow',
    '@radix-ui/react-portal',
    '@radix-ui/react-dismissable-layer',
    '@floating-ui/*',
    'react-remove-scroll*',
    'react-style-singleton',
    'use-callback-ref',
    'use-sidecar',
    'aria-hidden',
    'tslib',
    'get-nonce',
    'detect-node-es',
  ],
};

/**
 * What `site` and `stay` may take: the app's own modules, the icons, the API routes' paths,
 * TanStack Query, and Radix's small common parts (context, ids, presence, collections...).
 */
export const SITE: Members = {
  packages: [
    'lucide-react',
    '@tanstack/*',
    '@radix-ui/primitive',
    '@radix-ui/number',
    '@radix-ui/react-context',
    '@radix-ui/react-id',
    '@radix-ui/react-presence',
    '@radix-ui/react-primitive',
    '@radix-ui/react-visually-hidden',
    '@radix-ui/react-use-*',
  ],
  sources: ['web/src/', 'shared/src/'],
  ids: ['virtual:api-routes'],
};

/**
 * Radix: its common parts (context, ids, presence, controllable state...) with the tabs and the
 * keyboard navigation and collections they share with the select: one file for /prenota's second
 * step (loaded once an apartment is chosen), the quick booking and every overlay, never in a
 * public page's first load.
 */
export const RADIX: Members = {
  packages: [
    '@radix-ui/primitive',
    '@radix-ui/react-tabs',
    '@radix-ui/react-roving-focus',
    '@radix-ui/react-collection',
    '@radix-ui/react-direction',
    '@radix-ui/react-presence',
    '@radix-ui/react-context',
    '@radix-ui/react-id',
    '@radix-ui/react-use-*',
  ],
  sources: ['web/src/components/ui/tabs.tsx'],
};

/**
 * Small public modules that `site` takes even when the home's first load does not use them: the
 * icons and the visually hidden text two pages or more share (else each is a file of 200 bytes),
 * and what the checkout shares with the booking pages (the way back to a stay's calendar, the
 * stay's terms and tax): in `stay`, they made the checkout fetch the whole calendar. Not the stay
 * rules' engine: only a chosen stay's check runs it.
 */
export const SITE_SMALL_SHARED: Members = {
  packages: ['lucide-react/dist/esm/icons/', '@radix-ui/react-visually-hidden'],
  sources: ['web/src/stay/change-stay.ts', 'shared/src/domain/stay-terms.ts'],
};

/** The pages that book a stay: what they share beyond `site` goes in `stay`. */
export const STAY_PAGES: Members = {
  sources: [
    'web/src/pages/apartment.tsx',
    'web/src/pages/booking.tsx',
    'web/src/pages/smart-booking.tsx',
  ],
};

/**
 * What the home's first load runs besides the shell: the home page, and the cookie banner the
 * layout loads on every page. `site` takes only what they use. (The footer and the home's later
 * sections are hydrated when they come near the screen: `deferred`, loaded with their own chunks.)
 */
export const HOME_FIRST_LOAD: Members = {
  sources: ['web/src/pages/home.tsx', 'web/src/features/consent/cookie-banner.tsx'],
};
