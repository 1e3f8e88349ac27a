import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  chooseMemoryMb,
  esbuildOptions,
  MEMORY_RECORD,
  type MemoryRecord,
  memoryMbOf,
  readMemoryRecord,
  runtimeDataOf,
  shipBesideBundle,
  sizeLimit,
} from '@catania/infra/bundling';
import {
  type FunctionSpec,
  functionSpecs,
  renderStoredPagesSpec,
  repoRoot,
  seedSpec,
  stripeWebhookEndpointSpec,
} from '@catania/infra/functions';
import { build, type Metafile } from 'esbuild';
import { inspect, outputOf } from './bundle-contents';
import { formatReport } from './bundle-report-format';
import { type ColdImport, measureColdImports, PUBLIC_RATIO_GOAL } from './cold-import';

/**
 * Bundles every function exactly as the stack does (the same options, from
 * infra/src/bundling.ts) and measures what matters at a cold start: the minified size of each bundle and what importing it
 * costs in a fresh Node process (CPU, wall time, resident memory), next to a bare handler's
 * measured in the same run, interleaved. `npm run bench` prints these rows; run it alone with
 * `npx tsx scripts/src/bench/bundle-report.ts` (`--json` for machine output, `--record` to write
 * the memory each function gets, infra/src/function-memory.json).
 *
 * Its parts: bundle-contents.ts (what a bundle carries), cold-import.ts (what importing it costs),
 * bundle-report-format.ts (the table the bench prints).
 */

export interface BundleRow {
  kind: FunctionSpec['kind'];
  key: string;
  handler: string;
  /** Who calls the route (public, admin, webhook); undefined for jobs and tasks. */
  access?: string;
  /** Public route (a guest waits on its cold start): the ratio goal applies. */
  publicRoute: boolean;
  /** Minified JavaScript, bytes (the source map ships next to it but is not loaded unless needed). */
  bytes: number;
  mapBytes: number;
  limitBytes: number;
  /** Medians of the cold imports; undefined when timing was skipped. */
  cold?: ColdImport;
  /** Cold import CPU over the bare handler's, both medians of the same run. */
  importRatio?: number;
  /** The memory this measurement chooses, and the one the stack deploys (recorded). */
  memoryMb?: number;
  deployedMemoryMb: number;
  /** Does the bundle carry the Stripe SDK? */
  hasStripe: boolean;
  /** Does it import the SES client (sends mail)? */
  importsSes: boolean;
  /** Does it carry node-ical (parses feeds), in the bundle or in a side bundle? */
  hasIcal: boolean;
  /** The data files shipped beside the bundle and read at run time (infra/src/bundling.ts, RUNTIME_DATA). */
  runtimeData: string[];
  /** The bundles shipped beside it and imported on demand (infra/src/bundling.ts, SIDE_BUNDLES), bytes. */
  sideBundles: { file: string; bytes: number }[];
  /** Size over its limit, a mismatch with the route table's flags, or a ratio over the goal. */
  problems: string[];
  /** The heaviest packages in the bundle, bytes. */
  largest: { name: string; bytes: number }[];
}

export interface BundleReport {
  rows: BundleRow[];
  /** The floors of the same run: Node importing an empty handler, and the bare handler. */
  empty?: ColdImport;
  bare?: ColdImport;
  /** Each side bundle's own cold import, measured in the same rounds (paid on first use). */
  onDemand: { file: string; bytes: number; cold?: ColdImport }[];
  runs: number;
}

export interface BundleReportOptions {
  /** Bundle output directory (default: cdk.out/bundle-report, git-ignored). */
  outDir?: string;
  /** Cold imports per function; medians are reported. */
  runs?: number;
  /** Only these function keys. */
  only?: string[];
  /** Skip the import timing (sizes only). */
  skipImport?: boolean;
}

/** Every function the stacks deploy: the routes, the jobs, the event handlers and the tasks. */
export function allSpecs(): FunctionSpec[] {
  return [...functionSpecs(), seedSpec(), stripeWebhookEndpointSpec(), renderStoredPagesSpec()];
}

/**
 * The floors every function is compared with, bundled with the same options. `empty` is Node's
 * own cost of importing a module; `bare` is the least a function of this product can be: a
 * handler that reads one item with the DynamoDB document client (every route reads the table),
 * with no framework, validation, logging or domain code.
 */
const FLOORS = {
  empty: 'export const handler = async () => ({ statusCode: 200, body: "{}" });',
  bare: [
    "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
    "import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';",
    'const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));',
    'export const handler = async () => {',
    "  const { Item } = await db.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: 'APT', sk: 'PROFILE' } }));",
    '  return { statusCode: 200, body: JSON.stringify(Item ?? null) };',
    '};',
  ].join('\n'),
} as const;

export async function bundleReport(options: BundleReportOptions = {}): Promise<BundleReport> {
  const outDir = options.outDir ?? path.join(repoRoot, 'cdk.out/bundle-report');
  const runs = options.runs ?? 5;
  const specs = allSpecs().filter(
    (s) => existsSync(s.entry) && (!options.only || options.only.includes(s.key)),
  );
  rmSync(outDir, { recursive: true, force: true });
  const record = readMemoryRecord();

  const built: {
    spec: FunctionSpec;
    outfile: string;
    metafile: Metafile;
    sides: Awaited<ReturnType<typeof shipBesideBundle>>;
  }[] = [];
  // One esbuild run per set of options (the externals differ: Stripe, sharp), every function of
  // the set an entry point of it: each bundle is its own (no splitting), the same bytes as a build
  // of that function alone, while the modules the functions share are parsed once (a build per
  // function took minutes on two cores).
  type Settings = Omit<ReturnType<typeof esbuildOptions>, 'entryPoints' | 'outfile'>;
  const groups = new Map<string, { settings: Settings; specs: FunctionSpec[] }>();
  for (const spec of specs) {
    const { entryPoints: _one, outfile: _file, ...settings } = esbuildOptions(spec, '');
    const key = JSON.stringify(settings);
    const group = groups.get(key) ?? { settings, specs: [] as FunctionSpec[] };
    group.specs.push(spec);
    groups.set(key, group);
  }
  for (const { settings, specs: group } of groups.values()) {
    const result = await build({
      ...settings,
      entryPoints: Object.fromEntries(group.map((spec) => [`${spec.handler}/index`, spec.entry])),
      outdir: outDir,
      outExtension: { '.js': '.mjs' },
      absWorkingDir: repoRoot,
    });
    for (const spec of group) {
      const outfile = path.join(outDir, spec.handler, 'index.mjs');
      const sides = await shipBesideBundle(path.dirname(outfile), repoRoot);
      built.push({ spec, outfile, metafile: outputOf(result.metafile, outfile), sides });
    }
  }
  // In the route table's order, whatever the grouping.
  built.sort((a, b) => specs.indexOf(a.spec) - specs.indexOf(b.spec));
  // Each side bundle is the same file in every function that ships it: timed once.
  const sideFiles = new Map(built.flatMap((b) => b.sides.map((s) => [s.bundlePath, s.outfile])));
  const floorFiles: Record<keyof typeof FLOORS, string> = { empty: '', bare: '' };
  for (const [name, contents] of Object.entries(FLOORS) as [keyof typeof FLOORS, string][]) {
    const outfile = path.join(outDir, `floor-${name}`, 'index.mjs');
    mkdirSync(path.dirname(outfile), { recursive: true });
    const { entryPoints: _entry, ...settings } = esbuildOptions(
      { stripe: false, entry: '' },
      outfile,
    );
    await build({
      ...settings,
      stdin: { contents, loader: 'ts', resolveDir: repoRoot, sourcefile: `floor-${name}.ts` },
      absWorkingDir: repoRoot,
    });
    floorFiles[name] = outfile;
  }

  const timings = options.skipImport
    ? undefined
    : measureColdImports(
        [floorFiles.empty, floorFiles.bare, ...built.map((b) => b.outfile), ...sideFiles.values()],
        runs,
      );
  const bare = timings?.get(floorFiles.bare);

  const rows = built.map(({ spec, outfile, metafile, sides }): BundleRow => {
    const inspected = inspect(metafile);
    const bytes = statSync(outfile).size;
    const limitBytes = sizeLimit(spec);
    const cold = timings?.get(outfile);
    const importRatio = cold && bare ? cold.cpuMs / bare.cpuMs : undefined;
    const publicRoute = spec.kind === 'route' && spec.route?.access === 'public';
    const problems: string[] = [];
    if (bytes > limitBytes) problems.push(`over ${limitBytes / 1024} KB`);
    if (inspected.hasStripe && !spec.stripe)
      problems.push('carries Stripe but is not marked stripe');
    if (inspected.externalStripe)
      problems.push('imports stripe but is not marked stripe: it would fail at start in AWS');
    if (inspected.importsSes && !spec.mail)
      problems.push(
        'imports the SES client but is not marked mail: it must never send (no SES permission)',
      );
    if (inspected.importsRouteTable)
      problems.push('imports the whole route table: import its route from shared/src/api/routes/');
    if (publicRoute && importRatio !== undefined && importRatio > PUBLIC_RATIO_GOAL)
      problems.push(`public route importing in ${importRatio.toFixed(2)}x the bare handler`);
    return {
      kind: spec.kind,
      key: spec.key,
      handler: spec.handler,
      access: spec.route?.access,
      publicRoute,
      bytes,
      mapBytes: statSync(`${outfile}.map`).size,
      limitBytes,
      cold,
      importRatio,
      memoryMb:
        cold && importRatio !== undefined
          ? chooseMemoryMb({ importRatio, rssMb: cold.rssMb })
          : undefined,
      deployedMemoryMb: memoryMbOf(spec, record),
      hasStripe: inspected.hasStripe,
      importsSes: inspected.importsSes,
      hasIcal: inspected.hasIcal || sides.some((side) => inspect(side.metafile).hasIcal),
      runtimeData: runtimeDataOf(readFileSync(outfile, 'utf8')).map((d) => d.bundlePath),
      sideBundles: sides.map((side) => ({
        file: side.bundlePath,
        bytes: statSync(side.outfile).size,
      })),
      problems,
      largest: inspected.largest,
    };
  });
  const onDemand = [...sideFiles].map(([file, outfile]) => ({
    file,
    bytes: statSync(outfile).size,
    cold: timings?.get(outfile),
  }));
  return { rows, empty: timings?.get(floorFiles.empty), bare, onDemand, runs };
}

/** Writes the memory each measured function gets (read by the stack through infra/src/bundling.ts). */
export function recordMemory(report: BundleReport, file = MEMORY_RECORD) {
  if (!report.bare) throw new Error('recording memory needs the import timings');
  const functions: MemoryRecord['functions'] = {};
  for (const r of report.rows) {
    if (!r.cold || r.memoryMb === undefined || r.importRatio === undefined) continue;
    functions[r.key] = {
      memoryMb: r.memoryMb,
      importCpuMs: Math.round(r.cold.cpuMs),
      importRatio: Number(r.importRatio.toFixed(2)),
      rssMb: Math.round(r.cold.rssMb),
    };
  }
  const record: MemoryRecord = {
    measuredAt: new Date().toISOString(),
    loadAverage: Number(report.bare.loadAverage.toFixed(1)),
    bareImportCpuMs: Math.round(report.bare.cpuMs),
    functions,
  };
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const missing = functionSpecs().filter((s) => !existsSync(s.entry));
  const report = await bundleReport();
  if (process.argv.includes('--record')) recordMemory(report);
  if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
  else {
    console.log(formatReport(report));
    if (missing.length > 0) {
      console.log(`not bundled (no handler file yet): ${missing.map((s) => s.handler).join(', ')}`);
    }
  }
}
