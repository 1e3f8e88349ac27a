import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The rules of the house that a reader cannot see from one file (docs/architecture.md). */
const SRC = path.dirname(fileURLToPath(import.meta.url));

const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({
    file: file.split(path.sep).join('/'),
    text: readFileSync(path.join(SRC, file), 'utf8'),
  }));

/** Every module a file imports (static, type-only or dynamic), as a path under functions/src. */
function importsOf(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map(
    (m) => m[1] ?? '',
  );
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
}

describe('the house', () => {
  it('keeps HTTP at the door: only the http kit and the handlers import from http/', () => {
    const leaks = sources
      .filter(({ file }) => !file.startsWith('http/') && !file.startsWith('handlers/'))
      .flatMap(({ file, text }) =>
        importsOf(file, text)
          .filter((target) => target.startsWith('http/'))
          .map((target) => `${file} imports ${target}`),
      );
    expect(leaks).toEqual([]);
  });

  it('has one owner of the night ledger: night items are keyed only in availability/night-ledger/', () => {
    const owners = sources
      .filter(({ text }) => /keys\.(night|block|nightRange)\(|'NIGHT#/.test(text))
      .map(({ file }) => file)
      .filter((file) => file !== 'lib/keys.ts');
    expect(owners.length).toBeGreaterThan(0);
    expect(owners.filter((file) => !file.startsWith('availability/night-ledger/'))).toEqual([]);
  });

  it('has no cycle between its folders', () => {
    const folderOf = (file: string) => file.split('/')[0] ?? '';
    const edges = new Map<string, Set<string>>();
    for (const { file, text } of sources) {
      for (const target of importsOf(file, text)) {
        if (folderOf(target) === folderOf(file)) continue;
        edges.set(folderOf(file), (edges.get(folderOf(file)) ?? new Set()).add(folderOf(target)));
      }
    }
    const cycles: string[] = [];
    const visit = (folder: string, path: string[]) => {
      if (path.includes(folder)) {
        cycles.push([...path.slice(path.indexOf(folder)), folder].join(' -> '));
        return;
      }
      for (const next of edges.get(folder) ?? []) visit(next, [...path, folder]);
    };
    for (const folder of edges.keys()) visit(folder, []);
    expect(cycles).toEqual([]);
  });

  it('sees the imports it checks', () => {
    // Guards the two rules above against a parser that silently finds nothing.
    const handler = sources.find(({ file }) => file === 'handlers/get-apartment.ts');
    expect(importsOf(handler?.file ?? '', handler?.text ?? '')).toContain('http/handler');
  });
});
