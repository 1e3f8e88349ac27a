import { ShieldAlert } from 'lucide-react';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { formatDay } from '../../../lib/format';
import { messageOf } from '../api';
import { EmptyState } from '../ui';
import { useStayGuests } from './api';
import { RETENTION_NOTE } from './retention-note';

/** The guests' identities of a stay, for the owner: the read is written to the audit log. */
export function GuestsDialog({ stayKey, onClose }: { stayKey: string; onClose: () => void }) {
  const guests = useStayGuests(stayKey);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Dati degli ospiti"
        description="Per la registrazione sul portale Alloggiati Web."
        className="sm:max-w-2xl"
      >
        <p className="mt-4 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-xs text-amber-900">
          <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          Questo accesso è registrato. {RETENTION_NOTE}
        </p>
        {guests.isError ? (
          <EmptyState>
            {messageOf(guests.error, 'Impossibile leggere i dati degli ospiti.')}
          </EmptyState>
        ) : !guests.data ? (
          <EmptyState>Caricamento…</EmptyState>
        ) : (
          <ol className="mt-4 grid gap-3">
            {guests.data.guests.map((guest, i) => (
              <li
                key={`${guest.surname}-${guest.name}-${guest.birthDate}`}
                className="rounded-2xl bg-white p-4 shadow-sm"
              >
                <p className="font-semibold text-lava-900">
                  {guest.surname} {guest.name}{' '}
                  <span className="text-sm font-normal text-lava-500">
                    {i === 0
                      ? guests.data.guests.length === 1
                        ? '(ospite singolo)'
                        : guests.data.travellingAs === 'family'
                          ? '(capofamiglia)'
                          : '(capogruppo)'
                      : guests.data.travellingAs === 'family'
                        ? '(familiare)'
                        : '(membro del gruppo)'}
                  </span>
                </p>
                <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                  <Row label="Sesso" value={guest.sex === 'M' ? 'Maschile' : 'Femminile'} />
                  <Row label="Nato/a il" value={formatDay(guest.birthDate)} />
                  <Row label="Luogo di nascita" value={guest.birthPlaceName} />
                  <Row label="Cittadinanza" value={guest.citizenshipName} />
                  {guest.document ? (
                    <>
                      <Row label="Documento" value={guest.document.typeName} />
                      <Row label="Numero" value={guest.document.number} />
                      <Row label="Rilasciato a" value={guest.document.issuedAtName} />
                    </>
                  ) : null}
                </dl>
              </li>
            ))}
          </ol>
        )}
        {guests.data ? (
          <p className="mt-4 text-xs text-lava-500">
            Cancellazione automatica il {formatDay(guests.data.purgeOn)}.
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-lava-500">{label}</dt>
      <dd className="font-medium text-lava-900">{value}</dd>
    </div>
  );
}
