import { policeApartmentIdIn } from '@catania/shared/alloggiati/police-apartments';
import type { CalendarDate } from '@catania/shared/domain/dates';
import { XMLParser } from 'fast-xml-parser';
import { env } from '../lib/env';
import { getSecret } from '../lib/secrets';

/**
 * The client of Alloggiati Web's web service (Polizia di Stato, `service.asmx`, namespace
 * `AlloggiatiService`, SOAP 1.2): a token from GenerateToken(Utente, Password, WsKey), kept until
 * shortly before its expiry; Test and Send of schedine (the 168-character records of the file),
 * each answered with one esito per line in the lines' order; Ricevuta, the PDF of a past day's
 * sends. A property-manager account calls the GestioneAppartamenti_ variants with the
 * apartment's IdAppartamento (ALLOGGIATI_APARTMENTS).
 *
 * What can go wrong, and what the caller learns:
 * - the service refuses the call itself (credentials, WsKey, an expired token after one fresh
 *   try): `AlloggiatiRefused`, with the service's code and Italian description;
 * - no usable answer (a timeout, a network error, a fault, something that is no SOAP):
 *   `AlloggiatiUnreachable`; for a Send, `uncertain` says the lines may have been taken
 *   (the service has no way to ask, and a line sent twice is two registrations).
 */

export interface LineOutcome {
  ok: boolean;
  code?: string;
  name?: string;
  /** The service's description of what is wrong with the line, in Italian. */
  detail?: string;
}

export class AlloggiatiRefused extends Error {
  constructor(
    readonly code: string,
    readonly serviceName: string,
    readonly detail: string,
  ) {
    super(`Alloggiati Web refused the call: ${code} ${serviceName}`);
  }
}

export class AlloggiatiUnreachable extends Error {
  constructor(
    readonly reason: 'timeout' | 'network' | 'fault' | 'garbage',
    readonly uncertain: boolean,
  ) {
    super(`Alloggiati Web gave no usable answer (${reason})`);
  }
}

const NAMESPACE = 'AlloggiatiService';

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => name === 'EsitoOperazioneServizio',
});

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );

/** `<Name>value</Name>` for each parameter, in order (document/literal wants the WSDL's order). */
function paramsXml(params: [string, string | string[]][]): string {
  return params
    .map(([name, value]) =>
      Array.isArray(value)
        ? `<${name}>${value.map((line) => `<string>${escapeXml(line)}</string>`).join('')}</${name}>`
        : `<${name}>${escapeXml(value)}</${name}>`,
    )
    .join('');
}

type Parsed = Record<string, unknown>;

interface EsitoXml {
  esito?: string;
  ErroreCod?: string;
  ErroreDes?: string;
  ErroreDettaglio?: string;
}

/** One SOAP 1.2 call; the operation's response element, or AlloggiatiUnreachable. */
async function call(
  operation: string,
  params: [string, string | string[]][],
  sends: boolean,
): Promise<Parsed> {
  const body = `<?xml version="1.0" encoding="utf-8"?><soap12:Envelope xmlns:soap12="http://www.w3.org/2003/05/soap-envelope"><soap12:Body><${operation} xmlns="${NAMESPACE}">${paramsXml(params)}</${operation}></soap12:Body></soap12:Envelope>`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(env.ALLOGGIATI_ENDPOINT, {
      method: 'POST',
      headers: {
        'content-type': `application/soap+xml; charset=utf-8; action="${NAMESPACE}/${operation}"`,
      },
      body,
      signal: AbortSignal.timeout(env.ALLOGGIATI_TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    const timeout = error instanceof Error && error.name === 'TimeoutError';
    // A refused connection never reached the service; a request cut short may have.
    const refused = (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
    throw new AlloggiatiUnreachable(timeout ? 'timeout' : 'network', sends && !refused);
  }
  let parsed: Parsed | undefined;
  try {
    const envelope = (parser.parse(text) as Parsed).Envelope as Parsed | undefined;
    const soapBody = envelope?.Body as Parsed | undefined;
    if (soapBody?.Fault) throw new AlloggiatiUnreachable('fault', sends);
    parsed = soapBody?.[`${operation}Response`] as Parsed | undefined;
  } catch (error) {
    if (error instanceof AlloggiatiUnreachable) throw error;
  }
  if (!response.ok || !parsed || typeof parsed !== 'object') {
    throw new AlloggiatiUnreachable('garbage', sends);
  }
  return parsed;
}

const succeeded = (esito: EsitoXml | undefined) => esito?.esito === 'true';
const refusal = (esito: EsitoXml | undefined) =>
  new AlloggiatiRefused(
    esito?.ErroreCod ?? '',
    esito?.ErroreDes ?? '',
    esito?.ErroreDettaglio || esito?.ErroreDes || 'Errore del servizio Alloggiati Web',
  );

let cached: { token: string; expiresAt: number } | undefined;

/** Tokens are renewed this long before their expiry, so a call never carries a dying one. */
const TOKEN_MARGIN_MS = 60_000;

async function freshToken(user: string): Promise<string> {
  const [password, wsKey] = await Promise.all([
    getSecret('ALLOGGIATI_PASSWORD'),
    getSecret('ALLOGGIATI_WSKEY'),
  ]);
  const answer = await call(
    'GenerateToken',
    [
      ['Utente', user],
      ['Password', password],
      ['WsKey', wsKey],
    ],
    false,
  );
  const result = answer.result as EsitoXml | undefined;
  const info = answer.GenerateTokenResult as { token?: string; expires?: string } | undefined;
  if (!succeeded(result) || !info?.token) throw refusal(result);
  // The service writes Rome's wall time without an offset; an hour's error either way only
  // renews a token early, never uses an expired one (the retry below covers the rest).
  const expires = Date.parse(`${info.expires ?? ''}Z`) - 2 * 3_600_000;
  cached = {
    token: info.token,
    expiresAt: Number.isFinite(expires) ? expires : Date.now() + 10 * 60_000,
  };
  return info.token;
}

function requireUser(): string {
  if (!env.ALLOGGIATI_USER) throw new Error('ALLOGGIATI_USER is not configured');
  return env.ALLOGGIATI_USER;
}

/**
 * An operation with the account's token: a cached one first; when the service refuses the call
 * with it (expired, revoked), once more with a new token.
 */
async function withToken(
  operation: string,
  params: (token: string) => [string, string | string[]][],
  resultName: string,
  sends: boolean,
): Promise<Parsed> {
  const user = requireUser();
  const usedCache = Boolean(cached && cached.expiresAt - TOKEN_MARGIN_MS > Date.now());
  let token = usedCache && cached ? cached.token : await freshToken(user);
  for (let attempt = 0; ; attempt++) {
    const answer = await call(operation, [['Utente', user], ...params(token)], sends);
    const esito = answer[resultName] as EsitoXml | undefined;
    if (succeeded(esito)) return answer;
    if (!usedCache || attempt > 0) throw refusal(esito);
    cached = undefined;
    token = await freshToken(user);
  }
}

/** The IdAppartamento of an apartment for a property-manager account, else undefined. */
export function policeApartmentId(apartmentId: string): string | undefined {
  return policeApartmentIdIn(env.ALLOGGIATI_APARTMENTS, apartmentId);
}

async function schedine(
  kind: 'Test' | 'Send',
  lines: readonly string[],
  apartmentId: string,
): Promise<LineOutcome[]> {
  const policeId = policeApartmentId(apartmentId);
  const operation = policeId ? `GestioneAppartamenti_${kind}` : kind;
  const answer = await withToken(
    operation,
    (token) => [
      ['token', token],
      ['ElencoSchedine', [...lines]],
      ...(policeId ? ([['IdAppartamento', policeId]] as [string, string][]) : []),
    ],
    `${operation}Result`,
    kind === 'Send',
  );
  const detail = (answer.result as { Dettaglio?: { EsitoOperazioneServizio?: EsitoXml[] } })
    ?.Dettaglio?.EsitoOperazioneServizio;
  if (!detail || detail.length !== lines.length) {
    // Without an esito per line nobody knows which lines were taken.
    throw new AlloggiatiUnreachable('garbage', kind === 'Send');
  }
  return detail.map((esito) =>
    succeeded(esito)
      ? { ok: true }
      : {
          ok: false,
          code: esito.ErroreCod ?? '',
          name: esito.ErroreDes ?? '',
          detail: esito.ErroreDettaglio || esito.ErroreDes || 'Schedina non valida',
        },
  );
}

/** Checks the lines without sending them. */
export const testSchedine = (lines: readonly string[], apartmentId: string) =>
  schedine('Test', lines, apartmentId);

/** Sends the lines; the service takes the valid ones only. */
export const sendSchedine = (lines: readonly string[], apartmentId: string) =>
  schedine('Send', lines, apartmentId);

/** The PDF receipt of a past day's sends (the service has none for today, nor for a day without). */
export async function fetchReceipt(day: CalendarDate): Promise<Buffer> {
  const answer = await withToken(
    'Ricevuta',
    (token) => [
      ['token', token],
      ['Data', `${day}T00:00:00`],
    ],
    'RicevutaResult',
    false,
  );
  const pdf = Buffer.from(typeof answer.PDF === 'string' ? answer.PDF : '', 'base64');
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new AlloggiatiUnreachable('garbage', false);
  }
  return pdf;
}

/** Forgets the cached token (tests that change the account's clock). */
/**
 * The owner's 'Verifica': a new token with the stored user, password and WsKey (the cached one
 * proves nothing about them). AlloggiatiRefused or AlloggiatiUnreachable when it fails.
 */
export async function checkAlloggiatiCredentials(): Promise<void> {
  cached = undefined;
  await freshToken(requireUser());
}

export function forgetAlloggiatiToken(): void {
  cached = undefined;
}
