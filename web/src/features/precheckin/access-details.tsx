import type { PrecheckinView } from '@catania/shared/schemas/checkin';
import { KeyRound, Lock } from 'lucide-react';
import { useMessages } from '../../i18n/messages';
import { usePrecheckin } from './api';

/**
 * The access details on the guest's page: the key-box or door code once the
 * pre-check-in is complete and the lead guest identified; until then, what is still missing.
 */
export function AccessDetails({ access }: { access: PrecheckinView['access'] }) {
  const t = useMessages('precheckin').access;
  if (access.released && access.instructions) {
    return (
      <div
        className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:p-6"
        data-testid="access-details"
      >
        <h3 className="flex items-center gap-2 font-display text-xl text-emerald-950">
          <KeyRound className="h-5 w-5" aria-hidden /> {t.title}
        </h3>
        <p className="mt-2 whitespace-pre-line text-sm text-emerald-950">{access.instructions}</p>
      </div>
    );
  }
  return (
    <div className="rounded-2xl bg-cream-100 p-5 sm:p-6" data-testid="access-pending">
      <h3 className="flex items-center gap-2 font-display text-xl text-lava-900">
        <Lock className="h-5 w-5" aria-hidden /> {t.pending}
      </h3>
      <p className="mt-1 text-sm text-lava-700">{t.missing}</p>
      <ul className="mt-2 list-disc pl-5 text-sm text-lava-800">
        {access.missing.map((line) => (
          <li key={line}>{t.missingLine(line)}</li>
        ))}
      </ul>
    </div>
  );
}

/** The access details of the stay a guest link opens (the page of a booking, 'La mia prenotazione'). */
export function StayAccess({ token }: { token: string }) {
  const precheckin = usePrecheckin(token);
  if (!precheckin.data) return null;
  return <AccessDetails access={precheckin.data.access} />;
}
