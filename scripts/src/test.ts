import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './local/chromium';
import { ensureJava } from './local/java';
import { REPO_ROOT } from './local/stack';

/**
 * `npm test`: every check the project has, in order: typecheck, lint, unit and integration tests
 * (vitest, against DynamoDB Local and the emulators it starts itself), CDK assertions, the web
 * build and the browser tests. Every step runs even when an earlier one fails, so one run shows
 * everything that is wrong; the exit code is non-zero when anything failed.
 */
const reports = mkdtempSync(join(tmpdir(), 'catania-test-'));
const failures: string[] = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n━━ ${name} ━━ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    // The AWS SDK's notice that it will need Node 22 is noise here: the Lambdas run on Node 22.
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
  });
  const ok = result.status === 0;
  if (!ok) failures.push(name);
  return ok;
}

/** Adds a vitest JSON report's totals. */
function countVitest(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

/** Adds a Playwright JSON report's totals. */
function countPlaywright(file: string) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  counts.failed += stats?.unexpected ?? 0;
  counts.skipped += stats?.skipped ?? 0;
}

ensureJava();
ensureChromium();

step('typecheck', 'npm', ['run', 'typecheck']);
step('lint', 'npx', ['biome', 'ci', '.']);

const vitestReport = join(reports, 'vitest.json');
step('unit and integration tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
countVitest(vitestReport);

// Dates and calendar imports must come out the same whatever the machine's time zone: the tests
// that could tell run again under two other zones, without the integration services.
for (const tz of ['America/Chicago', 'Pacific/Auckland']) {
  const report = join(reports, `vitest-${tz.replace('/', '-')}.json`);
  step(
    `time-zone tests (${tz})`,
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'vitest.time-zones.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { TZ: tz },
  );
  countVitest(report);
}

if (existsSync(join(REPO_ROOT, 'web', 'playwright.config.ts'))) {
  // With a measurement id, so the browser tests see analytics load after consent under the CSP
  // (its requests are answered by a stand-in: web/e2e/helpers.ts).
  if (
    step('web build', 'npm', ['run', 'build', '-w', 'web'], {
      VITE_GA_MEASUREMENT_ID: 'G-E2ETEST0',
    })
  ) {
    const playwrightReport = join(reports, 'playwright.json');
    step(
      'browser tests',
      'npx',
      ['playwright', 'test', '-c', 'web/playwright.config.ts', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      },
    );
    countPlaywright(playwrightReport);
  }
}

console.log('');
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`Total: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
