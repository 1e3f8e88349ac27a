import { adminLoginRequest } from '@catania/shared/schemas/admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, Lock, Mail, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { FieldError, Input, Label } from '../../components/ui/input';
import { ApiError, messageOf } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { login, requestLoginLink, signInWithLink } from './api';
import { adminSession } from './session';

/** The query parameter of the one-time sign-in link mailed to the owner. */
const LINK_PARAM = 'accesso';

/**
 * The one-time link's token, taken out of the address bar at once (it must not stay in the
 * history, nor be sent anywhere else), and used to sign in.
 */
type LinkState = { status: 'idle' | 'sending' } | { status: 'sent' | 'failed'; message: string };

function useLinkSignIn(setLinkState: (state: LinkState) => void) {
  useEffect(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get(LINK_PARAM);
    if (!token) return;
    url.searchParams.delete(LINK_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    signInWithLink(token)
      .then((session) => adminSession.signedIn(session.username, session.csrfToken))
      .catch((error: unknown) =>
        setLinkState({
          status: 'failed',
          message: messageOf(error, 'Accesso con il link non riuscito. Riprova.'),
        }),
      );
  }, [setLinkState]);
}

/**
 * product §2 Admin login: checked by the server, which sets the session cookie. From a new browser,
 * or while sign-ins are being refused, the owner asks for a one-time link by e-mail instead.
 */
export function AdminLogin({ notice }: { notice?: string }) {
  const [showPassword, setShowPassword] = useState(false);
  const [linkState, setLinkState] = useState<LinkState>({ status: 'idle' });
  useLinkSignIn(setLinkState);

  async function askForLink() {
    setLinkState({ status: 'sending' });
    try {
      const answer = await requestLoginLink();
      setLinkState({ status: 'sent', message: answer.message });
    } catch (error) {
      setLinkState({
        status: 'failed',
        message: messageOf(error, 'Invio del link non riuscito. Riprova tra qualche minuto.'),
      });
    }
  }
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(adminLoginRequest),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const session = await login(values);
      adminSession.signedIn(session.username, session.csrfToken);
      toast({
        title: 'Accesso effettuato',
        description: 'Benvenuto nel pannello di amministrazione.',
        variant: 'success',
      });
    } catch (error) {
      const tooMany = error instanceof ApiError && error.status === 429;
      toast({
        title: 'Errore di accesso',
        description:
          tooMany && error.body?.error
            ? `${error.body.error} Oppure accedi con un link via e-mail.`
            : 'Username o password non corretti.',
        variant: 'destructive',
      });
    }
  });

  return (
    <section className="container-site grid min-h-[80vh] place-items-center pt-28 pb-16">
      <div className="w-full max-w-md rounded-3xl border border-lava-100 bg-white p-6 shadow-xl sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <span className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-accent-50 text-accent-600">
            <Lock className="h-6 w-6" aria-hidden />
          </span>
          <div>
            <h1 className="font-display text-2xl text-lava-900">Area Amministrazione</h1>
            <p className="text-sm text-lava-600">
              Accedi per gestire calendari, prezzi e prenotazioni
            </p>
          </div>
        </div>
        {notice ? (
          <p role="alert" className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {notice}
          </p>
        ) : null}
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div>
            <Label htmlFor="admin-username">Username</Label>
            <Input
              id="admin-username"
              autoComplete="username"
              aria-invalid={errors.username ? true : undefined}
              aria-describedby={errors.username ? 'admin-username-error' : undefined}
              {...register('username')}
            />
            <FieldError id="admin-username-error" message={errors.username?.message} />
          </div>
          <div>
            <Label htmlFor="admin-password">Password</Label>
            <div className="relative">
              <Input
                id="admin-password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                className="pr-12"
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? 'admin-password-error' : undefined}
                {...register('password')}
              />
              <button
                type="button"
                onClick={() => setShowPassword((v) => !v)}
                className="absolute top-1/2 right-0.5 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-full text-lava-500 hover:bg-lava-100"
                aria-label={showPassword ? 'Nascondi password' : 'Mostra password'}
                aria-pressed={showPassword}
              >
                {showPassword ? <EyeOff className="h-4 w-4" /> : <Eye className="h-4 w-4" />}
              </button>
            </div>
            <FieldError id="admin-password-error" message={errors.password?.message} />
          </div>
          <Button type="submit" disabled={isSubmitting} className="mt-2 w-full">
            {isSubmitting ? 'Accesso in corso...' : 'Accedi'}
          </Button>
        </form>
        <div className="mt-6 rounded-2xl bg-lava-50 p-4">
          <p className="text-sm text-lava-700">
            Nuovo browser o accesso bloccato? Ricevi un link che vale una volta sola all'indirizzo
            e-mail del proprietario.
          </p>
          <Button
            type="button"
            variant="outline"
            // At 360 px the label is wider than the box: it wraps rather than widen the page.
            className="mt-3 h-auto! min-h-11 w-full py-2 text-center whitespace-normal!"
            onClick={askForLink}
            disabled={linkState.status === 'sending'}
          >
            <Mail className="h-4 w-4 shrink-0" aria-hidden />
            {linkState.status === 'sending' ? 'Invio in corso...' : 'Ricevi un link di accesso'}
          </Button>
          {linkState.status === 'sent' || linkState.status === 'failed' ? (
            <p
              role={linkState.status === 'failed' ? 'alert' : 'status'}
              className={`mt-3 text-sm ${linkState.status === 'failed' ? 'text-red-700' : 'text-emerald-800'}`}
            >
              {linkState.message}
            </p>
          ) : null}
        </div>
        <ul className="mt-6 grid gap-1.5 text-xs text-lava-500">
          <li className="flex items-center gap-2">
            <ShieldCheck className="h-3.5 w-3.5 shrink-0" aria-hidden />
            La sessione termina alla chiusura del browser.
          </li>
          <li className="flex items-center gap-2">
            <ShieldCheck className="h-3.5 w-3.5 shrink-0" aria-hidden />
            Accesso riservato al personale autorizzato.
          </li>
          <li className="flex items-center gap-2">
            <ShieldCheck className="h-3.5 w-3.5 shrink-0" aria-hidden />
            Tutte le azioni vengono registrate.
          </li>
        </ul>
      </div>
    </section>
  );
}
