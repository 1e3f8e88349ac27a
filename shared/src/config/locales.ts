/**
 * The site's languages. Italian is the site's own: its pages live at the root (`/chi-siamo`) and
 * are what a path without a language means; every other language lives under its prefix
 * (`/en/chi-siamo`), the same page by the same slug. A third language is one more code here and a
 * catalogue folder of its own (`catalogues/<code>/`).
 */
export const LOCALES = ['it', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'it';

/** Each language's name as the owner's panel (Italian) says it: the guest's language of a booking. */
export const LOCALE_NAMES_IT: Record<Locale, string> = { it: 'Italiano', en: 'Inglese' };

/** The BCP 47 tag Intl formats each language's dates, prices and numbers with. */
export const INTL_LOCALE: Record<Locale, string> = { it: 'it-IT', en: 'en-GB' };

const PREFIXED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language a path is in: its prefix (`/en`, `/en/...`), else Italian. */
export function localeOfPath(pathname: string): Locale {
  return (
    PREFIXED.find((locale) => pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)) ??
    DEFAULT_LOCALE
  );
}

/** The path without its language prefix: `/en/chi-siamo` -> `/chi-siamo`, `/en` -> `/`. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  return pathname.slice(locale.length + 1) || '/';
}

/** An Italian path in `locale`: `/chi-siamo` -> `/en/chi-siamo`, `/` -> `/en`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
