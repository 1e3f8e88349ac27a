import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  localizedPath,
  unlocalizedPath,
} from '@catania/shared/config/locales';
import { site } from '@catania/shared/config/site';
import { useEffect } from 'react';
import { useLocale } from '../i18n/messages';

const BRAND = 'Catania Centro Apartments';

export interface PageMeta {
  title: string;
  description: string;
  path?: string;
  /** A private page's robots directive, e.g. `noindex`: present while the page is shown. */
  robots?: string;
}

/**
 * The same page in every language, and `x-default` (what a search engine shows a visitor whose
 * language the site does not have) on the Italian: absolute addresses, as hreflang wants them.
 */
export function languageAlternates(path: string): { hreflang: string; href: string }[] {
  const italian = unlocalizedPath(path);
  const href = (locale: Locale) => `${site.brand.url}${localizedPath(italian, locale)}`;
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: href(locale) })),
    { hreflang: 'x-default', href: href(DEFAULT_LOCALE) },
  ];
}

/** What the page being prerendered declared (read by entry-server.tsx; unused in browsers). */
export const serverMeta: { current: PageMeta | null } = { current: null };

export const fullTitle = (title: string) => (title.includes(BRAND) ? title : `${title} · ${BRAND}`);

/**
 * Keeps a private page out of search results: a robots meta element for as long as the page is
 * shown (the checkout, the confirmation, the admin panel).
 */
export function useRobots(content: string | undefined) {
  useEffect(() => {
    if (!content) return;
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = content;
    document.head.appendChild(robots);
    return () => robots.remove();
  }, [content]);
}

/**
 * Sets the document title, description, canonical link, language alternates and robots directive
 * of a route. `path` is the page's Italian path: the canonical is its path in the page's language.
 */
export function usePageMeta(meta: PageMeta) {
  const locale = useLocale();
  const localized = meta.path === undefined ? undefined : localizedPath(meta.path, locale);
  if (typeof document === 'undefined') serverMeta.current = { ...meta, path: localized };
  useRobots(meta.robots);
  useEffect(() => {
    document.title = fullTitle(meta.title);
    setMeta('description', meta.description);
    setMeta('og:title', document.title, 'property');
    setMeta('og:description', meta.description, 'property');
    const path = localized ?? location.pathname;
    let canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.appendChild(canonical);
    }
    canonical.href = new URL(path, location.origin).href;
    for (const link of document.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
    for (const { hreflang, href } of languageAlternates(path)) {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = href;
      document.head.appendChild(link);
    }
  }, [meta.title, meta.description, localized]);
}

function setMeta(name: string, content: string, attribute: 'name' | 'property' = 'name') {
  let element = document.querySelector<HTMLMetaElement>(`meta[${attribute}="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, name);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** JSON-LD as a script element of the page, so it is in the prerendered HTML too. */
export function structuredDataHtml(data: unknown): { __html: string } {
  // `<` is escaped so that no string in the data can close the script element.
  return { __html: JSON.stringify(data).replace(/</g, '\\u003c') };
}
