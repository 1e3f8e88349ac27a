import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { REPO_ROOT } from './members';

/** One chunk of the build as the report lists it. */
export interface ChunkReport {
  file: string;
  bytes: number;
  gzipBytes: number;
  imports: string[];
  dynamicImports: string[];
  /** Its modules (from the repository's root), largest first, without those shaken to nothing. */
  modules: { id: string; bytes: number }[];
}

interface BuiltChunk {
  fileName: string;
  code: string;
  imports: string[];
  dynamicImports: string[];
  modules: Record<string, { renderedLength: number }>;
}

export function reportChunk(chunk: BuiltChunk, root = REPO_ROOT): ChunkReport {
  return {
    file: chunk.fileName,
    bytes: chunk.code.length,
    gzipBytes: gzipSync(chunk.code).length,
    imports: chunk.imports,
    dynamicImports: chunk.dynamicImports,
    modules: Object.entries(chunk.modules)
      .map(([id, module]) => ({
        id: id.startsWith(root) ? id.slice(root.length + 1) : id,
        bytes: module.renderedLength,
      }))
      .filter((module) => module.bytes > 0)
      .sort((a, b) => b.bytes - a.bytes),
  };
}

/**
 * Writes `.vite/chunks.json`: each chunk's file, the modules it holds with their minified size,
 * and its imports. What weighs where (the bench reads it to name the admin chunks; read it
 * yourself with `jq` when a page grows).
 */
export function chunkReport(): Plugin {
  return {
    name: 'chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [reportChunk(output)] : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunks.json',
        source: `${JSON.stringify(chunks, null, 2)}\n`,
      });
    },
  };
}
