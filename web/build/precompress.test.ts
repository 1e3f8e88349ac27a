import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

describe('precompressFolder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes gzip and brotli twins of the text files worth it, in every folder', () => {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    const script = 'export const a = 1;\n'.repeat(100);
    writeFileSync(join(dir, 'assets', 'page.js'), script);
    writeFileSync(join(dir, 'small.css'), 'a{}');
    writeFileSync(join(dir, 'photo.webp'), Buffer.alloc(4096));
    precompressFolder(dir);
    const file = join(dir, 'assets', 'page.js');
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(existsSync(join(dir, 'small.css.gz'))).toBe(false);
    expect(existsSync(join(dir, 'photo.webp.gz'))).toBe(false);
  });
});
