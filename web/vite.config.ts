import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { routes } from '../shared/src/api/routes';
import { parseWebEnv } from './src/app/env-schema';

/**
 * Writes `.gz` and `.br` next to every text asset so the static server (and S3/CloudFront) can
 * send them precompressed: the bundle budget and Lighthouse measure what travels.
 */
function precompress(): Plugin {
  let outDir = '';
  const compressible = /\.(js|css|html|svg|xml|txt|json|webmanifest)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 512) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * `virtual:api-routes` and `virtual:admin-api-routes`: each API route's method and path from the
 * shared route table, resolved at build time so the browser gets the paths without the zod schemas
 * the table also carries. The admin's seventy routes come apart, with the admin panel's client
 * (features/admin/api.ts): their paths were 0.65 KB gzip of every public page.
 */
function apiRoutes(): Plugin {
  const tableOf = (admin: boolean) =>
    JSON.stringify(
      Object.fromEntries(
        Object.entries(routes)
          .filter(([, route]) => (route.access === 'admin') === admin)
          .map(([name, route]) => [name, { method: route.method, path: route.path }]),
      ),
    );
  const modules: Record<string, () => string> = {
    'virtual:api-routes': () => `export const apiRoutes = ${tableOf(false)};`,
    'virtual:admin-api-routes': () => `export const adminApiRoutes = ${tableOf(true)};`,
  };
  return {
    name: 'api-routes',
    resolveId: (source) => (source in modules ? `\0${source}` : undefined),
    load: (source) => (source.startsWith('\0') ? modules[source.slice(1)]?.() : undefined),
  };
}

/**
 * Rewrites `import { Star, X as Close } from 'lucide-react'` in the app's sources into one import
 * per icon module (`lucide-react/icons/star`). The bundle is the same, but the module graph then
 * says which page really imports which icon: through the package's index, every icon any page uses
 * looked reached from the home, and the chunk groups below put the admin's icons in `site`.
 */
function lucideIconImports(): Plugin {
  const index = resolve(
    import.meta.dirname,
    '../node_modules/lucide-react/dist/esm/lucide-react.mjs',
  );
  const iconFile = new Map<string, string>();
  for (const [, names, file] of readFileSync(index, 'utf8').matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    for (const [, name] of (names ?? '').matchAll(/default as (\w+)/g)) {
      iconFile.set(name as string, file as string);
    }
  }
  const lucideImport = /import\s*\{([^}]*)\}\s*from\s*'lucide-react';?/g;
  return {
    name: 'lucide-icon-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes("'lucide-react'")) return null;
      return code.replace(lucideImport, (statement, specifiers: string) => {
        const rest: string[] = [];
        const icons: string[] = [];
        for (const specifier of specifiers
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)) {
          const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
          const file = iconFile.get(imported);
          if (file && !imported.startsWith('type ')) {
            icons.push(`import ${local} from 'lucide-react/icons/${file}';`);
          } else rest.push(specifier);
        }
        if (icons.length === 0) return statement;
        return [
          ...icons,
          ...(rest.length ? [`import { ${rest.join(', ')} } from 'lucide-react';`] : []),
        ].join('\n');
      });
    },
  };
}

/**
 * Writes `.vite/chunks.json`: each chunk's file, the modules it holds with their minified size,
 * and its imports. What weighs where (the bench reads it to name the admin chunks; read it
 * yourself with `jq` when a page grows).
 */
function chunkReport(): Plugin {
  return {
    name: 'chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = resolve(import.meta.dirname, '..');
      const chunks = Object.values(bundle)
        .filter((output) => output.type === 'chunk')
        .map((chunk) => ({
          file: chunk.fileName,
          bytes: chunk.code.length,
          gzipBytes: gzipSync(chunk.code).length,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.entries(chunk.modules)
            .map(([id, module]) => ({
              id: id.startsWith(root) ? id.slice(root.length + 1) : id,
              bytes: module.renderedLength,
            }))
            .filter((module) => module.bytes > 0)
            .sort((a, b) => b.bytes - a.bytes),
        }));
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunks.json',
        source: `${JSON.stringify(chunks, null, 2)}\n`,
      });
    },
  };
}

/**
 * Modules every page needs: they go in the one `shell` chunk (not the message catalogues: each
 * language's is a chunk of its own, src/i18n/messages.ts).
 */
const SHELL =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][^\\/]+|clsx|@radix-ui[\\/]react-slot|@radix-ui[\\/]react-compose-refs)[\\/]|web[\\/]src[\\/](app[\\/](layout[\\/](?!footer)|query-client|routes)|lib[\\/](analytics|consent|toast|cn)|i18n[\\/]messages\.ts$|components[\\/](ui[\\/](button|shell-icons)|deferred))|shared[\\/]src[\\/]config[\\/]/;
/** TanStack Query code only some pages use (mutations, infinite and suspense queries...). */
const PAGE_ONLY_QUERY_CODE =
  /@tanstack[\\/].*(useMutation|mutationObserver|useMutationState|useIsMutating|Infinite|infinite|Suspense|suspense|useQueries|queriesObserver|Hydration|hydration|usePrefetch|useIsFetching|streamedQuery|mutationOptions)/;
/** The admin area: its modules, and what only they import, never go in a public chunk. */
const ADMIN_AREA = /web[\\/]src[\\/](features[\\/]admin|pages[\\/]admin)/;
/**
 * Validation (zod and its Italian messages) and form state (react-hook-form and its resolvers),
 * two chunks: every form loads both with its first render; the checkout, which validates the
 * booking's draft but has no form, only the first.
 */
const VALIDATION = /node_modules[\\/]zod[\\/]|web[\\/]src[\\/]lib[\\/]zod\.ts/;
const FORM_STATE = /node_modules[\\/](react-hook-form|@hookform[\\/][^\\/]+)[\\/]/;
/**
 * Overlays: what Radix's popover, dialog and tooltip add to its small common parts (focus trap,
 * scroll lock, hiding the rest of the page, dismissal, portal, Floating UI's positioning). The
 * picker in a field needs them, every dialog, and the calendar's tooltip once reached.
 */
const OVERLAYS =
  /node_modules[\\/](@radix-ui[\\/]react-(popover|dialog|focus-guards|focus-scope|popper|arrow|portal|dismissable-layer)|@floating-ui[\\/][^\\/]+|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|tslib|get-nonce|detect-node-es)[\\/]/;
/**
 * What `site` and `stay` may take: the app's own modules, the icons, the API routes' paths,
 * TanStack Query's mutations, and Radix's small common parts (context, ids, presence, collections...).
 */
const SITE =
  /web[\\/]src[\\/]|shared[\\/]src[\\/]|virtual:api-routes|node_modules[\\/](lucide-react|@tanstack[\\/][^\\/]+|@radix-ui[\\/](primitive|number|react-(context|id|presence|primitive|visually-hidden|use-[^\\/]+)))[\\/]/;
/**
 * Radix: its common parts (context, ids, presence, controllable state...) with the tabs and the
 * keyboard navigation and collections they share with the select: one file for /prenota's second
 * step (loaded once an apartment is chosen), the quick booking and every overlay, never in a
 * public page's first load.
 */
const RADIX =
  /node_modules[\\/]@radix-ui[\\/](primitive|react-(tabs|roving-focus|collection|direction|presence|context|id|use-[^\\/]+))[\\/]|web[\\/]src[\\/]components[\\/]ui[\\/]tabs\.tsx$/;
/**
 * Small public modules that `site` takes even when the home's first load does not use them: the
 * icons and the visually hidden text two pages or more share (else each is a file of 200 bytes),
 * and what the checkout shares with the booking pages (the way back to a stay's calendar, the
 * stay's terms and tax): in `stay`, they made the checkout fetch the whole calendar. Not the stay
 * rules' engine (domain/stay.ts, stay-rules.ts): only a chosen stay's check runs it.
 */
const SITE_SMALL_SHARED =
  /node_modules[\\/](lucide-react[\\/]dist[\\/]esm[\\/]icons|@radix-ui[\\/]react-visually-hidden)[\\/]|web[\\/]src[\\/]features[\\/]booking[\\/]change-stay\.ts$|shared[\\/]src[\\/]domain[\\/]stay-terms\.ts$/;
/**
 * TanStack Query's mutation code, a chunk of its own, and the features' mutation hooks
 * (`mutations.ts`, apart from their queries), never in `site`: of the first loads only the home's
 * search uses a mutation, the booking pages load it with their first form.
 */
const MUTATION_CODE = /@tanstack[\\/].*(useMutation|mutationObserver)/;
const MUTATION_HOOKS = /web[\\/]src[\\/]features[\\/][^\\/]+[\\/]mutations\.ts$/;
/** The pages that book a stay: what they share beyond `site` goes in `stay`. */
const STAY_PAGES = /web[\\/]src[\\/]pages[\\/](apartment|booking|smart-booking)\.tsx$/;
/**
 * What the home's first load runs besides the shell: the home page, and the cookie banner the
 * layout loads on every page. `site` takes only what they use. (The footer and the home's later
 * sections are hydrated when they come near the screen: `deferred`, loaded with their own chunks.)
 */
const HOME_FIRST_LOAD =
  /web[\\/]src[\\/](pages[\\/]home|features[\\/]consent[\\/]cookie-banner)\.tsx$/;

/**
 * The shell's modules, with Vite's preload helper and Rolldown's runtime: every page needs them.
 * (Rolldown 1.2 still writes its runtime to a file of its own, fetched with the shell.)
 */
const inShell = (id: string) =>
  id.includes('rolldown/runtime') ||
  id.includes('vite/preload-helper') ||
  (SHELL.test(id) && !PAGE_ONLY_QUERY_CODE.test(id));

type ModuleGraph = {
  getModuleInfo(id: string): {
    importers: string[];
    dynamicImporters: string[];
    importedIds: string[];
  } | null;
};

/**
 * Whether a module is reachable from the site's entry without passing through the admin area:
 * code only the admin pages import is theirs (their own chunks), never put in a chunk that a
 * public page fetches. Read from the module graph, so it follows modules wherever they move.
 */
function publicModules() {
  const known = new Map<string, boolean>();
  return (id: string, graph: ModuleGraph): boolean => {
    let result = known.get(id);
    if (result === undefined) {
      result = climbsTo(
        id,
        graph,
        (info) => (info ? [...info.importers, ...info.dynamicImporters] : []),
        (_, importers) => importers.length === 0,
        (module) => ADMIN_AREA.test(module),
      );
      known.set(id, result);
    }
    return result;
  };
}

/**
 * Whether climbing from `id` through `up` (its importers) reaches a module that is `goal`, never
 * through one that is `blocked`. A search of its own per question, remembered only once answered:
 * an answer cut short by an import cycle (a page that imports the route table that loads it) must
 * not be remembered for the modules met on the way.
 */
function climbsTo(
  id: string,
  graph: ModuleGraph,
  up: (info: ReturnType<ModuleGraph['getModuleInfo']>) => string[],
  goal: (id: string, importers: string[]) => boolean,
  blocked: (id: string) => boolean = () => false,
): boolean {
  const seen = new Set([id]);
  const queue = [id];
  for (let module = queue.shift(); module !== undefined; module = queue.shift()) {
    if (blocked(module)) continue;
    const importers = up(graph.getModuleInfo(module));
    if (goal(module, importers)) return true;
    for (const importer of importers) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}

/**
 * Modules a shared group may take: public modules of `allowed`, not lazily imported (else a facade
 * of a few bytes is fetched for it), whose static imports are all in the shell or fit themselves.
 * So `site` never drags a library in (a select, a form, zod): a page that uses one still fetches
 * it with its own chunk, the home does not.
 */
function groupModules(
  isPublic: (id: string, graph: ModuleGraph) => boolean,
  allowed: (id: string) => boolean,
) {
  const known = new Map<string, boolean>();
  const fits = (id: string, graph: ModuleGraph): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    known.set(id, true); // while visiting: a cycle within the group is fine
    const info = graph.getModuleInfo(id);
    const result =
      allowed(id) &&
      !VALIDATION.test(id) &&
      !FORM_STATE.test(id) &&
      info !== null &&
      info.dynamicImporters.length === 0 &&
      isPublic(id, graph) &&
      info.importedIds.every((dep) => inShell(dep) || fits(dep, graph));
    known.set(id, result);
    return result;
  };
  return fits;
}

/** Whether a module is imported, statically and through any chain, by one of `roots`. */
function reachedFrom(roots: RegExp) {
  const known = new Map<string, boolean>();
  return (id: string, graph: ModuleGraph): boolean => {
    let result = known.get(id);
    if (result === undefined) {
      result = climbsTo(
        id,
        graph,
        (info) => info?.importers ?? [],
        (module) => roots.test(module),
      );
      known.set(id, result);
    }
    return result;
  };
}

/**
 * The chunks (ADR 6): `shell` for every page; `site` for the small public modules that the home's
 * first load shares with other pages (components, icons, helpers), so a page needs its own chunk
 * and `site` rather than a score of files of a few hundred bytes; `stay` for what the booking pages
 * share beyond it (the calendar, the stay's rules and price), so the home never loads it;
 * `overlays`, `radix`, `validation` and `forms` for the libraries of the picker and dialogs, of
 * tabs, of validation and of form state, loaded when first needed. What no group takes (each page's own code, the lazily loaded parts, the admin
 * area) Rolldown splits per entry.
 */
function chunkGroups() {
  const isPublic = publicModules();
  const fitsSite = groupModules(isPublic, (id) => SITE.test(id) && !MUTATION_HOOKS.test(id));
  const forHome = reachedFrom(HOME_FIRST_LOAD);
  const forStay = reachedFrom(STAY_PAGES);
  const fitsStay = groupModules(isPublic, (id) => SITE.test(id));
  const publicOnly =
    (name: string, test: (id: string) => boolean) => (id: string, graph: ModuleGraph) =>
      test(id) && isPublic(id, graph) ? name : null;
  return [
    {
      name: 'shell',
      priority: 40,
      test: inShell,
    },
    { name: publicOnly('validation', (id) => VALIDATION.test(id)), priority: 30 },
    { name: publicOnly('forms', (id) => FORM_STATE.test(id)), priority: 30 },
    { name: publicOnly('mutations', (id) => MUTATION_CODE.test(id)), priority: 35 },
    { name: publicOnly('overlays', (id) => OVERLAYS.test(id)), priority: 10 },
    // Before `stay`, which would otherwise take the common parts the tabs bring to /prenota.
    { name: publicOnly('radix', (id) => RADIX.test(id)), priority: 16 },
    {
      name: (id: string, graph: ModuleGraph) =>
        fitsSite(id, graph) && (forHome(id, graph) || SITE_SMALL_SHARED.test(id)) ? 'site' : null,
      minShareCount: 2,
      maxModuleSize: 32 * 1024,
      // Before `overlays`, which would otherwise pull Radix's common parts in with the popover.
      priority: 20,
    },
    {
      name: (id: string, graph: ModuleGraph) =>
        fitsStay(id, graph) && forStay(id, graph) ? 'stay' : null,
      minShareCount: 2,
      maxModuleSize: 32 * 1024,
      // Before `overlays`, which would otherwise take the common parts the tabs share with it.
      priority: 15,
    },
  ];
}

export default defineConfig(({ mode, isSsrBuild }) => {
  // Fails the build with the list of what is wrong (ARCHITECTURE rule 6).
  parseWebEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  const outDir = 'dist';
  return {
    plugins: [
      lucideIconImports(),
      apiRoutes(),
      react(),
      tailwindcss(),
      chunkReport(),
      precompress(),
    ],
    // zod, configured where it is first imported (src/lib/zod.ts), never loaded by the shell.
    resolve: {
      alias: [
        { find: /^zod$/, replacement: resolve(import.meta.dirname, 'src/lib/zod.ts') },
        // React Router ships a production build its package exports do not name: the same code
        // without its development warnings (0.5 KB gzip on every page). The prerender (SSR
        // build) keeps the package's own, as Node resolves it there.
        ...(isSsrBuild
          ? []
          : [
              {
                find: /^react-router$/,
                replacement: resolve(
                  import.meta.dirname,
                  '../node_modules/react-router/dist/production/index.mjs',
                ),
              },
            ]),
      ],
    },
    server: { proxy: { '/api': 'http://localhost:3000' } },
    // The prerender build bundles the shared TypeScript sources (Node cannot import .ts).
    ssr: { noExternal: ['@catania/shared'] },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      // Every browser the site supports (es2022) knows `modulepreload`: no polyfill in the entry.
      modulePreload: { polyfill: false },
      assetsInlineLimit: 2048,
      rolldownOptions: {
        // The page, and the small loader that starts it after the first paint (src/boot.ts).
        input: {
          index: resolve(import.meta.dirname, 'index.html'),
          boot: resolve(import.meta.dirname, 'src/boot.ts'),
        },
        output: {
          // One chunk for what every page needs (React, the router, TanStack Query, the app
          // shell and its helpers) instead of a score of small shared chunks: fewer requests
          // and better compression on the first visit.
          codeSplitting: { groups: chunkGroups() },
        },
      },
    },
  };
});
