import { useEffect } from 'react';

const BRAND = 'Catania Centro Apartments';

export interface PageMeta {
  title: string;
  description: string;
  path?: string;
}

/** What the page being prerendered declared (read by entry-server.tsx; unused in browsers). */
export const serverMeta: { current: PageMeta | null } = { current: null };

export const fullTitle = (title: string) => (title.includes(BRAND) ? title : `${title} · ${BRAND}`);

/** Sets the document title, description and canonical link of a route. */
export function usePageMeta(meta: PageMeta) {
  if (typeof document === 'undefined') serverMeta.current = meta;
  useEffect(() => {
    document.title = fullTitle(meta.title);
    setMeta('description', meta.description);
    setMeta('og:title', document.title, 'property');
    setMeta('og:description', meta.description, 'property');
    const path = meta.path ?? location.pathname;
    let canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.appendChild(canonical);
    }
    canonical.href = new URL(path, location.origin).href;
  }, [meta.title, meta.description, meta.path]);
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

/** Puts one JSON-LD block in the head for the life of the component. */
export function useStructuredData(id: string, data: unknown) {
  const json = data === null || data === undefined ? null : JSON.stringify(data);
  useEffect(() => {
    if (json === null) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.ld = id;
    script.text = json;
    document.head.appendChild(script);
    return () => script.remove();
  }, [id, json]);
}
