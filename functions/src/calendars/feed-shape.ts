/**
 * Is a feed complete and well formed (docs/decisions/0010-feed-acceptance-and-no-5xx.md)?
 * Checked on the whole text before anything is parsed, because node-ical is lenient: it accepts a
 * feed cut off mid-event or followed by an HTML error page as a shorter calendar, rolls
 * 2026-13-45 over into 2027 and reads the year 0001 as 1901. A shorter calendar would free the
 * nights it no longer lists, while they are still sold on the other platform, so a feed that is not
 * exactly right is a failed sync (the last good blocks stay), never a smaller one.
 *
 * The rules, one pass over the unfolded lines (RFC 5545 §3.1):
 * - every non-blank line is a content line `NAME[;PARAM=...]:value` (an HTML page is not);
 * - BEGIN and END nest and match, the text opens with BEGIN:VCALENDAR and nothing but blank lines
 *   follows its END:VCALENDAR (a cut-off download lacks it, or leaves an event open);
 * - every VEVENT has a DTSTART; DTSTART, DTEND, RECURRENCE-ID, EXDATE, RDATE and an RRULE's UNTIL
 *   are real dates (or date-times) between 1900 and 2200;
 * - an RRULE has a FREQ of DAILY, WEEKLY, MONTHLY or YEARLY: a rule repeating more often than
 *   daily is no booking (it would expand to millions of instances) and makes the sync fail, rather
 *   than be ignored and free the nights it covered.
 */
/** Why a feed was not accepted, in Italian for the owner (shown on the calendar, mailed). */
export class FeedParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedParseError';
  }
}

const TRUNCATED =
  'Il calendario iCal è incompleto (manca la fine di un evento o del calendario): probabilmente il download si è interrotto.';
const HTML_INSIDE = (line: number) =>
  `Il calendario iCal contiene una pagina web (HTML) alla riga ${line}: non è un calendario completo.`;
const NOT_A_LINE = (line: number) =>
  `Il calendario iCal contiene una riga non valida (riga ${line}): non è un calendario completo.`;
const AFTER_END = (line: number) =>
  `Il calendario iCal contiene altro testo dopo la fine del calendario (riga ${line}).`;
const MISMATCH = (line: number, found: string) =>
  `Il calendario iCal non è ben formato (riga ${line}: END:${found} senza il suo BEGIN).`;
const NO_START = (line: number) =>
  `Un evento del calendario iCal non ha la data di inizio (evento che comincia alla riga ${line}).`;
const BAD_DATE = (line: number, value: string) =>
  `Il calendario iCal contiene una data non valida alla riga ${line} ("${value.slice(0, 40)}").`;
const BAD_RULE = (line: number) =>
  `Il calendario iCal contiene una ricorrenza non valida (riga ${line}).`;
export const SUB_DAILY_RULE =
  'Il calendario iCal contiene un evento che si ripete più di una volta al giorno: non è un calendario di prenotazioni e non viene importato.';

/** `NAME`, then `;PARAM=value[,value]` (values plain or quoted), then `:`. */
const CONTENT_LINE =
  /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)*):(.*)$/s;
const DATE_VALUE = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/;
const DATED = new Set(['DTSTART', 'DTEND', 'RECURRENCE-ID', 'EXDATE', 'RDATE']);
const ALLOWED_FREQ = new Set(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
const SUB_DAILY_FREQ = new Set(['HOURLY', 'MINUTELY', 'SECONDLY']);
/** Plausible years for a booking feed: outside them a date is a typo or garbage. */
export const FEED_YEARS = { min: 1900, max: 2200 } as const;

export function isFeedDate(value: string): boolean {
  const match = DATE_VALUE.exec(value);
  if (!match) return false;
  const [y, m, d, hh = 0, mm = 0, ss = 0] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number?,
    number?,
    number?,
  ];
  if (y < FEED_YEARS.min || y > FEED_YEARS.max || m < 1 || m > 12 || d < 1) return false;
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= daysInMonth && hh <= 23 && mm <= 59 && ss <= 60;
}

/** A dated property's values: comma-separated, a period keeps only its start (`start/end`). */
function datesOf(value: string): string[] {
  return value.split(',').map((part) => (part.split('/')[0] ?? '').trim());
}

function checkRule(value: string, line: number): void {
  const parts = new Map<string, string>();
  for (const part of value.split(';')) {
    const [key, ...rest] = part.split('=');
    if (key) parts.set(key.trim().toUpperCase(), rest.join('=').trim());
  }
  const freq = (parts.get('FREQ') ?? '').toUpperCase();
  if (SUB_DAILY_FREQ.has(freq)) throw new FeedParseError(SUB_DAILY_RULE);
  if (!ALLOWED_FREQ.has(freq)) throw new FeedParseError(BAD_RULE(line));
  const until = parts.get('UNTIL');
  if (until !== undefined && !isFeedDate(until)) throw new FeedParseError(BAD_DATE(line, until));
}

/** Throws FeedParseError (an Italian message for the owner) unless the feed is whole and sound. */
export function checkFeedShape(text: string): void {
  // Unfold (a CRLF or LF followed by a space or tab continues the line), then split.
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r\n|\n|\r/);
  const open: string[] = [];
  let closed = false;
  let event: { line: number; hasStart: boolean } | undefined;
  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index] as string;
    const line = index + 1;
    if (raw.trim() === '') continue;
    if (closed) throw new FeedParseError(AFTER_END(line));
    const match = CONTENT_LINE.exec(raw);
    if (!match) {
      throw new FeedParseError(/^\s*</.test(raw) ? HTML_INSIDE(line) : NOT_A_LINE(line));
    }
    const name = (match[1] as string).toUpperCase();
    const value = (match[3] as string).trim();
    if (name === 'BEGIN') {
      const component = value.toUpperCase();
      if (open.length === 0 && component !== 'VCALENDAR')
        throw new FeedParseError(NOT_A_LINE(line));
      open.push(component);
      if (component === 'VEVENT') event = { line, hasStart: false };
      continue;
    }
    if (name === 'END') {
      const component = value.toUpperCase();
      if (open.at(-1) !== component) throw new FeedParseError(MISMATCH(line, component));
      open.pop();
      if (component === 'VEVENT') {
        if (event && !event.hasStart) throw new FeedParseError(NO_START(event.line));
        event = undefined;
      }
      if (open.length === 0) closed = true;
      continue;
    }
    if (open.length === 0) throw new FeedParseError(NOT_A_LINE(line));
    // Only the event's own properties (not those of a VALARM inside it, nor of VTIMEZONE).
    if (open.at(-1) !== 'VEVENT' || !event) continue;
    if (name === 'DTSTART') event.hasStart = true;
    if (DATED.has(name)) {
      for (const date of datesOf(value)) {
        if (!isFeedDate(date)) throw new FeedParseError(BAD_DATE(line, date));
      }
    }
    if (name === 'RRULE') checkRule(value, line);
  }
  if (!closed) throw new FeedParseError(TRUNCATED);
}
