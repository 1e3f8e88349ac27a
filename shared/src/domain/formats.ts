import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../config/locales';
import { formatEuro } from './money';

/** A calendar date `yyyy-MM-dd` as the UTC midnight Date of that day (formatted in UTC). */
export function toUtcDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Every date, price and number a guest or the owner reads, in one language: Intl's data for that
 * language (as date-fns' locales would have it; date-fns' `format` alone weighed 25 KB in the home
 * page's chunk). Each formatter is made once per language, on first use. The site's pages, the panel and the mails
 * all format through here.
 */
export interface Formats {
  /** `05/07/2026` (Italian and English alike: day first). */
  day(date: string): string;
  /** `05/07`, for the 'occupied from' badge. */
  dayMonth(date: string): string;
  /** `venerdì 10 luglio 2026` / `Friday 10 July 2026`. */
  longDay(date: string): string;
  /** `10 luglio 2026` / `10 July 2026`. */
  date(date: string): string;
  /** `Luglio 2026` / `July 2026`, for the first day of a month `yyyy-MM-01`. */
  monthTitle(date: string): string;
  /** Monday to Sunday: `['Lun', 'lunedì']` ... / `['Mon', 'Monday']` ... (the date picker's head). */
  weekdays: readonly (readonly [short: string, long: string])[];
  /** `85 €`, `85,50 €` / `€85`, `€85.50`. */
  euro(euro: number): string;
  /** `12.345` / `12,345`. */
  number(value: number): string;
  /** `L`, `M`, ... / `M`, `T`, ...: a weekday's initial, for the planning's narrow columns. */
  weekdayInitial(date: string): string;
  /** `lug` / `Jul`. */
  monthShort(date: string): string;
  /** A review's score, one decimal: `9,5` / `9.5`. */
  score(value: number): string;
  /** `settembre 2025` / `September 2025`, for a month `yyyy-MM` (a review's stay, a report's row). */
  month(month: string): string;
  /** An instant in Rome's time, in full: `venerdì 27 novembre 2026 alle ore 08:38` (mails). */
  instant(iso: string): string;
  /**
   * A language's name, for a BCP 47 tag: `francese` / `French` for `fr`; undefined for a tag no
   * name is known for.
   */
  languageName(language: string): string | undefined;
}

/**
 * `make`'s value, made on first call. A page's first Intl formatter costs tens of milliseconds
 * (V8 builds its table of the locales it has), each further one about a millisecond: a page makes
 * only those it uses, when it first uses them, not all of them while it hydrates.
 */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

function makeFormats(locale: Locale): Formats {
  const tag = INTL_LOCALE[locale];
  const utc = (options: Intl.DateTimeFormatOptions) =>
    once(() => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }));
  const numeric = utc({ day: '2-digit', month: '2-digit', year: 'numeric' });
  const dayMonth = utc({ day: '2-digit', month: '2-digit' });
  const longDay = utc({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const dayMonthYear = utc({ day: 'numeric', month: 'long', year: 'numeric' });
  const monthYear = utc({ month: 'long', year: 'numeric' });
  const weekdayInitial = utc({ weekday: 'narrow' });
  const monthShort = utc({ month: 'short' });
  const number = once(() => new Intl.NumberFormat(tag));
  const score = once(
    () => new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  );
  const instant = once(
    () =>
      new Intl.DateTimeFormat(tag, {
        timeZone: 'Europe/Rome',
        dateStyle: 'full',
        timeStyle: 'short',
      }),
  );
  const languages = once(() => new Intl.DisplayNames(tag, { type: 'language', fallback: 'none' }));
  const weekdays = once(() => {
    const short = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
    // 2024-01-01 was a Monday.
    return Array.from({ length: 7 }, (_, index) => {
      const day = new Date(Date.UTC(2024, 0, 1 + index));
      return [capitalized(short.format(day).replace('.', '')), long.format(day)] as const;
    });
  });
  return {
    day: (date) => numeric().format(toUtcDate(date)),
    dayMonth: (date) => dayMonth().format(toUtcDate(date)),
    longDay: (date) => longDay().format(toUtcDate(date)),
    date: (date) => dayMonthYear().format(toUtcDate(date)),
    monthTitle: (date) => capitalized(monthYear().format(toUtcDate(date))),
    get weekdays() {
      return weekdays();
    },
    euro: (euro) => formatEuro(euro, tag),
    number: (value) => number().format(value),
    weekdayInitial: (date) => weekdayInitial().format(toUtcDate(date)).toUpperCase(),
    monthShort: (date) => monthShort().format(toUtcDate(date)).replace('.', ''),
    score: (value) => score().format(value),
    month: (month) => monthYear().format(toUtcDate(`${month}-01`)),
    instant: (iso) => instant().format(new Date(iso)),
    languageName: (language) => {
      try {
        return languages().of(language);
      } catch {
        // Not a well-formed tag (RangeError): no name, as for an unknown one.
        return undefined;
      }
    },
  };
}

const made = new Map<Locale, Formats>();

/** The formats of `locale`. */
export function formatsFor(locale: Locale): Formats {
  let formats = made.get(locale);
  if (!formats) {
    formats = makeFormats(locale);
    made.set(locale, formats);
  }
  return formats;
}

const COUNT_WORDS: Record<Locale, { night: [string, string]; guest: [string, string] }> = {
  it: { night: ['notte', 'notti'], guest: ['ospite', 'ospiti'] },
  en: { night: ['night', 'nights'], guest: ['guest', 'guests'] },
};

/** "1 notte" / "3 notti" ("1 night" / "3 nights"). */
export function nightsLabel(nights: number, locale: Locale = DEFAULT_LOCALE): string {
  const [one, many] = COUNT_WORDS[locale].night;
  return `${nights} ${nights === 1 ? one : many}`;
}

/** "1 ospite" / "2 ospiti" ("1 guest" / "2 guests"). */
export function guestsLabel(guests: number, locale: Locale = DEFAULT_LOCALE): string {
  const [one, many] = COUNT_WORDS[locale].guest;
  return `${guests} ${guests === 1 ? one : many}`;
}
