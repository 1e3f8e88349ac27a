import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { timeZoneProjects } from './vitest.time-zones';
import { projects } from './vitest.workspace';

export default defineConfig({
  test: {
    projects: [...projects, ...timeZoneProjects],
    // Vitest's default leaves one core free (one worker on two cores), but the integration tests
    // wait on DynamoDB Local and the emulators much of the time: two workers on this 2-core
    // machine ran the suite in 156 s against 221 s for one, back to back.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
