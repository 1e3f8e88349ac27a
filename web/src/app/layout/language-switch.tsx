import {
  LOCALES,
  localeOfPath,
  localizedPath,
  unlocalizedPath,
} from '@catania/shared/config/locales';
import { useMessages } from '../../i18n/messages';
import { useLocation } from '../../lib/navigation';

/** Each language's name in itself, as a language menu shows it. */
const LANGUAGE_NAMES = { it: 'Italiano', en: 'English' } as const;

/**
 * The other languages of the page being read: the same page (its query and section kept) in that
 * language. A plain link, so the page comes prerendered in its language with its own texts; the
 * site never picks a language from the browser's settings. None on the admin panel.
 */
export function LanguageSwitch() {
  const { pathname, search, hash } = useLocation();
  const { nav } = useMessages('common');
  const current = localeOfPath(pathname);
  // The admin panel is Italian only: it has no page in another language to lead to.
  if (unlocalizedPath(pathname).startsWith('/admin')) return null;
  return (
    <ul aria-label={nav.language} className="flex items-center">
      {LOCALES.filter((locale) => locale !== current).map((locale) => (
        <li key={locale}>
          <a
            href={`${localizedPath(unlocalizedPath(pathname), locale)}${search}${hash}`}
            hrefLang={locale}
            lang={locale}
            title={LANGUAGE_NAMES[locale]}
            className="inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold tracking-wide text-white/85 uppercase hover:bg-white/10 hover:text-white"
          >
            <span aria-hidden>{locale}</span>
            <span className="sr-only">{LANGUAGE_NAMES[locale]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
