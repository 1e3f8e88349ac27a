import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { recordSynth, SYNTH_VARIANTS, synthFile, type Variant } from './src/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the global setup wrote each variant's synthesized templates (src/testing.ts). */
    synthDir: string;
  }
}

/**
 * Synthesizes the CDK app once per variant for every infra test file (a synth takes seconds; each
 * test file doing its own cost a minute), and hands the templates to them as JSON files.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'catania-synth-'));
  for (const variant of Object.keys(SYNTH_VARIANTS) as Variant[]) {
    writeFileSync(synthFile(dir, variant), JSON.stringify(recordSynth(variant)));
  }
  project.provide('synthDir', dir);
}
