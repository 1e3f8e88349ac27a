import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { SYNTH_VARIANTS, synthErrorFile, synthFile, type Variant } from './src/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each variant's synthesized templates are written (src/testing.ts). */
    synthDir: string;
  }
}

/**
 * Synthesizes the CDK app once per variant for every infra test file (a synth takes seconds; each
 * test file doing its own cost a minute), and hands the templates to them as JSON files. The
 * synthesis (about 20 s of one core) runs in a child process while the run goes on: as a plain
 * global setup it held back every project's first test file; the infra files, which run after
 * the functions' ones, wait for their files only if they are not written yet (`synthesized`).
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'catania-synth-'));
  const infra = path.dirname(fileURLToPath(import.meta.url));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(infra, 'src', 'synth-records.ts'), dir],
    { cwd: path.dirname(infra), stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => {
    // A child that died before writing a variant (or its error) leaves the reason instead, so
    // the tests waiting for that variant fail with it rather than time out.
    const finish = (how: string) => {
      for (const variant of Object.keys(SYNTH_VARIANTS) as Variant[]) {
        if (!existsSync(synthFile(dir, variant)) && !existsSync(synthErrorFile(dir, variant))) {
          writeFileSync(
            synthErrorFile(dir, variant),
            `the synthesis ${how} before writing ${variant}:\n${stderr}`,
          );
        }
      }
      resolve();
    };
    child.once('exit', (code, signal) => finish(`exited (${code ?? signal})`));
    child.once('error', (error) => finish(`failed (${error.message})`));
  });
  project.provide('synthDir', dir);
  return async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
  };
}
