import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
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
  STRIPE_TARGET_BYTES,
  shipBesideBundle,
  sizeLimit,
  TARGET_BYTES,
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

/**
 * Bundles every function exactly as the stack does (the same options, from
 * infra/src/bundling.ts) and measures what matters at a cold start: the minified size of each bundle and what importing it
 * costs in a fresh Node process (CPU, wall time, resident memory), next to a bare handler's
 * measured in the same run, interleaved. `npm run bench` prints these rows; run it alone with
 * `npx tsx scripts/src/bench/bundle-report.ts` (`--json` for machine output, `--record` to write
 * the memory each function gets, infra/src/function-memory.json).
 */

/** The issue's goal: no public route imports in more than twice the bare handler's time. */
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

/** One bundle's part of a metafile that covers several: its output alone, the inputs shared. */
function outputOf(metafile: Metafile, outfile: string): Metafile {
  const key = path.relative(repoRoot, outfile).split(path.sep).join('/');
  const output = metafile.outputs[key];
  if (!output) throw new Error(`esbuild wrote no ${key}`);
  return { inputs: metafile.inputs, outputs: { [key]: output } };
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
    hasIcal: packages.has('node-ical'),
    // The index of every route and its schemas; a function needs its own route only.
    importsRouteTable: Object.keys(output.inputs).some((i) =>
      i.endsWith('shared/src/api/routes.ts'),
    ),
    externalStripe: externals.some((p) => p === 'stripe' || p.startsWith('stripe/')),
    importsSes: externals.some((p) => p === '@aws-sdk/client-ses' || p === '@aws-sdk/client-sesv2'),
    largest: [...packages]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, bytes]) => ({ name, bytes })),
  };
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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The report as a plain-text table (what the bench prints). */
export function formatReport(report: BundleReport): string {
  const { rows, bare, empty } = report;
  const header = [
    'function',
    'kind',
    'minified',
    'import CPU',
    'wall',
    'vs bare',
    'RSS',
    'memory',
    'load',
    'notes',
  ];
  const lines = rows.map((r) => [
    r.handler,
    r.access ?? r.kind,
    kb(r.bytes),
    r.cold ? ms(r.cold.cpuMs) : '-',
    r.cold ? ms(r.cold.wallMs) : '-',
    r.importRatio === undefined ? '-' : `${r.importRatio.toFixed(2)}x`,
    r.cold ? `${r.cold.rssMb.toFixed(0)} MB` : '-',
    r.memoryMb === undefined || r.memoryMb === r.deployedMemoryMb
      ? `${r.deployedMemoryMb} MB`
      : `${r.deployedMemoryMb} MB (now ${r.memoryMb})`,
    r.cold ? r.cold.loadAverage.toFixed(1) : '-',
    [
      r.hasStripe ? 'Stripe' : '',
      r.importsSes ? 'SES' : '',
      r.hasIcal ? `node-ical${r.sideBundles.length > 0 ? ' on demand' : ''}` : '',
      ...r.runtimeData.map((file) => `+ ${file}`),
      ...r.sideBundles.map((side) => `+ ${side.file} ${kb(side.bytes)}`),
      r.problems.length > 0
        ? `${r.problems.join('; ')} (largest: ${r.largest.map((l) => `${l.name} ${kb(l.bytes)}`).join(', ')})`
        : '',
    ]
      .filter(Boolean)
      .join(', '),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const right = new Set([2, 3, 4, 5, 6, 7, 8]);
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) => (right.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const over = rows.filter((r) => r.bytes > r.limitBytes);
  const publicRows = rows.filter((r) => r.publicRoute && r.importRatio !== undefined);
  const worst = publicRows.reduce<BundleRow | undefined>(
    (a, r) => (a && (a.importRatio ?? 0) >= (r.importRatio ?? 0) ? a : r),
    undefined,
  );
  const floorLine = (name: string, f: ColdImport | undefined) =>
    f
      ? `${name}: import CPU ${ms(f.cpuMs)}, wall ${ms(f.wallMs)}, RSS ${f.rssMb.toFixed(0)} MB (load ${f.loadAverage.toFixed(1)})`
      : '';
  return [
    fmt(header),
    ...lines.map(fmt),
    floorLine('Floor, empty handler (Node alone)', empty),
    floorLine('Floor, bare handler (DynamoDB document client, one GetItem)', bare),
    ...report.onDemand.map((side) =>
      floorLine(
        `Loaded on demand, ${side.file} (${kb(side.bytes)}, by the first feed that needs it)`,
        side.cold,
      ),
    ),
    `Medians of ${report.runs} cold imports each, in fresh processes, floors interleaved with the functions.`,
    `Size: ${rows.length} functions, limit ${kb(TARGET_BYTES)} (${kb(STRIPE_TARGET_BYTES)} where the Stripe SDK is needed): ${over.length === 0 ? 'all within' : `${over.length} over (${over.map((r) => r.handler).join(', ')})`}`,
    worst
      ? `Import time: public routes at most ${PUBLIC_RATIO_GOAL}x the bare handler: ${publicRows.every((r) => (r.importRatio ?? 0) <= PUBLIC_RATIO_GOAL) ? 'met' : 'NOT met'} (highest ${worst.handler} ${worst.importRatio?.toFixed(2)}x)`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
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
