import { DEFAULT_LOCALE, type Locale } from '@catania/shared/config/locales';
import { ApiError } from './api-client';

/**
 * A refusal in the page's language: on an Italian page the server's own words (product §8's texts,
 * with their figures); on another, the catalogue's text for the refusal's code; else `fallback`.
 * Never an Italian sentence from the server on an English page.
 */
export function refusalText(
  error: unknown,
  locale: Locale,
  byCode: Readonly<Record<string, string>>,
  fallback: string,
): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  if (locale === DEFAULT_LOCALE) return error.body?.error || fallback;
  const code = error.body?.code;
  return (code && Object.hasOwn(byCode, code) ? byCode[code] : undefined) ?? fallback;
}
