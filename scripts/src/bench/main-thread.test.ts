import { describe, expect, it } from 'vitest';
import { analyseTrace, formatMainThread, type TraceEvent } from './main-thread';

const PAGE = 'http://localhost:4350/';
const RENDERER = { pid: 7, tid: 1 };
const OTHER = { pid: 8, tid: 1 };

/** A complete ('X') event on the page's main thread, times in ms from the trace's start. */
const task = (name: string, startMs: number, durationMs: number, at = RENDERER): TraceEvent => ({
  name,
  ph: 'X',
  ...at,
  ts: startMs * 1000,
  dur: durationMs * 1000,
});

/** Two renderers (the page's and the browser's own new-tab page), their tasks and a profile. */
function trace(): TraceEvent[] {
  const threadName = (at: typeof RENDERER): TraceEvent => ({
    name: 'thread_name',
    ph: 'M',
    ...at,
    ts: 0,
    args: { name: 'CrRendererMain' },
  });
  return [
    threadName(RENDERER),
    threadName(OTHER),
    { ...task('ParseHTML', 0, 2), args: { beginData: { url: PAGE } } },
    { ...task('ParseHTML', 0, 2, OTHER), args: { beginData: { url: 'chrome://new-tab-page/' } } },
    // A short task, then a long one evaluating the shell (80 ms), then a long timer (120 ms)
    // whose render forces a layout: 30 + 70 ms beyond 50 ms.
    task('RunTask', 0, 10),
    task('RunTask', 100, 80),
    task('v8.evaluateModule', 101, 78),
    task('RunTask', 300, 120),
    task('TimerFire', 301, 100),
    task('Layout', 310, 20), // inside the timer's script: counted as the timer's
    task('UpdateLayoutTree', 402, 15),
    // The new-tab page's long task is not the page's.
    task('RunTask', 100, 400, OTHER),
    task('v8.evaluateModule', 101, 390, OTHER),
    { name: 'Profile', ph: 'P', ...RENDERER, ts: 0, id: '0x1', args: { data: { startTime: 0 } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      pid: RENDERER.pid,
      tid: 99, // the profiler's own thread
      ts: 0,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: { functionName: '(program)' } },
              { id: 2, callFrame: { functionName: '', url: 'http://x/assets/shell-1.js' } },
              { id: 3, callFrame: { functionName: 'render', url: 'http://x/assets/site-2.js' } },
              { id: 4, callFrame: { functionName: '(idle)' } },
            ],
            // One sample at 100 ms (shell), at 150 (shell), at 300 (site), at 360 (the browser's
            // layout), at 402 (site), at 500 (idle).
            samples: [2, 2, 3, 1, 3, 4],
          },
          timeDeltas: [100_000, 50_000, 150_000, 60_000, 42_000, 98_000],
        },
      },
    },
  ];
}

describe('the main thread of a page load', () => {
  const load = analyseTrace(trace(), PAGE);

  it("counts the page's tasks only, and Lighthouse's blocking time (each long task beyond 50 ms)", () => {
    expect(load.busyMs).toBe(210);
    expect(load.longTasks.map((t) => [t.startMs, t.durationMs])).toEqual([
      [100, 80],
      [300, 120],
    ]);
    expect(load.blockingMs).toBe(30 + 70);
  });

  it('says what ran in each long task: the kinds of work and the files by sampled time', () => {
    const [evaluation, timer] = load.longTasks;
    expect(evaluation?.work).toEqual([{ kind: 'script evaluation', ms: 78 }]);
    expect(evaluation?.files).toEqual([{ file: 'shell-1.js', ms: 80 }]);
    expect(timer?.work).toEqual([
      { kind: 'script (timer)', ms: 100 },
      { kind: 'style', ms: 15 },
    ]);
    expect(timer?.files).toEqual([
      { file: 'site-2.js', ms: 78 },
      { file: '(browser)', ms: 42 },
    ]);
  });

  it('prints the median run task by task', () => {
    const text = formatMainThread({
      path: '/',
      runs: 5,
      median: load,
      blockingMs: { min: 80, max: 400 },
      loadAverage: 1.5,
    });
    expect(text).toContain(
      '/: blocking at 4x 100 ms (median of 5, 80-400 ms; load 1.5), main thread busy 210 ms, 2 long task(s) in the median run, the longest 120 ms  (above the goal)',
    );
    expect(text).toContain(
      'at 300 ms, 120 ms: script (timer) 100 ms, style 15 ms; by file: site-2.js 78 ms, (browser) 42 ms',
    );
  });

  it('refuses a trace in which no renderer loaded the page', () => {
    expect(() => analyseTrace(trace(), 'http://localhost:9999/')).toThrow(/no renderer/);
  });
});
