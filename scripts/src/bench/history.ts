import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { LighthouseResult } from './lighthouse';
import type { MainThreadSummary } from './main-thread';
import type { PageWeight } from './page-weight';

/**
 * The bench's history: one JSON line per run, committed with the code, so a figure quoted in a
 * note or a decision can be found again with the commit it was measured on, the machine's load
 * and the spread of its runs (bench-results.json holds only the last run, and is not committed).
 */
export const BENCH_HISTORY = resolve(import.meta.dirname, '../../bench-history.jsonl');

export interface HistoryEntry {
  commit: string;
  /** Uncommitted changes were in the tree: the figures are not the commit's alone. */
  dirty: boolean;
  measuredAt: string;
  kind: 'web' | 'full';
  loadAverageAtStart: number;
  lighthouse?: LighthouseResult[];
  /** JavaScript per public page at the phone's width (gzip KB and files), as the browser fetched. */
  javascript?: { path: string; gzipKb: number; files: number }[];
  /** The home's main thread at 4x: blocking time (median and spread) and its longest task. */
  mainThread?: {
    path: string;
    blockingMs: number;
    spreadMs: [number, number];
    longestTaskMs: number;
    runs: number;
  };
}

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** The commit the working tree stands on, and whether it has changes of its own. */
export function currentCommit(): { commit: string; dirty: boolean } {
  try {
    return {
      commit: git('rev-parse', '--short=12', 'HEAD'),
      dirty: git('status', '--porcelain') !== '',
    };
  } catch {
    return { commit: 'unknown', dirty: true };
  }
}

/** The JavaScript column of the history, from the page weights at the phone's width. */
export const javascriptOf = (weights: PageWeight[]) =>
  weights
    .filter((w) => w.viewport === 'phone')
    .map((w) => ({ path: w.path, gzipKb: w.js.gzipKb, files: w.js.requests }));

/** The main-thread column of the history, from the traced loads. */
export const mainThreadOf = (summary: MainThreadSummary): HistoryEntry['mainThread'] => ({
  path: summary.path,
  blockingMs: summary.median.blockingMs,
  spreadMs: [summary.blockingMs.min, summary.blockingMs.max],
  longestTaskMs: Math.max(0, ...summary.median.longTasks.map((task) => task.durationMs)),
  runs: summary.runs,
});

export function appendHistory(entry: Omit<HistoryEntry, 'commit' | 'dirty'>, file = BENCH_HISTORY) {
  const line: HistoryEntry = { ...currentCommit(), ...entry };
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}
