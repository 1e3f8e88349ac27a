import { isCalendarDate } from '@catania/shared/domain/dates';

/**
 * A date typed the Italian way, whatever the browser's language: `dd/MM/yyyy` (also with `.` or
 * `-`, one-digit day or month, or the eight digits alone) or pasted as `yyyy-MM-dd`. Undefined
 * unless it names a real day.
 */
export function parseTypedDate(text: string): string | undefined {
  const typed = text.trim();
  if (isCalendarDate(typed)) return typed;
  const match =
    /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(typed);
  if (!match) return undefined;
  const [, d, m, y] = match as unknown as [string, string, string, string];
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : undefined;
}

/**
 * The text after a keystroke, with the slashes of `dd/MM/yyyy` put in as the digits come (typing
 * `10072026` shows `10/07/2026`); deleting leaves the text as it is.
 */
export function maskTypedDate(previous: string, next: string): string {
  // Only text in the mask's own shape is masked: `1/7/2026`, `2026-07-10` or a deletion stay as typed.
  const ownShape = /^(\d*|\d{2}\/\d*|\d{2}\/\d{2}\/\d*)$/.test(next);
  if (next.length < previous.length || !ownShape) return next;
  const digits = next.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean);
  let text = parts.join('/');
  // The slash comes as soon as the day or the month is complete.
  if ((digits.length === 2 || digits.length === 4) && next.length > previous.length) text += '/';
  return text;
}
