import { randomBytes } from 'node:crypto';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { receiptPdf } from './receipt';
import { checkRecord, recordFields, type ServiceError } from './records';
import { linesParam, textParam } from './soap';
import { type AccountState, type Accounts, nowOf } from './state';

/**
 * The service's operations (GenerateToken, Authentication_Test, Test and Send, their
 * GestioneAppartamenti_ twins, Ricevuta): what each checks and answers, as the manual describes.
 */

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

function authorised(
  accounts: Accounts,
  params: Record<string, unknown>,
): AccountState | ServiceError {
  const account = accounts.get(textParam(params, 'Utente'));
  const token = textParam(params, 'token');
  const expires = account?.tokens.get(token);
  if (!account || expires === undefined || expires <= nowOf(account)) return SERVICE_ERRORS.token;
  return account;
}

/** One operation of the service: its answer's fields, or undefined for an unknown operation. */
export function operate(
  accounts: Accounts,
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
    const account = authorised(accounts, params);
    return { Authentication_TestResult: esito('code' in account ? account : undefined) };
  }
  const schedine = /^(?:GestioneAppartamenti_)?(Test|Send)$/.exec(operation);
  if (schedine) {
    const account = authorised(accounts, params);
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
    const account = authorised(accounts, params);
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
