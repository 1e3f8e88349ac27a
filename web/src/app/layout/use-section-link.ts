import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Smoothly scrolls to a home-page section, waiting for it to render (lazy pages). */
export function scrollToSection(id: string, attempts = 60) {
  const element = document.getElementById(id);
  if (element) {
    element.scrollIntoView({ behavior: 'smooth', block: 'start' });
    return;
  }
  if (attempts > 0) requestAnimationFrame(() => scrollToSection(id, attempts - 1));
}

/**
 * Section anchors that work from any path (SPEC 2): on the home page they scroll to the section;
 * elsewhere they navigate home with the section as the URL hash, and the layout scrolls to it.
 */
export function useSectionLink() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: string, event?: React.MouseEvent) => {
      if (event && (event.metaKey || event.ctrlKey || event.shiftKey || event.button === 1)) return;
      event?.preventDefault();
      if (location.pathname === '/') {
        history.replaceState(null, '', id === 'home' ? '/' : `/#${id}`);
        if (id === 'home') window.scrollTo({ top: 0, behavior: 'smooth' });
        else scrollToSection(id);
      } else {
        navigate(id === 'home' ? '/' : `/#${id}`);
      }
    },
    [location.pathname, navigate],
  );
}
