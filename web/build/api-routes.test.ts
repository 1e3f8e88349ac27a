import { routes } from '@catania/shared/api/routes';
import { describe, expect, it } from 'vitest';
import { routePaths } from './api-routes';

describe('the routes the browser gets', () => {
  it("give public pages every route but the admin's, and the admin panel the admin's", () => {
    const publicRoutes = routePaths(false);
    const adminRoutes = routePaths(true);
    for (const [name, route] of Object.entries(routes)) {
      const table = route.access === 'admin' ? adminRoutes : publicRoutes;
      expect(table[name]).toEqual({ method: route.method, path: route.path });
    }
    expect(Object.keys(publicRoutes).length + Object.keys(adminRoutes).length).toBe(
      Object.keys(routes).length,
    );
  });
});
