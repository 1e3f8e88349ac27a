import { defineProject } from 'vitest/config';

/** The emulator's contract with the `stripe` SDK and Stripe's documented behaviour. */
export default defineProject({
  test: {
    name: 'stripe-emulator',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
