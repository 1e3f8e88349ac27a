import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { apiRoutes } from './build/api-routes';
import { chunkGroups } from './build/chunk-groups';
import { chunkReport } from './build/chunk-report';
import { lucideIconImports } from './build/lucide-icon-imports';
import { precompress } from './build/precompress';
import { parseWebEnv } from './src/app/env-schema';

/**
 * The build's own code lives in build/ (docs/architecture.md): the plugins, and the chunks with
 * the modules each may take (build/chunk-members.ts). This file only puts them together.
 */
export default defineConfig(({ mode, isSsrBuild }) => {
  // Fails the build with the list of what is wrong in the VITE_ variables.
  parseWebEnv(loadEnv(mode, process.cwd(), 'VITE_'));
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
      outDir: 'dist',
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
        // One chunk for what every page needs (React, the router, TanStack Query, the app shell
        // and its helpers) instead of a score of small shared chunks, and a few named groups:
        // fewer requests and better compression on the first visit.
        output: { codeSplitting: { groups: chunkGroups() } },
      },
    },
  };
});
