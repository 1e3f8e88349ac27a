import {
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { deferred } from '../../components/deferred';
import { ArrowUpIcon } from '../../components/ui/shell-icons';
import { useLocale, useMessages, withMessages } from '../../i18n/messages';
import { trackPageView } from '../../lib/analytics';
import { cn } from '../../lib/cn';
import { consentStore } from '../../lib/consent';
import { useLocation } from '../../lib/navigation';
import { toastStore } from '../../lib/toast';
import { Navbar } from './navbar';
import { scrollToSection } from './use-section-link';

// Below the fold everywhere: hydrated as it comes near the screen (prerendered HTML shows it at
// once), its code not part of a prerendered page's first load.
const Footer = deferred(
  withMessages(() => import('./footer').then((module) => module.Footer), 'layoutLater'),
  {
    fallback: <div data-testid="footer-placeholder" className="min-h-[40rem] bg-lava-950" />,
  },
);

/**
 * Before a page rendered afresh (the app shell's pages, the 404 page): the footer's module, which
 * the loader has already asked for with the entry, so the first render shows it rather than its
 * fallback. On a short page (a checkout, a guest's booking) it is on the first screen.
 */
export const preloadLayout = () => Footer.preload();

const CookieBanner = lazy(() =>
  import('../../features/consent/cookie-banner').then((module) => ({
    default: module.CookieBanner,
  })),
);

/** The banner's code loads only when it has to show: no consent yet, or reopened. */
function LazyCookieBanner() {
  // Never part of prerendered HTML: the cookie decides, in the browser.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const consent = useSyncExternalStore(consentStore.subscribe, consentStore.get, () => null);
  const requests = useSyncExternalStore(
    consentStore.subscribe,
    consentStore.preferencesRequests,
    () => 0,
  );
  if (!mounted || (consent !== null && requests === 0)) return null;
  return (
    <Suspense>
      <CookieBanner />
    </Suspense>
  );
}

const Toaster = lazy(
  withMessages(
    () => import('../../components/ui/toaster').then((module) => ({ default: module.Toaster })),
    'layoutLater',
  ),
);

/** The toast region loads with the first toast: no visitor pays for it up front. */
function LazyToaster() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (items.length > 0) setNeeded(true);
  }, [items.length]);
  if (!needed && items.length === 0) return null;
  return (
    <Suspense>
      <Toaster />
    </Suspense>
  );
}

/**
 * Scrolls to the section named by the hash (product §2), or to the top when the page changes in
 * place. Not when the document loads: the browser has placed it already (the top, or where the
 * guest was on coming back to it), and the hydration comes later than the guest's first scroll.
 */
function useScrollManagement() {
  const { pathname, hash } = useLocation();
  const loaded = useRef(false);
  useEffect(() => {
    if (hash) scrollToSection(hash.slice(1));
    else if (loaded.current) window.scrollTo({ top: 0, behavior: 'instant' });
    loaded.current = true;
    trackPageView(pathname);
  }, [pathname, hash]);
}

/**
 * Back to the top, once the page is scrolled: out of the way while the footer is on screen (its
 * 'Preferenze cookie') or a toast is (its close button). Not on a phone page with its own bottom
 * bar (the apartment page's 'Prenota'): raised above it, it covered the stay's total as the page
 * scrolled, and the bar is that page's action. Nor beside the panel's save bar, at any width: it
 * covered 'Salva bozza'.
 */
function ScrollToTopButton() {
  const [scrolled, setScrolled] = useState(false);
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  useEffect(() => {
    const onScroll = () => {
      const footer = document.querySelector('footer');
      const footerInView = footer ? footer.getBoundingClientRect().top < window.innerHeight : false;
      setScrolled(window.scrollY > 300 && !footerInView);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const visible = scrolled && !toasts.some((toast) => toast.open);
  const { layout } = useMessages('common');
  return (
    <button
      type="button"
      aria-label={layout.backToTop}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={cn(
        'fixed right-4 bottom-4 z-30 grid h-12 w-12 place-items-center rounded-full bg-lava-900 text-white shadow-lg transition-all hover:bg-accent-700 sm:right-6 sm:bottom-6 max-lg:[body:has([data-bottom-bar])_&]:hidden [body:has([data-save-bar])_&]:hidden',
        visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-4 opacity-0',
      )}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
    >
      <ArrowUpIcon className="h-5 w-5" aria-hidden />
    </button>
  );
}

function PageLoading() {
  const { layout } = useMessages('common');
  return (
    <div className="grid min-h-[110vh] place-items-start justify-center pt-[40vh]" role="status">
      <span className="sr-only">{layout.loading}</span>
      <span className="h-10 w-10 animate-spin rounded-full border-2 border-lava-200 border-t-accent-600" />
    </div>
  );
}

/** Every page's frame: the navigation, the page (`children`), the footer, the banners. */
export function RootLayout({ children }: { children: ReactNode }) {
  useScrollManagement();
  const { layout } = useMessages('common');
  // Marks the page as interactive (hydrated or rendered): tests and monitoring wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  // The footer's 'Preferenze cookie', from the moment the layout responds: the footer itself
  // hydrates later (`deferred`), and React would not replay a click made on it before (it stops
  // that click at the root: hence the document's capture phase, which comes first).
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('[data-cookie-preferences]')) {
        consentStore.openPreferences();
      }
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return (
    <>
      <a
        href="#contenuto"
        className="sr-only z-[70] rounded-full bg-white px-4 py-2 text-lava-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {layout.skipToContent}
      </a>
      <Navbar />
      <main id="contenuto" className="min-h-[70vh]">
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <Footer />
      <ScrollToTopButton />
      <LazyCookieBanner />
      <LazyToaster />
    </>
  );
}
