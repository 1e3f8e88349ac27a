import { describe, expect, it } from 'vitest';
import { type ChunkGroup, chunkGroups } from './chunk-groups';
import { graphOf } from './graph-fixture';
import type { ModuleGraph } from './module-graph';

/**
 * The groups as Rolldown applies them: the group of highest priority that names a module takes it
 * (here without the share counts and sizes, which Rolldown checks on the real build).
 */
function chunkOf(groups: ChunkGroup[], id: string, graph: ModuleGraph): string | null {
  for (const group of [...groups].sort((a, b) => b.priority - a.priority)) {
    if (typeof group.name === 'string') {
      if (group.test?.(id)) return group.name;
    } else {
      const name = group.name(id, graph);
      if (name) return name;
    }
  }
  return null;
}

const src = (path: string) => `/repo/web/src/${path}`;
const pkg = (path: string) => `/repo/node_modules/${path}`;

const ids = {
  main: src('main.tsx'),
  routes: src('app/routes.tsx'),
  react: pkg('react/index.js'),
  query: pkg('@tanstack/query-core/build/modern/queryClient.js'),
  useMutation: pkg('@tanstack/react-query/build/modern/useMutation.js'),
  home: src('pages/home.tsx'),
  booking: src('pages/booking.tsx'),
  apartment: src('pages/apartment.tsx'),
  admin: src('pages/admin.tsx'),
  card: src('features/apartments/card.tsx'),
  calendar: src('features/availability/calendar.tsx'),
  adminTable: src('features/admin/table.tsx'),
  sharedHelper: src('lib/format.ts'),
  zod: pkg('zod/index.js'),
  form: pkg('react-hook-form/dist/index.esm.mjs'),
  dialog: pkg('@radix-ui/react-dialog/dist/index.mjs'),
  tabs: pkg('@radix-ui/react-tabs/dist/index.mjs'),
};

const graph = graphOf({
  [ids.main]: { imports: [ids.routes, ids.react, ids.query] },
  [ids.routes]: { lazy: [ids.home, ids.booking, ids.apartment, ids.admin] },
  [ids.home]: { imports: [ids.card, ids.useMutation] },
  [ids.booking]: { imports: [ids.card, ids.calendar, ids.zod, ids.form, ids.dialog] },
  [ids.apartment]: { imports: [ids.card, ids.calendar, ids.tabs] },
  [ids.admin]: { imports: [ids.adminTable, ids.zod] },
  [ids.card]: { imports: [ids.sharedHelper] },
  [ids.adminTable]: { imports: [ids.sharedHelper] },
});

describe('chunkGroups', () => {
  const groups = chunkGroups('/repo');
  const chunk = (id: string) => chunkOf(groups, id, graph);

  it("puts what every page needs in `shell`, TanStack Query's mutations apart", () => {
    expect(chunk(ids.react)).toBe('shell');
    expect(chunk(ids.routes)).toBe('shell');
    expect(chunk(ids.query)).toBe('shell');
    expect(chunk(ids.useMutation)).toBe('mutations');
  });

  it("puts what the home's first load shares in `site`, what the booking pages share in `stay`", () => {
    expect(chunk(ids.card)).toBe('site');
    expect(chunk(ids.sharedHelper)).toBe('site');
    expect(chunk(ids.calendar)).toBe('stay');
  });

  it('gives the libraries their own chunks', () => {
    expect(chunk(ids.zod)).toBe('validation');
    expect(chunk(ids.form)).toBe('forms');
    expect(chunk(ids.dialog)).toBe('overlays');
    expect(chunk(ids.tabs)).toBe('radix');
  });

  it("leaves each page's own code, and the admin area's, to Rolldown", () => {
    expect(chunk(ids.home)).toBeNull();
    expect(chunk(ids.adminTable)).toBeNull();
  });
});
