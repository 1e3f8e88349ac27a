import { APARTMENT_IDS, type ApartmentId } from '@catania/shared/config/apartments';
import { isDiscountType } from '@catania/shared/domain/pricing';
import { RULE_TYPE_INFO, ruleValueLabel } from '@catania/shared/domain/pricing-calendar';
import type { PricingRule } from '@catania/shared/schemas/pricing';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/input';
import { formatDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';
import { NativeSelect } from '../ui';
import { useCopyRules, usePricingRules } from './api';

const NO_SOURCE = 'Seleziona un appartamento sorgente da cui copiare.';

/** A night rule at a fixed price in euros, or a fixed amount: copied as the same euros. */
const isFixedPrice = (rule: PricingRule) =>
  !isDiscountType(rule.type) && (rule.priceMode ?? 'fixed') !== 'percent';

/** product §2 'Copia Configurazione Pricing': preview of the source's rules, then replace. */
export function CopyRulesDialog({
  open,
  onOpenChange,
  targetId,
  names,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetId: ApartmentId;
  names: Record<string, string>;
}) {
  const [sourceId, setSourceId] = useState<ApartmentId | ''>('');
  const copy = useCopyRules();
  const preview = usePricingRules(sourceId || undefined);
  // The source starts empty at every opening.
  useEffect(() => {
    if (open) setSourceId('');
  }, [open]);

  const rules = preview.data ?? [];
  const confirm = async () => {
    if (!sourceId) {
      toast({ title: 'Errore', description: NO_SOURCE, variant: 'destructive' });
      return;
    }
    try {
      const { copiedRules } = await copy.mutateAsync({
        sourceApartmentId: sourceId,
        targetApartmentId: targetId,
      });
      toast({
        title: 'Configurazione copiata',
        description: `${copiedRules} regole copiate con successo da ${names[sourceId] ?? sourceId}`,
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Errore nella copia della configurazione.'),
        variant: 'destructive',
      });
    }
  };

  const sources = APARTMENT_IDS.filter((id) => id !== targetId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Copia Configurazione Pricing"
        description={`Verso: ${names[targetId] ?? targetId}`}
      >
        <div className="mt-5 grid gap-4">
          <div>
            <Label htmlFor="copy-source">Appartamento sorgente</Label>
            <NativeSelect
              id="copy-source"
              className="w-full"
              value={sourceId}
              onValueChange={setSourceId}
              options={[
                { value: '', label: 'Seleziona appartamento' },
                ...sources.map((id) => ({ value: id, label: names[id] ?? id })),
              ]}
            />
            {!sourceId ? <p className="mt-1 text-xs text-lava-500">{NO_SOURCE}</p> : null}
          </div>
          {sourceId ? (
            <div>
              <p className="mb-2 text-sm font-semibold text-lava-800">
                Regole da copiare: {rules.length}
              </p>
              {preview.isLoading ? (
                <p className="text-sm text-lava-500">Caricamento…</p>
              ) : rules.length === 0 ? (
                <p className="rounded-xl bg-lava-50 px-3 py-2 text-sm text-lava-600">
                  Nessuna regola configurata per questo appartamento
                </p>
              ) : (
                <ul
                  className="grid max-h-[240px] gap-1.5 overflow-y-auto pr-1"
                  data-testid="copy-preview"
                >
                  {rules.map((rule) => (
                    <li
                      key={rule.id}
                      className="rounded-lg border border-lava-100 px-3 py-1.5 text-sm"
                    >
                      {/* The type's Italian name leads; a rule without a description needs no other. */}
                      <span className="font-semibold">{RULE_TYPE_INFO[rule.type].label}</span>
                      {rule.description ? ` · ${rule.description}` : ''} ·{' '}
                      {formatDay(rule.startDate)} – {formatDay(rule.endDate)} ·{' '}
                      {ruleValueLabel(rule)}
                      {/* A fixed price lands unchanged on an apartment of another base price;
                          a percentage gives it its own (docs/pricing.md). */}
                      {isFixedPrice(rule) ? (
                        <span
                          className="ml-1 inline-flex rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900"
                          data-testid="copy-fixed-flag"
                        >
                          prezzo fisso: copiato invariato
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ) : null}
          {rules.some(isFixedPrice) ? (
            <p className="text-sm text-lava-600">
              Le regole a prezzo fisso mantengono gli stessi euro anche se il prezzo base è diverso;
              le regole in percentuale si adattano al prezzo base di {names[targetId] ?? targetId}.
            </p>
          ) : null}
          <p className="flex gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            Attenzione: le regole esistenti di {names[targetId] ?? targetId} verranno sostituite
            completamente.
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Annulla
            </Button>
            <Button onClick={confirm} disabled={!sourceId || copy.isPending || rules.length === 0}>
              {copy.isPending ? 'Copiando...' : 'Copia Configurazione'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
