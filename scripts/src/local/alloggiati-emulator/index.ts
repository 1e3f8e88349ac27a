import type { ServerResponse } from 'node:http';
import { findComune } from '@catania/shared/alloggiati/comuni';
import { handleAccountControl, serveEmulator } from '../emulator-http';
import { overview } from './overview';
import { handleService } from './service';
import { type Accounts, type AlloggiatiAccount, newAccountState } from './state';

export type { AlloggiatiAccount, ReceivedRecord } from './state';

/**
 * A local Alloggiati Web (Polizia di Stato): the web service `service.asmx`, namespace
 * `AlloggiatiService`, SOAP 1.1 and 1.2, as its manual (MANUALEWS, Rev. 01) describes it:
 *
 *   GenerateToken(Utente, Password, WsKey)        -> TokenInfo {issued, expires, token} + result
 *   Authentication_Test(Utente, token)            -> result
 *   Test(Utente, token, ElencoSchedine)           -> TestResult + result {SchedineValide, Dettaglio}
 *   Send(Utente, token, ElencoSchedine)           -> SendResult + result (valid lines are taken)
 *   Ricevuta(Utente, token, Data)                 -> RicevutaResult + PDF (base64) of a past day
 *   GestioneAppartamenti_Test / _Send(..., IdAppartamento) for property-manager accounts
 *
 * Each Dettaglio is one line's esito, in the order of the lines. Only today's and yesterday's
 * arrivals are taken; a receipt exists for each of the last 30 days with a send, never today's.
 *
 * Each account (Utente) is its own structure with its own clock, so one emulator serves every test
 * file. Control routes for tests (the real service has none):
 *   POST /_emulator/accounts                        {utente, password, wsKey, apartments?, tokenTtlSeconds?}
 *   PUT  /_emulator/accounts/:utente/clock          {offsetMs}: the account's "now" moves
 *   PUT  /_emulator/accounts/:utente/faults         {mode: 'timeout'|'garbage'|'fault', count,
 *                                                   operation?}: the next `count` calls (of
 *                                                   `operation` only, if named) misbehave
 *   GET  /_emulator/accounts/:utente/received       every schedina taken, in order
 *   GET  /                                          a page listing what each account received
 *
 * The modules: state.ts (each account), soap.ts (the envelopes), service.ts (a call to
 * service.asmx, faults included), operations.ts (each operation's checks and answer), records.ts
 * (one schedina's check), receipt.ts (the Ricevuta's PDF), overview.ts (the page at /).
 */

export interface AlloggiatiEmulator {
  url: string;
  /** The service's endpoint, what the functions' ALLOGGIATI_ENDPOINT names. */
  serviceUrl: string;
  port: number;
  addAccount(account: AlloggiatiAccount): void;
  stop(): Promise<void>;
}

/** The account `npm start` opens, and the settings that point the functions at it. */
export const LOCAL_ALLOGGIATI_ACCOUNT: AlloggiatiAccount = {
  utente: 'CT0LOCALE',
  password: 'password-locale',
  wsKey: 'WSKEY-LOCALE-0001',
  tokenTtlSeconds: 3600,
};

export function alloggiatiEnv(emulator: AlloggiatiEmulator, account: AlloggiatiAccount) {
  return {
    ALLOGGIATI_ENDPOINT: emulator.serviceUrl,
    ALLOGGIATI_USER: account.utente,
    ALLOGGIATI_PASSWORD: account.password,
    ALLOGGIATI_WSKEY: account.wsKey,
  };
}

export async function startAlloggiatiEmulator(
  options: { port?: number; host?: string; accounts?: AlloggiatiAccount[] } = {},
): Promise<AlloggiatiEmulator> {
  const accounts: Accounts = new Map();
  const addAccount = (account: AlloggiatiAccount) => {
    accounts.set(account.utente, newAccountState(account));
  };
  for (const account of options.accounts ?? []) addAccount(account);
  // The comuni table is read on first use: read it now, not during a caller's timed request.
  findComune('');
  const hanging = new Set<ServerResponse>();

  const http = await serveEmulator(
    (req, res, path, body) => {
      if (path.startsWith('/_emulator/')) {
        return handleAccountControl(req, res, path, body, {
          add: (input) => {
            addAccount(input as unknown as AlloggiatiAccount);
            return String(input.utente);
          },
          find: (utente) => accounts.get(utente),
          received: (account) => ({ received: account.received }),
        });
      }
      if (req.method === 'POST' && /\/service\.asmx$/i.test(path)) {
        return void handleService(accounts, hanging, req, res, body);
      }
      if (req.method === 'GET' && path === '/') return overview(accounts, res);
      res.writeHead(404).end();
    },
    { port: options.port, host: options.host, hanging },
  );
  const { url, port } = http;
  return {
    url,
    serviceUrl: `${url}/service/service.asmx`,
    port,
    addAccount,
    stop: http.stop,
  };
}
