import { STRIPE_TARGET_BYTES, TARGET_BYTES } from '@catania/infra/bundling';
import type { BundleReport, BundleRow } from './bundle-report';
import { type ColdImport, PUBLIC_RATIO_GOAL } from './cold-import';

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
