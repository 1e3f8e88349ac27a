import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogLevel, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';
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

export function bundleSettings(spec: Pick<FunctionSpec, 'stripe'>): BundleSettings {
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
    external: ['@aws-sdk/*', ...(spec.stripe ? [] : ['stripe'])],
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

/** The runtime data files the bundled code `code` names (see `RUNTIME_DATA`). */
export const runtimeDataOf = (code: string) =>
  RUNTIME_DATA.filter((d) => code.includes(`"./${d.bundlePath}"`));

/** Copies the runtime data `outDir/index.mjs` names next to it (the bundle report's builds). */
export function shipRuntimeData(outDir: string, root: string) {
  for (const data of runtimeDataOf(readFileSync(path.join(outDir, 'index.mjs'), 'utf8'))) {
    const target = path.join(outDir, data.bundlePath);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(path.join(root, data.source), target);
  }
}

/**
 * The same copy as shell commands, for NodejsFunction's `afterBundling` hook (local bundling runs
 * them with bash in the repository; the asset hash covers the copied files).
 */
export function shipRuntimeDataCommands(inputDir: string, outputDir: string): string[] {
  return RUNTIME_DATA.map((data) => {
    const target = `${outputDir}/${data.bundlePath}`;
    return `if grep -qF '"./${data.bundlePath}"' "${outputDir}/index.mjs"; then mkdir -p "${path.posix.dirname(target)}" && cp "${inputDir}/${data.source}" "${target}"; fi`;
  });
}

/** The NodejsFunction bundling options: local esbuild only, never Docker (synth works offline). */
export function cdkBundling(spec: Pick<FunctionSpec, 'stripe'>): BundlingOptions {
  const s = bundleSettings(spec);
  return {
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
      afterBundling: shipRuntimeDataCommands,
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
 * never the whole table, which keeps the webhook at about 437 KB.
 */
export const STRIPE_TARGET_BYTES = 450 * 1024;

export const sizeLimit = (spec: Pick<FunctionSpec, 'stripe'>) =>
  spec.stripe ? STRIPE_TARGET_BYTES : TARGET_BYTES;

/**
 * Memory of each function, chosen from its measured cold start (docs/decisions/0006). On-demand
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

/** Where `npx tsx infra/src/bundle-report.ts --record` writes each function's choice. */
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
