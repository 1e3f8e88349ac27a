import { useCallback } from 'react';
import { useLocalizedPath } from '../../i18n/messages';
import { useLocation, useNavigate } from '../../lib/navigation';

/** How long a section is held in place while the sections above it load. */
const SETTLE_MS = 8000;
const GUEST_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps a section at the top while the layout above it still grows (lazy sections, fonts):
 * scrolled to once, it would land hundreds of pixels short on a phone. Stops when the layout has
 * settled or as soon as the guest scrolls.
 */
function holdInPlace(element: HTMLElement) {
  if (!('ResizeObserver' in window)) return;
  let height = document.body.scrollHeight;
  const observer = new ResizeObserver(() => {
    // The first call (observing) and unchanged heights leave the smooth scroll alone.
    if (document.body.scrollHeight === height) return;
    height = document.body.scrollHeight;
    element.scrollIntoView({ block: 'start' });
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of GUEST_SCROLLS) window.removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, SETTLE_MS);
  for (const type of GUEST_SCROLLS) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
}

/** Scrolls to a section, waiting for it to render (lazy pages) and for the layout to settle. */
export function scrollToSection(id: string, attempts = 60) {
  const element = document.getElementById(id);
  if (element) {
    element.scrollIntoView({ behavior: 'smooth', block: 'start' });
    holdInPlace(element);
    return;
  }
  if (attempts > 0) requestAnimationFrame(() => scrollToSection(id, attempts - 1));
}

/**
 * Section anchors that work from any path (product §2): on the home page they scroll to the section;
 * elsewhere they navigate home with the section as the URL hash, and the layout scrolls to it.
 */
export function useSectionLink() {
  const location = useLocation();
  const navigate = useNavigate();
  const home = useLocalizedPath()('/');
  return useCallback(
    (id: string, event?: React.MouseEvent) => {
      if (event && (event.metaKey || event.ctrlKey || event.shiftKey || event.button === 1)) return;
      event?.preventDefault();
      if (location.pathname === home) {
        history.replaceState(null, '', id === 'home' ? home : `${home}#${id}`);
        if (id === 'home') window.scrollTo({ top: 0, behavior: 'smooth' });
        else scrollToSection(id);
      } else {
        navigate(id === 'home' ? home : `${home}#${id}`);
      }
    },
    [location.pathname, navigate, home],
  );
}
