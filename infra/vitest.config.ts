import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'infra',
    environment: 'node',
    include: ['**/*.test.ts'],
    // The CDK app is synthesized once, here, for every test file.
    globalSetup: ['vitest.setup.ts'],
    // The files read the synthesized templates and build nothing that outlives them: they share
    // one module cache per worker, so aws-cdk-lib and cdk-nag load once, not once per file.
    isolate: false,
    // One test bundles real handlers with esbuild.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
