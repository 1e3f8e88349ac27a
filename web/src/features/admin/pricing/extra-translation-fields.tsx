import { DEFAULT_LOCALE, LOCALES } from '@catania/shared/config/locales';
import type { ExtraTranslation, ExtraTranslations } from '@catania/shared/domain/extras';
import type { TranslatedLocale } from '@catania/shared/schemas/apartment';
import { EXTRA_TEXT_LIMITS } from '@catania/shared/schemas/extras';
import type { StaleTranslations } from '@catania/shared/schemas/site-content';
import { LANGUAGE_IN, staleNotice } from '../content/apartment-translation-fields';
import { TextField } from '../content/text-field';

const TRANSLATED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) as TranslatedLocale[];

/** The languages written in (a text left empty is none): what the save sends. */
export function writtenTranslations(translations: ExtraTranslations) {
  const written = Object.entries(translations).filter(
    ([, words]) => words?.name?.trim() || words?.description?.trim(),
  );
  return written.length > 0 ? { translations: Object.fromEntries(written) } : {};
}

/**
 * An extra's name and description for the guests of the site's other languages (English), beside
 * the Italian ones, with the apartments' notice when the Italian changed after they were written.
 * A text left empty shows the Italian to the guest.
 */
export function ExtraTranslationFields({
  translations,
  stale = {},
  errors,
  onChange,
}: {
  translations: ExtraTranslations;
  /** The fields whose Italian changed after their translation was saved (the server says). */
  stale?: StaleTranslations;
  errors: Record<string, string>;
  onChange: (translations: ExtraTranslations) => void;
}) {
  return TRANSLATED.map((locale) => {
    const words: ExtraTranslation = translations[locale] ?? {};
    const set = (next: ExtraTranslation) => onChange({ ...translations, [locale]: next });
    const notice = (field: string) =>
      stale[locale]?.includes(field) ? staleNotice(locale) : undefined;
    const language = LANGUAGE_IN[locale];
    return (
      <fieldset key={locale} className="grid gap-3 rounded-xl border border-lava-200 p-3">
        <legend className="px-1 text-sm font-medium text-lava-700">Testi {language}</legend>
        <p className="text-xs text-lava-600">
          Per gli ospiti delle pagine /{locale}. Un testo lasciato vuoto mostra quello italiano.
        </p>
        <TextField
          label={`Nome ${language}`}
          value={words.name ?? ''}
          max={EXTRA_TEXT_LIMITS.name}
          error={errors[`translations.${locale}.name`]}
          notice={notice('name')}
          onChange={(name) => set({ ...words, name })}
        />
        <TextField
          label={`Descrizione per l’ospite ${language}`}
          value={words.description ?? ''}
          max={EXTRA_TEXT_LIMITS.description}
          error={errors[`translations.${locale}.description`]}
          notice={notice('description')}
          multiline
          onChange={(description) => set({ ...words, description })}
        />
      </fieldset>
    );
  });
}
