import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import { openArrival, submitPrecheckin } from '@catania/testing/checkin-fixtures';
import { couple } from '@catania/testing/precheckin-data';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, expect, it } from 'vitest';

/**
 * Privacy: what a guest enters in the pre-check-in never reaches the logs, whatever
 * happens (refused, accepted, read back, read by the owner, exported). The functions log at
 * DEBUG here, and everything they write is read.
 */

let api: TestApi;
let admin: AdminClient;

beforeAll(async () => {
  await useTestAdminCredentials();
  api = await startTestApi({ logLevel: 'DEBUG' });
  admin = await signIn(api);
});
afterAll(() => api.stop());

/** Everything written to stdout and stderr while `run` runs. */
async function captureOutput(run: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const original = { out: process.stdout.write, err: process.stderr.write };
  const capture = (chunk: unknown, ...rest: unknown[]) => {
    lines.push(String(chunk));
    const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  };
  process.stdout.write = capture as typeof process.stdout.write;
  process.stderr.write = capture as typeof process.stderr.write;
  try {
    await run();
  } finally {
    process.stdout.write = original.out;
    process.stderr.write = original.err;
  }
  return lines.join('');
}

it('never writes the guests’ data to the logs during a pre-check-in', async () => {
  const log = await captureOutput(async () => {
    const arrival = await openArrival(admin, { start: 3 });
    const refused = couple();
    refused.lead.document.number = 'ZZ99';
    refused.lead.birthDate = '2999-01-01';
    expect((await submitPrecheckin(api, arrival.token, refused)).status).toBe(400);
    expect((await submitPrecheckin(api, arrival.token, couple())).status).toBe(200);
    expect((await api.fetch(`/api/checkin/${arrival.token}`)).status).toBe(200);
    const key = encodeURIComponent(arrival.arrival.stayKey);
    expect((await admin.fetch(`/api/admin/checkin/stays/${key}/guests`)).status).toBe(200);
    const exported = await admin.fetch(`/api/admin/checkin/alloggiati?date=${arrival.checkIn}`);
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain('CA12345AB');
  });
  // The capture saw the requests' log lines (so an empty log cannot pass for a clean one)...
  expect(log).toContain('"path":"/api/checkin/');
  expect(log).toContain('"path":"/api/admin/checkin/alloggiati"');
  // ...and none of what the guest typed.
  for (const secret of [
    'CA12345AB',
    'ZZ99',
    '1988-04-12',
    '12/04/1988',
    '2999-01-01',
    'Müller',
    'MULLER',
    '1987-02-01',
  ]) {
    expect(log).not.toContain(secret);
  }
});

it('never writes an apartment’s access details to the logs, set, read or released', async () => {
  const code = 'codice cassetta 7395';
  const log = await captureOutput(async () => {
    const arrival = await openArrival(admin, { start: 5 });
    expect(
      (
        await admin.send('PUT', '/api/admin/apartments/appartamento-3/access', {
          instructions: code,
        })
      ).status,
    ).toBe(200);
    expect((await admin.fetch('/api/admin/apartments/appartamento-3/access')).status).toBe(200);
    expect((await submitPrecheckin(api, arrival.token, couple())).status).toBe(200);
    const key = encodeURIComponent(arrival.arrival.stayKey);
    const identified = await admin.send('PUT', `/api/admin/checkin/stays/${key}/identification`, {
      persons: ['in_person', 'in_person'],
    });
    expect(identified.status, await identified.text()).toBe(200);
    expect(await (await api.fetch(`/api/checkin/${arrival.token}`)).text()).toContain(code);
  });
  expect(log).toContain('"path":"/api/admin/apartments/appartamento-3/access"');
  expect(log).not.toContain('7395');
});
