import path from 'node:path';
import { repoRoot } from '@catania/infra/functions';
import type { Metafile } from 'esbuild';

/** What esbuild's metafile says a function's bundle is made of. */

/** One bundle's part of a metafile that covers several: its output alone, the inputs shared. */
export function outputOf(metafile: Metafile, outfile: string): Metafile {
  const key = path.relative(repoRoot, outfile).split(path.sep).join('/');
  const output = metafile.outputs[key];
  if (!output) throw new Error(`esbuild wrote no ${key}`);
  return { inputs: metafile.inputs, outputs: { [key]: output } };
}

/** What a bundle carries: its heaviest packages, Stripe, node-ical, SES, the whole route table. */
export function inspect(metafile: Metafile) {
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
