import { SITE_PAGES } from '@catania/shared/config/pages';
import { type ComponentType, lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

/**
 * The owner's panel: an app within the site, which moves between its screens in the page (the
 * calendars screen and back) with its own router. A chunk of its own, loaded for the admin's
 * paths only (routes.tsx), so neither the router nor the panel's table of pages weighs on a
 * public page.
 */
const adminPages = import.meta.glob<{ default: ComponentType }>('../pages/admin*.tsx');

const screens = SITE_PAGES.admin.map(({ path, page }) => {
  const load = adminPages[`../pages/${page}.tsx`];
  if (!load) throw new Error(`no admin page ${page}`);
  return { path, Screen: lazy(load) };
});

export function AdminApp() {
  return (
    <BrowserRouter>
      <Routes>
        {screens.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
      </Routes>
    </BrowserRouter>
  );
}
