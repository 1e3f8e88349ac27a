import { describe, expect, it } from 'vitest';
import { graphOf } from './graph-fixture';
import { climbsTo, groupModules, publicModules, reachedFrom } from './module-graph';

const graph = graphOf({
  main: { imports: ['layout'], lazy: ['home', 'admin-page'] },
  layout: { imports: ['button'] },
  home: { imports: ['card', 'icon'] },
  'admin-page': { imports: ['admin-table', 'icon'] },
  'admin-table': { imports: ['table-helper'] },
  card: { imports: ['button', 'form-lib'] },
  icon: {},
  // A cycle: the route table imports the page that imports it back.
  routes: { imports: ['cyclic-page'] },
  'cyclic-page': { imports: ['routes'] },
});
const isAdmin = (id: string) => id.startsWith('admin');

describe('publicModules', () => {
  const isPublic = publicModules(isAdmin);
  it('counts a module reached from the entry outside the admin area as public', () => {
    expect(isPublic('icon', graph)).toBe(true);
    expect(isPublic('button', graph)).toBe(true);
  });
  it("counts what only the admin area imports as the admin's", () => {
    expect(isPublic('table-helper', graph)).toBe(false);
    expect(isPublic('admin-table', graph)).toBe(false);
  });
});

describe('climbsTo', () => {
  it('ends in a cycle that reaches no goal', () => {
    const up = (info: ReturnType<typeof graph.getModuleInfo>) => info?.importers ?? [];
    expect(climbsTo('cyclic-page', graph, up, (id) => id === 'main')).toBe(false);
    expect(climbsTo('cyclic-page', graph, up, (id) => id === 'routes')).toBe(true);
  });
});

describe('reachedFrom', () => {
  it('follows static imports only, through any chain', () => {
    const fromHome = reachedFrom((id) => id === 'home');
    expect(fromHome('button', graph)).toBe(true);
    expect(fromHome('home', graph)).toBe(true);
    expect(fromHome('layout', graph)).toBe(false);
    // `main` loads the home lazily: what only `main` imports is not the home's.
    expect(reachedFrom((id) => id === 'main')('home', graph)).toBe(false);
  });
});

describe('groupModules', () => {
  const fits = groupModules(
    publicModules(isAdmin),
    (id) => id !== 'form-lib',
    (id) => id === 'button' || id === 'layout',
  );
  it('takes a public module whose imports are in the shell or fit', () => {
    expect(fits('icon', graph)).toBe(true);
  });
  it('never takes a module that would drag in one it may not take', () => {
    expect(fits('card', graph)).toBe(false);
  });
  it('never takes a lazily loaded module (its facade would be a file of its own)', () => {
    expect(fits('home', graph)).toBe(false);
  });
  it("never takes the admin area's modules", () => {
    expect(fits('table-helper', graph)).toBe(false);
  });
});
