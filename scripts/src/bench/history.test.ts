import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appendHistory } from './history';
import { type LighthouseResult, lighthouseLine, medianResult } from './lighthouse';

const run = (performance: number, tbtMs: number, loadAverage: number): LighthouseResult => ({
  path: '/',
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  lcpMs: 1500 + tbtMs,
  tbtMs,
  seoFailures: [],
  runs: 1,
  loadAverage,
});

describe('the bench figures', () => {
  it('gives each page the median of its runs and the spread around it', () => {
    const result = medianResult([
      run(99, 40, 1.2),
      run(78, 990, 3.4),
      run(97, 90, 2.0),
      run(96, 120, 2.2),
      run(98, 60, 1.9),
    ]);
    expect(result).toMatchObject({ performance: 97, tbtMs: 90, runs: 5, loadAverage: 2 });
    expect(result.spread).toEqual({
      performance: [78, 99],
      tbtMs: [40, 990],
      lcpMs: [1540, 2490],
      loadAverage: [1.2, 3.4],
    });
    expect(lighthouseLine(result)).toContain('performance 97 (78-99)');
    expect(lighthouseLine(result)).toContain('TBT 90 ms (40 ms-990 ms)');
  });

  it('appends one line per run to the history, naming the commit measured', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bench-')), 'history.jsonl');
    const entry = {
      measuredAt: '2026-11-27T01:00:00.000Z',
      kind: 'web' as const,
      loadAverageAtStart: 1.5,
      javascript: [{ path: '/', gzipKb: 98.2, files: 7 }],
    };
    appendHistory(entry, file);
    appendHistory({ ...entry, loadAverageAtStart: 2.5 }, file);
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    expect(lines[0].commit).toMatch(/^[0-9a-f]{12}$/);
    expect(typeof lines[0].dirty).toBe('boolean');
    expect(lines[1]).toMatchObject({ loadAverageAtStart: 2.5, javascript: entry.javascript });
  });
});
