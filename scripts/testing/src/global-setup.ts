import { startAlloggiatiEmulator } from '@catania/scripts/local/alloggiati-emulator/index';
import { startDynamo } from '@catania/scripts/local/dynamodb';
import { ensureJava } from '@catania/scripts/local/java';
import { startOsservatorioEmulator } from '@catania/scripts/local/osservatorio-emulator/index';
import { startSesEmulator } from '@catania/scripts/local/ses-emulator';
import { startStripeEmulator } from '@catania/stripe-emulator';
import type { TestProject } from 'vitest/node';
import './vitest-context';

/**
 * Vitest global setup for integration tests: one DynamoDB Local (in memory), one SES emulator,
 * one Stripe emulator, one Alloggiati Web emulator and one Osservatorio Turistico emulator for the
 * whole run. Each test file gets its own table and its own Stripe
 * account (a secret key of its own, see `startTestApi`), so files never see each other's data;
 * mails are told apart by their recipients; a file that sends to Alloggiati Web opens its own
 * account there (`registerTestAlloggiatiAccount`), with its own clock; so does a file that sends
 * the Region's statistics (`registerTestOsservatorioAccount`).
 */
export default async function setup(project: TestProject) {
  ensureJava();
  const [dynamo, ses, stripe, alloggiati, osservatorio] = await Promise.all([
    startDynamo(),
    startSesEmulator(),
    // Quick webhook retries: a test waits seconds, not minutes.
    startStripeEmulator({ retryDelaysMs: [200, 500, 1_000], asyncSettleMs: 300 }),
    startAlloggiatiEmulator(),
    startOsservatorioEmulator(),
  ]);
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('sesEmulatorUrl', ses.url);
  project.provide('stripeEmulatorUrl', stripe.url);
  project.provide('alloggiatiEmulatorUrl', alloggiati.url);
  project.provide('osservatorioEmulatorUrl', osservatorio.url);
  return async () => {
    await Promise.all([
      dynamo.stop(),
      ses.stop(),
      stripe.stop(),
      alloggiati.stop(),
      osservatorio.stop(),
    ]);
  };
}
