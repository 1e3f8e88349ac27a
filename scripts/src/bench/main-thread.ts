import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../local/chromium';
import { VIEWPORTS } from './page-weight';

/**
 * What keeps a page's main thread busy while it loads: a Chromium trace of the load on a phone,
 * the CPU really slowed down 4x (DevTools' throttling, as Lighthouse's mobile preset assumes),
 * its long tasks (over 50 ms) listed with what ran in them: the script files by sampled CPU time
 * and the kinds of work (script evaluation, style and layout, timers...). Lighthouse gives the
 * total blocking time; this says where it comes from, so a change can be aimed and its effect
 * read task by task. Its blocking figure is Lighthouse's definition (each task beyond 50 ms) over
 * the whole load and five seconds after: a real slowdown is harsher than Lighthouse's simulated
 * one, and the two figures are not comparable; compare runs of this tool with each other.
 */

/** A trace event as Chromium writes it (the fields read here). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    beginData?: { url?: string };
    data?: {
      url?: string;
      type?: string;
      startTime?: number;
      cpuProfile?: {
        nodes?: { id: number; callFrame: { functionName: string; url?: string } }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

export interface LongTask {
  /** From the first task of the page's main thread. */
  startMs: number;
  durationMs: number;
  /** Script files by sampled CPU time in the task, largest first ('(browser)' for native work). */
  files: { file: string; ms: number }[];
  /** The kinds of work in the task by time, largest first. */
  work: { kind: string; ms: number }[];
}

export interface MainThreadLoad {
  /** All main-thread task time until the trace stopped. */
  busyMs: number;
  /** Lighthouse's measure: the part of each task beyond 50 ms, summed. */
  blockingMs: number;
  longTasks: LongTask[];
}

const LONG_TASK_MS = 50;

/** The home's goals under a 4x slower CPU: Lighthouse's blocking time, and no task over 100 ms. */
export const MAIN_THREAD_GOALS = { blockingMs: 200, longestTaskMs: 100 };

/** The trace's events grouped as work of one kind (the top-level events inside a task). */
const WORK_KINDS: Record<string, string> = {
  EvaluateScript: 'script evaluation',
  'v8.evaluateModule': 'script evaluation',
  'v8.compile': 'script compile',
  'v8.compileModule': 'script compile',
  FunctionCall: 'script (callback)',
  TimerFire: 'script (timer)',
  FireAnimationFrame: 'script (animation frame)',
  EventDispatch: 'script (event)',
  RunMicrotasks: 'script (promise)',
  ParseHTML: 'HTML parse',
  ParseAuthorStyleSheet: 'CSS parse',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
};

const round = (ms: number) => Math.round(ms * 10) / 10;
const threadOf = (event: TraceEvent) => `${event.pid}:${event.tid}`;
const fileOf = (url: string | undefined) => (url ? (url.split('/').pop() ?? url) : '(browser)');

/** Sums `ms` by `key`, largest first, dropping what is under 0.5 ms. */
function ranked<K extends string>(entries: [string, number][], key: K) {
  const sums = new Map<string, number>();
  for (const [name, ms] of entries) sums.set(name, (sums.get(name) ?? 0) + ms);
  return [...sums]
    .filter(([, ms]) => ms >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => ({ [key]: name, ms: round(ms) }) as Record<K, string> & { ms: number });
}

/** The CPU profile's samples of one thread: the time each was taken and the file running then. */
function samplesOf(events: TraceEvent[], thread: string): { ts: number; file: string }[] {
  const profile = events.find((e) => e.name === 'Profile' && threadOf(e) === thread);
  if (!profile) return [];
  const files = new Map<number, string>();
  const samples: { ts: number; file: string }[] = [];
  let ts = profile.args?.data?.startTime ?? profile.ts;
  // The chunks come from the profiler's own thread, tied to the profile by its id.
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.pid !== profile.pid || chunk.id !== profile.id)
      continue;
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      const { functionName, url } = node.callFrame;
      // (program), (idle) and the collector are the browser's own work, not a script's.
      files.set(node.id, url ? fileOf(url) : functionName === '(idle)' ? '(idle)' : '(browser)');
    }
    const ids = data?.cpuProfile?.samples ?? [];
    ids.forEach((id, i) => {
      ts += data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts, file: files.get(id) ?? '(browser)' });
    });
  }
  return samples;
}

/**
 * The main thread of the renderer that loaded `pageUrl` (a trace also holds the browser's own
 * pages), its tasks, and what ran in the long ones.
 */
export function analyseTrace(events: TraceEvent[], pageUrl: string): MainThreadLoad {
  const names = new Map(
    events.filter((e) => e.name === 'thread_name').map((e) => [threadOf(e), e.args?.name]),
  );
  const thread = events.find(
    (e) =>
      e.name === 'ParseHTML' &&
      names.get(threadOf(e)) === 'CrRendererMain' &&
      (e.args?.beginData?.url ?? '').startsWith(pageUrl),
  );
  if (!thread) throw new Error(`no renderer parsed ${pageUrl} in this trace`);
  const main = threadOf(thread);
  const complete = events.filter((e) => threadOf(e) === main && e.ph === 'X');
  const tasks = complete.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const samples = samplesOf(events, main);
  const start = tasks[0]?.ts ?? 0;
  const ms = (us: number | undefined) => (us ?? 0) / 1000;

  const longTasks = tasks
    .filter((task) => ms(task.dur) > LONG_TASK_MS)
    .map((task): LongTask => {
      const end = task.ts + (task.dur ?? 0);
      const inside = complete.filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && WORK_KINDS[e.name],
      );
      // Only the outermost events: a layout inside a script's call counts once, as the script's.
      const outermost = inside.filter(
        (e) =>
          !inside.some(
            (o) => o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0),
          ),
      );
      const taskSamples = samples.filter((s) => s.ts >= task.ts && s.ts < end);
      return {
        startMs: round(ms(task.ts - start)),
        durationMs: round(ms(task.dur)),
        files: ranked(
          taskSamples.map((s, i): [string, number] => [
            s.file,
            ms((taskSamples[i + 1]?.ts ?? end) - s.ts),
          ]),
          'file',
        ).filter(({ file }) => file !== '(idle)'),
        work: ranked(
          outermost.map((e): [string, number] => [WORK_KINDS[e.name] ?? e.name, ms(e.dur)]),
          'kind',
        ),
      };
    });
  return {
    busyMs: round(tasks.reduce((sum, task) => sum + ms(task.dur), 0)),
    blockingMs: round(longTasks.reduce((sum, task) => sum + task.durationMs - LONG_TASK_MS, 0)),
    longTasks,
  };
}

/** Loads `path` once on a phone with the CPU slowed `cpuSlowdown` times, tracing until idle. */
export async function traceLoad(
  baseUrl: string,
  path: string,
  cpuSlowdown = 4,
): Promise<MainThreadLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
  try {
    const context = await browser.newContext(VIEWPORTS.phone);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    const url = new URL(path, baseUrl).href;
    await page.goto(url, { waitUntil: 'networkidle' });
    // The hero's first slide change and the deferred sections come within a few seconds.
    await page.waitForTimeout(5000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return analyseTrace(trace.traceEvents, url);
  } finally {
    await browser.close();
  }
}

export interface MainThreadSummary {
  path: string;
  runs: number;
  /** The run with the median blocking time, in full. */
  median: MainThreadLoad;
  blockingMs: { min: number; max: number };
  loadAverage: number;
}

/** `runs` traced loads of `path`; the median run by blocking time, and the spread. */
export async function measureMainThread(
  baseUrl: string,
  path = '/',
  runs = 5,
): Promise<MainThreadSummary> {
  const loads: MainThreadLoad[] = [];
  for (let run = 0; run < runs; run++) loads.push(await traceLoad(baseUrl, path));
  const byBlocking = [...loads].sort((a, b) => a.blockingMs - b.blockingMs);
  const median = byBlocking[Math.floor(byBlocking.length / 2)];
  if (!median) throw new Error('no run');
  return {
    path,
    runs,
    median,
    blockingMs: {
      min: byBlocking[0]?.blockingMs ?? 0,
      max: byBlocking.at(-1)?.blockingMs ?? 0,
    },
    loadAverage: round(loadavg()[0] ?? 0),
  };
}

const list = <T extends { ms: number }>(items: T[], label: (item: T) => string, count = 4) =>
  items
    .slice(0, count)
    .map((item) => `${label(item)} ${item.ms} ms`)
    .join(', ');

export function formatMainThread(summary: MainThreadSummary): string {
  const { median } = summary;
  const longest = Math.max(0, ...median.longTasks.map((task) => task.durationMs));
  const meetsGoals =
    median.blockingMs <= MAIN_THREAD_GOALS.blockingMs && longest <= MAIN_THREAD_GOALS.longestTaskMs;
  const lines = [
    `${summary.path}: blocking at 4x ${median.blockingMs} ms (median of ${summary.runs}, ${summary.blockingMs.min}-${summary.blockingMs.max} ms; load ${summary.loadAverage}), main thread busy ${median.busyMs} ms, ${median.longTasks.length} long task(s) in the median run, the longest ${longest} ms${meetsGoals ? '' : '  (above the goal)'}:`,
  ];
  for (const task of median.longTasks)
    lines.push(
      `  at ${task.startMs} ms, ${task.durationMs} ms: ${list(task.work, (w) => w.kind)}; by file: ${list(task.files, (f) => f.file)}`,
    );
  return lines.join('\n');
}

// `npx tsx scripts/src/bench/main-thread.ts <baseUrl> [path] [runs]` against a running stack
// (`npm start` or the e2e server).
async function main() {
  const [baseUrl, path = '/', runs = '5'] = process.argv.slice(2);
  if (!baseUrl) throw new Error('usage: main-thread.ts <baseUrl> [path] [runs]');
  console.log(formatMainThread(await measureMainThread(baseUrl, path, Number(runs))));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
