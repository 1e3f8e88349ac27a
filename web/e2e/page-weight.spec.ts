import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './helpers';

/**
 * What a guest's phone fetches on a first visit to the home (issue 15): every script from the
 * navigation until the network is idle, through the production edge, counted as it travels
 * (compressed). The bench prints the same figures for every page (scripts/src/bench/page-weight.ts).
 */
const GOALS = { files: 10, kb: 120 };

/** The built files that hold admin code, from the build's chunk report (vite.config.ts). */
function adminFiles(): Set<string> {
  const report = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../dist/.vite/chunks.json'), 'utf8'),
  ) as { file: string; modules: { id: string }[] }[];
  return new Set(
    report
      .filter((chunk) => chunk.modules.some((m) => /features\/admin|pages\/admin/.test(m.id)))
      .map((chunk) => `/${chunk.file}`),
  );
}

test('the home fetches at most 10 scripts and 120 KB of them on a phone, and no admin code', {
  tag: '@phone-only',
}, async ({ page }) => {
  const scripts: Promise<{ path: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      request.sizes().then((sizes) => ({
        path: new URL(request.url()).pathname,
        bytes: sizes.responseBodySize,
      })),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const fetched = await Promise.all(scripts);
  const kb = fetched.reduce((total, s) => total + s.bytes, 0) / 1024;
  const listing = fetched.map((s) => `${s.path} ${(s.bytes / 1024).toFixed(1)} KB`).join('\n');

  expect(fetched.length, listing).toBeGreaterThan(0);
  expect(fetched.length, listing).toBeLessThanOrEqual(GOALS.files);
  expect(kb, listing).toBeLessThanOrEqual(GOALS.kb);
  const admin = adminFiles();
  expect(admin.size, 'the chunk report names the admin chunks').toBeGreaterThan(0);
  expect(fetched.filter((s) => admin.has(s.path))).toEqual([]);
});
