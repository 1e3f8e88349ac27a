import { type Locale, localeOfPath, localizedPath } from '@catania/shared/config/locales';
import { use } from 'react';
import { useLocation } from '../lib/navigation';
import type { Messages, Namespace } from './namespaces';

/**
 * The message catalogues: one module per language and namespace (`catalogues/<locale>/<ns>.ts`),
 * each its own chunk, loaded on demand: a page fetches its own language's catalogues only. The
 * entry (main.tsx) and the prerender load the page's `common` before the first render, so the
 * layout never waits; a namespace first read later suspends until it has loaded.
 */
const sources = import.meta.glob<{ default: unknown }>('./catalogues/*/*.ts');
const loaded = new Map<string, unknown>();
const pending = new Map<string, Promise<unknown>>();

const keyOf = (locale: Locale, namespace: Namespace) => `./catalogues/${locale}/${namespace}.ts`;

/** The catalogue's source, as the build manifest names it (the prerender preloads its chunk). */
export const catalogueSource = (locale: Locale, namespace: Namespace) =>
  `src/i18n/catalogues/${locale}/${namespace}.ts`;

export function loadMessages<N extends Namespace>(
  locale: Locale,
  namespace: N,
): Promise<Messages<N>> {
  const key = keyOf(locale, namespace);
  let promise = pending.get(key);
  if (!promise) {
    const source = sources[key];
    if (!source) throw new Error(`no catalogue ${key}`);
    promise = source().then((module) => {
      loaded.set(key, module.default);
      return module.default;
    });
    pending.set(key, promise);
  }
  return promise as Promise<Messages<N>>;
}

/**
 * A lazily loaded part's module, with its words: in a browser, the catalogue `namespace` of the
 * page's language is fetched beside the module, so the part shows once both are in (one round,
 * not the code and then its words); on the server the part's own render loads it.
 */
export function withMessages<T>(load: () => Promise<T>, namespace: Namespace): () => Promise<T> {
  return () =>
    typeof location === 'undefined'
      ? load()
      : Promise.all([load(), loadMessages(localeOfPath(location.pathname), namespace)]).then(
          ([module]) => module,
        );
}

/** The language of the page shown: its path's prefix. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** The page's language's messages of `namespace`. */
export function useMessages<N extends Namespace>(namespace: N): Messages<N> {
  const locale = useLocale();
  const messages = loaded.get(keyOf(locale, namespace));
  return (messages ?? use(loadMessages(locale, namespace))) as Messages<N>;
}

/** Turns a page's Italian path into its path in the page's language (links stay in it). */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}
