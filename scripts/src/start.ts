import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describeAdmin } from './local/admin-credentials';
import { ensureJava } from './local/java';
import { startJobs } from './local/jobs';
import { REPO_ROOT, startLocalStack } from './local/stack';

/**
 * `npm start`: the whole product on this machine. Builds the web app, starts DynamoDB Local
 * (data kept in DATA_DIR), creates and seeds the table when empty, starts the Stripe and SES
 * emulators (Stripe, SES, Alloggiati Web, the Region's Osservatorio Turistico) and the scheduled jobs, and serves web and /api on one origin (PORT).
 * Ctrl-C or SIGTERM stops every child.
 */
const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.DATA_DIR ?? join(REPO_ROOT, '.data'));

ensureJava();
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

if (existsSync(join(REPO_ROOT, 'web', 'index.html')) && process.env.SKIP_WEB_BUILD !== '1') {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const expireSeconds = Number(process.env.STRIPE_EMULATOR_EXPIRE_SECONDS ?? 0);
const stack = await startLocalStack({
  port,
  dataDir: join(dataDir, 'dynamodb'),
  stripePort: Number(process.env.STRIPE_EMULATOR_PORT ?? port + 1),
  sesPort: Number(process.env.SES_EMULATOR_PORT ?? port + 2),
  alloggiatiPort: Number(process.env.ALLOGGIATI_EMULATOR_PORT ?? port + 3),
  osservatorioPort: Number(process.env.OSSERVATORIO_EMULATOR_PORT ?? port + 4),
  ...(expireSeconds > 0 ? { stripeExpireSeconds: expireSeconds } : {}),
});
const scheduler = startJobs();

console.log(
  [
    '',
    'Catania Centro Apartments is running:',
    `  Site and API     ${stack.url}`,
    `  Apartments API   ${stack.url}/api/apartments`,
    `  DynamoDB Local   ${stack.dynamo.endpoint}  (data in ${dataDir})`,
    `  Stripe emulator  ${stack.stripe.url}  (payments and webhooks; test card 4242 4242 4242 4242)`,
    `  Mail (SES)       ${stack.ses.url}  (every mail sent)`,
    `  Alloggiati Web   ${stack.alloggiati.url}  (police registrations received; service ${stack.alloggiati.serviceUrl})`,
    `  Osservatorio     ${stack.osservatorio.url}  (Sicily's tourism statistics received; API ${stack.osservatorio.apiUrl})`,
    describeAdmin(stack.admin, stack.url),
    '',
    'Press Ctrl-C to stop.',
  ].join('\n'),
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  scheduler.stop();
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
