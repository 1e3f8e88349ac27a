import type { ApartmentId } from '@catania/shared/config/apartments';
import type { IsoWeekday } from '@catania/shared/domain/stay-rules';
import type { StayRuleRecord } from '@catania/shared/schemas/stay-rules';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { Badge, Card, EmptyState } from '../ui';
import { useDeleteStayRule } from './api';
import { RuleItem } from './rule-item';

import { StayRuleDialog } from './stay-rule-dialog';
import { shortDay } from './stay-rule-form';

/** A rule's terms in one line: "min 5 notti · max 14 · arrivi chiusi: dom". */
export function stayRuleSummary(rule: StayRuleRecord): string {
  const parts = [`min ${rule.minNights} ${rule.minNights === 1 ? 'notte' : 'notti'}`];
  if (rule.maxNights) parts.push(`max ${rule.maxNights}`);
  const days = (list: number[]) => list.map((d) => shortDay(d as IsoWeekday)).join(', ');
  if (rule.closedToArrival.length) parts.push(`arrivi chiusi: ${days(rule.closedToArrival)}`);
  if (rule.closedToDeparture.length) parts.push(`partenze chiuse: ${days(rule.closedToDeparture)}`);
  if (rule.minLeadDays) parts.push(`prenotare ${rule.minLeadDays}+ giorni prima`);
  if (rule.maxAdvanceDays != null) parts.push(`al massimo ${rule.maxAdvanceDays} giorni prima`);
  if (!rule.gapFill) parts.push('notti tra due soggiorni non vendute');
  return parts.join(' · ');
}

/**
 * The owner's stay rules by period for one apartment: minimum and maximum nights, days closed to
 * arrival and departure, lead time and horizon, gap nights (docs/pricing.md).
 */
export function StayRulesPanel({
  apartmentId,
  apartmentName,
  rules,
  failed,
}: {
  apartmentId: ApartmentId;
  apartmentName: string;
  rules: StayRuleRecord[];
  failed: boolean;
}) {
  const remove = useDeleteStayRule();
  const [dialog, setDialog] = useState<{ open: boolean; rule?: StayRuleRecord }>({ open: false });
  const onDelete = async (rule: StayRuleRecord) => {
    if (!window.confirm('Eliminare questa regola di soggiorno?')) return;
    try {
      await remove.mutateAsync(rule.id);
      toast({ title: 'Regola eliminata', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, "Errore nell'eliminazione della regola."),
        variant: 'destructive',
      });
    }
  };
  return (
    <Card>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 className="font-semibold text-lava-900">Regole di soggiorno</h3>
          <p className="text-sm text-lava-600">
            Soggiorno minimo e massimo, giorni di arrivo e partenza per periodo. Senza regole: 2
            notti minimo, ogni giorno.
          </p>
        </div>
        <Button onClick={() => setDialog({ open: true })}>
          <Plus className="h-4 w-4" aria-hidden />
          Nuova regola di soggiorno
        </Button>
      </div>
      {failed ? (
        <EmptyState>Impossibile caricare le regole di soggiorno.</EmptyState>
      ) : rules.length === 0 ? (
        <EmptyState>Nessuna regola di soggiorno: valgono le condizioni generali.</EmptyState>
      ) : (
        <ul className="grid gap-2">
          {rules.map((rule) => (
            <RuleItem
              key={rule.id}
              testId="stay-rule-item"
              name={`regola di soggiorno ${rule.description ?? formatDay(rule.startDate)}`}
              onEdit={() => setDialog({ open: true, rule })}
              onDelete={() => onDelete(rule)}
              deleting={remove.isPending}
            >
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone="blue">Min {rule.minNights} notti</Badge>
                <span className="text-xs text-lava-500">Priorità {rule.priority}</span>
              </div>
              <p className="text-sm text-lava-700">{stayRuleSummary(rule)}</p>
              <p className="text-sm text-lava-600">
                {formatDay(rule.startDate)} – {formatDay(rule.endDate)}
                {rule.description ? ` · ${rule.description}` : ''}
              </p>
            </RuleItem>
          ))}
        </ul>
      )}
      <StayRuleDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        apartmentId={apartmentId}
        apartmentName={apartmentName}
        rule={dialog.rule}
        rules={rules}
      />
    </Card>
  );
}
