import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { findComune } from '@catania/shared/alloggiati/comuni';
import { type CalendarDate, todayInRome } from '@catania/shared/domain/dates';
import { handleAccountControl, serveEmulator } from '../emulator-http';
import {
  checkGuest,
  isValid,
  MESSAGES,
  type PmsStay,
  parseBody,
  type ReadStay,
  readStays,
  resultsXml,
  romeDayOf,
  type StayGuest,
  type ValidationResult,
} from './stays';

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
 */

export interface OsservatorioAccount {
  userId: string;
  password: string;
  hotelCode: string;
  tokenTtlSeconds?: number;
}

export type OsservatorioOperation = 'login' | 'logout' | 'add' | 'update' | 'endDay';

export interface ReceivedStay extends PmsStay {
  addedAt: string;
  /** Every update received, the latest last. */
  updates: { at: string; guests: StayGuest[] }[];
}

export interface ReceivedCall {
  operation: OsservatorioOperation;
  at: string;
  status: number;
  /** The stays of an add or update, the day of an end of day. */
  stayIds?: string[];
  day?: CalendarDate;
}

export interface OsservatorioReceived {
  stays: ReceivedStay[];
  /** The days closed, in the order they were closed. */
  closedDays: { day: CalendarDate; at: string }[];
  calls: ReceivedCall[];
}

/**
 * How the next calls misbehave: never answer, answer an HTML page, a 500; or `lost`: the call is
 * taken, and its answer never comes (the case where only the Region knows what it holds).
 */
type FaultMode = 'timeout' | 'garbage' | 'error' | 'lost';

interface AccountState extends OsservatorioAccount {
  tokens: Map<string, number>;
  offsetMs: number;
  stays: Map<string, ReceivedStay>;
  closedDays: { day: CalendarDate; at: string }[];
  calls: ReceivedCall[];
  faults: { mode: FaultMode; count: number; operation?: OsservatorioOperation } | undefined;
}

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

const OPERATIONS: Record<string, { method: string; operation: OsservatorioOperation }> = {
  '/webapi/api/auth/login': { method: 'GET', operation: 'login' },
  '/webapi/api/auth/logout': { method: 'POST', operation: 'logout' },
  '/webapi/api/stay/addfrompms': { method: 'POST', operation: 'add' },
  '/webapi/api/stay/updatefrompms': { method: 'POST', operation: 'update' },
  '/webapi/api/entity/enddayfrompms': { method: 'POST', operation: 'endDay' },
};

const DENIED = '{"Message":"Authorization has been denied for this request."}';

export async function startOsservatorioEmulator(
  options: { port?: number; host?: string; accounts?: OsservatorioAccount[] } = {},
): Promise<OsservatorioEmulator> {
  const accounts = new Map<string, AccountState>();
  const addAccount = (account: OsservatorioAccount) => {
    accounts.set(account.userId, {
      ...account,
      tokens: new Map(),
      offsetMs: 0,
      stays: new Map(),
      closedDays: [],
      calls: [],
      faults: undefined,
    });
  };
  for (const account of options.accounts ?? []) addAccount(account);
  // The comuni table is read on first use: read it now, not during a caller's timed request.
  findComune('');
  const hanging = new Set<ServerResponse>();
  const nowOf = (account: AccountState) => Date.now() + account.offsetMs;

  /** The account of the request's bearer token, if it is alive. */
  function bearer(req: IncomingMessage): AccountState | undefined {
    const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    for (const account of accounts.values()) {
      const expires = account.tokens.get(token);
      if (expires !== undefined && expires > nowOf(account)) return account;
    }
    return undefined;
  }

  /** The checks of a stay that depend on the structure's state. */
  function checkStay(
    account: AccountState,
    stay: ReadStay,
    kind: 'add' | 'update',
  ): ValidationResult {
    const today = todayInRome(new Date(nowOf(account)));
    const closed = new Set(account.closedDays.map((d) => d.day));
    const messages: ValidationResult['messages'] = [];
    if (!stay.stayId)
      messages.push({ ...MESSAGES.required('StayId'), fieldName: 'StayId', fieldValue: '' });
    if (stay.hotelCode !== account.hotelCode) {
      messages.push({ ...MESSAGES.hotelCode, fieldName: 'HotelCode', fieldValue: stay.hotelCode });
    }
    const known = account.stays.has(stay.stayId);
    if (kind === 'add' && known) {
      messages.push({ ...MESSAGES.duplicateStay, fieldName: 'StayId', fieldValue: stay.stayId });
    }
    if (kind === 'update' && stay.stayId && !known) {
      messages.push({ ...MESSAGES.unknownStay, fieldName: 'StayId', fieldValue: stay.stayId });
    }
    if (stay.guests.length === 0)
      messages.push({ ...MESSAGES.noGuests, fieldName: 'Guests', fieldValue: '' });
    const nested = stay.guests.map((guest) => {
      const result = checkGuest(guest);
      const dated = (field: 'ArrivalDate' | 'DepartureDate', value: string) => {
        const day = romeDayOf(value);
        if (!day) return;
        if (day > today)
          result.messages.push({ ...MESSAGES.futureDate, fieldName: field, fieldValue: value });
        else if (closed.has(day)) {
          result.messages.push({ ...MESSAGES.closedDay, fieldName: field, fieldValue: value });
        }
      };
      // An arrival is dated on the day it is added; a departure on the day it is reported.
      if (kind === 'add') dated('ArrivalDate', guest.arrivalDate);
      const before = account.stays.get(stay.stayId);
      const wasOut = before?.updates
        .at(-1)
        ?.guests.find((g) => g.guestId === guest.guestId)?.checkout;
      if (guest.checkout && !wasOut) dated('DepartureDate', guest.departureDate);
      return result;
    });
    return { objectType: 'Stay', objectId: stay.stayId, messages, nested };
  }

  function operate(
    account: AccountState,
    operation: 'add' | 'update' | 'endDay',
    body: string,
    call: ReceivedCall,
  ): { status: number; body: string } {
    const now = new Date(nowOf(account));
    const at = now.toISOString();
    const refused = (result: ValidationResult) => ({ status: 400, body: resultsXml([result]) });
    const badBody = (objectType: ValidationResult['objectType']) =>
      refused({
        objectType,
        objectId: '',
        messages: [{ ...MESSAGES.badBody, fieldName: '', fieldValue: '' }],
        nested: [],
      });
    if (operation === 'endDay') {
      const root = parseBody(body, 'EndDayPmsDTO');
      if (!root) return badBody('EndDay');
      const hotelCode = typeof root.HotelCode === 'string' ? root.HotelCode.trim() : '';
      const currentDate = typeof root.CurrentDate === 'string' ? root.CurrentDate.trim() : '';
      const day = romeDayOf(currentDate);
      const result: ValidationResult = {
        objectType: 'EndDay',
        objectId: hotelCode,
        messages: [],
        nested: [],
      };
      const add = (m: { code: string; message: string }, fieldName: string, fieldValue: string) =>
        result.messages.push({ ...m, fieldName, fieldValue });
      if (hotelCode !== account.hotelCode) add(MESSAGES.hotelCode, 'HotelCode', hotelCode);
      if (!day) add(MESSAGES.format('CurrentDate'), 'CurrentDate', currentDate);
      else if (day > todayInRome(now)) add(MESSAGES.futureDate, 'CurrentDate', currentDate);
      else if (account.closedDays.some((d) => d.day === day)) {
        add(MESSAGES.dayClosedAlready, 'CurrentDate', currentDate);
      }
      if (day) call.day = day;
      if (!isValid(result) || !day) return refused(result);
      account.closedDays.push({ day, at });
      return { status: 200, body: resultsXml([result]) };
    }
    const root = parseBody(body, 'StaysPmsDTO');
    if (!root) return badBody('Request');
    const stays = readStays(root);
    if (stays.length === 0) return badBody('Request');
    call.stayIds = stays.map(({ stay }) => stay.stayId);
    const results = stays.map(({ stay }) => {
      const result = checkStay(account, stay, operation);
      if (!isValid(result)) return result;
      const guests: StayGuest[] = stay.guests.map(({ rooms: _rooms, ...guest }) => guest);
      if (operation === 'add') {
        account.stays.set(stay.stayId, {
          hotelCode: stay.hotelCode,
          stayId: stay.stayId,
          guests,
          addedAt: at,
          updates: [],
        });
      } else {
        account.stays.get(stay.stayId)?.updates.push({ at, guests });
      }
      return result;
    });
    return { status: results.every(isValid) ? 200 : 400, body: resultsXml(results) };
  }

  function handleApi(req: IncomingMessage, res: ServerResponse, path: string, body: string) {
    const route = OPERATIONS[path.replace(/\/+$/, '').toLowerCase()];
    if (!route || route.method !== req.method) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"Message":"Not found"}');
      return;
    }
    const { operation } = route;
    const userId = String(req.headers.userid ?? '');
    const account =
      operation === 'login' || operation === 'logout' ? accounts.get(userId) : bearer(req);
    const misbehave = account?.faults;
    if (
      account &&
      misbehave &&
      misbehave.count > 0 &&
      (!misbehave.operation || misbehave.operation === operation)
    ) {
      misbehave.count -= 1;
      if (misbehave.mode === 'lost' && operation !== 'login' && operation !== 'logout') {
        operate(account, operation, body, {
          operation,
          at: new Date(nowOf(account)).toISOString(),
          status: 0,
        });
        hanging.add(res);
        return;
      }
      if (misbehave.mode === 'timeout' || misbehave.mode === 'lost') {
        hanging.add(res);
        return; // never answers; the caller gives up
      }
      if (misbehave.mode === 'garbage') {
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<html><body>Manutenzione in corso');
        return;
      }
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"Message":"An error has occurred."}');
      return;
    }
    const call: ReceivedCall = {
      operation,
      at: new Date(account ? nowOf(account) : Date.now()).toISOString(),
      status: 0,
    };
    const answer = (status: number, text: string, headers: Record<string, string> = {}) => {
      call.status = status;
      account?.calls.push(call);
      res
        .writeHead(status, { 'content-type': 'application/xml; charset=utf-8', ...headers })
        .end(text);
    };
    if (operation === 'login') {
      if (!account || account.password !== String(req.headers.password ?? '')) {
        return answer(401, '{"Message":"Credenziali non valide"}', {
          'content-type': 'application/json',
        });
      }
      const token = randomBytes(24).toString('base64url');
      account.tokens.set(token, nowOf(account) + (account.tokenTtlSeconds ?? 1800) * 1000);
      return answer(200, `"Bearer ${token}"`, {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      });
    }
    if (operation === 'logout') {
      const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      if (!account?.tokens.delete(token)) {
        return answer(401, DENIED, { 'content-type': 'application/json' });
      }
      return answer(200, '');
    }
    if (!account) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(DENIED);
      return;
    }
    const result = operate(account, operation, body, call);
    return answer(result.status, result.body);
  }

  function overview(res: ServerResponse) {
    const lines = [...accounts.values()].flatMap((a) => [
      `${a.userId} (${a.hotelCode})`,
      `  Giornate chiuse: ${a.closedDays.map((d) => d.day).join(', ') || 'nessuna'}`,
      ...[...a.stays.values()].map((s) => {
        const out = s.updates.at(-1)?.guests.filter((g) => g.checkout).length ?? 0;
        const first = s.guests[0];
        return `  Soggiorno ${s.stayId}: ${s.guests.length} ospiti, arrivo ${first ? romeDayOf(first.arrivalDate) : '?'}, partenza ${first ? romeDayOf(first.departureDate) : '?'}${out ? ` (partiti: ${out})` : ''}`;
      }),
    ]);
    res
      .writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
      .end(
        ['Osservatorio Turistico Regione Siciliana (emulatore): /webapi/api', '', ...lines].join(
          '\n',
        ),
      );
  }

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
      if (path.toLowerCase().startsWith('/webapi/api/')) return handleApi(req, res, path, body);
      if (req.method === 'GET' && path === '/') return overview(res);
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
