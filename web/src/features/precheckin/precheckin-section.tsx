import { DEFAULT_LOCALE } from '@catania/shared/config/locales';
import { centsToEuro } from '@catania/shared/domain/money';
import type { PrecheckinView } from '@catania/shared/schemas/checkin';
import { AlertTriangle, CheckCircle2, ClipboardList, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useLocale, useMessages } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';
import { useFormats } from '../../lib/format';
import { AccessDetails } from './access-details';
import { usePrecheckin } from './api';
import { IdentificationChoice } from './identification-choice';
import { PrecheckinForm } from './precheckin-form';
import { loadStateNames } from './state-names';

/**
 * The online pre-check-in for the holder of a stay's secret link: what it is for,
 * then the form, or what was sent and the tourist tax it makes, or why it is closed.
 */
export function PrecheckinSection({ token }: { token: string }) {
  const precheckin = usePrecheckin(token);
  const [editing, setEditing] = useState(false);
  const t = useMessages('precheckin');
  const locale = useLocale();
  // The form's country names in the page's language load beside the stay's details.
  loadStateNames(locale);

  if (precheckin.isPending) {
    return (
      <section aria-busy="true" aria-label={t.form.label} className="grid gap-4">
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </section>
    );
  }
  if (precheckin.isError) {
    // The server's own words on an Italian page; another language's page says it in its own.
    const message =
      locale === DEFAULT_LOCALE &&
      precheckin.error instanceof ApiError &&
      precheckin.error.body?.error
        ? precheckin.error.body.error
        : t.linkFailed;
    return (
      <section
        role="alert"
        className="flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900"
      >
        <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        <p>{message}</p>
      </section>
    );
  }
  const view = precheckin.data;
  const showForm = view.editable && (view.status === 'missing' || editing);

  return (
    <section id="pre-check-in" aria-labelledby="precheckin-title" className="grid gap-5">
      <header className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
        <div className="flex items-start gap-3">
          <ClipboardList className="mt-1 h-6 w-6 shrink-0 text-accent-600" aria-hidden />
          <div>
            <h2 id="precheckin-title" className="font-display text-2xl text-lava-900">
              {t.title}
            </h2>
            <p className="mt-1 text-sm text-lava-600">{t.intro}</p>
          </div>
        </div>
      </header>
      {showForm ? (
        <PrecheckinForm token={token} view={view} onDone={() => setEditing(false)} />
      ) : (
        <PrecheckinStatus view={view} onEdit={() => setEditing(true)} />
      )}
      {view.status === 'complete' && view.editable ? (
        <IdentificationChoice token={token} view={view} />
      ) : null}
      <AccessDetails access={view.access} />
      <p className="flex items-start gap-2 text-xs text-lava-500">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        {t.privacy}
      </p>
    </section>
  );
}

function PrecheckinStatus({ view, onEdit }: { view: PrecheckinView; onEdit: () => void }) {
  const t = useMessages('precheckin');
  const format = useFormats();
  if (view.status === 'complete' && view.saved) {
    return (
      <div
        className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:p-6"
        data-testid="precheckin-complete"
      >
        <p className="flex items-center gap-2 font-semibold text-emerald-900">
          <CheckCircle2 className="h-5 w-5" aria-hidden />
          {t.complete}
          {view.submittedAt ? t.completeOn(format.day(view.submittedAt.slice(0, 10))) : ''}
        </p>
        <ul className="mt-3 grid gap-1 text-sm text-emerald-950">
          {view.saved.guests.map((guest, i) => (
            <li key={`${guest.surname}-${guest.name}-${guest.birthDate}`}>
              {guest.name} {guest.surname}
              {i === 0 ? t.documentEnding(view.saved?.document.numberEnding ?? '') : ''}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-emerald-950">
          {t.touristTax} <strong>{format.euro(centsToEuro(view.touristTax.amountCents))}</strong>
        </p>
        {view.editable ? (
          <Button variant="outline" className="mt-4" onClick={onEdit}>
            {t.edit}
          </Button>
        ) : null}
      </div>
    );
  }
  if (view.status === 'purged') {
    return <p className="rounded-2xl bg-cream-100 p-5 text-sm text-lava-700">{t.purged}</p>;
  }
  return (
    <p className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-900">
      {t.closedBefore}
      {format.longDay(view.stay.checkIn)}
      {t.closedAfter}
    </p>
  );
}
