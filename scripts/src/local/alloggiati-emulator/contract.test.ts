import { registrationRecords } from '@catania/shared/domain/alloggiati-record';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { couple } from '@catania/testing/precheckin-data';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlloggiatiEmulator, type ReceivedRecord, startAlloggiatiEmulator } from './index';

/**
 * The emulator against the contract of Alloggiati Web's manual: raw SOAP 1.1 and 1.2 requests in,
 * the service's envelopes out (TokenInfo, EsitoOperazioneServizio, ElencoSchedineEsito in line
 * order), the rules on arrival dates, code tables, tokens and receipts.
 */

const account = { utente: 'CT0TEST01', password: 'segreta', wsKey: 'WSKEY-1', apartments: [4711] };
let emulator: AlloggiatiEmulator;
const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (n) => n === 'EsitoOperazioneServizio',
});

async function call(operation: string, params: string, version: '1.1' | '1.2' = '1.1') {
  const envelopeNs =
    version === '1.1'
      ? 'http://schemas.xmlsoap.org/soap/envelope/'
      : 'http://www.w3.org/2003/05/soap-envelope';
  const response = await fetch(emulator.serviceUrl, {
    method: 'POST',
    headers:
      version === '1.1'
        ? {
            'content-type': 'text/xml; charset=utf-8',
            soapaction: `"AlloggiatiService/${operation}"`,
          }
        : {
            'content-type': `application/soap+xml; charset=utf-8; action="AlloggiatiService/${operation}"`,
          },
    body: `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${envelopeNs}"><soap:Body><${operation} xmlns="AlloggiatiService">${params}</${operation}></soap:Body></soap:Envelope>`,
  });
  const text = await response.text();
  const body = parser.parse(text).Envelope.Body;
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body,
    response: body[`${operation}Response`],
  };
}

const lines = (records: string[]) =>
  `<ElencoSchedine>${records.map((r) => `<string>${r}</string>`).join('')}</ElencoSchedine>`;

async function token() {
  const { response } = await call(
    'GenerateToken',
    `<Utente>${account.utente}</Utente><Password>${account.password}</Password><WsKey>${account.wsKey}</WsKey>`,
  );
  expect(response.result.esito).toBe('true');
  return response.GenerateTokenResult.token as string;
}

function records(
  arrivalDate = todayInRome(),
  change: (g: ReturnType<typeof couple>) => void = () => {},
) {
  const guests = couple();
  change(guests);
  return registrationRecords({
    arrivalDate,
    nights: 3,
    travellingAs: guests.travellingAs,
    lead: guests.lead,
    others: guests.others,
  });
}

const control = (path: string, method: string, body?: unknown) =>
  fetch(`${emulator.url}/_emulator/accounts/${account.utente}/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

const received = async () =>
  ((await (await control('received', 'GET')).json()) as { received: ReceivedRecord[] }).received;

beforeAll(async () => {
  emulator = await startAlloggiatiEmulator({ accounts: [account] });
});
afterAll(() => emulator.stop());

describe('the Alloggiati Web emulator', () => {
  it('gives a token with its expiry for the right credentials, in SOAP 1.1 and 1.2', async () => {
    for (const version of ['1.1', '1.2'] as const) {
      const { status, contentType, response } = await call(
        'GenerateToken',
        `<Utente>${account.utente}</Utente><Password>${account.password}</Password><WsKey>${account.wsKey}</WsKey>`,
        version,
      );
      expect(status).toBe(200);
      expect(contentType).toContain(version === '1.1' ? 'text/xml' : 'application/soap+xml');
      expect(response.result).toMatchObject({ esito: 'true' });
      const info = response.GenerateTokenResult;
      expect(info.token.length).toBeGreaterThan(20);
      expect(Date.parse(info.expires) - Date.parse(info.issued)).toBe(3_600_000);
    }
  });

  it('refuses a wrong WsKey and a wrong password, each with its error', async () => {
    const wrongKey = await call(
      'GenerateToken',
      `<Utente>${account.utente}</Utente><Password>${account.password}</Password><WsKey>ALTRA</WsKey>`,
    );
    expect(wrongKey.response.result).toMatchObject({
      esito: 'false',
      ErroreCod: '101',
      ErroreDes: 'WSKEY_NON_VALIDA',
    });
    expect(wrongKey.response.GenerateTokenResult.token).toBe('');
    const wrongPassword = await call(
      'GenerateToken',
      `<Utente>${account.utente}</Utente><Password>no</Password><WsKey>${account.wsKey}</WsKey>`,
    );
    expect(wrongPassword.response.result).toMatchObject({ esito: 'false', ErroreCod: '100' });
  });

  it('tests without taking, and sends taking only the valid lines, with an esito per line in order', async () => {
    const t = await token();
    const good = records();
    const bad = records(todayInRome(), (g) => {
      g.lead.surname = 'Bianchi';
      g.lead.birthPlace = { country: 'IT', comune: '401001005', province: 'TO' }; // ceased 2018
      g.lead.birthDate = '2020-01-01';
    });
    const tested = await call(
      'Test',
      `<Utente>${account.utente}</Utente><token>${t}</token>${lines([...good, bad[0] as string])}`,
    );
    expect(tested.response.TestResult.esito).toBe('true');
    expect(tested.response.result.SchedineValide).toBe('2');
    const detail = tested.response.result.Dettaglio.EsitoOperazioneServizio;
    expect(detail.map((d: { esito: string }) => d.esito)).toEqual(['true', 'true', 'false']);
    expect(detail[2]).toMatchObject({ ErroreCod: '12', ErroreDes: 'SCHEDINA_CAMPO_NON_CORRETTO' });
    expect(detail[2].ErroreDettaglio).toContain('Comune di Nascita');
    expect(await received()).toEqual([]);

    const sent = await call(
      'Send',
      `<Utente>${account.utente}</Utente><token>${t}</token>${lines([...good, bad[0] as string])}`,
      '1.2',
    );
    expect(sent.response.SendResult.esito).toBe('true');
    expect(sent.response.result.SchedineValide).toBe('2');
    const taken = await received();
    expect(taken.map((r) => r.record)).toEqual(good);
  });

  it('takes arrivals of today and yesterday only', async () => {
    const t = await token();
    const today = todayInRome();
    const byDate = await Promise.all(
      [addDays(today, -2), addDays(today, -1), today, addDays(today, 1)].map(async (date) => {
        const { response } = await call(
          'Test',
          `<Utente>${account.utente}</Utente><token>${t}</token>${lines([records(date)[0] as string])}`,
        );
        const d = response.result.Dettaglio.EsitoOperazioneServizio[0];
        return d.esito === 'true' ? 'ok' : d.ErroreDettaglio;
      }),
    );
    expect(byDate).toEqual(['Data di Arrivo Errata', 'ok', 'ok', 'Data di Arrivo Errata']);
  });

  it('checks each line against the code tables and the record format', async () => {
    const t = await token();
    const [lead] = records();
    const variants = {
      short: (lead as string).slice(0, 160),
      document: `${(lead as string).slice(0, 134)}XXXXX${(lead as string).slice(139)}`,
      spaces: `${(lead as string).slice(0, 139)}${'CA 12345 AB'.padEnd(20)}${(lead as string).slice(159)}`,
      citizenship: `${(lead as string).slice(0, 125)}999999999${(lead as string).slice(134)}`,
    };
    const { response } = await call(
      'Test',
      `<Utente>${account.utente}</Utente><token>${t}</token>${lines(Object.values(variants))}`,
    );
    const detail = response.result.Dettaglio.EsitoOperazioneServizio;
    expect(
      detail.map(
        (d: { ErroreCod: string; ErroreDettaglio: string }) =>
          `${d.ErroreCod} ${d.ErroreDettaglio}`,
      ),
    ).toEqual([
      '11 Dimensione Riga errata',
      '12 Tipo Documento Errato',
      '12 Numero Documento Errato',
      '12 Cittadinanza Errata',
    ]);
    expect(response.result.SchedineValide).toBe('0');
  });

  it('refuses an expired token and an unknown one', async () => {
    const t = await token();
    await control('clock', 'PUT', { offsetMs: 3_600_001 });
    const expired = await call(
      'Send',
      `<Utente>${account.utente}</Utente><token>${t}</token>${lines(records())}`,
    );
    await control('clock', 'PUT', { offsetMs: 0 });
    expect(expired.response.SendResult).toMatchObject({ esito: 'false', ErroreCod: '102' });
    const unknown = await call(
      'Test',
      `<Utente>${account.utente}</Utente><token>inventato</token>${lines(records())}`,
    );
    expect(unknown.response.TestResult).toMatchObject({
      esito: 'false',
      ErroreDes: 'TOKEN_NON_VALIDO',
    });
  });

  it('takes GestioneAppartamenti_Send for the account\u2019s apartments only', async () => {
    const t = await token();
    const ownApartment = await call(
      'GestioneAppartamenti_Send',
      `<Utente>${account.utente}</Utente><token>${t}</token>${lines([records()[1] as string])}<IdAppartamento>4711</IdAppartamento>`,
    );
    expect(ownApartment.response.result.SchedineValide).toBe('1');
    const other = await call(
      'GestioneAppartamenti_Test',
      `<Utente>${account.utente}</Utente><token>${t}</token>${lines(records())}<IdAppartamento>1</IdAppartamento>`,
    );
    expect(other.response.GestioneAppartamenti_TestResult).toMatchObject({
      esito: 'false',
      ErroreCod: '104',
    });
    const taken = await received();
    expect(taken.at(-1)).toMatchObject({ idAppartamento: 4711 });
  });

  it('gives a past day\u2019s receipt as a PDF, never today\u2019s, never a day without sends', async () => {
    const t = await token();
    const today = todayInRome();
    const todays = await call(
      'Ricevuta',
      `<Utente>${account.utente}</Utente><token>${t}</token><Data>${today}T00:00:00</Data>`,
    );
    expect(todays.response.RicevutaResult).toMatchObject({ esito: 'false', ErroreCod: '103' });
    await control('clock', 'PUT', { offsetMs: 86_400_000 });
    const t2 = await token();
    const receipt = await call(
      'Ricevuta',
      `<Utente>${account.utente}</Utente><token>${t2}</token><Data>${today}T00:00:00</Data>`,
    );
    const empty = await call(
      'Ricevuta',
      `<Utente>${account.utente}</Utente><token>${t2}</token><Data>${addDays(today, -3)}T00:00:00</Data>`,
    );
    await control('clock', 'PUT', { offsetMs: 0 });
    expect(receipt.response.RicevutaResult.esito).toBe('true');
    const pdf = Buffer.from(receipt.response.PDF, 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('Schedine acquisite: 3');
    expect(empty.response.RicevutaResult.esito).toBe('false');
  });

  it('answers a SOAP fault to an unknown operation', async () => {
    const { status, body } = await call('Cancella', `<Utente>${account.utente}</Utente>`);
    expect(status).toBe(500);
    expect(body.Fault.faultstring).toContain('Cancella');
  });
});
