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
 * `virtual:api-routes`: each API route's method and path from the shared route table, resolved at
 * build time so the browser gets the paths without the zod schemas the table also carries.
 */
function apiRoutes(): Plugin {
  const id = 'virtual:api-routes';
  const table = Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [
      name,
      { method: route.method, path: route.path },
    ]),
  );
  return {
    name: 'api-routes',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (source) =>
      source === `\0${id}` ? `export const apiRoutes = ${JSON.stringify(table)};` : undefined,
  };
}

/** Modules every page needs: they go in the one `shell` chunk. */
const SHELL =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][^\\/]+|clsx|@radix-ui[\\/]react-slot|@radix-ui[\\/]react-compose-refs)[\\/]|web[\\/]src[\\/](app[\\/](layout[\\/](?!footer)|query-client|routes)|lib[\\/](analytics|consent|toast|cn)|components[\\/]ui[\\/](button|shell-icons))|shared[\\/]src[\\/]config[\\/]/;
/** TanStack Query code only some pages use (mutations, infinite and suspense queries...). */
const PAGE_ONLY_QUERY_CODE =
  /@tanstack[\\/].*(useMutation|mutationObserver|useMutationState|useIsMutating|Infinite|infinite|Suspense|suspense|useQueries|queriesObserver|Hydration|hydration|usePrefetch|useIsFetching|streamedQuery|mutationOptions)/;

export default defineConfig(({ mode }) => {
  // Fails the build with the list of what is wrong (ARCHITECTURE rule 6).
  parseWebEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  const outDir = 'dist';
  return {
    plugins: [apiRoutes(), react(), tailwindcss(), precompress()],
    // zod, configured where it is first imported (src/lib/zod.ts), never loaded by the shell.
    resolve: {
      alias: [{ find: /^zod$/, replacement: resolve(import.meta.dirname, 'src/lib/zod.ts') }],
    },
    server: { proxy: { '/api': 'http://localhost:3000' } },
    // The prerender build bundles the shared TypeScript sources (Node cannot import .ts).
    ssr: { noExternal: ['@catania/shared'] },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
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
          codeSplitting: {
            groups: [
              {
                name: 'shell',
                priority: 10,
                test: (id: string) => SHELL.test(id) && !PAGE_ONLY_QUERY_CODE.test(id),
              },
            ],
          },
        },
      },
    },
  };
});
