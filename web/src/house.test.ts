import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app's rules of the house that a reader cannot see from one file (docs/architecture.md):
 * no module imports itself back through others, and features stand on their own.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));

const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({
    file: file.split(path.sep).join('/'),
    text: readFileSync(path.join(SRC, file), 'utf8'),
  }));

/** A relative specifier as the file it names under web/src (`./x` may be x.ts, x.tsx or x/index). */
function resolveModule(from: string, specifier: string): string {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  // A file, never a folder: `./catalogues` names catalogues/index.ts, not the folder itself.
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return (
    candidates.find((file) =>
      statSync(path.join(SRC, file), { throwIfNoEntry: false })?.isFile(),
    ) ?? base
  );
}

/**
 * The modules a file loads with it: its static imports and re-exports, values and types alike
 * (`import type` erases at build time but still ties the modules together for a reader). A
 * dynamic `import()` is a lazy edge by design (a page's chunk), not part of a cycle.
 */
function staticImportsOf(file: string, text: string): string[] {
  return [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s*'(\.[^']+)'/gm)].map((m) =>
    resolveModule(file, m[1] ?? ''),
  );
}

const graph = new Map(sources.map(({ file, text }) => [file, staticImportsOf(file, text)]));

/** Each cycle once, as the files around it, found by a depth-first walk of the graph. */
function cyclesOf(edges: Map<string, string[]>): string[] {
  const cycles = new Set<string>();
  const done = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) {
      const ring = trail.slice(at);
      // One name per cycle, whichever file the walk entered it by.
      const start = ring.indexOf([...ring].sort()[0] ?? '');
      cycles.add([...ring.slice(start), ...ring.slice(0, start), ring[start]].join(' -> '));
      return;
    }
    if (done.has(file)) return;
    for (const next of edges.get(file) ?? []) walk(next, [...trail, file]);
    done.add(file);
  };
  for (const file of edges.keys()) walk(file, []);
  return [...cycles].sort();
}

/** The feature a file belongs to (`features/<feature>/...`), if any. */
const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1];

describe('the web house', () => {
  it('has no import cycle', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('keeps features apart: a feature imports no other feature', () => {
    const crossings = new Set<string>();
    for (const [file, targets] of graph) {
      const from = featureOf(file);
      for (const target of targets) {
        const to = featureOf(target);
        if (from && to && from !== to) crossings.add(`${from} -> ${to}`);
      }
    }
    // What two features share lives in a module of its own (components/, queries/, stay/, lib/);
    // a page composes features (pages/).
    expect([...crossings].sort()).toEqual([]);
  });

  it('sees the imports it checks', () => {
    // Guards the rules above against a parser that silently finds nothing.
    expect(graph.get('main.tsx')?.length ?? 0).toBeGreaterThan(0);
    // Pages import features: the crossing rule sees feature files among the targets.
    expect(graph.get('pages/apartment.tsx')?.some((target) => featureOf(target))).toBe(true);
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', ['a']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual(['a -> b -> a']);
  });
});
