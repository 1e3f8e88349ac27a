import { Cookie, X } from 'lucide-react';
import {
  lazy,
  type MouseEvent,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Button } from '../../components/ui/button';
import { useLocalizedPath, useMessages, withMessages } from '../../i18n/messages';
import { applyConsent } from '../../lib/analytics';
import { type ConsentChoice, consentStore } from '../../lib/consent';
import { Link } from '../../lib/navigation';

const ConsentPreferences = lazy(
  withMessages(
    () =>
      import('./consent-preferences').then((module) => ({ default: module.ConsentPreferences })),
    'layoutLater',
  ),
);

/**
 * The cookie banner (product §2, §3, §4). Shown while there is no valid consent cookie, and again
 * when the visitor reopens it. Closing it without choosing stores nothing and keeps every
 * non-technical cookie off (the Garante's 2021 guidelines), so it comes back on the next visit.
 */
export function CookieBanner() {
  const consent = useSyncExternalStore(consentStore.subscribe, consentStore.get, () => null);
  const requests = useSyncExternalStore(
    consentStore.subscribe,
    consentStore.preferencesRequests,
    () => 0,
  );
  const [dismissed, setDismissed] = useState(false);
  const [view, setView] = useState<'banner' | 'preferences'>('banner');
  const [reopened, setReopened] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>({
    analytics: consent?.analytics ?? false,
    marketing: consent?.marketing ?? false,
  });

  useEffect(() => {
    if (requests === 0) return;
    const stored = consentStore.get();
    setChoice({ analytics: stored?.analytics ?? false, marketing: stored?.marketing ?? false });
    setView('preferences');
    setDismissed(false);
    setReopened(true);
  }, [requests]);

  const { consent: text } = useMessages('common');
  const to = useLocalizedPath();
  const visible = !dismissed && (consent === null || reopened);
  const { card, giveBack } = useBannerFocus(visible, reopened);
  if (!visible) return null;

  /** `event.detail` is 0 for a button pressed with the keyboard. */
  const close = (event: MouseEvent) => {
    setReopened(false);
    setDismissed(true);
    giveBack(event.detail === 0);
  };
  const save = (value: ConsentChoice) => (event: MouseEvent) => {
    applyConsent(consentStore.save(value));
    close(event);
  };

  return (
    <section
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-[55] p-2 sm:p-5"
    >
      <div
        ref={card}
        tabIndex={-1}
        className="relative mx-auto max-w-3xl rounded-3xl border border-lava-100 bg-white p-4 shadow-2xl shadow-lava-900/20 sm:p-7"
      >
        <div className="flex items-start gap-4">
          <div className="hidden h-11 w-11 shrink-0 place-items-center rounded-full bg-accent-50 text-accent-700 sm:grid">
            <Cookie className="h-5 w-5" aria-hidden />
          </div>
          <div className="min-w-0 flex-1">
            <h2 id="cookie-banner-title" className="pr-8 font-display text-xl text-lava-900">
              {view === 'banner' ? text.title : text.preferencesTitle}
            </h2>
            {view === 'banner' ? (
              <p className="mt-2 text-sm leading-relaxed text-lava-600">
                {text.intro} <span className="hidden sm:inline">{text.changeAnytime} </span>
                {text.read}{' '}
                <Link
                  to={to('/privacy')}
                  className="font-medium text-accent-700 underline underline-offset-2"
                >
                  {text.privacyPolicy}
                </Link>{' '}
                {text.and}{' '}
                <Link
                  to={to('/cookie-policy')}
                  className="font-medium text-accent-700 underline underline-offset-2"
                >
                  {text.cookiePolicy}
                </Link>
                .
              </p>
            ) : (
              // The switches' code (Radix) loads when the visitor asks for the preferences.
              <Suspense fallback={<div className="mt-4 min-h-64" />}>
                <ConsentPreferences choice={choice} onChange={setChoice} />
              </Suspense>
            )}
            <div className="mt-4 grid grid-cols-2 gap-2 sm:mt-5 sm:flex sm:flex-wrap sm:justify-end">
              {view === 'banner' ? (
                <>
                  <Button
                    variant="ghost"
                    className="order-last col-span-2 h-9 sm:order-none sm:h-11"
                    onClick={() => {
                      setView('preferences');
                      // The button goes with the view: the focus stays in the banner.
                      card.current?.focus();
                    }}
                  >
                    {text.customize}
                  </Button>
                  <Button variant="outline" onClick={save({ analytics: false, marketing: false })}>
                    {text.rejectAll}
                  </Button>
                  <Button onClick={save({ analytics: true, marketing: true })}>
                    {text.acceptAll}
                  </Button>
                </>
              ) : (
                <>
                  <Button variant="outline" onClick={save(choice)}>
                    {text.save}
                  </Button>
                  <Button onClick={save({ analytics: true, marketing: true })}>
                    {text.acceptAll}
                  </Button>
                </>
              )}
            </div>
          </div>
        </div>
        <button
          type="button"
          aria-label={text.closeWithoutAccepting}
          onClick={close}
          className="absolute top-3 right-3 grid h-10 w-10 place-items-center rounded-full text-lava-500 hover:bg-lava-100 sm:top-6 sm:right-6"
        >
          <X className="h-5 w-5" aria-hidden />
        </button>
      </div>
    </section>
  );
}

/**
 * The banner takes the focus first, so a keyboard or screen-reader visitor meets it before the
 * page (it sits last in the document, after the footer): on arrival when nothing has the focus
 * yet, or when reopened from 'Preferenze cookie'. Once closed it gives the focus back to that
 * control, or, on arrival, to the top of the page for a keyboard visitor.
 */
function useBannerFocus(visible: boolean, reopened: boolean) {
  const card = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!visible) return;
    const active = document.activeElement;
    const nothingFocused = !active || active === document.body;
    if (!nothingFocused && !reopened) return;
    returnTo.current = nothingFocused ? null : (active as HTMLElement);
    card.current?.focus({ preventScroll: true });
  }, [visible, reopened]);
  const giveBack = (byKeyboard: boolean) => {
    const target = returnTo.current;
    if (target?.isConnected) {
      target.focus({ preventScroll: true });
      return;
    }
    // On arrival, a keyboard visitor goes on from the top of the page (the skip link); a click
    // leaves the focus where the pointer is.
    if (byKeyboard)
      document.querySelector<HTMLElement>('a[href="#contenuto"]')?.focus({ preventScroll: true });
  };
  return { card, giveBack };
}
