import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import './vitest-context';
import type {
  OsservatorioOperation,
  OsservatorioReceived,
} from '@catania/scripts/local/osservatorio-emulator/index';

/**
 * A test file's own structure in the run's Osservatorio Turistico emulator: its account, its
 * clock, what it received. Call before the functions are imported: it sets the settings they read.
 */
export interface TestOsservatorioAccount {
  userId: string;
  hotelCode: string;
  received(): Promise<OsservatorioReceived>;
  /** Moves the structure's clock (the Region's "today") by `offsetMs` from now. */
  setClock(offsetMs: number): Promise<void>;
  /**
   * The next `count` calls (of `operation` only, if named) time out, answer garbage or a 500, or
   * are taken without an answer (`lost`).
   */
  misbehave(
    mode: 'timeout' | 'garbage' | 'error' | 'lost',
    count: number,
    operation?: OsservatorioOperation,
  ): Promise<void>;
}

export async function registerTestOsservatorioAccount(): Promise<TestOsservatorioAccount> {
  const url = inject('osservatorioEmulatorUrl');
  const suffix = randomBytes(3).toString('hex').toUpperCase();
  const account = {
    userId: `PMS-${suffix}`,
    password: 'password-test',
    hotelCode: `TRS-IT-SIC-${suffix}`,
  };
  const created = await fetch(`${url}/_emulator/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (created.status !== 201) throw new Error(`Osservatorio emulator account: ${created.status}`);
  Object.assign(process.env, {
    OSSERVATORIO_ENDPOINT: `${url}/webapi/api`,
    OSSERVATORIO_USER: account.userId,
    OSSERVATORIO_PASSWORD: account.password,
    OSSERVATORIO_HOTEL_CODE: account.hotelCode,
  });
  const control = async (path: string, method: string, body?: unknown) => {
    const response = await fetch(`${url}/_emulator/accounts/${account.userId}/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`Osservatorio emulator ${path}: ${response.status}`);
    return response.json() as Promise<unknown>;
  };
  return {
    userId: account.userId,
    hotelCode: account.hotelCode,
    received: async () => (await control('received', 'GET')) as OsservatorioReceived,
    setClock: async (offsetMs) => void (await control('clock', 'PUT', { offsetMs })),
    misbehave: async (mode, count, operation) =>
      void (await control('faults', 'PUT', { mode, count, ...(operation ? { operation } : {}) })),
  };
}
