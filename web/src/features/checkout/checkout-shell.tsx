import { type ReactNode, useEffect, useState } from 'react';
import { useLocalizedPath, useMessages } from '../../i18n/messages';
import { Link } from '../../lib/navigation';

/** The checkout's frame: its title and the step's content. */
export function CheckoutShell({ children }: { children: ReactNode }) {
  const t = useMessages('checkout');
  return (
    <div className="bg-cream-50 pt-28 pb-20 sm:pt-32">
      <div className="container-site max-w-5xl">
        <p className="eyebrow text-accent-700">{t.eyebrow}</p>
        <h1 className="mt-2 text-3xl text-lava-900 sm:text-4xl">{t.title}</h1>
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}

export function CheckoutLoading({ text, hint }: { text: string; hint?: boolean }) {
  const t = useMessages('checkout');
  const localized = useLocalizedPath();
  const [showHint, setShowHint] = useState(false);
  useEffect(() => {
    if (!hint) return;
    const timer = setTimeout(() => setShowHint(true), 2500);
    return () => clearTimeout(timer);
  }, [hint]);
  return (
    <div className="rounded-3xl border border-cream-300 bg-white p-10 text-center" role="status">
      <p className="text-lava-700">{text}</p>
      {showHint ? (
        <p className="mt-4 text-sm text-lava-500">
          {t.lostBooking}{' '}
          <Link className="font-semibold text-accent-700 underline" to={localized('/prenota')}>
            {t.chooseAgain}
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
