import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { TooltipProvider } from '../../components/ui/tooltip';
import { useRobots } from '../../lib/seo';
import { AdminLogin } from './admin-login';
import { fetchSession } from './api';
import { adminSession } from './session';

/**
 * Shows the login when signed out (product §2 /admin), else its children once the server session is
 * confirmed. After a reload the flag is there but the CSRF token is not: it is asked of the
 * server, whose 401 (session over) brings the login back with a message.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(adminSession.subscribe, adminSession.get, adminSession.get);
  const [ready, setReady] = useState(() => Boolean(adminSession.csrfToken()));

  useEffect(() => {
    if (session.status !== 'signed-in') {
      setReady(false);
      return;
    }
    if (adminSession.csrfToken()) {
      setReady(true);
      return;
    }
    let cancelled = false;
    fetchSession()
      .then((answer) => {
        if (cancelled) return;
        adminSession.setCsrfToken(answer.csrfToken);
        setReady(true);
      })
      .catch(() => {
        // A 401 already signed the panel out; any other failure leaves the login to retry.
        if (!cancelled) adminSession.signedOut();
      });
    return () => {
      cancelled = true;
    };
  }, [session]);

  useEffect(() => {
    const timer = setInterval(() => adminSession.checkExpiry(), 60_000);
    return () => clearInterval(timer);
  }, []);

  useRobots('noindex, nofollow');
  useEffect(() => {
    document.title = 'Amministrazione - Catania Centro Apartments';
  }, []);

  if (session.status === 'signed-out') return <AdminLogin notice={session.notice} />;
  if (!ready) {
    return (
      <div className="grid min-h-[80vh] place-items-center pt-20" role="status">
        <span className="sr-only">Verifica della sessione…</span>
        <span className="h-10 w-10 animate-spin rounded-full border-2 border-lava-200 border-t-accent-600" />
      </div>
    );
  }
  return (
    <TooltipProvider>
      {/* On every admin screen a grid's cell is never wider than its column: a long feed URL or
          e-mail address wraps or truncates instead of pushing a phone's page sideways. */}
      <div className="contents [&_.grid>*]:min-w-0">{children}</div>
    </TooltipProvider>
  );
}
