import { renameSync, writeFileSync } from 'node:fs';
import { recordSynth, SYNTH_VARIANTS, synthErrorFile, synthFile, type Variant } from './testing';

/**
 * Synthesizes every test variant into the folder it is given, one JSON file each (written whole,
 * then renamed, so a reader never sees half of one), or the error that stopped it. The infra
 * tests' global setup (infra/vitest.setup.ts) runs this in a process of its own, so the synthesis
 * runs beside the other projects' first test files instead of before all of them.
 */
const dir = process.argv[2];
if (!dir) throw new Error('usage: synth-records.ts <folder>');
for (const variant of Object.keys(SYNTH_VARIANTS) as Variant[]) {
  try {
    const file = synthFile(dir, variant);
    writeFileSync(`${file}.partial`, JSON.stringify(recordSynth(variant)));
    renameSync(`${file}.partial`, file);
  } catch (error) {
    writeFileSync(synthErrorFile(dir, variant), String((error as Error)?.stack ?? error));
  }
}
