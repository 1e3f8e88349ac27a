import { useEffect, useRef } from 'react';
import { loadPage } from './routes';

const preload = (path: string) => void loadPage(path).catch(() => undefined);

/**
 * Fetches the page module of `path` (its chunk and those it imports) before the guest goes there,
 * so that the page's own load finds them in the browser's cache: when the element that links to
 * it comes into view, or the pointer or the focus reaches it. Spread the result on that element.
 * Nothing is fetched for what stays off screen, so a first visit's load is unchanged.
 */
export function usePreloadRoute<T extends Element>(path: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      preload(path);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [path]);
  return { ref, onPointerEnter: () => preload(path), onFocus: () => preload(path) };
}

/** Fetches the page module of `path` once the calling component has mounted. */
export function usePreloadRouteOnMount(path: string) {
  useEffect(() => preload(path), [path]);
}
