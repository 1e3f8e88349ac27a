import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { type JobName, jobs } from '@catania/shared/api/routes';
import { lambdaContext } from './api-event';

const JOBS_DIR = new URL('../../../functions/src/jobs/', import.meta.url);

/**
 * The local stand-in for EventBridge: runs every scheduled job of the route table on its interval
 * (skipping jobs whose handler does not exist yet), one run at a time per job.
 */
export function startJobs(options: { log?: (line: string) => void; only?: JobName[] } = {}): {
  stop(): void;
  runNow(name: JobName): Promise<unknown>;
} {
  const log = options.log ?? ((line: string) => console.log(line));
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<JobName>();
  const run = async (name: JobName) => {
    const file = new URL(`${jobs[name].handler}.ts`, JOBS_DIR);
    if (!existsSync(file) || running.has(name)) return undefined;
    running.add(name);
    try {
      const module = (await import(pathToFileURL(file.pathname).href)) as {
        handler: (event: unknown, context: unknown) => Promise<unknown>;
      };
      return await module.handler({ source: 'local.scheduler', job: name }, lambdaContext(name));
    } catch (error) {
      log(`job ${name} failed: ${(error as Error).stack ?? error}`);
      return undefined;
    } finally {
      running.delete(name);
    }
  };
  for (const name of Object.keys(jobs) as JobName[]) {
    if (options.only && !options.only.includes(name)) continue;
    const timer = setInterval(() => void run(name), jobs[name].everyMinutes * 60_000);
    timer.unref();
    timers.push(timer);
  }
  return {
    stop: () => {
      for (const timer of timers) clearInterval(timer);
    },
    runNow: run,
  };
}
