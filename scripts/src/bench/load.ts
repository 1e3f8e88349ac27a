import { loadavg } from 'node:os';

/**
 * Latency figures of one operation under concurrent load. The tail is the p99 only when there are
 * at least MIN_P99_SAMPLES samples (fewer cannot place a 99th percentile); else the max.
 */
export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  tail: { label: 'p99' | 'max'; ms: number };
  samples: number;
  errors: number;
  /** One-minute load average of the machine while it was measured (median of the slices). */
  loadAverage: number;
}

export const LOAD = { connections: 10, durationSeconds: 10, slices: 5 } as const;
export const MIN_P99_SAMPLES = 200;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Samples {
  latencies: number[];
  errors: number;
  seconds: number;
  loads: number[];
}

/** `connections` concurrent loops calling `operation` for `seconds`. */
async function drive(operation: () => Promise<unknown>, seconds: number, into: Samples) {
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        await operation();
        into.latencies.push(performance.now() - started);
      } catch {
        into.errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: LOAD.connections }, worker));
  into.seconds += seconds;
  into.loads.push(loadavg()[0] ?? 0);
}

function figures(samples: Samples): LoadFigures {
  const sorted = [...samples.latencies].sort((a, b) => a - b);
  const enough = sorted.length >= MIN_P99_SAMPLES;
  return {
    requestsPerSecond: sorted.length / samples.seconds,
    p50: percentile(sorted, 50),
    tail: enough
      ? { label: 'p99', ms: percentile(sorted, 99) }
      : { label: 'max', ms: sorted.at(-1) ?? 0 },
    samples: sorted.length,
    errors: samples.errors,
    loadAverage: median(samples.loads),
  };
}

/**
 * An endpoint and its floor (the raw DynamoDB Local queries it needs) under the same load,
 * interleaved: `slices` alternating slices of each, so both meet the same moments of a machine
 * that other work shares. The same harness measures both (one fetch per call for the endpoint).
 */
export async function loadInterleaved(
  endpoint: () => Promise<unknown>,
  floor: () => Promise<unknown>,
): Promise<{ endpoint: LoadFigures; floor: LoadFigures }> {
  const seconds = LOAD.durationSeconds / LOAD.slices;
  const a: Samples = { latencies: [], errors: 0, seconds: 0, loads: [] };
  const b: Samples = { latencies: [], errors: 0, seconds: 0, loads: [] };
  for (let slice = 0; slice < LOAD.slices; slice++) {
    // Alternate which goes first, so neither always follows the other's warm-up.
    const order =
      slice % 2 === 0 ? ([endpoint, a, floor, b] as const) : ([floor, b, endpoint, a] as const);
    await drive(order[0], seconds, order[1]);
    await drive(order[2], seconds, order[3]);
  }
  return { endpoint: figures(a), floor: figures(b) };
}

/** One call of an HTTP endpoint; a non-2xx answer counts as an error. */
export function httpCall(request: { url: string; method?: 'GET' | 'POST'; body?: unknown }) {
  return async () => {
    const response = await fetch(request.url, {
      method: request.method ?? 'GET',
      ...(request.body
        ? {
            body: JSON.stringify(request.body),
            headers: { 'content-type': 'application/json' },
          }
        : {}),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${request.url} answered ${response.status}`);
  };
}
