import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { todayInRome } from '@catania/shared/domain/dates';
import { ensureTable, LOCAL_AWS_ENV, startDynamo } from '../local/dynamodb';
import { buildFeed } from './ical-feed';

/**
 * The iCal bench's child process (see ical.ts): its own table in DynamoDB Local, a feed server,
 * one calendar synced three times.
 */
const EVENTS = Number(process.env.ICAL_BENCH_EVENTS ?? 5000);
const WARM_UP_ROUNDS = 3;

const mb = (bytes: number) => bytes / (1024 * 1024);

async function main() {
  const external = process.env.ICAL_BENCH_DYNAMO;
  const dynamo = external ? undefined : await startDynamo();
  const endpoint = external ?? (dynamo?.endpoint as string);
  const tableName = `bench-ical-${randomUUID()}`;
  Object.assign(process.env, LOCAL_AWS_ENV, {
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    TABLE_NAME: tableName,
    LOG_LEVEL: 'ERROR',
    // As in the local stack: no metric lines in the bench's output.
    POWERTOOLS_METRICS_DISABLED: 'true',
    ICAL_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
    ICAL_MAX_BYTES: String(50 * 1024 * 1024),
  });
  await ensureTable(endpoint, tableName);

  const today = todayInRome();
  let feed = buildFeed(EVENTS, today);
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' });
    res.end(feed);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/feed.ics`;

  const { putCalendar, getCalendar, newCalendarRecord } = await import(
    '@catania/functions/calendars/calendars-repo'
  );
  const { syncCalendar } = await import('@catania/functions/calendars/sync');
  const { publishedWindow } = await import('@catania/functions/availability/availability');
  const { parseFeed } = await import('@catania/functions/calendars/parse-feed');
  const { removeCalendar } = await import('@catania/functions/calendars/calendars');

  const newCalendar = () => newCalendarRecord('appartamento-1', url, new Date());
  // Warm-up on calendars of their own: module loading, JIT and DynamoDB Local's JVM are not the
  // sync's cost. The JVM compiles its write path over the first thousand writes or so (550 puts
  // took 3.3 s, 0.7 s, then 0.35 s in three rounds at load 4 on two cores), hence three rounds.
  // Then their blocks go, so the measured sync starts from an empty apartment.
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    const warmUp = newCalendar();
    await putCalendar(warmUp);
    await syncCalendar(warmUp);
    await removeCalendar(warmUp.id);
  }
  const calendar = newCalendar();
  await putCalendar(calendar);

  global.gc?.();
  const idle = process.memoryUsage();
  let peakRss = idle.rss;
  let peakHeap = idle.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 2);

  const timed = async (run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    return performance.now() - started;
  };
  const cpuBefore = process.cpuUsage();
  const firstSyncMs = await timed(async () => {
    const result = await syncCalendar(calendar);
    if (!result.success) throw new Error(`sync failed: ${result.error}`);
  });
  const cpu = process.cpuUsage(cpuBefore);
  const firstSyncCpuMs = (cpu.user + cpu.system) / 1000;
  const loadAverage = loadavg()[0] ?? 0;
  clearInterval(sampler);
  const final = process.memoryUsage();
  peakRss = Math.max(peakRss, final.rss);
  peakHeap = Math.max(peakHeap, final.heapUsed);

  const nights = (await getCalendar(calendar.id))?.blockedNights ?? 0;
  const resyncMs = await timed(() => syncCalendar(calendar));
  feed = buildFeed(EVENTS, today, 3);
  const changedSyncMs = await timed(() => syncCalendar(calendar));
  const parseMs = await timed(() => parseFeed(feed, publishedWindow(new Date())));

  server.close();
  await dynamo?.stop();
  return {
    events: EVENTS,
    feedBytes: Buffer.byteLength(feed),
    nights,
    firstSyncMs,
    firstSyncCpuMs,
    resyncMs,
    changedSyncMs,
    parseMs,
    peakRssMb: mb(peakRss),
    rssGrowthMb: mb(peakRss - idle.rss),
    peakHeapMb: mb(peakHeap),
    loadAverage,
  };
}

try {
  const result = await main();
  process.send?.({ type: 'result', result });
  process.exit(0);
} catch (error) {
  process.send?.({ type: 'error', error: String((error as Error).stack ?? error) });
  process.exit(1);
}
