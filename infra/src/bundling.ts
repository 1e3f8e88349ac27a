import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogLevel, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import type { FunctionSpec } from './functions';

/**
 * How every function is bundled, in one place: the CDK stack (NodejsFunction, local esbuild) and
 * the bundle report (esbuild's API) both derive their options from `bundleSettings`, so the report
 * measures exactly what is deployed. docs/decisions/0003-lambda-bundles.md explains the choices.
 */
export interface BundleSettings {
  target: string;
  format: 'esm';
  minify: true;
  sourcemap: true;
  sourcesContent: false;
  mainFields: string[];
  /** Left as imports: the AWS SDK v3 of the Lambda runtime; Stripe except in Stripe functions. */
  external: string[];
  alias: Record<string, string>;
  banner: string;
}

/** The Node version of the Lambda runtime (Runtime.NODEJS_22_X). */
export const NODE_TARGET = 'node22';

/**
 * ESM output has no `require`; a few CommonJS dependencies still call it for Node built-ins,
 * which esbuild turns into a throwing shim unless a real `require` exists.
 */
const REQUIRE_BANNER =
  "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);";

const here = path.dirname(fileURLToPath(import.meta.url));
const RRULE_TOTEXT_STUB = path.join(here, 'bundle-stubs/rrule-totext.cjs');

export function bundleSettings(
  spec: Pick<FunctionSpec, 'stripe'> & Pick<Partial<FunctionSpec>, 'nodeModules'>,
): BundleSettings {
  return {
    target: NODE_TARGET,
    format: 'esm',
    minify: true,
    sourcemap: true,
    // Source maps map stack traces to file:line; the sources themselves would only fatten the zip.
    sourcesContent: false,
    // Prefer ES module builds: they tree-shake (zod, powertools, middy).
    mainFields: ['module', 'main'],
    // The Lambda Node 22 runtime ships the AWS SDK v3; bundling it would triple every bundle.
    // A function that does not call Stripe can never carry the Stripe SDK: an import of it there
    // stays external, fails at start, and the bundle report flags it.
    // A side bundle is imported by its path beside index.mjs, never bundled into it.
    external: [
      '@aws-sdk/*',
      ...(spec.stripe ? [] : ['stripe']),
      // Native modules (sharp) are installed beside the bundle (cdkBundling's nodeModules).
      ...(spec.nodeModules ?? []),
      ...SIDE_BUNDLES.map((side) => `./${side.bundlePath}`),
    ],
    alias: {
      // node-ical pulls two Temporal polyfills; its own package.json overrides the second with the
      // first (same API), which npm only honours at the root, so esbuild does it (-150 KB).
      '@js-temporal/polyfill': 'temporal-polyfill',
      // node-ical requires rrule-temporal's English rendering of a rule ("every week on Monday")
      // for an `rrule.toText()` we never call: a stub that says so instead (-20 KB).
      'rrule-temporal/totext': RRULE_TOTEXT_STUB,
    },
    banner: REQUIRE_BANNER,
  };
}

/**
 * Data files a function reads at run time rather than carrying them as code: each is copied to
 * `bundlePath` beside `index.mjs` in every bundle whose code names that path, which is the URL
 * its reader resolves against `import.meta.url` (the same relative URL from the reader's source
 * file, so tests and the local stack read the repository's copy).
 */
export const RUNTIME_DATA = [
  // The 11,000 comuni of the Alloggiati Web tables, read on the first lookup by
  // shared/src/alloggiati/comuni.ts (470 KB of code in four check-in bundles before).
  { source: 'shared/src/alloggiati/tables/comuni.json', bundlePath: 'tables/comuni.json' },
] as const;

/**
 * Code a function loads on demand, bundled on its own as `bundlePath` beside `index.mjs` in every
 * bundle whose code imports `./<bundlePath>` (that import is external, see `bundleSettings`), so
 * the function does not parse it at start. The source is the module the same relative import
 * names from the importing source file (`./x.mjs` is `x.mts` for TypeScript, tsx and vitest), so
 * tests and the local stack load it with the same code. esbuild's code splitting would do this
 * for us, but NodejsFunction bundles to one file.
 */
export const SIDE_BUNDLES = [
  // node-ical and its Temporal polyfill and rrule-temporal (about 135 KB), needed only by feeds
  // the iCal pre-pass cannot read itself (recurrences, other zones): functions/src/calendars.
  { entry: 'functions/src/calendars/node-ical-reader.mts', bundlePath: 'node-ical-reader.mjs' },
  // The web build's page renderer (web/dist-ssr, with React: about 200 KB), loaded by the
  // functions that publish or preview the site's pages (functions/src/site/renderer.ts). The web
  // app must be built before the synth (npm run deploy builds it first).
  { entry: 'functions/src/site/site-renderer.mts', bundlePath: 'site-renderer.mjs' },
] as const;

const namedIn = (code: string) => (file: { bundlePath: string }) =>
  code.includes(`"./${file.bundlePath}"`);

/** The runtime data files the bundled code `code` names (see `RUNTIME_DATA`). */
export const runtimeDataOf = (code: string) => RUNTIME_DATA.filter(namedIn(code));

/** The side bundles the bundled code `code` imports (see `SIDE_BUNDLES`). */
export const sideBundlesOf = (code: string) => SIDE_BUNDLES.filter(namedIn(code));

/**
 * Copies the runtime data `outDir/index.mjs` names next to it and builds the side bundles it
 * imports there (the bundle report's builds); returns the side bundles' metafiles.
 */
export async function shipBesideBundle(outDir: string, root: string) {
  const code = readFileSync(path.join(outDir, 'index.mjs'), 'utf8');
  for (const data of runtimeDataOf(code)) {
    const target = path.join(outDir, data.bundlePath);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(path.join(root, data.source), target);
  }
  const sides: { bundlePath: string; outfile: string; metafile: Metafile }[] = [];
  for (const side of sideBundlesOf(code)) {
    const outfile = path.join(outDir, side.bundlePath);
    const options = esbuildOptions({ stripe: false, entry: side.entry }, outfile);
    const { metafile } = await build({ ...options, absWorkingDir: root });
    sides.push({ bundlePath: side.bundlePath, outfile, metafile });
  }
  return sides;
}

const shellQuote = (arg: string) => `'${arg.replaceAll("'", "'\\''")}'`;

/** `bundleSettings` as esbuild command-line options (what NodejsFunction passes for index.mjs). */
function esbuildCliArgs(s: BundleSettings): string[] {
  return [
    '--bundle',
    '--platform=node',
    `--target=${s.target}`,
    `--format=${s.format}`,
    ...(s.minify ? ['--minify'] : []),
    ...(s.sourcemap ? ['--sourcemap'] : []),
    `--sources-content=${s.sourcesContent}`,
    `--main-fields=${s.mainFields.join(',')}`,
    ...s.external.map((e) => `--external:${e}`),
    ...Object.entries(s.alias).map(([from, to]) => `--alias:${from}=${to}`),
    `--banner:js=${s.banner}`,
    '--log-level=warning',
  ];
}

/**
 * The same as shell commands, for NodejsFunction's `afterBundling` hook (local bundling runs them
 * with bash in the repository, with its esbuild; the asset hash covers what they add).
 */
export function shipBesideBundleCommands(inputDir: string, outputDir: string): string[] {
  const named = (file: string) => `grep -qF '"./${file}"' "${outputDir}/index.mjs"`;
  const copies = RUNTIME_DATA.map((data) => {
    const target = `${outputDir}/${data.bundlePath}`;
    return `if ${named(data.bundlePath)}; then mkdir -p "${path.posix.dirname(target)}" && cp "${inputDir}/${data.source}" "${target}"; fi`;
  });
  const builds = SIDE_BUNDLES.map((side) => {
    const args = esbuildCliArgs(bundleSettings({ stripe: false }))
      .map(shellQuote)
      .join(' ');
    const build = `"${inputDir}/node_modules/.bin/esbuild" "${inputDir}/${side.entry}" --outfile="${outputDir}/${side.bundlePath}" ${args}`;
    return `if ${named(side.bundlePath)}; then ${build}; fi`;
  });
  return [...copies, ...builds];
}

/** The NodejsFunction bundling options: local esbuild only, never Docker (synth works offline). */
export function cdkBundling(
  spec: Pick<FunctionSpec, 'stripe'> & Pick<Partial<FunctionSpec>, 'nodeModules'>,
): BundlingOptions {
  const s = bundleSettings(spec);
  return {
    ...(spec.nodeModules?.length ? { nodeModules: spec.nodeModules } : {}),
    forceDockerBundling: false,
    logLevel: LogLevel.WARNING,
    target: s.target,
    format: OutputFormat.ESM,
    minify: s.minify,
    sourceMap: s.sourcemap,
    sourceMapMode: SourceMapMode.DEFAULT,
    sourcesContent: s.sourcesContent,
    mainFields: s.mainFields,
    externalModules: s.external,
    banner: s.banner,
    esbuildArgs: Object.fromEntries(
      Object.entries(s.alias).map(([from, to]) => [`--alias:${from}`, to]),
    ),
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: shipBesideBundleCommands,
    },
  };
}

/** The same options for esbuild's API (the bundle report), writing `outfile` with its map. */
export function esbuildOptions(
  spec: Pick<FunctionSpec, 'stripe' | 'entry'>,
  outfile: string,
): BuildOptions & { metafile: true } {
  const s = bundleSettings(spec);
  return {
    entryPoints: [spec.entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: s.target,
    format: s.format,
    minify: s.minify,
    sourcemap: s.sourcemap,
    sourcesContent: s.sourcesContent,
    mainFields: s.mainFields,
    external: s.external,
    alias: s.alias,
    banner: { js: s.banner },
    metafile: true,
    logLevel: 'silent',
  };
}

/** The size the issue targets for every function. */
export const TARGET_BYTES = 250 * 1024;
/**
 * The Stripe SDK alone is about 240 KB minified and does not tree-shake (every resource is
 * attached in its constructor), so the functions that call Stripe may be this large (the issue's
 * goal). Each function imports its own route from its group's module (shared/src/api/routes/),
 * never the whole table. The webhook, the largest, settles bookings, extras and payment links
 * (472 KB on 2026-11-27: ADR 0003).
 */
export const STRIPE_TARGET_BYTES = 500 * 1024;

export const sizeLimit = (spec: Pick<FunctionSpec, 'stripe'>) =>
  spec.stripe ? STRIPE_TARGET_BYTES : TARGET_BYTES;

/**
 * Memory of each function, chosen from its measured cold start (docs/performance-log.md). On-demand
 * Lambda runs the init phase on a full vCPU whatever the memory, so memory cannot speed the
 * import itself; it sets the CPU share of every request after it (1,769 MB = one vCPU), and the
 * first request still pays for what the import left lazy. The bare handler (a DynamoDB read, no
 * framework) is served well by 512 MB; a function whose import costs r times the bare handler's
 * runs about r times its code per request (middleware, validation, its libraries), so it gets
 * r x 512 MB, in 64 MB steps, capped at one vCPU, and never less than four times the memory the
 * import leaves resident.
 */
export function chooseMemoryMb(measured: { importRatio: number; rssMb: number }): number {
  const steps = (mb: number) => Math.ceil(mb / 64) * 64;
  return Math.min(1769, Math.max(steps(512 * measured.importRatio), steps(4 * measured.rssMb)));
}

/** Where `npx tsx scripts/src/bench/bundle-report.ts --record` writes each function's choice. */
export const MEMORY_RECORD = path.join(here, 'function-memory.json');

export interface MemoryRecord {
  measuredAt: string;
  /** One-minute load average of the machine while it measured. */
  loadAverage: number;
  bareImportCpuMs: number;
  functions: Record<
    string,
    { memoryMb: number; importCpuMs: number; importRatio: number; rssMb: number }
  >;
}

export function readMemoryRecord(file = MEMORY_RECORD): MemoryRecord | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MemoryRecord) : undefined;
}

/** The memory recorded for the function from its last measurement, else its spec's default. */
export function memoryMbOf(
  spec: Pick<FunctionSpec, 'key' | 'memoryMb'>,
  record = readMemoryRecord(),
): number {
  return record?.functions[spec.key]?.memoryMb ?? spec.memoryMb;
}
