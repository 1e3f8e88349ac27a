import { defineProject } from 'vitest/config';

/** Tests of the local tooling itself (the emulators' contracts); no database needed. */
export default defineProject({
  test: {
    name: 'scripts',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
