import { AlertTriangle, Clock } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';

/** The checkout's frame: its title and the step's content. */
export function CheckoutShell({ children }: { children: ReactNode }) {
  return (
    <div className="bg-cream-50 pt-28 pb-20 sm:pt-32">
      <div className="container-site max-w-5xl">
        <p className="eyebrow text-accent-700">Prenotazione</p>
        <h1 className="mt-2 text-3xl text-lava-900 sm:text-4xl">Completa la prenotazione</h1>
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}

export function CheckoutLoading({ text, hint }: { text: string; hint?: boolean }) {
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
          Non trovi la tua prenotazione?{' '}
          <Link className="font-semibold text-accent-700 underline" to="/prenota">
            Scegli di nuovo le date
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}

export function CheckoutNotice({
  title,
  text,
  tone,
}: {
  title: string;
  text: string;
  tone: 'info' | 'warn';
}) {
  const Icon = tone === 'warn' ? AlertTriangle : Clock;
  return (
    <div
      className={
        tone === 'warn'
          ? 'mb-6 flex gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900'
          : 'mb-6 flex gap-3 rounded-2xl bg-sky-50 p-4 text-sm text-sky-900'
      }
      role="status"
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1">{text}</p>
      </div>
    </div>
  );
}

export function CheckoutError({ message }: { message: string }) {
  return (
    <div
      className="rounded-3xl border border-red-200 bg-white p-10 text-center"
      role="alert"
      data-testid="checkout-error"
    >
      <AlertTriangle className="mx-auto h-10 w-10 text-red-600" aria-hidden />
      <p className="mt-4 text-lg font-semibold text-lava-900">{message}</p>
      <Button asChild size="lg" className="mt-6">
        <Link to="/">Torna alla Home</Link>
      </Button>
    </div>
  );
}
