import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_SCRYPT_COST } from '@catania/testing/admin-session';
import { E2E_ADMIN } from './local/admin-credentials';
import { DEFAULT_WEB_DIR, startLocalStack } from './local/stack';

/**
 * The stack the browser tests run against: the built web app and the API on PORT (default 4173)
 * behind the production edge (the gateway applies infra/constructs/edge-definition.ts, or with
 * EDGE_TEMPLATE the edge of a synthesized template), DynamoDB Local in memory so every run starts
 * from the seed. Playwright starts and stops it.
 */
const port = Number(process.env.PORT ?? 4173);
// Known credentials for the admin browser tests.
process.env.ADMIN_PASSWORD ??= E2E_ADMIN.password;
// One browser on one address stands for every guest of the run: the abuse limits would refuse it.
process.env.ABUSE_LIMITS ??= 'off';
const expireSeconds = Number(process.env.STRIPE_EMULATOR_EXPIRE_SECONDS ?? 0);
// A copy of the build plays the site bucket: a test that publishes from the panel changes it,
// never the build the next run starts from.
const webDir = mkdtempSync(join(tmpdir(), 'catania-e2e-site-'));
cpSync(DEFAULT_WEB_DIR, webDir, { recursive: true });
const stack = await startLocalStack({
  port,
  webDir,
  logLevel: 'WARN',
  // Fixed ports next to the site's, so browser tests know where the emulators are.
  stripePort: Number(process.env.STRIPE_EMULATOR_PORT ?? port + 1),
  sesPort: Number(process.env.SES_EMULATOR_PORT ?? port + 2),
  ...(expireSeconds > 0 ? { stripeExpireSeconds: expireSeconds } : {}),
  // The tests sign in to the panel, not against a guesser (password.test.ts proves the production
  // cost): a cheap hash spares each sign-in the 300 ms of a core and 128 MiB of the real one.
  adminScryptCost: TEST_SCRYPT_COST,
});
console.log(
  `e2e stack on ${stack.url}, edge from ${process.env.EDGE_TEMPLATE ?? 'infra/constructs/edge-definition.ts'}`,
);
const stop = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
