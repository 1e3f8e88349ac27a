import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '@catania/infra/functions';

/**
 * What importing a bundle costs at a cold start, measured as the Lambda runtime pays it: a fresh
 * Node process per import, the files interleaved round after round, medians reported.
 */

/** The goal: no public route imports in more than twice the bare handler's time. */
export const PUBLIC_RATIO_GOAL = 2;

/** One cold import: a new Node process imports the bundle, as the Lambda runtime does at init. */
export interface ColdImport {
  /** CPU time of the import (user + system), ms: the figure least disturbed by other load. */
  cpuMs: number;
  wallMs: number;
  /** Resident memory of the process once the module is loaded, MB. */
  rssMb: number;
  /** One-minute load average of the machine when it was measured. */
  loadAverage: number;
}

/** Run in each fresh process: times the import, then reports what it cost. */
const PROBE =
  'const c=process.cpuUsage(),t=performance.now();await import(process.argv[1]);' +
  'const w=performance.now()-t,u=process.cpuUsage(c);' +
  'process.stdout.write(JSON.stringify({cpuMs:(u.user+u.system)/1000,wallMs:w,rssMb:process.memoryUsage().rss/1048576}))';

function coldImport(file: string): ColdImport {
  const child = spawnSync(
    process.execPath,
    // Source maps on, as NODE_OPTIONS sets them in AWS.
    ['--enable-source-maps', '--input-type=module', '-e', PROBE, pathToFileURL(file).href],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      // The AWS SDK resolves from node_modules here as it does from the runtime in AWS.
      env: {
        PATH: process.env.PATH,
        AWS_REGION: 'eu-central-1',
        TABLE_NAME: 'catania-apartments',
        LOG_LEVEL: 'SILENT',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      timeout: 60_000,
    },
  );
  if (child.status !== 0) throw new Error(`Importing ${file} failed:\n${child.stderr}`);
  return {
    ...(JSON.parse(child.stdout) as Omit<ColdImport, 'loadAverage'>),
    loadAverage: loadavg()[0] ?? 0,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * `runs` rounds, each importing every file once in a new process; the order rotates from round to
 * round, so the floors and the functions meet the same moments of the machine's load. Medians.
 */
export function measureColdImports(files: string[], runs: number): Map<string, ColdImport> {
  const samples = new Map<string, ColdImport[]>(files.map((f) => [f, []]));
  for (let round = 0; round < runs; round++) {
    const shift = Math.round((round * files.length) / runs);
    for (const file of [...files.slice(shift), ...files.slice(0, shift)]) {
      samples.get(file)?.push(coldImport(file));
    }
  }
  return new Map(
    [...samples].map(([file, list]) => [
      file,
      {
        cpuMs: median(list.map((s) => s.cpuMs)),
        wallMs: median(list.map((s) => s.wallMs)),
        rssMb: median(list.map((s) => s.rssMb)),
        loadAverage: median(list.map((s) => s.loadAverage)),
      },
    ]),
  );
}
