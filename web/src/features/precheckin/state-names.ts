import type { Place } from '@catania/shared/alloggiati/codes';
import type { Locale } from '@catania/shared/config/locales';
import { use } from 'react';
import { useLocale } from '../../i18n/messages';

/** A language's names of the Alloggiati states, by the table's code. */
export type StateNames = Readonly<Record<string, string>>;

/**
 * The states' names in the languages other than Italian (the table's own): each a chunk of its
 * own, fetched only by that language's pre-check-in. The codes sent to the police stay the
 * table's; only what the guest reads and types changes.
 */
const sources: Partial<Record<Locale, () => Promise<{ default: StateNames }>>> = {
  en: () => import('@catania/shared/alloggiati/state-names-en'),
};
const pending = new Map<Locale, Promise<StateNames>>();

/** Starts loading `locale`'s names (none for Italian): the page calls it early, the form reads it. */
export function loadStateNames(locale: Locale): Promise<StateNames> | undefined {
  const source = sources[locale];
  if (!source) return undefined;
  let promise = pending.get(locale);
  if (!promise) {
    const loading: Promise<StateNames> = source().then((module) => {
      // Marked as React marks the promises it has read: once here, `use` reads it without
      // suspending, whichever render comes first.
      Object.assign(loading, { status: 'fulfilled', value: module.default });
      return module.default;
    });
    promise = loading;
    pending.set(locale, promise);
  }
  return promise;
}

/** The page's language's state names, or null where the table's (Italian) are the page's. */
export function useStateNames(): StateNames | null {
  const promise = loadStateNames(useLocale());
  return promise ? use(promise) : null;
}

/** The place as the page's language names it: a state by its translated name, a comune as it is. */
export const inLanguage = (place: Place, names: StateNames | null): Place => {
  const name = place.province === 'ES' ? names?.[place.code] : undefined;
  return name ? { ...place, name } : place;
};
