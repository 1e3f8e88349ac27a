import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export const LOAD = { connections: 10, durationSeconds: 10 } as const;

/** Drives one HTTP endpoint with autocannon for a fixed time; non-2xx answers count as errors. */
export async function loadEndpoint(options: {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}): Promise<LoadFigures> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    connections: LOAD.connections,
    duration: LOAD.durationSeconds,
    ...(options.body
      ? { body: JSON.stringify(options.body), headers: { 'content-type': 'application/json' } }
      : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/**
 * The same load shape (concurrent loops for a fixed time) applied to an async operation, for the
 * floor: the raw DynamoDB Local queries an endpoint needs, without the endpoint.
 */
export async function loadOperation(operation: () => Promise<unknown>): Promise<LoadFigures> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + LOAD.durationSeconds * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      try {
        await operation();
        latencies.push(performance.now() - started);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: LOAD.connections }, worker));
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / LOAD.durationSeconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}
