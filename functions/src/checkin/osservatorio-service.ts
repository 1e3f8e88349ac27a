import type { CalendarDate } from '@catania/shared/domain/dates';
import { XMLParser } from 'fast-xml-parser';
import { env } from '../lib/env';
import { getSecret } from '../lib/secrets';

/**
 * The client of the Region's PMS interface (Osservatorio Turistico della Regione Siciliana,
 * Turist@t; its "Protocollo di comunicazione PMS"): a session from `auth/login` (headers UserId
 * and Password, a bearer token back), new stays by `stay/addfrompms`, the whole stay again by
 * `stay/updatefrompms` (departures: Checkout=true), the day closed by `entity/enddayfrompms`,
 * `auth/logout` at the end. Each stay of a request gets its own ValidationResultDTO, in order.
 *
 * What can go wrong, and what the caller learns:
 * - the Region refuses the credentials: `OsservatorioRefused`;
 * - no usable answer (a timeout, a network error, a 5xx, something that is not the protocol's
 *   XML): `OsservatorioUnreachable`; `uncertain` says the request may have been taken.
 * A refused token (401 on an operation: expired) gets one new session and one retry: a 401 means
 * the request was not taken.
 */

export interface RegionGuest {
  guestId: string;
  age: number;
  /** Nine-digit codes of Alloggiati Web's tables: a state; a comune or a state. */
  nationalityCode: string;
  birthPlaceCode: string;
  residencePlaceCode: string;
  /** Alloggiati Web's guest type, 16-20. */
  type: number;
  gender: 1 | 2;
  /** UTC date-times, as the protocol writes them. */
  arrivalDate: string;
  departureDate: string;
  checkout: boolean;
  roomId: string;
}

export interface RegionStay {
  stayId: string;
  guests: RegionGuest[];
}

/** The Region's verdict on one object: its messages (in Italian) when refused. */
export interface RegionOutcome {
  ok: boolean;
  messages: string[];
}

export class OsservatorioRefused extends Error {
  constructor(readonly status: number) {
    super(`The Osservatorio Turistico refused the credentials (${status})`);
  }
}

export class OsservatorioUnreachable extends Error {
  constructor(
    readonly reason: 'timeout' | 'network' | 'server' | 'garbage',
    readonly uncertain: boolean,
  ) {
    super(`The Osservatorio Turistico gave no usable answer (${reason})`);
  }
}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === 'ValidationResultDTO' || name === 'ValidationMessageDTO',
});

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );
const tag = (name: string, value: string | number | boolean) =>
  `<${name}>${escapeXml(String(value))}</${name}>`;

function guestXml(g: RegionGuest): string {
  return `<Guest>${[
    tag('GuestId', g.guestId),
    tag('Age', g.age),
    tag('NationalityCode', g.nationalityCode),
    tag('BirthPlaceCode', g.birthPlaceCode),
    tag('ResidencePlaceCode', g.residencePlaceCode),
    tag('Type', g.type),
    tag('Gender', g.gender),
    tag('ArrivalDate', g.arrivalDate),
    tag('DepartureDate', g.departureDate),
    tag('Checkout', g.checkout),
    tag('BedOccupancy', true),
    `<Rooms><Room>${tag('RoomId', g.roomId)}${tag('StartDate', g.arrivalDate)}${tag('EndDate', g.departureDate)}</Room></Rooms>`,
  ].join('')}</Guest>`;
}

/** The body of addfrompms and updatefrompms. */
export function staysXml(hotelCode: string, stays: readonly RegionStay[]): string {
  const body = stays
    .map(
      (s) =>
        `<Stay>${tag('HotelCode', hotelCode)}${tag('StayId', s.stayId)}<Guests>${s.guests.map(guestXml).join('')}</Guests></Stay>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="utf-8"?><StaysPmsDTO>${body}</StaysPmsDTO>`;
}

/** The body of enddayfrompms: the day at noon, Rome's time, as UTC. */
export function endDayXml(hotelCode: string, day: CalendarDate): string {
  return `<?xml version="1.0" encoding="utf-8"?><EndDayPmsDTO>${tag('HotelCode', hotelCode)}${tag('CurrentDate', romeTimeAsUtc(day, '12:00'))}</EndDayPmsDTO>`;
}

/** `2026-05-10` at `15:00` in Rome, as the protocol's UTC date-time. */
export function romeTimeAsUtc(day: CalendarDate, time: string): string {
  // Rome is UTC+1 or +2: try both and keep the one that reads back as the wall time asked.
  for (const offset of [2, 1]) {
    const candidate = new Date(Date.parse(`${day}T${time}:00Z`) - offset * 3_600_000);
    const wall = candidate.toLocaleString('sv-SE', { timeZone: 'Europe/Rome' });
    if (wall === `${day} ${time}:00`) return candidate.toISOString();
  }
  return new Date(Date.parse(`${day}T${time}:00Z`) - 3_600_000).toISOString();
}

interface ResultXml {
  ObjectId?: string;
  IsValid?: string;
  Messages?: { ValidationMessageDTO?: MessageXml[] } | string;
  NestedValidation?: { ValidationResultDTO?: ResultXml[] } | string;
}
interface MessageXml {
  Level?: string;
  Message?: string;
  FieldName?: string;
  FieldValue?: string;
}

/** Every error message of a result and of its nested results, `Campo: messaggio`. */
function messagesOf(result: ResultXml): string[] {
  const own =
    typeof result.Messages === 'object' ? (result.Messages.ValidationMessageDTO ?? []) : [];
  const nested =
    typeof result.NestedValidation === 'object'
      ? (result.NestedValidation.ValidationResultDTO ?? [])
      : [];
  return [
    ...own
      .filter((m) => (m.Level ?? 'Error') !== 'Warning' && m.Message)
      .map(
        (m) =>
          [m.FieldName, m.Message].filter(Boolean).join(': ') +
          (m.FieldValue ? ` (${m.FieldValue})` : ''),
      ),
    ...nested.flatMap(messagesOf),
  ];
}

/** The ValidationResultDTOs of an answer, or undefined when it is not the protocol's XML. */
function resultsOf(text: string): ResultXml[] | undefined {
  if (!text.trim()) return [];
  try {
    const parsed = parser.parse(text, true) as Record<string, unknown>;
    const array = parsed.ArrayOfValidationResultDTO;
    if (array === '') return [];
    if (array && typeof array === 'object') {
      return (array as { ValidationResultDTO?: ResultXml[] }).ValidationResultDTO ?? [];
    }
    const single = parsed.ValidationResultDTO as ResultXml[] | undefined;
    return Array.isArray(single) ? single : undefined;
  } catch {
    return undefined;
  }
}

const outcomeOf = (result: ResultXml): RegionOutcome => {
  const messages = messagesOf(result);
  const ok = result.IsValid === 'true' && messages.length === 0;
  return { ok, messages: ok ? [] : messages.length ? messages : ['Dati rifiutati dalla Regione'] };
};

async function request(
  path: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  sends: boolean,
): Promise<{ status: number; text: string; headers: Headers }> {
  try {
    const response = await fetch(`${env.OSSERVATORIO_ENDPOINT.replace(/\/+$/, '')}/${path}`, {
      ...init,
      signal: AbortSignal.timeout(env.OSSERVATORIO_TIMEOUT_MS),
    });
    return { status: response.status, text: await response.text(), headers: response.headers };
  } catch (error) {
    const timeout = error instanceof Error && error.name === 'TimeoutError';
    // A refused connection never reached the Region; a request cut short may have.
    const refused = (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
    throw new OsservatorioUnreachable(timeout ? 'timeout' : 'network', sends && !refused);
  }
}

export interface OsservatorioSession {
  add(stays: readonly RegionStay[]): Promise<RegionOutcome[]>;
  update(stays: readonly RegionStay[]): Promise<RegionOutcome[]>;
  endDay(day: CalendarDate): Promise<RegionOutcome>;
  /** Logs out; never fails (the token dies by itself). */
  close(): Promise<void>;
}

/** The structure's user and hotel code; without them nothing is sent. */
export const isOsservatorioConfigured = () =>
  Boolean(env.OSSERVATORIO_USER && env.OSSERVATORIO_HOTEL_CODE);

/** Logs in; OsservatorioRefused or OsservatorioUnreachable when that fails. */
export async function openOsservatorioSession(): Promise<OsservatorioSession> {
  const user = env.OSSERVATORIO_USER;
  const hotelCode = env.OSSERVATORIO_HOTEL_CODE;
  if (!user || !hotelCode)
    throw new Error('OSSERVATORIO_USER and OSSERVATORIO_HOTEL_CODE are not configured');
  const password = await getSecret('OSSERVATORIO_PASSWORD');

  const login = async (): Promise<string> => {
    const answer = await request(
      'auth/login',
      { method: 'GET', headers: { UserId: user, Password: password } },
      false,
    );
    if (answer.status === 401 || answer.status === 403)
      throw new OsservatorioRefused(answer.status);
    if (answer.status !== 200)
      throw new OsservatorioUnreachable(answer.status >= 500 ? 'server' : 'garbage', false);
    // The token comes in the Authorization header, or as the body (a JSON string).
    const raw = answer.headers.get('authorization') ?? answer.text.trim().replace(/^"+|"+$/g, '');
    if (!/^(Bearer\s+)?[\w\-.~+/=]{8,}$/.test(raw))
      throw new OsservatorioUnreachable('garbage', false);
    return raw.startsWith('Bearer') ? raw : `Bearer ${raw}`;
  };
  let token = await login();

  /** A call with the session's token; on a 401 once more with a new session. */
  const operate = async (path: string, body: string, sends: boolean, expected: number) => {
    for (let attempt = 0; ; attempt++) {
      const answer = await request(
        path,
        {
          method: 'POST',
          headers: {
            'content-type': 'text/xml; charset=utf-8',
            Authorization: token,
            UserId: user,
          },
          body,
        },
        sends,
      );
      if (answer.status === 401 && attempt === 0) {
        token = await login();
        continue;
      }
      if (answer.status === 401 || answer.status === 403)
        throw new OsservatorioRefused(answer.status);
      if (answer.status !== 200 && answer.status !== 400) {
        throw new OsservatorioUnreachable(answer.status >= 500 ? 'server' : 'garbage', sends);
      }
      const results = resultsOf(answer.text);
      // A refusal without its reasons, or not one verdict per object: nobody knows what was taken.
      if (!results || (answer.status === 400 && results.length === 0)) {
        throw new OsservatorioUnreachable('garbage', sends);
      }
      if (results.length === 0)
        return Array.from({ length: expected }, () => ({ ok: true, messages: [] }));
      if (results.length !== expected) throw new OsservatorioUnreachable('garbage', sends);
      return results.map(outcomeOf);
    }
  };

  return {
    add: (stays) => operate('stay/addfrompms', staysXml(hotelCode, stays), true, stays.length),
    update: (stays) =>
      operate('stay/updatefrompms', staysXml(hotelCode, stays), true, stays.length),
    endDay: async (day) => {
      const [outcome] = await operate('entity/enddayfrompms', endDayXml(hotelCode, day), true, 1);
      return outcome ?? { ok: false, messages: [] };
    },
    close: async () => {
      try {
        await request(
          'auth/logout',
          { method: 'POST', headers: { UserId: user, Authorization: token } },
          false,
        );
      } catch {
        // Logging out is a courtesy: the token expires by itself.
      }
    },
  };
}
