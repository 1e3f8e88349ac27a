import { site } from '@catania/shared/config/site';
import { centsToEuro } from '@catania/shared/domain/money';
import { type ExemptionReason, MARKED_EXEMPTIONS } from '@catania/shared/domain/tourist-tax';
import type { ArrivalSummary } from '@catania/shared/schemas/checkin';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { formatEuro } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';
import { NativeSelect } from '../ui';
import { useUpdateStayTax } from './api';

/**
 * A stay's tourist tax: the owner marks it collected and, per person, an exemption of the
 * regulation (minors come from the pre-check-in's birth dates).
 */
export function TaxDialog({ arrival, onClose }: { arrival: ArrivalSummary; onClose: () => void }) {
  const tax = arrival.touristTax;
  const persons = tax.personExemptions.length
    ? tax.personExemptions
    : Array.from(
        { length: arrival.guests },
        () => ({ minor: false }) as { minor: boolean; exemption?: string },
      );
  const [collected, setCollected] = useState(tax.collected);
  const [exemptions, setExemptions] = useState<(string | null)[]>(
    persons.map((p) => p.exemption ?? null),
  );
  const update = useUpdateStayTax();

  const save = async () => {
    try {
      const answer = await update.mutateAsync({ stayKey: arrival.stayKey, collected, exemptions });
      toast({
        title: 'Imposta aggiornata',
        description: `Dovuta: ${formatEuro(centsToEuro(answer.touristTax.amountCents))}${answer.touristTax.collected ? ', riscossa' : ''}.`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Impossibile aggiornare l’imposta.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Imposta di soggiorno"
        description="Ogni notte alla tariffa in vigore nella sua data (scheda Tariffe)."
      >
        <p className="mt-4 text-sm text-lava-700">
          Dovuta: <strong>{formatEuro(centsToEuro(tax.amountCents))}</strong> ({tax.taxableNights}{' '}
          pernottamenti imponibili)
          {tax.estimated ? ' — stima: il pre-check-in non è ancora stato fatto' : ''}.
        </p>
        <ol className="mt-4 grid gap-3">
          {persons.map((person, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: persons are positions (the pre-check-in's order), never reordered.
            <li key={i} className="grid gap-1">
              <label htmlFor={`exemption-${i}`} className="text-sm font-medium text-lava-700">
                Ospite {i + 1}
                {person.minor ? ' — minore: esente' : ''}
              </label>
              {person.minor ? null : (
                <NativeSelect
                  id={`exemption-${i}`}
                  className="w-full"
                  value={exemptions[i] ?? ''}
                  onChange={(e) =>
                    setExemptions(
                      exemptions.map((value, j) => (j === i ? e.target.value || null : value)),
                    )
                  }
                  options={[
                    { value: '', label: 'Nessuna esenzione' },
                    ...MARKED_EXEMPTIONS.map((reason: ExemptionReason) => ({
                      value: reason,
                      label: site.touristTax.exemptions[reason],
                    })),
                  ]}
                />
              )}
            </li>
          ))}
        </ol>
        <label className="mt-5 flex min-h-11 items-center gap-3 text-sm font-medium text-lava-800">
          <input
            type="checkbox"
            className="h-5 w-5 accent-accent-600"
            checked={collected}
            onChange={(e) => setCollected(e.target.checked)}
          />
          Imposta riscossa
        </label>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Annulla
          </Button>
          <Button onClick={save} disabled={update.isPending}>
            Salva
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
