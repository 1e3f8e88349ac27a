import { site } from '../config/site';
import { addDays, type CalendarDate } from './dates';

/** RFC 5545 text escaping. */
export function escapeIcalText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

const utf8 = new TextEncoder();

/** RFC 5545 folding: lines of at most 75 octets, continued with a space. */
export function foldIcalLine(line: string): string {
  if (utf8.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = utf8.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** `20260601` of a calendar date. */
export const icalDate = (date: CalendarDate) => date.replaceAll('-', '');

/** `20260601T120000Z` of an instant. */
export const icalStamp = (now: Date) => `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** Lines joined as RFC 5545 wants them: folded, CRLF, a final CRLF. */
export const icalDocument = (lines: readonly string[]) =>
  `${lines.map(foldIcalLine).join('\r\n')}\r\n`;

/**
 * A guest's stay as one all-day event in their own calendar ('Aggiungi al calendario'): from the
 * check-in day through the check-out day (DTEND is exclusive), with the times, the address and
 * the way back to the booking in its description. All-day dates need no time zone.
 */
export function stayCalendar(stay: {
  uid: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  summary: string;
  description: string;
  location: string;
  url?: string;
  now: Date;
}): string {
  return icalDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${site.brand.name}//La mia prenotazione//IT`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcalText(stay.uid)}`,
    `DTSTAMP:${icalStamp(stay.now)}`,
    `DTSTART;VALUE=DATE:${icalDate(stay.checkIn)}`,
    `DTEND;VALUE=DATE:${icalDate(addDays(stay.checkOut, 1))}`,
    `SUMMARY:${escapeIcalText(stay.summary)}`,
    `DESCRIPTION:${escapeIcalText(stay.description)}`,
    `LOCATION:${escapeIcalText(stay.location)}`,
    ...(stay.url ? [`URL:${stay.url}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
}
