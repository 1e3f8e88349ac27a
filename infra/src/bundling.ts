import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogLevel, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';
import type { FunctionSpec } from './functions';

/**
 * How every function is bundled, in one place: the CDK stack (NodejsFunction, local esbuild) and
 * the bundle report (esbuild's API) both derive their options from `bundleSettings`, so the report
 * measures exactly what is deployed. docs/decisions/0006-lambda-bundles.md explains the choices.
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
    // node-ical pulls two Temporal polyfills; its own package.json overrides the second with the
    // first (same API), which npm only honours at the root, so esbuild does it (-150 KB).
    alias: { '@js-temporal/polyfill': 'temporal-polyfill' },
    banner: REQUIRE_BANNER,
  };
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
