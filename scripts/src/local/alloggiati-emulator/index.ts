import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { findComune } from '@catania/shared/alloggiati/comuni';
import { addDays, type CalendarDate, todayInRome } from '@catania/shared/domain/dates';
import { handleAccountControl, serveEmulator } from '../emulator-http';
import { receiptPdf } from './receipt';
import { checkRecord, recordFields, type ServiceError } from './records';
import {
  CONTENT_TYPE,
  envelope,
  fault,
  linesParam,
  parseRequest,
  type SoapVersion,
  textParam,
} from './soap';

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
 */

export interface AlloggiatiAccount {
  utente: string;
  password: string;
  wsKey: string;
  /** Property-manager accounts ("Gestione Appartamenti"): their apartments' ids. */
  apartments?: number[];
  /** How long a token lives (the manual's example: one hour). */
  tokenTtlSeconds?: number;
}

export interface ReceivedRecord {
  /** The day it was taken (Rome): the receipt it is on. */
  day: CalendarDate;
  at: string;
  record: string;
  idAppartamento?: number;
}

type FaultMode = 'timeout' | 'garbage' | 'fault';

interface AccountState extends AlloggiatiAccount {
  tokens: Map<string, number>;
  offsetMs: number;
  received: ReceivedRecord[];
  faults: { mode: FaultMode; count: number; operation?: string } | undefined;
}

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

/** The service's errors of authentication and of the receipt (ErroreCod, ErroreDes). */
export const SERVICE_ERRORS = {
  credentials: { code: '100', name: 'AUTENTICAZIONE_FALLITA', detail: 'Utente o Password errati' },
  wsKey: { code: '101', name: 'WSKEY_NON_VALIDA', detail: 'Web Service Key errata o scaduta' },
  token: {
    code: '102',
    name: 'TOKEN_NON_VALIDO',
    detail: 'Token di autenticazione non valido o scaduto',
  },
  receipt: {
    code: '103',
    name: 'RICEVUTA_NON_DISPONIBILE',
    detail: 'Ricevuta non disponibile per la data richiesta',
  },
  apartment: {
    code: '104',
    name: 'APPARTAMENTO_NON_VALIDO',
    detail: 'Id Appartamento non valido per l\u2019utente',
  },
  noLines: { code: '13', name: 'ELENCO_SCHEDINE_VUOTO', detail: 'Nessuna schedina da elaborare' },
} as const satisfies Record<string, ServiceError>;

const ok = { esito: 'true', ErroreCod: '', ErroreDes: '', ErroreDettaglio: '' };
const esito = (error: ServiceError | undefined) =>
  error
    ? {
        esito: 'false',
        ErroreCod: error.code,
        ErroreDes: error.name,
        ErroreDettaglio: error.detail,
      }
    : ok;

/** `2026-05-10T14:00:00` in Rome's wall time, as the service writes its dates. */
const serviceDateTime = (ms: number) =>
  new Date(ms).toLocaleString('sv-SE', { timeZone: 'Europe/Rome' }).replace(' ', 'T');

export async function startAlloggiatiEmulator(
  options: { port?: number; host?: string; accounts?: AlloggiatiAccount[] } = {},
): Promise<AlloggiatiEmulator> {
  const accounts = new Map<string, AccountState>();
  const addAccount = (account: AlloggiatiAccount) => {
    accounts.set(account.utente, {
      ...account,
      tokens: new Map(),
      offsetMs: 0,
      received: [],
      faults: undefined,
    });
  };
  for (const account of options.accounts ?? []) addAccount(account);
  // The comuni table is read on first use: read it now, not during a caller's timed request.
  findComune('');
  const hanging = new Set<ServerResponse>();

  const nowOf = (account: AccountState) => Date.now() + account.offsetMs;

  function authorised(params: Record<string, unknown>): AccountState | ServiceError {
    const account = accounts.get(textParam(params, 'Utente'));
    const token = textParam(params, 'token');
    const expires = account?.tokens.get(token);
    if (!account || expires === undefined || expires <= nowOf(account)) return SERVICE_ERRORS.token;
    return account;
  }

  function operate(
    operation: string,
    params: Record<string, unknown>,
  ): Record<string, unknown> | undefined {
    if (operation === 'GenerateToken') {
      const account = accounts.get(textParam(params, 'Utente'));
      const error =
        !account || account.password !== textParam(params, 'Password')
          ? SERVICE_ERRORS.credentials
          : account.wsKey !== textParam(params, 'WsKey')
            ? SERVICE_ERRORS.wsKey
            : undefined;
      if (error || !account) {
        return {
          GenerateTokenResult: { issued: '', expires: '', token: '' },
          result: esito(error),
        };
      }
      const issued = nowOf(account);
      const expires = issued + (account.tokenTtlSeconds ?? 3600) * 1000;
      const token = randomBytes(24).toString('base64');
      account.tokens.set(token, expires);
      return {
        GenerateTokenResult: {
          issued: serviceDateTime(issued),
          expires: serviceDateTime(expires),
          token,
        },
        result: ok,
      };
    }
    if (operation === 'Authentication_Test') {
      const account = authorised(params);
      return { Authentication_TestResult: esito('code' in account ? account : undefined) };
    }
    const schedine = /^(?:GestioneAppartamenti_)?(Test|Send)$/.exec(operation);
    if (schedine) {
      const account = authorised(params);
      const resultName = `${operation}Result`;
      if ('code' in account) return { [resultName]: esito(account), result: { SchedineValide: 0 } };
      let idAppartamento: number | undefined;
      if (operation.startsWith('GestioneAppartamenti_')) {
        idAppartamento = Number(textParam(params, 'IdAppartamento'));
        if (!account.apartments?.includes(idAppartamento)) {
          return { [resultName]: esito(SERVICE_ERRORS.apartment), result: { SchedineValide: 0 } };
        }
      }
      const lines = linesParam(params);
      if (lines.length === 0) {
        return { [resultName]: esito(SERVICE_ERRORS.noLines), result: { SchedineValide: 0 } };
      }
      const now = nowOf(account);
      const today = todayInRome(new Date(now));
      const errors = lines.map((line) => checkRecord(line, today));
      if (schedine[1] === 'Send') {
        lines.forEach((record, i) => {
          if (errors[i]) return;
          account.received.push({
            day: today,
            at: new Date(now).toISOString(),
            record,
            ...(idAppartamento !== undefined ? { idAppartamento } : {}),
          });
        });
      }
      return {
        [resultName]: ok,
        result: {
          SchedineValide: errors.filter((e) => !e).length,
          Dettaglio: { EsitoOperazioneServizio: errors.map(esito) },
        },
      };
    }
    if (operation === 'Ricevuta') {
      const account = authorised(params);
      if ('code' in account) return { RicevutaResult: esito(account), PDF: '' };
      const day = textParam(params, 'Data').slice(0, 10);
      const today = todayInRome(new Date(nowOf(account)));
      const taken = account.received.filter((r) => r.day === day);
      // The last 30 days, today excluded (the day's receipt is made after the day ends).
      if (day >= today || day < addDays(today, -30) || taken.length === 0) {
        return { RicevutaResult: esito(SERVICE_ERRORS.receipt), PDF: '' };
      }
      const pdf = receiptPdf([
        'Polizia di Stato - Alloggiati Web (emulatore locale)',
        `Ricevuta di invio delle schedine del giorno ${day.split('-').reverse().join('/')}`,
        `Utente: ${account.utente}`,
        `Schedine acquisite: ${taken.length}`,
        `Protocollo: ${account.utente}-${day.replaceAll('-', '')}-${String(taken.length).padStart(4, '0')}`,
        ...taken.map((r) => {
          const f = recordFields(r.record);
          return `- ${f.surname} ${f.name}, arrivo ${f.arrivalDate}`;
        }),
      ]);
      return { RicevutaResult: ok, PDF: pdf.toString('base64') };
    }
    return undefined;
  }

  async function handleService(req: IncomingMessage, res: ServerResponse, body: string) {
    const contentType = req.headers['content-type'] ?? '';
    const version: SoapVersion = contentType.includes('application/soap+xml') ? '1.2' : '1.1';
    const request = parseRequest(contentType, body);
    const account = request ? accounts.get(textParam(request.params, 'Utente')) : undefined;
    const misbehave = account?.faults;
    if (
      account &&
      misbehave &&
      misbehave.count > 0 &&
      (!misbehave.operation || misbehave.operation === request?.operation)
    ) {
      misbehave.count -= 1;
      if (misbehave.mode === 'timeout') {
        hanging.add(res);
        return; // never answers; the caller gives up
      }
      if (misbehave.mode === 'garbage') {
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<html><body>Servizio non disponibile');
        return;
      }
      res
        .writeHead(500, { 'content-type': CONTENT_TYPE[version] })
        .end(fault(version, 'Errore interno del servizio'));
      return;
    }
    const answer = request && operate(request.operation, request.params);
    if (!request || !answer) {
      res
        .writeHead(500, { 'content-type': CONTENT_TYPE[version] })
        .end(
          fault(
            version,
            request ? `Operazione sconosciuta: ${request.operation}` : 'Richiesta SOAP non valida',
          ),
        );
      return;
    }
    res
      .writeHead(200, { 'content-type': CONTENT_TYPE[request.version] })
      .end(envelope(request.version, request.operation, answer));
  }

  function overview(res: ServerResponse) {
    const rows = [...accounts.values()].flatMap((a) =>
      a.received.map(
        (r) => `${a.utente}\t${r.day}\t${r.idAppartamento ?? ''}\t${r.record.trimEnd()}`,
      ),
    );
    res
      .writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
      .end(
        [
          'Alloggiati Web (emulatore): service.asmx',
          `Utenti: ${[...accounts.keys()].join(', ') || 'nessuno'}`,
          '',
          `Schedine acquisite (${rows.length}):`,
          ...rows,
        ].join('\n'),
      );
  }

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
        return void handleService(req, res, body);
      }
      if (req.method === 'GET' && path === '/') return overview(res);
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
