import { DEFAULT_LOCALE, type Locale } from '../config/locales';
import type { TranslatedLocale } from '../schemas/apartment';
import type { ExtraDefinition, ExtraLine } from './extras';

/**
 * An extra as a guest reading `locale` sees it: its translated name and description in place of
 * the owner's Italian, each on its own (a text not written in that language stays Italian, as an
 * apartment's do: shared/src/domain/apartment-language.ts).
 */
export function extraWordsIn(
  extra: Pick<ExtraDefinition, 'name' | 'description' | 'translations'>,
  locale: Locale,
): { name: string; description: string } {
  const words =
    locale === DEFAULT_LOCALE ? undefined : extra.translations?.[locale as TranslatedLocale];
  return {
    name: words?.name || extra.name,
    description: words?.description || extra.description,
  };
}

/** A sold line as a guest reading `locale` sees it: its name in that language, if it had one. */
export function extraLineIn<T extends ExtraLine>(line: T, locale: Locale): T {
  const { translations, ...italian } = line;
  const name =
    locale === DEFAULT_LOCALE ? undefined : translations?.[locale as TranslatedLocale]?.name;
  return { ...italian, name: name || line.name } as T;
}
