import { adminLoginRequest } from '@catania/shared/schemas/admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, Lock, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { FieldError, Input, Label } from '../../components/ui/input';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { login } from './api';
import { adminSession } from './session';

/** SPEC 2 Admin login: checked by the server, which sets the session cookie. */
export function AdminLogin({ notice }: { notice?: string }) {
  const [showPassword, setShowPassword] = useState(false);
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
          tooMany && error.body?.error ? error.body.error : 'Username o password non corretti.',
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
