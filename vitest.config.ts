import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { timeZoneProjects } from './vitest.time-zones';
import { projects } from './vitest.workspace';

export default defineConfig({
  test: {
    projects: [...projects, ...timeZoneProjects],
    // Vitest's default leaves one core free (one worker on two cores), but the integration tests
    // wait on DynamoDB Local and the emulators much of the time: on this 2-core machine two
    // workers used about one core's worth, three kept both busy (the suite in 281 s against
    // 306 s, back to back; one worker had taken 221 s against two's 156 s when it was smaller).
    maxWorkers: Math.max(3, availableParallelism() + 1),
  },
});
