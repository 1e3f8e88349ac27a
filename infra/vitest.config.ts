import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'infra',
    environment: 'node',
    include: ['**/*.test.ts'],
    // A CDK synth of the three stacks takes seconds; one test bundles real handlers with esbuild.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
