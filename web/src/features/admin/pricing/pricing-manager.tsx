import { APARTMENT_IDS, type ApartmentId } from '@catania/shared/config/apartments';
import { RULE_TYPE_INFO, ruleValueLabel } from '@catania/shared/domain/pricing-calendar';
import type { BasePriceRecord, PricingRule } from '@catania/shared/schemas/pricing';
import { Copy, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { formatDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { messageOf, useApartmentNames } from '../api';
import { Badge, Card, EmptyState, NativeSelect, SectionTitle } from '../ui';
import {
  useBasePrices,
  useDeleteRule,
  usePricingRules,
  useStayRules,
  useUpdateBasePrice,
} from './api';
import { CopyRulesDialog } from './copy-rules-dialog';
import { ExtrasCatalogue } from './extras-catalogue';
import { PricingCalendar } from './pricing-calendar';
import { RuleDialog } from './rule-dialog';
import { RuleItem } from './rule-item';
import { StayRulesPanel } from './stay-rules-panel';

/** product §2 Prezzi: 'Gestione Prezzi', with 'Prezzi Base' and 'Pricing Dinamico'. */
export function PricingManager() {
  return (
    <div>
      <SectionTitle
        title="Gestione Prezzi"
        subtitle="Modifica i prezzi degli appartamenti in tempo reale: valgono subito su tutto il sito"
      />
      <Tabs defaultValue="base">
        <TabsList>
          <TabsTrigger value="base">Prezzi Base</TabsTrigger>
          <TabsTrigger value="dynamic">Pricing Dinamico</TabsTrigger>
          <TabsTrigger value="extras">Extra</TabsTrigger>
        </TabsList>
        <TabsContent value="base">
          <BasePrices />
        </TabsContent>
        <TabsContent value="dynamic">
          <DynamicPricing />
        </TabsContent>
        <TabsContent value="extras">
          <ExtrasCatalogue />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function BasePrices() {
  const prices = useBasePrices();
  const names = useApartmentNames();
  if (prices.isError) return <EmptyState>Impossibile caricare i prezzi.</EmptyState>;
  if (!prices.data) return <EmptyState>Caricamento prezzi…</EmptyState>;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {prices.data.map((record) => (
          <BasePriceRow key={record.apartmentId} record={record} name={names[record.apartmentId]} />
        ))}
      </div>
      <p className="text-sm text-lava-600">I prezzi devono essere maggiori di €0</p>
    </div>
  );
}

function BasePriceRow({ record, name }: { record: BasePriceRecord; name?: string }) {
  const [value, setValue] = useState(String(record.basePrice));
  const update = useUpdateBasePrice();
  useEffect(() => setValue(String(record.basePrice)), [record.basePrice]);
  const parsed = Number(value);
  const valid = /^\d+$/.test(value) && parsed >= 1;
  const changed = valid && parsed !== record.basePrice;
  const id = `base-price-${record.apartmentId}`;
  const save = async () => {
    try {
      await update.mutateAsync({ apartmentId: record.apartmentId, basePrice: parsed });
      toast({
        title: 'Prezzo aggiornato',
        description: `${name ?? record.apartmentId}: €${parsed} a notte, applicato su tutto il sito.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, "Errore nell'aggiornamento del prezzo."),
        variant: 'destructive',
      });
    }
  };
  return (
    <Card>
      <Label htmlFor={id}>{name ?? record.apartmentId}</Label>
      <div className="flex items-center gap-3">
        <span className="text-lava-500">€</span>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={value}
          className="h-11 max-w-32"
          onChange={(e) => {
            // Non-numeric or non-positive input is ignored (product §2).
            const next = e.target.value;
            if (next === '' || (/^\d+$/.test(next) && Number(next) >= 1)) setValue(next);
          }}
        />
        <span className="text-sm text-lava-500">a notte</span>
        <Button
          className="ml-auto"
          onClick={save}
          disabled={!changed || update.isPending}
          aria-label={`Salva il prezzo di ${name ?? record.apartmentId}`}
        >
          {update.isPending ? 'Salvando...' : 'Salva'}
        </Button>
      </div>
    </Card>
  );
}

function DynamicPricing() {
  const names = useApartmentNames();
  const prices = useBasePrices();
  const [apartmentId, setApartmentId] = useState<ApartmentId>(APARTMENT_IDS[0]);
  const rules = usePricingRules(apartmentId);
  const stayRules = useStayRules(apartmentId);
  const remove = useDeleteRule();
  const [dialog, setDialog] = useState<{ open: boolean; rule?: PricingRule }>({ open: false });
  const [copyOpen, setCopyOpen] = useState(false);
  const basePrice = prices.data?.find((p) => p.apartmentId === apartmentId)?.basePrice;

  const onDelete = async (rule: PricingRule) => {
    if (!window.confirm('Eliminare questa regola di pricing?')) return;
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
    <div className="grid gap-5">
      <Card className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full sm:w-auto">
          <Label htmlFor="pricing-apartment">Appartamento</Label>
          <NativeSelect
            id="pricing-apartment"
            className="w-full"
            value={apartmentId}
            onValueChange={setApartmentId}
            options={APARTMENT_IDS.map((id) => ({ value: id, label: names[id] ?? id }))}
          />
        </div>
        {/* On a phone one button a row, the long label wrapping inside it (`!`: cn does not merge
            the Button's own nowrap and height). */}
        <div className="grid w-full gap-2 sm:flex sm:w-auto">
          <Button
            variant="outline"
            className="h-auto! min-h-11 py-2 whitespace-normal!"
            onClick={() => setCopyOpen(true)}
          >
            <Copy className="h-4 w-4 shrink-0" aria-hidden />
            Copia da un altro appartamento
          </Button>
          <Button onClick={() => setDialog({ open: true })}>
            <Plus className="h-4 w-4" aria-hidden />
            Nuova Regola
          </Button>
        </div>
      </Card>

      <Card>
        <h3 className="mb-3 font-semibold text-lava-900">Regole attive</h3>
        {rules.isError ? (
          <EmptyState>Impossibile caricare le regole.</EmptyState>
        ) : (rules.data ?? []).length === 0 ? (
          <EmptyState>Nessuna regola configurata per questo appartamento</EmptyState>
        ) : (
          <ul className="grid gap-2">
            {(rules.data ?? []).map((rule) => (
              <RuleItem
                key={rule.id}
                testId="pricing-rule"
                name={`regola ${rule.description ?? RULE_TYPE_INFO[rule.type].label}`}
                onEdit={() => setDialog({ open: true, rule })}
                onDelete={() => onDelete(rule)}
                deleting={remove.isPending}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone="orange">{RULE_TYPE_INFO[rule.type].label}</Badge>
                  <span className="font-semibold">{ruleValueLabel(rule)}</span>
                  <span className="text-xs text-lava-500">Priorità {rule.priority}</span>
                  {rule.isActive ? null : <Badge>Disattivata</Badge>}
                </div>
                <p className="text-sm text-lava-600">
                  {formatDay(rule.startDate)} – {formatDay(rule.endDate)}
                  {rule.description ? ` · ${rule.description}` : ''}
                </p>
              </RuleItem>
            ))}
          </ul>
        )}
      </Card>

      <StayRulesPanel
        apartmentId={apartmentId}
        apartmentName={names[apartmentId] ?? apartmentId}
        rules={stayRules.data ?? []}
        failed={stayRules.isError}
      />

      {basePrice !== undefined ? (
        <PricingCalendar
          basePrice={basePrice}
          rules={rules.data ?? []}
          stayRules={stayRules.data ?? []}
        />
      ) : null}

      <RuleDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        apartmentId={apartmentId}
        apartmentName={names[apartmentId] ?? apartmentId}
        rule={dialog.rule}
        rules={rules.data ?? []}
        basePrice={basePrice}
      />
      <CopyRulesDialog
        open={copyOpen}
        onOpenChange={setCopyOpen}
        targetId={apartmentId}
        names={names}
      />
    </div>
  );
}
