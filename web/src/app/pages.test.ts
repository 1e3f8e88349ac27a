import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_PAGES } from '@catania/shared/config/pages';
import { expect, it } from 'vitest';

const PAGES = join(import.meta.dirname, '..', 'pages');

it('has a page module for every page the table of pages names, and for the 404 page', () => {
  const named = [
    ...Object.values(SITE_PAGES)
      .flat()
      .map((page) => page.page),
    'not-found',
  ];
  expect(named.filter((page) => !existsSync(join(PAGES, `${page}.tsx`)))).toEqual([]);
});
