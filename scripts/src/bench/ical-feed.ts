import { addDays } from '@catania/shared/domain/dates';

const compact = (date: string) => date.replaceAll('-', '');

/**
 * A busy feed as Airbnb or a channel manager would publish it: mostly all-day reservations of 1 to
 * 6 nights (past and future, many overlapping), some timed events with a TZID, folded descriptions.
 */
export function buildFeed(events: number, today: string, shift = 0): string {
  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//Bench//Hosting Calendar 1.0//EN', 'VERSION:2.0'];
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < events; i++) {
    const moved = shift > 0 && i % 10 === 0 ? shift : 0;
    const start = addDays(today, Math.floor(random() * 900) - 360 + moved);
    const nights = 1 + Math.floor(random() * 6);
    lines.push('BEGIN:VEVENT', `UID:bench-${i}@example.com`, 'DTSTAMP:20260101T000000Z');
    if (i % 5 === 0) {
      lines.push(
        `DTSTART;TZID=Europe/Rome:${compact(start)}T150000`,
        `DTEND;TZID=Europe/Rome:${compact(addDays(start, nights))}T100000`,
      );
    } else {
      lines.push(
        `DTSTART;VALUE=DATE:${compact(start)}`,
        `DTEND;VALUE=DATE:${compact(addDays(start, nights))}`,
      );
    }
    lines.push(
      'SUMMARY:Reserved',
      'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/deta',
      ` ils/HM${String(i).padStart(8, '0')}\\nPhone Number (Last 4 Digits): 1234`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
