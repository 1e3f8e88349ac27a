import type { ComponentType } from 'react';

/**
 * The admin's page modules by name (`src/pages/admin*.tsx`): a chunk of its own, which the route
 * table (routes.tsx) loads before an admin page, so that the table of their files and of what
 * they import is not carried by every public page.
 */
const adminPages = import.meta.glob<{ default: ComponentType }>('../pages/admin*.tsx');

export function loadAdminPage(page: string): Promise<{ default: ComponentType }> {
  const load = adminPages[`../pages/${page}.tsx`];
  if (!load) throw new Error(`no admin page ${page}`);
  return load();
}
