import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Pure functions and schemas, no module state: the files of a worker share one module cache
    // (zod and fast-check imported once, not once per file).
    isolate: false,
  },
});
