import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|xml|txt|json|webmanifest)$/;
/** Below this, a compressed twin saves less than its request headers weigh. */
const SMALLEST = 512;

/** Writes `file.gz` and `file.br` beside `file`, at the strongest settings (built once, sent often). */
export function writeCompressed(file: string, data: Buffer | string = readFileSync(file)) {
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/** Compresses every text file of 512 bytes or more under `dir`. */
export function precompressFolder(dir: string) {
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = readFileSync(file);
    if (data.length >= SMALLEST) writeCompressed(file, data);
  }
}

/**
 * Writes `.gz` and `.br` next to every text asset so the static server (and S3/CloudFront) can
 * send them precompressed: the bundle budget and Lighthouse measure what travels.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressFolder(outDir);
    },
  };
}
