import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: {
      'virtual:api-routes': fileURLToPath(new URL('./src/test/api-routes.ts', import.meta.url)),
      'virtual:admin-api-routes': fileURLToPath(
        new URL('./src/test/admin-api-routes.ts', import.meta.url),
      ),
    },
  },
  test: {
    name: 'web',
    // happy-dom: a fifth of jsdom's start-up time per test file on this machine. Scripts the code
    // under test adds (the analytics tag) are not fetched, and count as loaded.
    environment: 'happy-dom',
    environmentOptions: {
      happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } },
    },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A test that types whole paragraphs with user-event took 4.3 s on a loaded two-core machine,
    // near Vitest's default of 5 s: the limit guards against a hang, not against slowness.
    testTimeout: 15_000,
  },
});
