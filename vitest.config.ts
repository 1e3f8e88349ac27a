import { defineConfig } from 'vitest/config';
import { timeZoneProjects } from './vitest.time-zones';
import { projects } from './vitest.workspace';

export default defineConfig({
  test: { projects: [...projects, ...timeZoneProjects] },
});
