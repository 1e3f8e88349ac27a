import { useEffect } from 'react';

const BRAND = 'Catania Centro Apartments';

/** Sets the document title, description and canonical link of a route. */
export function usePageMeta(meta: { title: string; description: string; path?: string }) {
  useEffect(() => {
    document.title = meta.title.includes(BRAND) ? meta.title : `${meta.title} · ${BRAND}`;
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
  const json = JSON.stringify(data);
  useEffect(() => {
    if (data === null || data === undefined) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.ld = id;
    script.text = json;
    document.head.appendChild(script);
    return () => script.remove();
    // biome-ignore lint/correctness/useExhaustiveDependencies: `json` stands for `data`.
  }, [id, json]);
}
