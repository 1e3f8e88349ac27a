import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository speaks for itself (docs/architecture.md): a path a comment or a doc names from
 * the repository's root (`functions/src/bookings/stripe-events.ts`, `docs/pricing.md`) exists, so
 * a reader who follows it finds the file. A moved or deleted file takes its mentions with it.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TOP = ['functions', 'web', 'shared', 'scripts', 'infra', 'docs'];
const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', 'cdk.out', '.git', 'coverage', 'public']);
/** A record of measurements as they were taken: it names the files of its day. */
const HISTORIES = new Set(['docs/performance-log.md']);
const TEXT = /\.(ts|tsx|mjs|md)$/;
const MENTION = new RegExp(
  `(?<![\\w./@-])(?:${TOP.join('|')})/[\\w./-]+\\.(?:ts|tsx|md|json|mjs|css|html)\\b`,
  'g',
);

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

/**
 * Words that point to documents the repository does not hold: the product spec and the
 * architecture page the project started from, and the issues that asked for the code. The rule
 * a comment relies on is stated here, in docs/product.md (cited as `product §N`) or docs/.
 */
const OUTSIDE = [/\bSPEC\b/, /\bARCHITECTURE\b/, /\bissues? #?\d+/i, /(^|[^./])\.\.\/shared\//];

const repositoryTexts = () => [
  ...TOP.flatMap((top) => [...textFiles(path.join(ROOT, top))]),
  path.join(ROOT, 'README.md'),
];
const relativeOf = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

describe('the repository', () => {
  it('points to no document outside itself', () => {
    const outside: string[] = [];
    for (const file of repositoryTexts()) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (OUTSIDE.some((word) => word.test(line))) {
            outside.push(`${relativeOf(file)}:${index + 1}: ${line.trim().slice(0, 100)}`);
          }
        });
    }
    expect(outside).toEqual([]);
  });

  it('names only files that exist', () => {
    const files = repositoryTexts();
    const dead: string[] = [];
    for (const file of files) {
      const relative = relativeOf(file);
      if (HISTORIES.has(relative)) continue;
      for (const [mention] of readFileSync(file, 'utf8').matchAll(MENTION)) {
        // A build's output (web/dist/index.html) exists once the build has run, not in a checkout.
        if (mention.split('/').some((part) => SKIP.has(part))) continue;
        if (!existsSync(path.join(ROOT, mention))) dead.push(`${relative}: ${mention}`);
      }
    }
    expect(files.length).toBeGreaterThan(500);
    expect(dead).toEqual([]);
  });
});
