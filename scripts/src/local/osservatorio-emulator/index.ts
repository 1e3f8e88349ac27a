import type { ServerResponse } from 'node:http';
import { findComune } from '@catania/shared/alloggiati/comuni';
import { handleAccountControl, serveEmulator } from '../emulator-http';
import { handleApi } from './api';
import { overview } from './overview';
import {
  type Accounts,
  newAccountState,
  type OsservatorioAccount,
  type OsservatorioReceived,
} from './state';

export type {
  OsservatorioAccount,
  OsservatorioOperation,
  OsservatorioReceived,
  ReceivedCall,
  ReceivedStay,
} from './state';

/**
 * A local Osservatorio Turistico della Regione Siciliana (Turist@t): the web API the Region opens
 * to property-management systems for the ISTAT statistics of guest movements, as its "Protocollo
 * di comunicazione PMS" describes it (learnt from public clients of the real service):
 *
 *   GET  /webapi/api/auth/login            headers UserId, Password -> Authorization: Bearer <token>
 *   POST /webapi/api/auth/logout           headers UserId, Authorization
 *   POST /webapi/api/stay/addfrompms       StaysPmsDTO: new stays (arrivals)
 *   POST /webapi/api/stay/updatefrompms    StaysPmsDTO: the whole stay again (Checkout=true on
 *                                          departure)
 *   POST /webapi/api/entity/enddayfrompms  EndDayPmsDTO {HotelCode, CurrentDate}: the day closed,
 *                                          every day, even without movements
 *
 * Answers: 200 when every object is valid, 400 otherwise, both with an ArrayOfValidationResultDTO
 * (one per stay, its guests nested, each message with its field); 401 without a live token. A
 * valid stay of a request is taken even when another is refused. A closed day takes no more
 * movements, and is not closed twice; nothing is dated after today (the structure's "today" is
 * Rome's, moved by the account's clock).
 *
 * Control routes for tests (the real service has none):
 *   POST /_emulator/accounts                 {userId, password, hotelCode, tokenTtlSeconds?}
 *   PUT  /_emulator/accounts/:userId/clock   {offsetMs}
 *   PUT  /_emulator/accounts/:userId/faults  {mode: 'timeout'|'garbage'|'error'|'lost', count,
 *                                            operation?}
 *   GET  /_emulator/accounts/:userId/received  {stays, closedDays, calls}
 *   GET  /                                   what each structure received, as text
 *
 * The modules: state.ts (each structure), api.ts (a call: its route, token and faults),
 * stays.ts (the bodies read and checked field by field), operations.ts (the checks that depend
 * on the structure's state, and what a valid call changes), overview.ts (the page at /).
 */

export interface OsservatorioEmulator {
  url: string;
  /** The API's base, what the functions' OSSERVATORIO_ENDPOINT names. */
  apiUrl: string;
  port: number;
  addAccount(account: OsservatorioAccount): void;
  stop(): Promise<void>;
}

/** The structure `npm start` opens. */
export const LOCAL_OSSERVATORIO_ACCOUNT: OsservatorioAccount = {
  userId: 'PMS-LOCALE',
  password: 'password-locale',
  hotelCode: 'TRS-IT-SIC-00000',
  tokenTtlSeconds: 1800,
};

export function osservatorioEnv(emulator: OsservatorioEmulator, account: OsservatorioAccount) {
  return {
    OSSERVATORIO_ENDPOINT: emulator.apiUrl,
    OSSERVATORIO_USER: account.userId,
    OSSERVATORIO_PASSWORD: account.password,
    OSSERVATORIO_HOTEL_CODE: account.hotelCode,
  };
}

export async function startOsservatorioEmulator(
  options: { port?: number; host?: string; accounts?: OsservatorioAccount[] } = {},
): Promise<OsservatorioEmulator> {
  const accounts: Accounts = new Map();
  const addAccount = (account: OsservatorioAccount) => {
    accounts.set(account.userId, newAccountState(account));
  };
  for (const account of options.accounts ?? []) addAccount(account);
  // The comuni table is read on first use: read it now, not during a caller's timed request.
  findComune('');
  const hanging = new Set<ServerResponse>();

  const { url, port, stop } = await serveEmulator(
    (req, res, path, body) => {
      if (path.startsWith('/_emulator/')) {
        return handleAccountControl(req, res, path, body, {
          add: (input) => {
            addAccount(input as unknown as OsservatorioAccount);
            return String(input.userId);
          },
          find: (userId) => accounts.get(userId),
          received: (account): OsservatorioReceived => ({
            stays: [...account.stays.values()],
            closedDays: account.closedDays,
            calls: account.calls,
          }),
        });
      }
      if (path.toLowerCase().startsWith('/webapi/api/'))
        return handleApi(accounts, hanging, req, res, path, body);
      if (req.method === 'GET' && path === '/') return overview(accounts, res);
      res.writeHead(404).end();
    },
    { port: options.port, host: options.host, hanging },
  );
  return {
    url,
    apiUrl: `${url}/webapi/api`,
    port,
    addAccount,
    stop,
  };
}
