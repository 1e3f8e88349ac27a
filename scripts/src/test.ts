import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './local/chromium';
import { ensureJava } from './local/java';
import { runSteps, type Step, typecheckSteps } from './steps';

/**
 * `npm test`: every check the project has: typecheck, lint and the web build side by side (each
 * is mostly one core's work), then the unit and integration tests (vitest, against DynamoDB Local
 * and the emulators it starts itself; CDK assertions and the time-zone runs among them), then the
 * browser tests. Every step runs even when an earlier one fails, so one run shows everything that
 * is wrong; the exit code is non-zero when anything failed.
 */
const reports = mkdtempSync(join(tmpdir(), 'catania-test-'));
const failures: string[] = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
/** The failed tests, named again at the very end: CI keeps only the tail of a long run's output. */
const failedTests: string[] = [];

/** A failure's first line, enough to tell a timeout from a wrong value. */
const firstLine = (message: string | undefined) =>
  stripVTControlCharacters(message ?? '')
    .trim()
    .split('\n')[0]
    ?.slice(0, 300) ?? '';

/** Runs the steps side by side; true when all of them passed. */
async function run(...steps: Step[]): Promise<boolean> {
  const results = await runSteps(steps);
  for (const result of results) if (!result.ok) failures.push(result.name);
  return results.every((result) => result.ok);
}

/** Adds a vitest JSON report's totals. */
function countVitest(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const path = String(file.name).replace(`${process.cwd()}/`, '');
    // A file that fails before its tests run (an import error, a hook) has no failed assertion.
    if (file.status === 'failed' && !file.assertionResults?.some(isFailed)) {
      failedTests.push(`${path}: ${firstLine(file.message)}`);
    }
    for (const test of (file.assertionResults ?? []).filter(isFailed)) {
      failedTests.push(`${path} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}

const isFailed = (test: { status: string }) => test.status === 'failed';

interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: PlaywrightTest[] }[];
}
interface PlaywrightTest {
  projectName: string;
  status: string;
  results: { error?: { message?: string } }[];
}

/** Names the Playwright tests that failed every attempt. */
function collectPlaywrightFailures(suite: PlaywrightSuite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests.filter((t) => t.status === 'unexpected')) {
      const error = test.results.at(-1)?.error?.message;
      failedTests.push(
        `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`,
      );
    }
  }
  for (const child of suite.suites ?? []) collectPlaywrightFailures(child);
}

/** Adds a Playwright JSON report's totals. */
function countPlaywright(file: string) {
  if (!existsSync(file)) return;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  counts.failed += stats?.unexpected ?? 0;
  counts.skipped += stats?.skipped ?? 0;
  for (const suite of suites ?? []) collectPlaywrightFailures(suite);
}

ensureJava();
ensureChromium();

// With a measurement id, so the browser tests see analytics load after consent under the CSP
// (its requests are answered by a stand-in: web/e2e/helpers.ts).
const webBuild: Step = {
  name: 'web build',
  command: 'npm',
  args: ['run', 'build', '-w', 'web'],
  env: { VITE_GA_MEASUREMENT_ID: 'G-E2ETEST0' },
};
const lint: Step = { name: 'lint', command: 'npx', args: ['biome', 'ci', '.'] };
await run(...typecheckSteps, lint, webBuild);
const webBuilt = !failures.includes(webBuild.name);

/**
 * Vitest: unit, integration and CDK assertion tests, and the tests that could tell the machine's
 * time zone once more under two other zones (projects of the same run: vitest.time-zones.ts).
 */
async function unitTests() {
  const vitestReport = join(reports, 'vitest.json');
  await run({
    name: 'unit and integration tests',
    command: 'npx',
    args: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ],
  });
  countVitest(vitestReport);
}

/** Playwright against the web build, through the local stack and the production edge. */
async function browserTests() {
  if (!webBuilt) return;
  const playwrightReport = join(reports, 'playwright.json');
  await run({
    name: 'browser tests',
    command: 'npx',
    args: ['playwright', 'test', '-c', 'web/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    output: 'live',
  });
  countPlaywright(playwrightReport);
}

// One after the other: side by side on this 2-core machine each took four times as long, and
// timing-sensitive browser tests (the hero's rotation, a 10 MB feed read in time) failed.
await unitTests();
await browserTests();

const elapsed = Math.round(performance.now() / 1000);
console.log(`\nnpm test took ${Math.floor(elapsed / 60)} min ${elapsed % 60} s`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
if (failedTests.length > 0)
  console.log(`Failed tests:\n${failedTests.map((t) => `  ✘ ${t}`).join('\n')}`);
console.log(`Total: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
