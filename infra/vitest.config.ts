import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'infra',
    environment: 'node',
    include: ['**/*.test.ts'],
    // The CDK app is synthesized once, here, for every test file.
    globalSetup: ['vitest.setup.ts'],
    // One test bundles real handlers with esbuild.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
