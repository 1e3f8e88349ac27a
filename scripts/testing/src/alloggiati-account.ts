import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import './vitest-context';
import type { ReceivedRecord } from '@catania/scripts/local/alloggiati-emulator/index';

/**
 * A test file's own structure in the run's Alloggiati Web emulator: its account, its clock, the
 * schedine it received. Call before the functions are imported: it sets the settings they read.
 */
export interface TestAlloggiatiAccount {
  utente: string;
  received(): Promise<ReceivedRecord[]>;
  /** Moves the account's clock (the service's "today") by `offsetMs` from now. */
  setClock(offsetMs: number): Promise<void>;
  /** The next `count` calls (of `operation` only, if named) time out, answer garbage or a fault. */
  misbehave(
    mode: 'timeout' | 'garbage' | 'fault',
    count: number,
    operation?: string,
  ): Promise<void>;
}

export async function registerTestAlloggiatiAccount(
  options: { apartments?: number[]; tokenTtlSeconds?: number } = {},
): Promise<TestAlloggiatiAccount> {
  const url = inject('alloggiatiEmulatorUrl');
  const utente = `CT${randomBytes(4).toString('hex').toUpperCase()}`;
  const account = { utente, password: 'password-test', wsKey: `WSKEY-${utente}`, ...options };
  const created = await fetch(`${url}/_emulator/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (created.status !== 201) throw new Error(`Alloggiati emulator account: ${created.status}`);
  Object.assign(process.env, {
    ALLOGGIATI_ENDPOINT: `${url}/service/service.asmx`,
    ALLOGGIATI_USER: utente,
    ALLOGGIATI_PASSWORD: account.password,
    ALLOGGIATI_WSKEY: account.wsKey,
  });
  const control = async (path: string, method: string, body?: unknown) => {
    const response = await fetch(`${url}/_emulator/accounts/${utente}/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`Alloggiati emulator ${path}: ${response.status}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  return {
    utente,
    received: async () => (await control('received', 'GET')).received as ReceivedRecord[],
    setClock: async (offsetMs) => void (await control('clock', 'PUT', { offsetMs })),
    misbehave: async (mode, count, operation) =>
      void (await control('faults', 'PUT', { mode, count, ...(operation ? { operation } : {}) })),
  };
}
