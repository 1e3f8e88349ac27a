import { PRICING_LABELS } from '@catania/shared/domain/extras';
import { formatEuro } from '@catania/shared/domain/money';
import type { AdminExtraDefinition } from '@catania/shared/schemas/extras';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast';
import { messageOf, useApartmentNames } from '../api';
import { Badge, Card, EmptyState } from '../ui';
import { useExtraDefinitions, usePutExtraDefinition } from './api';
import { ExtraDialog } from './extra-dialog';

/**
 * 'Prezzi' > 'Extra': what guests can add to a confirmed stay. The house's three are
 * the seed; the owner changes prices and texts, adds their own, limits one to some apartments and
 * turns any off. The server prices every purchase from this list.
 */
export function ExtrasCatalogue() {
  const extras = useExtraDefinitions();
  const names = useApartmentNames();
  const save = usePutExtraDefinition();
  const [editing, setEditing] = useState<AdminExtraDefinition | 'new'>();
  if (extras.isError) return <EmptyState>Impossibile caricare gli extra.</EmptyState>;
  if (!extras.data) return <EmptyState>Caricamento extra…</EmptyState>;
  const toggle = async (extra: AdminExtraDefinition, active: boolean) => {
    const { id, rule: _rule, staleTranslations: _stale, ...input } = extra;
    try {
      await save.mutateAsync({ id, ...input, active });
      toast({
        title: active ? 'Extra in vendita' : 'Extra sospeso',
        description: active
          ? `${extra.name}: gli ospiti possono aggiungerlo.`
          : `${extra.name}: non è più offerto (resta sulle prenotazioni che lo hanno).`,
        variant: 'success',
      });
    } catch (error) {
      toast({ title: 'Errore', description: messageOf(error, 'Riprova.'), variant: 'destructive' });
    }
  };
  return (
    <div className="grid gap-4" data-testid="extras-catalogue">
      <Card className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-lava-700">
          Gli ospiti li aggiungono dalla loro pagina della prenotazione, fino al giorno prima
          dell’arrivo, e li pagano con carta. Il prezzo è sempre ricalcolato dal sito.
        </p>
        <Button onClick={() => setEditing('new')}>
          <Plus className="h-4 w-4" aria-hidden /> Nuovo extra
        </Button>
      </Card>
      <ul className="grid gap-3 sm:grid-cols-2">
        {extras.data.extras.map((extra) => (
          <li key={extra.id}>
            <Card className="h-full">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-lava-900">{extra.name}</p>
                  <p className="text-sm text-lava-700">
                    {formatEuro(extra.priceEuro)} {PRICING_LABELS[extra.pricing]}
                    {extra.depositEuro ? ` + cauzione ${formatEuro(extra.depositEuro)}` : ''}
                    {extra.maxQuantity && extra.maxQuantity > 1
                      ? ` · fino a ${extra.maxQuantity} per prenotazione`
                      : ''}
                  </p>
                </div>
                <Switch
                  aria-label={`${extra.name}: in vendita`}
                  checked={extra.active}
                  disabled={save.isPending}
                  onCheckedChange={(active) => toggle(extra, active)}
                />
              </div>
              {extra.description ? (
                <p className="mt-2 text-sm text-lava-600">{extra.description}</p>
              ) : null}
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                <span className="flex flex-wrap gap-1">
                  {extra.active ? null : <Badge tone="grey">Sospeso</Badge>}
                  {Object.values(extra.staleTranslations).some((fields) => fields?.length) ? (
                    <Badge tone="amber">Inglese da controllare</Badge>
                  ) : null}
                  <Badge tone="blue">
                    {extra.apartmentIds.length === 0
                      ? 'Tutti gli appartamenti'
                      : extra.apartmentIds.map((id) => names[id] ?? id).join(', ')}
                  </Badge>
                </span>
                <Button variant="outline" onClick={() => setEditing(extra)}>
                  Modifica
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {editing ? (
        <ExtraDialog
          extra={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </div>
  );
}
