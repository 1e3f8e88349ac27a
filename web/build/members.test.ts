import { describe, expect, it } from 'vitest';
import { locate, memberOf } from './members';

const ROOT = '/repo';
const pkg = (path: string) => `/repo/node_modules/${path}`;

describe('memberOf', () => {
  it('takes a package by its whole name, not a package whose name starts the same', () => {
    const react = memberOf({ packages: ['react'] }, ROOT);
    expect(react(pkg('react/index.js'))).toBe(true);
    expect(react(pkg('react-dom/client.js'))).toBe(false);
  });

  it('takes every package a `*` entry starts, and a scope with `@scope/*`', () => {
    const members = memberOf({ packages: ['react-remove-scroll*', '@tanstack/*'] }, ROOT);
    expect(members(pkg('react-remove-scroll-bar/dist/index.js'))).toBe(true);
    expect(members(pkg('react-remove-scroll/dist/index.js'))).toBe(true);
    expect(members(pkg('@tanstack/query-core/build/modern/query.js'))).toBe(true);
    expect(members(pkg('@radix-ui/react-dialog/dist/index.mjs'))).toBe(false);
  });

  it("takes a package's folder or single file when named so", () => {
    const members = memberOf(
      {
        packages: [
          'lucide-react/dist/esm/icons/',
          '@tanstack/react-query/build/modern/useMutation.js',
        ],
      },
      ROOT,
    );
    expect(members(pkg('lucide-react/dist/esm/icons/star.mjs'))).toBe(true);
    expect(members(pkg('lucide-react/dist/esm/createLucideIcon.mjs'))).toBe(false);
    expect(members(pkg('@tanstack/react-query/build/modern/useMutation.js'))).toBe(true);
    expect(members(pkg('@tanstack/react-query/build/modern/useMutationState.js'))).toBe(false);
  });

  it('reads a nested package by the innermost node_modules', () => {
    const tslib = memberOf({ packages: ['tslib'] }, ROOT);
    expect(tslib(pkg('some-lib/node_modules/tslib/tslib.es6.mjs'))).toBe(true);
    expect(tslib(pkg('tslib-extra/node_modules/other/index.js'))).toBe(false);
  });

  it('takes a source file by its exact path and a folder by what it holds', () => {
    const members = memberOf({ sources: ['web/src/lib/cn.ts', 'shared/src/config/'] }, ROOT);
    expect(members('/repo/web/src/lib/cn.ts')).toBe(true);
    expect(members('/repo/web/src/lib/cn.test.ts')).toBe(false);
    expect(members('/repo/shared/src/config/site.ts')).toBe(true);
    expect(members('/repo/shared/src/configuration.ts')).toBe(false);
  });

  it('does not take a source file through a package entry, nor the reverse', () => {
    const members = memberOf({ packages: ['web'], sources: ['react/'] }, ROOT);
    expect(members('/repo/web/src/main.tsx')).toBe(false);
    expect(members(pkg('react/index.js'))).toBe(false);
  });

  it('takes virtual and bundler modules by their id', () => {
    const members = memberOf({ ids: ['virtual:api-routes'] }, ROOT);
    expect(members('\0virtual:api-routes')).toBe(true);
    expect(members('\0virtual:admin-api-routes')).toBe(false);
  });
});

describe('locate', () => {
  it('tells a package path from a source path, and neither for what is outside', () => {
    expect(locate(pkg('zod/index.js'), ROOT)).toEqual({ packagePath: 'zod/index.js' });
    expect(locate('/repo/web/src/lib/zod.ts', ROOT)).toEqual({ source: 'web/src/lib/zod.ts' });
    expect(locate('/elsewhere/file.ts', ROOT)).toEqual({});
  });
});
