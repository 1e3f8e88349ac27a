import type { TranslatedLocale } from '@catania/shared/schemas/apartment';
import {
  type ApartmentContentResponse,
  CONTENT_LIMITS,
} from '@catania/shared/schemas/site-content';
import { Card } from '../ui';
import { TextField } from './text-field';

type Draft = ApartmentContentResponse['content'];
type Words = NonNullable<NonNullable<Draft['translations']>[TranslatedLocale]>;

/** The language's name in the panel (Italian), as a field's label ends with it. */
export const LANGUAGE_IN: Record<TranslatedLocale, string> = { en: 'in inglese' };
/** The language's name in a notice: 'controlla l'inglese'. */
const LANGUAGE_NAME: Record<TranslatedLocale, string> = { en: "l'inglese" };

/** Beside a translation written before its Italian last changed (the server says which). */
export const staleNotice = (locale: TranslatedLocale) =>
  `Il testo italiano è cambiato dopo questa traduzione: controlla ${LANGUAGE_NAME[locale]}.`;

/** The lines of a 'one per line' field, the one being typed kept; nothing typed: none. */
export const linesOf = (value: string) =>
  value === ''
    ? []
    : value.split('\n').filter((line, i, all) => line.trim() || i === all.length - 1);

/**
 * An apartment's words in another language ('Foto e testi', the switch on English): its short
 * description, description, highlights and each photo's alt text, beside the Italian ones. Only
 * the words: the name, figures, services and photos are the same in every language and are
 * changed in Italian. A text left empty shows the Italian on the page.
 */
export function ApartmentTranslationFields({
  locale,
  draft,
  issues,
  stale = [],
  onChange,
}: {
  locale: TranslatedLocale;
  draft: Draft;
  issues: Record<string, string>;
  /** The fields whose Italian changed after their translation was saved (`photoAlts.<src>`). */
  stale?: readonly string[];
  onChange: (draft: Draft) => void;
}) {
  const words: Words = draft.translations?.[locale] ?? {};
  const set = (next: Words) =>
    onChange({ ...draft, translations: { ...draft.translations, [locale]: next } });
  const issue = (field: string) =>
    Object.entries(issues).find(([key]) => key.startsWith(`translations.${locale}.${field}`))?.[1];
  const language = LANGUAGE_IN[locale];
  const notice = (field: string) => (stale.includes(field) ? staleNotice(locale) : undefined);
  return (
    <Card className="grid gap-4">
      <div>
        <h3 className="font-display text-xl text-lava-900">Testi {language}</h3>
        <p className="mt-1 text-sm text-lava-600">
          Le parole della pagina {language} (/{locale}). Nome, categoria, servizi, numeri e foto
          sono gli stessi in ogni lingua: si cambiano in Italiano. Un testo lasciato vuoto mostra
          quello italiano.
        </p>
      </div>
      <TextField
        label={`Descrizione breve ${language}`}
        value={words.shortDescription ?? ''}
        max={CONTENT_LIMITS.shortDescription}
        error={issue('shortDescription')}
        notice={notice('shortDescription')}
        multiline
        onChange={(value) => set({ ...words, shortDescription: value })}
      />
      <TextField
        label={`Descrizione ${language}`}
        value={words.description ?? ''}
        max={CONTENT_LIMITS.description}
        error={issue('description')}
        notice={notice('description')}
        multiline
        onChange={(value) => set({ ...words, description: value })}
      />
      <TextField
        label={`Punti di forza ${language} (uno per riga)`}
        value={(words.highlights ?? []).join('\n')}
        max={CONTENT_LIMITS.highlights * (CONTENT_LIMITS.highlight + 1)}
        error={issue('highlights')}
        notice={notice('highlights')}
        multiline
        onChange={(value) => set({ ...words, highlights: linesOf(value) })}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium text-lava-700">
          Testi alternativi delle foto {language}
        </legend>
        {draft.gallery.map((photo, index) => (
          <div key={photo.src} className="grid grid-cols-[5rem_1fr] items-start gap-3">
            <img
              src={photo.src.replace(/\.webp$/, '-400.webp')}
              alt=""
              className="aspect-[3/2] w-full rounded-lg object-cover"
              onError={(event) => {
                // A photo narrower than 400 px exists only at its own width.
                if (!event.currentTarget.src.endsWith(photo.src))
                  event.currentTarget.src = photo.src;
              }}
            />
            <div>
              <TextField
                label={`Foto ${index + 1} ${language}`}
                value={words.photoAlts?.[photo.src] ?? ''}
                max={CONTENT_LIMITS.photoAlt}
                error={issue(`photoAlts.${photo.src}`)}
                notice={notice(`photoAlts.${photo.src}`)}
                onChange={(alt) =>
                  set({ ...words, photoAlts: { ...words.photoAlts, [photo.src]: alt } })
                }
              />
              <p className="mt-1 text-xs text-lava-500">In italiano: «{photo.alt}»</p>
            </div>
          </div>
        ))}
      </fieldset>
    </Card>
  );
}
