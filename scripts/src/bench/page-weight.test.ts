import { describe, expect, it } from 'vitest';
import { type PageWeight, pageWeightMisses } from './page-weight';

const weight = (path: string, jsFiles: number, jsGzipKb: number): PageWeight => ({
  path,
  viewport: 'phone',
  requests: jsFiles + 4,
  totalKb: 200,
  js: { requests: jsFiles, kb: jsGzipKb * 0.87, gzipKb: jsGzipKb },
  images: { requests: 3, kb: 60, largest: undefined },
  adminChunks: [],
  loadAverage: 1,
});

describe("a public page's weight goals", () => {
  it('are 8 script files and 100 KB gzip', () => {
    expect(pageWeightMisses(weight('/', 8, 100))).toEqual([]);
    expect(pageWeightMisses(weight('/', 9, 110.4))).toEqual([
      '9 JS files > 8',
      'JS gzip 110.4 KB > 100 KB',
    ]);
  });

  it('give the checkout, in either language, 120 KB', () => {
    expect(pageWeightMisses(weight('/checkout', 8, 118))).toEqual([]);
    expect(pageWeightMisses(weight('/en/checkout', 8, 145.4))).toEqual([
      'JS gzip 145.4 KB > 120 KB',
    ]);
    expect(pageWeightMisses(weight('/en', 8, 101))).toEqual(['JS gzip 101 KB > 100 KB']);
  });

  it('leave the owner’s panel out', () => {
    expect(pageWeightMisses(weight('/admin', 32, 286.7))).toEqual([]);
  });
});
