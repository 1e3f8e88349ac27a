import type { ArrivalSummary } from '@catania/shared/schemas/checkin';
import {
  IDENTIFICATION_METHOD_LABELS,
  IDENTIFICATION_PREFERENCE_LABELS,
  type IdentificationMethod,
} from '@catania/shared/schemas/identification';
import { Video } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { formatDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';
import { NativeSelect } from '../ui';
import { useRecordIdentification } from './api';

/** `2026-02-01T16:30` -> `01/02/2026 alle 16:30`. */
export const slotLabel = (slot: string) =>
  `${formatDay(slot.slice(0, 10))} alle ${slot.slice(11, 16)}`;

/**
 * The owner records how each adult was identified: in person, or in a real-time video call
 * started from here. The lead guest identified (and the pre-check-in complete) releases the
 * access details on the guest's page.
 */
export function IdentificationDialog({
  arrival,
  onClose,
}: {
  arrival: ArrivalSummary;
  onClose: () => void;
}) {
  const { identification } = arrival;
  const [methods, setMethods] = useState<(IdentificationMethod | null)[]>(
    identification.persons.map((p) => p?.method ?? null),
  );
  const record = useRecordIdentification();
  const preference = identification.preference;

  const save = async () => {
    try {
      const answer = await record.mutateAsync({ stayKey: arrival.stayKey, persons: methods });
      toast({
        title: 'Riconoscimento registrato',
        description: answer.leadIdentified
          ? 'L’ospite principale è riconosciuto: le istruzioni di accesso sono visibili nella sua pagina.'
          : 'L’ospite principale non è ancora riconosciuto: le istruzioni di accesso restano nascoste.',
        variant: 'success',
      });
      onClose();
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Impossibile registrare il riconoscimento.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Riconoscimento degli ospiti"
        description="Verifica che chi entra sia il titolare del documento: di persona o in videochiamata, mai con la sola foto del documento."
      >
        <p className="mt-4 text-sm text-lava-700" data-testid="identification-preference">
          Scelta dell’ospite:{' '}
          <strong>
            {preference
              ? `${IDENTIFICATION_PREFERENCE_LABELS[preference.kind]}${preference.kind === 'video_slot' ? `, ${slotLabel(preference.slot)}` : ''}`
              : 'non ancora indicata'}
          </strong>
        </p>
        {identification.videoUrl ? (
          <Button asChild variant="outline" className="mt-3">
            <a href={identification.videoUrl} target="_blank" rel="noopener noreferrer">
              <Video className="h-4 w-4" aria-hidden />
              Avvia videochiamata
            </a>
          </Button>
        ) : null}
        <ol className="mt-4 grid gap-3">
          {methods.map((method, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: persons are positions (the pre-check-in's order), never reordered.
            <li key={i} className="grid gap-1">
              <label htmlFor={`identified-${i}`} className="text-sm font-medium text-lava-700">
                {i === 0 ? 'Ospite principale' : `Ospite ${i + 1}`}
                {identification.adults[i] === false ? ' — minore' : ''}
              </label>
              <NativeSelect
                id={`identified-${i}`}
                className="w-full"
                value={method ?? ''}
                onChange={(e) =>
                  setMethods(
                    methods.map((value, j) =>
                      j === i ? ((e.target.value || null) as IdentificationMethod | null) : value,
                    ),
                  )
                }
                options={[
                  { value: '', label: 'Non ancora riconosciuto' },
                  ...(Object.keys(IDENTIFICATION_METHOD_LABELS) as IdentificationMethod[]).map(
                    (value) => ({ value, label: IDENTIFICATION_METHOD_LABELS[value] }),
                  ),
                ]}
              />
            </li>
          ))}
        </ol>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Annulla
          </Button>
          <Button onClick={save} disabled={record.isPending}>
            Salva
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
