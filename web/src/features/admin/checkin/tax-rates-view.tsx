import type { TaxRate } from '@catania/shared/domain/tourist-tax';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DateField } from '../../../components/date-range-picker/date-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { formatDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';
import { Card, EmptyState, Field, SectionTitle } from '../ui';
import { useTaxRates, useUpdateTaxRates } from './api';

/** A row as typed: numbers stay text until saved, so a half-typed value is not lost. */
interface RateDraft {
  /** A key for React while the owner adds and removes rows. */
  key: number;
  from: string;
  euro: string;
  maxNights: string;
  exemptUnderAge: string;
}

let nextKey = 0;

const toDraft = (rate: TaxRate): RateDraft => ({
  key: nextKey++,
  from: rate.from,
  euro: String(rate.euroPerPersonPerNight).replace('.', ','),
  maxNights: String(rate.maxNights),
  exemptUnderAge: String(rate.exemptUnderAge),
});

const fromDraft = (draft: RateDraft) => ({
  from: draft.from,
  euroPerPersonPerNight: Number(draft.euro.replace(',', '.')),
  maxNights: Number(draft.maxNights),
  exemptUnderAge: Number(draft.exemptUnderAge),
});

/**
 * The tourist tax's rates as dated periods: each applies from its date until the next
 * one; a stay pays each night at the rate of its date. The owner adds a period when the
 * municipality changes the rate.
 */
export function TaxRatesView() {
  const rates = useTaxRates();
  const update = useUpdateTaxRates();
  const [drafts, setDrafts] = useState<RateDraft[]>([]);
  useEffect(() => setDrafts((rates.data?.rates ?? []).map(toDraft)), [rates.data]);

  const change = (index: number, field: Exclude<keyof RateDraft, 'key'>, value: string) =>
    setDrafts(drafts.map((d, i) => (i === index ? { ...d, [field]: value } : d)));
  const save = async () => {
    try {
      await update.mutateAsync({ rates: drafts.map(fromDraft) });
      toast({
        title: 'Tariffe salvate',
        description: 'Riepiloghi e imposte dei soggiorni usano le nuove tariffe.',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Impossibile salvare le tariffe.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card>
      <SectionTitle
        title="Tariffe dell’imposta"
        subtitle="Ogni tariffa vale dalla sua data fino alla successiva; ogni notte paga la tariffa in vigore in quella data."
      />
      {rates.isError ? (
        <EmptyState>{messageOf(rates.error, 'Impossibile leggere le tariffe.')}</EmptyState>
      ) : rates.isLoading ? (
        <EmptyState>Caricamento…</EmptyState>
      ) : (
        <>
          <ol className="grid gap-4" data-testid="tax-rates">
            {drafts.map((draft, i) => (
              <li
                key={draft.key}
                className="grid grid-cols-2 gap-3 rounded-xl border border-lava-100 p-3 sm:grid-cols-[1fr_1fr_1fr_1fr_auto] sm:items-end"
              >
                <Field id={`rate-from-${i}`} label="Dal">
                  <DateField
                    id={`rate-from-${i}`}
                    className="text-sm"
                    value={draft.from}
                    onChange={(value) => change(i, 'from', value)}
                  />
                </Field>
                <Field id={`rate-euro-${i}`} label="Euro a persona per notte">
                  <Input
                    id={`rate-euro-${i}`}
                    inputMode="decimal"
                    className="h-11 text-sm"
                    value={draft.euro}
                    onChange={(e) => change(i, 'euro', e.target.value)}
                  />
                </Field>
                <Field id={`rate-nights-${i}`} label="Notti al massimo">
                  <Input
                    id={`rate-nights-${i}`}
                    inputMode="numeric"
                    className="h-11 text-sm"
                    value={draft.maxNights}
                    onChange={(e) => change(i, 'maxNights', e.target.value)}
                  />
                </Field>
                <Field id={`rate-age-${i}`} label="Esenti sotto i (anni)">
                  <Input
                    id={`rate-age-${i}`}
                    inputMode="numeric"
                    className="h-11 text-sm"
                    value={draft.exemptUnderAge}
                    onChange={(e) => change(i, 'exemptUnderAge', e.target.value)}
                  />
                </Field>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Elimina la tariffa dal ${draft.from ? formatDay(draft.from) : 'nuovo periodo'}`}
                  disabled={drafts.length === 1}
                  onClick={() => setDrafts(drafts.filter((_, j) => j !== i))}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ol>
          <div className="mt-4 flex flex-wrap justify-between gap-2">
            <Button
              variant="outline"
              onClick={() => {
                const last = drafts.at(-1);
                setDrafts([
                  ...drafts,
                  {
                    key: nextKey++,
                    from: '',
                    euro: last?.euro ?? '',
                    maxNights: last?.maxNights ?? '',
                    exemptUnderAge: last?.exemptUnderAge ?? '',
                  },
                ]);
              }}
            >
              <Plus className="h-4 w-4" aria-hidden /> Nuovo periodo
            </Button>
            <Button onClick={save} disabled={update.isPending}>
              Salva tariffe
            </Button>
          </div>
          <p className="mt-3 text-xs text-lava-500">
            {rates.data?.updatedAt
              ? `Modificate il ${formatDay(rates.data.updatedAt.slice(0, 10))}.`
              : 'Tariffe iniziali: 2 € fino al 31/01/2026, 3 € dal 01/02/2026 (delibera di Giunta di fine 2025). Verificale con il regolamento comunale.'}
          </p>
        </>
      )}
    </Card>
  );
}
