import { defineProject } from 'vitest/config';

/** Tests of the build's own code (the plugins, the chunks' members): Node, no browser. */
export default defineProject({
  test: {
    name: 'web-build',
    include: ['**/*.test.ts'],
    environment: 'node',
  },
});
