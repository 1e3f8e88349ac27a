import { LOCALES, type Locale } from '@catania/shared/config/locales';
import { Button } from '../../../components/ui/button';

/** The language of the texts edited: each as it names itself, as on the site's switch. */
const LANGUAGE_LABELS: Record<Locale, string> = { it: 'Italiano', en: 'English' };

/**
 * 'Italiano / English' above the texts of 'Foto e testi' that the site shows in each language
 * (the site's texts, an apartment's words): which language's are edited. The panel's own words
 * stay Italian.
 */
export function LanguageSwitch({
  locale,
  toCheck = {},
  onChange,
}: {
  locale: Locale;
  /** Per language, how many of its texts to check (translations older than their Italian). */
  toCheck?: Partial<Record<Locale, number>>;
  onChange: (locale: Locale) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Lingua dei testi</legend>
      <span aria-hidden className="text-sm font-medium text-lava-700">
        Lingua dei testi:
      </span>
      {LOCALES.map((code) => (
        <Button
          key={code}
          variant={code === locale ? 'primary' : 'outline'}
          aria-pressed={code === locale}
          lang={code}
          onClick={() => onChange(code)}
        >
          {LANGUAGE_LABELS[code]}{' '}
          {toCheck[code] ? (
            <span className="ml-2 rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900">
              {toCheck[code]}
              <span className="sr-only" lang="it">
                {toCheck[code] === 1 ? ' testo da controllare' : ' testi da controllare'}
              </span>
            </span>
          ) : null}
        </Button>
      ))}
    </fieldset>
  );
}
