// A relative path: Vite loads its config with Node, which cannot import the workspace's .ts exports.

import type { Plugin } from 'vite';
import { routes } from '../../shared/src/api/routes';

/** Each route's method and path, of the admin's routes or of the others. */
export function routePaths(admin: boolean): Record<string, { method: string; path: string }> {
  return Object.fromEntries(
    Object.entries(routes)
      .filter(([, route]) => (route.access === 'admin') === admin)
      .map(([name, route]) => [name, { method: route.method, path: route.path }]),
  );
}

/**
 * `virtual:api-routes` and `virtual:admin-api-routes`: each API route's method and path from the
 * shared route table, resolved at build time so the browser gets the paths without the zod schemas
 * the table also carries. The admin's routes come apart, with the admin panel's client
 * (features/admin/api.ts): their paths were 0.65 KB gzip of every public page.
 */
export function apiRoutes(): Plugin {
  const modules: Record<string, () => string> = {
    'virtual:api-routes': () => `export const apiRoutes = ${JSON.stringify(routePaths(false))};`,
    'virtual:admin-api-routes': () =>
      `export const adminApiRoutes = ${JSON.stringify(routePaths(true))};`,
  };
  return {
    name: 'api-routes',
    resolveId: (source) => (source in modules ? `\0${source}` : undefined),
    load: (source) => (source.startsWith('\0') ? modules[source.slice(1)]?.() : undefined),
  };
}
