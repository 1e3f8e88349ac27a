import { routes } from '@catania/shared/api/routes';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import {
  registerTestAlloggiatiAccount,
  type TestAlloggiatiAccount,
} from '@catania/testing/alloggiati-account';
import { registerTestOsservatorioAccount } from '@catania/testing/osservatorio-account';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The owner's 'Verifica' of the accounts the site sends with, against the emulators:
 * taken now, or refused with what to fix, never a secret in the answer; the owner's alone.
 */

let api: TestApi;
let admin: AdminClient;
let police: TestAlloggiatiAccount;

beforeAll(async () => {
  police = await registerTestAlloggiatiAccount();
  await registerTestOsservatorioAccount();
  await useTestAdminCredentials();
  api = await startTestApi();
  admin = await signIn(api);
});
afterAll(() => api.stop());

async function check(path: string) {
  const response = await admin.send('POST', path, {});
  expect(response.status).toBe(200);
  return routes.checkAlloggiatiConnection.response.parse(await response.json());
}

/** Runs `during` with a setting changed the way the owner might mistype it, then restores it. */
async function withSetting(name: string, value: string, during: () => Promise<void>) {
  const saved = process.env[name];
  process.env[name] = value;
  try {
    await during();
  } finally {
    process.env[name] = saved;
  }
}

describe("the owner's check of the connections", () => {
  it('tells Alloggiati Web takes the account, and what to fix when it refuses the WsKey', async () => {
    const ok = await check('/api/admin/checkin/alloggiati/check');
    expect(ok).toMatchObject({ configured: true, ok: true, account: police.utente });
    expect(ok.message).toContain('Collegamento riuscito');

    await withSetting('ALLOGGIATI_WSKEY', 'WSKEY-SBAGLIATA', async () => {
      const refused = await check('/api/admin/checkin/alloggiati/check');
      expect(refused).toMatchObject({ configured: true, ok: false });
      expect(refused.message).toContain('controlla utente, password e Web Service Key');
      expect(JSON.stringify(refused)).not.toContain('WSKEY-SBAGLIATA');
    });
    // A key that cannot be read at all (its parameter missing): told, not a 500.
    await withSetting('ALLOGGIATI_WSKEY', '', async () => {
      const unreadable = await check('/api/admin/checkin/alloggiati/check');
      expect(unreadable).toMatchObject({ configured: true, ok: false });
      expect(unreadable.message).toContain('Le credenziali salvate non si leggono');
    });
  });

  it('tells the Osservatorio takes the PMS account, and when it refuses the password', async () => {
    const ok = await check('/api/admin/osservatorio/check');
    expect(ok).toMatchObject({ configured: true, ok: true });
    expect(ok.account).toContain(process.env.OSSERVATORIO_HOTEL_CODE);

    await withSetting('OSSERVATORIO_PASSWORD', 'password-sbagliata', async () => {
      const refused = await check('/api/admin/osservatorio/check');
      expect(refused).toMatchObject({ configured: true, ok: false });
      expect(refused.message).toContain('controlla utente PMS e password');
    });
  });

  it('is the owner’s alone', async () => {
    for (const path of ['/api/admin/checkin/alloggiati/check', '/api/admin/osservatorio/check']) {
      expect((await api.post(path, {})).status).toBe(401);
    }
  });
});
