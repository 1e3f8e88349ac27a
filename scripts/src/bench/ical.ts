import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * `npm run bench` (iCal): the time to import and apply a 5,000-event feed (fetch over HTTP,
 * node-ical parse, nights, blocks written to DynamoDB Local, calendar record) and the peak memory
 * of that sync. Runs in a child process of its own, so the memory figures are that sync's alone.
 * Target: under 1 s.
 */
export interface IcalBenchResult {
  events: number;
  feedBytes: number;
  nights: number;
  /** First sync: every night is new (all blocks written). */
  firstSyncMs: number;
  /** CPU time of this process during the first sync (DynamoDB Local's own is not counted). */
  firstSyncCpuMs: number;
  /** The same feed again: nothing changes (the steady state every 15 minutes). */
  resyncMs: number;
  /** A sync where a tenth of the events moved (writes and deletes). */
  changedSyncMs: number;
  /** Parse alone (node-ical and nights), in the same process. */
  parseMs: number;
  /** Peak resident set size during the first sync, and its growth over the idle process. */
  peakRssMb: number;
  rssGrowthMb: number;
  peakHeapMb: number;
  /** One-minute load average of the machine right after the first sync. */
  loadAverage: number;
}

export function benchIcalImport(
  options: { events?: number; dynamoEndpoint?: string } = {},
): Promise<IcalBenchResult> {
  const child = fork(new URL('./ical-worker.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      ICAL_BENCH_EVENTS: String(options.events ?? 5000),
      ...(options.dynamoEndpoint ? { ICAL_BENCH_DYNAMO: options.dynamoEndpoint } : {}),
    },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`iCal bench worker exited (${code}) before answering`)),
    );
    child.on('message', (message: { type: string; result?: IcalBenchResult; error?: string }) => {
      if (message.type === 'result' && message.result) resolve(message.result);
      if (message.type === 'error') reject(new Error(message.error));
    });
  });
}

export function formatIcalBench(result: IcalBenchResult): string {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    `iCal import: ${result.events} events (${(result.feedBytes / 1024).toFixed(0)} KB) -> ${result.nights} blocked nights`,
    `  first sync (fetch, parse, ${result.nights} blocks written)   ${ms(result.firstSyncMs)}   (target < 1000 ms; CPU ${ms(result.firstSyncCpuMs)}; load average ${result.loadAverage.toFixed(1)} on ${availableParallelism()} cores)`,
    `  re-sync, nothing changed                          ${ms(result.resyncMs)}`,
    `  re-sync, a tenth of the events moved              ${ms(result.changedSyncMs)}`,
    `  of which parsing alone                            ${ms(result.parseMs)}`,
    `  peak memory of the sync: RSS ${result.peakRssMb.toFixed(0)} MB (+${result.rssGrowthMb.toFixed(0)} MB over idle), heap ${result.peakHeapMb.toFixed(0)} MB`,
  ].join('\n');
}

// `tsx scripts/src/bench/ical.ts`: this figure alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatIcalBench(await benchIcalImport()));
}
