import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { esbuildOptions } from './bundling';
import { type FunctionSpec, functionSpecs, repoRoot, seedSpec } from './functions';

/**
 * Bundles every function exactly as the stack does (the same options, from src/bundling.ts) and
 * measures what matters at a cold start: the minified size of each bundle and the time Node
 * takes to import it in a fresh process. `npm run bench` prints these rows; run it alone with
 * `npx tsx infra/src/bundle-report.ts` (`--json` for machine output).
 */

/** The size the issue targets for every function. */
export const TARGET_BYTES = 250 * 1024;

export interface BundleRow {
  kind: FunctionSpec['kind'];
  key: string;
  handler: string;
  /** Minified JavaScript, bytes (the source map ships next to it but is not loaded unless needed). */
  bytes: number;
  mapBytes: number;
  /** Median of `runs` cold imports, each in a new Node process, milliseconds. */
  importMs: number;
  /** Does the bundle carry the Stripe SDK? */
  hasStripe: boolean;
  /** Does it import the SES client (sends mail)? */
  importsSes: boolean;
  /** Size over target, or a mismatch with the route table's stripe/mail flags. */
  problems: string[];
  /** The heaviest packages in the bundle, bytes. */
  largest: { name: string; bytes: number }[];
}

export interface BundleReportOptions {
  /** Bundle output directory (default: cdk.out/bundle-report, git-ignored). */
  outDir?: string;
  /** Cold imports per function; the median is reported. */
  runs?: number;
  /** Only these function keys. */
  only?: string[];
  /** Skip the import timing (sizes only). */
  skipImport?: boolean;
}

/** Every function the stacks deploy: the routes, the jobs and the seed custom resource. */
export function allSpecs(): FunctionSpec[] {
  return [...functionSpecs(), seedSpec()];
}

export async function bundleReport(options: BundleReportOptions = {}): Promise<BundleRow[]> {
  const outDir = options.outDir ?? path.join(repoRoot, 'cdk.out/bundle-report');
  const runs = options.runs ?? 3;
  const specs = allSpecs().filter(
    (s) => existsSync(s.entry) && (!options.only || options.only.includes(s.key)),
  );
  rmSync(outDir, { recursive: true, force: true });
  const rows: BundleRow[] = [];
  for (const spec of specs) {
    const outfile = path.join(outDir, spec.handler, 'index.mjs');
    mkdirSync(path.dirname(outfile), { recursive: true });
    const result = await build({ ...esbuildOptions(spec, outfile), absWorkingDir: repoRoot });
    const inspected = inspect(result.metafile);
    const bytes = statSync(outfile).size;
    const problems: string[] = [];
    if (bytes > TARGET_BYTES) problems.push(`over ${TARGET_BYTES / 1024} KB`);
    if (inspected.hasStripe && !spec.stripe)
      problems.push('carries Stripe but is not marked stripe');
    if (inspected.externalStripe)
      problems.push('imports stripe but is not marked stripe: it would fail at start in AWS');
    if (inspected.importsSes && !spec.mail)
      problems.push(
        'imports the SES client but is not marked mail: it must never send (no SES permission)',
      );
    rows.push({
      kind: spec.kind,
      key: spec.key,
      handler: spec.handler,
      bytes,
      mapBytes: statSync(`${outfile}.map`).size,
      importMs: options.skipImport ? Number.NaN : coldImportMs(outfile, runs),
      hasStripe: inspected.hasStripe,
      importsSes: inspected.importsSes,
      problems,
      largest: inspected.largest,
    });
  }
  return rows;
}

function inspect(metafile: Metafile) {
  const output = Object.values(metafile.outputs).find((o) => o.entryPoint);
  if (!output) throw new Error('esbuild metafile has no entry point output');
  const packages = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const match = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    const name = match?.[1] ?? input.split('/').slice(0, 2).join('/');
    packages.set(name, (packages.get(name) ?? 0) + bytesInOutput);
  }
  // Static imports are resolved when the module loads; a dynamic import() only when it runs.
  const externals = output.imports
    .filter((i) => i.external && i.kind === 'import-statement')
    .map((i) => i.path);
  return {
    hasStripe: packages.has('stripe'),
    externalStripe: externals.some((p) => p === 'stripe' || p.startsWith('stripe/')),
    importsSes: externals.some((p) => p === '@aws-sdk/client-ses' || p === '@aws-sdk/client-sesv2'),
    largest: [...packages]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, bytes]) => ({ name, bytes })),
  };
}

/**
 * Imports the bundle in a fresh Node process, as the Lambda runtime does at a cold start
 * (source maps on, as NODE_OPTIONS sets them in AWS); the AWS SDK resolves from node_modules as
 * it does from the runtime. Median of `runs`.
 */
function coldImportMs(file: string, runs: number): number {
  const script =
    'const t=performance.now();await import(process.argv[1]);' +
    'process.stdout.write(String(performance.now()-t));';
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const child = spawnSync(
      process.execPath,
      ['--enable-source-maps', '--input-type=module', '-e', script, pathToFileURL(file).href],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH,
          AWS_REGION: 'eu-central-1',
          TABLE_NAME: 'catania-apartments',
          LOG_LEVEL: 'SILENT',
        },
        timeout: 30_000,
      },
    );
    if (child.status !== 0) {
      throw new Error(`Importing ${file} failed:\n${child.stderr}`);
    }
    times.push(Number(child.stdout));
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The rows as a plain-text table (what the bench prints). */
export function formatReport(rows: BundleRow[]): string {
  const header = ['function', 'kind', 'minified', 'cold import', 'stripe', 'notes'];
  const lines = rows.map((r) => [
    r.handler,
    r.kind,
    kb(r.bytes),
    Number.isNaN(r.importMs) ? '-' : `${r.importMs.toFixed(0)} ms`,
    r.hasStripe ? 'yes' : 'no',
    r.problems.length > 0
      ? `${r.problems.join('; ')} (largest: ${r.largest.map((l) => `${l.name} ${kb(l.bytes)}`).join(', ')})`
      : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) => (i === 2 || i === 3 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const over = rows.filter((r) => r.bytes > TARGET_BYTES).length;
  return [
    fmt(header),
    ...lines.map(fmt),
    `${rows.length} functions, target ${kb(TARGET_BYTES)} each: ${over === 0 ? 'all within' : `${over} over`}`,
  ].join('\n');
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const json = process.argv.includes('--json');
  const missing = functionSpecs().filter((s) => !existsSync(s.entry));
  const rows = await bundleReport();
  if (json) console.log(JSON.stringify(rows, null, 2));
  else {
    console.log(formatReport(rows));
    if (missing.length > 0) {
      console.log(`not bundled (no handler file yet): ${missing.map((s) => s.handler).join(', ')}`);
    }
  }
}
