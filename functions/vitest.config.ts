import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['../scripts/testing/src/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
