import { fork, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { bundleReport, recordMemory } from './bench/bundle-report';
import { formatReport } from './bench/bundle-report-format';
import { appendHistory, BENCH_HISTORY, javascriptOf, mainThreadOf } from './bench/history';
import { benchIcalImport, formatIcalBench } from './bench/ical';
import {
  LIGHTHOUSE_TARGETS,
  type LighthouseResult,
  lighthouseLine,
  runLighthouse,
} from './bench/lighthouse';
import { LOAD, MIN_P99_SAMPLES } from './bench/load';
import {
  formatMainThread,
  MAIN_THREAD_GOALS,
  type MainThreadSummary,
  measureMainThread,
} from './bench/main-thread';
import { formatPageWeights, measurePageWeights, type PageWeight } from './bench/page-weight';
import { benchCreatePaymentLink, benchWebhookToMail, type LatencySummary } from './bench/payments';
import { benchReadApi } from './bench/read-api';
import { BUNDLE_BUDGET_KB, formatRoutes, measureHomeBundle, measureRoutes } from './bench/web';
import { ensureJava } from './local/java';

/**
 * `npm run bench`: starts the stack with a realistic data set in a child process and prints the
 * figures the issues ask for. Timing goals live here, never in the tests.
 * `npm run bench -- --web`: the web figures alone (bundle, routes, page weights, Lighthouse).
 * `npm run bench -- --record`: also records the memory each function gets from this run's cold
 * imports (infra/src/function-memory.json, as
 * `npx tsx scripts/src/bench/bundle-report.ts --record`).
 */
const webOnly = process.argv.includes('--web');
ensureJava();
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

// The web figures are measured on the production build, as the site ships.
if (process.env.SKIP_WEB_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

interface Ready {
  type: 'ready';
  url: string;
  dynamoEndpoint: string;
  sesUrl: string;
  stripeUrl: string;
  tableName: string;
  items: number;
}

const child = fork(new URL('./bench/bench-server.ts', import.meta.url).pathname, [], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const ready = await new Promise<Ready>((resolve, reject) => {
  child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  child.on('message', (message: { type: string }) => {
    if (message.type === 'ready') resolve(message as Ready);
  });
});
const countDynamoRequests = () =>
  new Promise<number>((resolve) => {
    const onMessage = (message: { type: string; value?: number }) => {
      if (message.type !== 'count') return;
      child.off('message', onMessage);
      resolve(message.value ?? 0);
    };
    child.on('message', onMessage);
    child.send({ type: 'count' });
  });

/** Every figure also goes to a JSON file, so two runs can be compared. */
const BENCH_JSON = process.env.BENCH_JSON ?? 'bench-results.json';
const figures: Record<string, unknown> = {
  measuredAt: new Date().toISOString(),
  loadAverageAtStart: loadavg()[0],
};

const ms = (value: number) => `${value.toFixed(1)} ms`;
const pad = (value: string, width: number) => value.padEnd(width);

try {
  if (!webOnly) await benchServer();
  await benchWeb();
} finally {
  child.send({ type: 'stop' });
}

async function benchServer() {
  console.log(
    `\nData set: ${ready.items} items (two years of bookings, imported blocks and pricing rules for four apartments)`,
  );
  console.log(
    `Load: ${LOAD.connections} concurrent connections, ${LOAD.durationSeconds} s per measurement (load average now ${(loadavg()[0] ?? 0).toFixed(1)})\n`,
  );
  const rows = await benchReadApi({ ...ready, countDynamoRequests });
  figures.readApi = rows;
  const header = [
    '',
    'req/s',
    'p50',
    'tail',
    'samples',
    'errors',
    'DynamoDB/call',
    'vs floor',
    'load',
  ];
  const widths = [34, 8, 10, 16, 9, 8, 15, 10, 6];
  console.log(header.map((h, i) => pad(h, widths[i] as number)).join(''));
  for (const row of rows) {
    const line = (label: string, f: typeof row.endpoint, extra: string[]) =>
      [
        label,
        f.requestsPerSecond.toFixed(0),
        ms(f.p50),
        `${f.tail.label} ${ms(f.tail.ms)}`,
        String(f.samples),
        String(f.errors),
        ...extra,
        f.loadAverage.toFixed(1),
      ]
        .map((cell, i) => pad(cell, widths[i] as number))
        .join('');
    console.log(
      line(row.name, row.endpoint, [
        String(row.dynamoRequestsPerCall),
        `${(row.endpoint.tail.ms / Math.max(row.floor.tail.ms, 0.001)).toFixed(2)}x`,
      ]),
    );
    console.log(line('  floor: raw DynamoDB Local', row.floor, ['', '']));
  }
  console.log(
    `\nEndpoint and floor interleaved (${LOAD.slices} alternating slices each); the tail is the p99 with at least ${MIN_P99_SAMPLES} samples, else the max. Targets: each endpoint's tail within 3x of its floor's; availability at most one query per apartment.`,
  );

  console.log('\n━━ Payments ━━');
  const latency = (s: LatencySummary) =>
    `p50 ${ms(s.p50Ms)}, ${s.samples >= MIN_P99_SAMPLES ? `p99 ${ms(s.p99Ms)}` : `max ${ms(s.maxMs)}`} over ${s.samples} samples (load ${(loadavg()[0] ?? 0).toFixed(1)})`;
  const checkout = await benchCreatePaymentLink(ready.url, { concurrency: 20, requests: 200 });
  console.log(
    `POST /api/create-payment-link, ${checkout.concurrency} concurrent guests on distinct dates: ${latency(checkout)}; ${checkout.requestsPerSecond.toFixed(0)} req/s, ${checkout.ok} held, ${checkout.conflicts} conflicts, ${checkout.errors} errors`,
  );
  const mail = await benchWebhookToMail(ready.url, {
    sesUrl: ready.sesUrl,
    stripeUrl: ready.stripeUrl,
  });
  console.log(`Webhook sent -> guest mail in the SES emulator: ${latency(mail)}`);

  console.log('\n━━ Calendars ━━');
  // In the bench server's DynamoDB Local, whose JVM the read API has warmed, rather than in a
  // second JVM starting on the same two cores.
  const ical = await benchIcalImport({ dynamoEndpoint: ready.dynamoEndpoint });
  figures.ical = ical;
  console.log(formatIcalBench(ical));
}

async function benchWeb() {
  console.log('\n━━ Web ━━');
  const bundle = measureHomeBundle();
  console.log(
    `JavaScript of the entry: ${bundle.initial.gzipKb.toFixed(1)} KB gzip in ${bundle.initial.files.length} files (target ${BUNDLE_BUDGET_KB} KB); all that / asks for before running code (the home page's and the layout's chunks too) ${bundle.homeRoute.gzipKb.toFixed(1)} KB gzip in ${bundle.homeRoute.files.length} files; admin chunks loaded: ${bundle.adminChunks.length === 0 ? 'none' : bundle.adminChunks.join(', ')}`,
  );
  console.log(
    `Routes through the production edge (status, bytes on the wire / of the page, title):\n${formatRoutes(await measureRoutes(ready.url))}`,
  );
  console.log('\nWhat Chromium fetches per page (through the edge):');
  const pageWeights = await measurePageWeights(ready.url);
  figures.pageWeights = pageWeights;
  console.log(formatPageWeights(pageWeights));
  const t = LIGHTHOUSE_TARGETS;
  console.log(
    `Lighthouse (mobile, through the production edge); targets: performance >= ${t.performance}, accessibility/best practices/SEO ${t.accessibility}, CLS <= ${t.cls}`,
  );
  const lighthouse = await runLighthouse(ready.url);
  figures.lighthouse = lighthouse;
  for (const r of lighthouse) console.log(`  ${lighthouseLine(r)}`);
  console.log(
    `\nThe home's main thread while it loads (Chromium trace, phone, CPU slowed 4x; goal: no task over ${MAIN_THREAD_GOALS.longestTaskMs} ms, blocking at most ${MAIN_THREAD_GOALS.blockingMs} ms):`,
  );
  const mainThread = await measureMainThread(ready.url, '/');
  figures.mainThread = mainThread;
  console.log(formatMainThread(mainThread));
}

/** The run's web figures, appended to the committed history (scripts/bench-history.jsonl). */
function recordHistory() {
  appendHistory({
    measuredAt: figures.measuredAt as string,
    kind: webOnly ? 'web' : 'full',
    loadAverageAtStart: figures.loadAverageAtStart as number,
    lighthouse: figures.lighthouse as LighthouseResult[],
    javascript: javascriptOf(figures.pageWeights as PageWeight[]),
    mainThread: mainThreadOf(figures.mainThread as MainThreadSummary),
  });
  console.log(
    `History: one line appended to ${BENCH_HISTORY} (commit it with the change it measures)`,
  );
}

if (webOnly) {
  writeFileSync(BENCH_JSON, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`\nFigures written to ${BENCH_JSON}`);
  recordHistory();
  await new Promise((done) => child.once('exit', done));
  process.exit(0);
}

console.log('\n━━ Lambda bundles (esbuild, minified, as the CDK app builds them) ━━');
const bundles = await bundleReport();
figures.bundles = bundles;
console.log(formatReport(bundles));
if (process.argv.includes('--record')) {
  recordMemory(bundles);
  console.log('Memory per function recorded in infra/src/function-memory.json');
}

writeFileSync(BENCH_JSON, `${JSON.stringify(figures, null, 2)}\n`);
console.log(`\nFigures written to ${BENCH_JSON}`);
recordHistory();
