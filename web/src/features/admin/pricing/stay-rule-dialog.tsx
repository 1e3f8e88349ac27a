import type { ApartmentId } from '@catania/shared/config/apartments';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { PREVIEW_DAYS, stayDay, stayRuleOverlaps } from '@catania/shared/domain/pricing-calendar';
import { WEEKDAY_NAMES } from '@catania/shared/domain/stay-rules';
import type { StayRuleRecord } from '@catania/shared/schemas/stay-rules';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { DateField } from '../../../components/date-range-picker/date-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input';
import { fieldMessagesOf, messageOf } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { NativeSelect } from '../ui';
import { useSaveStayRule } from './api';
import { PRIORITY_OPTIONS } from './rule-form';

import { bodyOf, type Draft, draftOf, shortDay, WEEKDAYS } from './stay-rule-form';

export function StayRuleDialog({
  open,
  onOpenChange,
  apartmentId,
  apartmentName,
  rule,
  rules,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  apartmentId: ApartmentId;
  apartmentName: string;
  rule?: StayRuleRecord;
  rules: StayRuleRecord[];
}) {
  const save = useSaveStayRule();
  const [draft, setDraft] = useState<Draft>(() => draftOf(rule));
  const [issues, setIssues] = useState<Record<string, string>>({});
  useEffect(() => {
    if (open) {
      setDraft(draftOf(rule));
      setIssues({});
    }
  }, [open, rule]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ id: rule?.id, rule: bodyOf(apartmentId, draft) });
      toast({ title: rule ? 'Regola aggiornata' : 'Regola creata', variant: 'success' });
      onOpenChange(false);
    } catch (error) {
      // The server names each field at fault (400): shown under the field, nothing saved.
      const byField: Record<string, string> = {};
      for (const [field, message] of Object.entries(fieldMessagesOf(error))) {
        byField[field.split('.')[0] ?? ''] ??= message;
      }
      setIssues(byField);
      toast({
        title: 'Regola non salvata',
        description: messageOf(error, 'Errore nel salvataggio della regola.'),
        variant: 'destructive',
      });
    }
  };

  const field = (key: keyof Draft, label: string, hint?: string) => (
    <div>
      <Label htmlFor={`stay-${key}`}>{label}</Label>
      <Input
        id={`stay-${key}`}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={draft[key] as string}
        placeholder={hint}
        aria-invalid={issues[key] ? true : undefined}
        onChange={(e) => set(key, e.target.value as never)}
      />
      <FieldError id={`stay-${key}-error`} message={issues[key]} />
    </div>
  );

  const weekdays = (key: 'closedToArrival' | 'closedToDeparture', legend: string) => (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-lava-800">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {WEEKDAYS.map((day) => {
          const checked = draft[key].includes(day);
          return (
            <label
              key={day}
              className={cn(
                'flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border px-2 text-sm',
                checked
                  ? 'border-red-300 bg-red-50 font-semibold text-red-800'
                  : 'border-lava-200 text-lava-700',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                aria-label={`${legend}: ${WEEKDAY_NAMES[day]}`}
                onChange={() =>
                  set(key, checked ? draft[key].filter((d) => d !== day) : [...draft[key], day])
                }
              />
              {shortDay(day)}
            </label>
          );
        })}
      </div>
      <FieldError id={`stay-${key}-error`} message={issues[key]} />
    </fieldset>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={rule ? 'Modifica regola di soggiorno' : 'Nuova regola di soggiorno'}
        description={apartmentName}
      >
        <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4">
          <div className="grid grid-cols-2 gap-3">
            <div>
              <Label htmlFor="stay-startDate">Data inizio</Label>
              <DateField
                id="stay-startDate"
                value={draft.startDate}
                aria-invalid={issues.startDate ? true : undefined}
                onChange={(value) => set('startDate', value)}
              />
              <FieldError id="stay-startDate-error" message={issues.startDate} />
            </div>
            <div>
              <Label htmlFor="stay-endDate">Data fine</Label>
              <DateField
                id="stay-endDate"
                value={draft.endDate}
                aria-invalid={issues.endDate ? true : undefined}
                onChange={(value) => set('endDate', value)}
              />
              <FieldError id="stay-endDate-error" message={issues.endDate} />
            </div>
          </div>
          <div className="grid grid-cols-2 gap-3">
            {field('minNights', 'Soggiorno minimo (notti)')}
            {field('maxNights', 'Soggiorno massimo (notti)', 'nessuno')}
          </div>
          {weekdays('closedToArrival', 'Giorni chiusi agli arrivi')}
          {weekdays('closedToDeparture', 'Giorni chiusi alle partenze')}
          <div className="grid grid-cols-2 gap-3">
            {field('minLeadDays', 'Prenotare almeno (giorni prima)', '0')}
            {field('maxAdvanceDays', 'Prenotare al massimo (giorni prima)', 'nessun limite')}
          </div>
          <label className="flex items-start gap-2 text-sm text-lava-800">
            <input
              type="checkbox"
              className="mt-1 h-4 w-4"
              checked={draft.gapFill}
              onChange={(e) => set('gapFill', e.target.checked)}
            />
            Vendi per intero le notti libere tra due soggiorni più brevi del minimo
          </label>
          <div>
            <Label htmlFor="stay-priority">Priorità</Label>
            <NativeSelect
              id="stay-priority"
              className="w-full"
              options={PRIORITY_OPTIONS}
              value={draft.priority}
              onValueChange={(value) => set('priority', value)}
            />
          </div>
          <div>
            <Label htmlFor="stay-description">Descrizione (facoltativa)</Label>
            <Textarea
              id="stay-description"
              className="min-h-16"
              placeholder="Es. Agosto: minimo 5 notti"
              value={draft.description}
              onChange={(e) => set('description', e.target.value)}
            />
          </div>
          <StayRulePreview draft={draft} rule={rule} rules={rules} apartmentId={apartmentId} />
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Annulla
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Salvando...' : rule ? 'Aggiorna regola' : 'Crea regola'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * See before saving: which overlapping rule wins, and the stay terms of the next 60 days with
 * the draft in place (minimum nights, days closed to arrival or departure).
 */
function StayRulePreview({
  draft,
  rule,
  rules,
  apartmentId,
}: {
  draft: Draft;
  rule?: StayRuleRecord;
  rules: StayRuleRecord[];
  apartmentId: ApartmentId;
}) {
  const today = todayInRome();
  const preview = useMemo(() => {
    const body = bodyOf(apartmentId, draft);
    if (!body.startDate || !body.endDate || body.endDate < body.startDate) return undefined;
    if (!Number.isInteger(body.minNights) || body.minNights < 1) return undefined;
    const candidate = {
      ...body,
      id: rule?.id ?? 'nuova',
      closedToArrival: [...body.closedToArrival],
      closedToDeparture: [...body.closedToDeparture],
    };
    const others = rules.filter((r) => r.id !== candidate.id);
    const all = [...others, candidate];
    return {
      overlaps: stayRuleOverlaps(candidate, others),
      days: Array.from({ length: PREVIEW_DAYS }, (_, i) => addDays(today, i)).map((date) => ({
        date,
        before: stayDay(rules, date),
        after: stayDay(all, date),
      })),
    };
  }, [apartmentId, draft, rule, rules, today]);
  if (!preview) return null;
  const changed = preview.days.filter(
    ({ before, after }) =>
      before.minNights !== after.minNights ||
      before.closedToArrival !== after.closedToArrival ||
      before.closedToDeparture !== after.closedToDeparture,
  );
  return (
    <section
      aria-label="Anteprima dei prossimi 60 giorni"
      className="rounded-xl bg-lava-50 p-3 text-sm"
    >
      <h4 className="font-semibold text-lava-900">Anteprima: prossimi {PREVIEW_DAYS} giorni</h4>
      {preview.overlaps.map(({ rule: other, draftWins }) => (
        <p key={other.id} className="mt-1 text-lava-700" data-testid="stay-overlap">
          Si sovrappone alla regola del {formatDay(other.startDate)}–{formatDay(other.endDate)} (min{' '}
          {other.minNights} notti, priorità {other.priority}):{' '}
          <strong>{draftWins ? 'vince questa regola' : "vince l'altra regola"}</strong> nei giorni
          in comune.
        </p>
      ))}
      <p className="mt-1 text-lava-700" data-testid="stay-preview-summary">
        {changed.length === 0
          ? 'Nessun cambiamento nei prossimi 60 giorni.'
          : `Cambia le condizioni di ${changed.length} ${changed.length === 1 ? 'giorno' : 'giorni'} nei prossimi 60.`}
      </p>
      <div className="mt-2 grid grid-cols-7 gap-1 sm:grid-cols-10">
        {preview.days.map(({ date, before, after }) => {
          const differs =
            before.minNights !== after.minNights ||
            before.closedToArrival !== after.closedToArrival ||
            before.closedToDeparture !== after.closedToDeparture;
          return (
            <div
              key={date}
              title={`${formatDay(date)}: minimo ${after.minNights} notti${after.closedToArrival ? ', chiuso agli arrivi' : ''}${after.closedToDeparture ? ', chiuso alle partenze' : ''}`}
              className={cn(
                'rounded-md border px-1 py-0.5 text-center text-[11px] leading-tight',
                differs ? 'border-accent-400 bg-white font-semibold' : 'border-lava-100',
              )}
            >
              <span className="block text-lava-500">
                {date.slice(8)}/{date.slice(5, 7)}
              </span>
              <span className="block">{after.minNights}n</span>
              {after.closedToArrival || after.closedToDeparture ? (
                <span className="block text-red-700">
                  {after.closedToArrival ? '⇥✕' : ''}
                  {after.closedToDeparture ? '↦✕' : ''}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}
