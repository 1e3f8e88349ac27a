import { todayInRome } from '@catania/shared/domain/dates';
import { centsToEuro, formatEuro } from '@catania/shared/domain/money';
import type { PricingRuleType } from '@catania/shared/domain/pricing';
import {
  monthGrid,
  pricingDay,
  RULE_TYPE_INFO,
  ruleValueLabel,
  shiftMonth,
  stayDay,
} from '@catania/shared/domain/pricing-calendar';
import type { StayRule } from '@catania/shared/domain/stay-rules';
import type { PricingRule } from '@catania/shared/schemas/pricing';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import { formatMonthTitle } from '../../../lib/format';
import { Card } from '../ui';

/** product §2 legend: weekend blue, seasonal green, weekly purple, monthly orange, special red, base grey. */
const CELL: Record<PricingRuleType | 'none', string> = {
  weekend: 'bg-sky-100 border-sky-300 text-sky-900',
  seasonal: 'bg-emerald-100 border-emerald-300 text-emerald-900',
  week_discount: 'bg-violet-100 border-violet-300 text-violet-900',
  month_discount: 'bg-orange-100 border-orange-300 text-orange-900',
  special_date: 'bg-red-100 border-red-300 text-red-900',
  length_discount: 'bg-violet-100 border-violet-300 text-violet-900',
  last_minute: 'bg-amber-100 border-amber-300 text-amber-900',
  early_booking: 'bg-teal-100 border-teal-300 text-teal-900',
  gap_discount: 'bg-pink-100 border-pink-300 text-pink-900',
  base: 'bg-lava-100 border-lava-200 text-lava-800',
  none: 'bg-white border-lava-100 text-lava-700',
};
const LEGEND: [PricingRuleType, string][] = [
  ['weekend', 'Weekend'],
  ['seasonal', 'Stagionale'],
  ['week_discount', 'Sconto settimanale'],
  ['month_discount', 'Sconto mensile'],
  ['special_date', 'Data speciale'],
  ['base', 'Base'],
];
const WEEKDAYS = ['Dom', 'Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab'];

/**
 * product §2 monthly pricing calendar: 42 days from Sunday, each coloured by its highest-priority
 * rule, with the price a guest pays for that night (the same shared function that prices stays).
 */
export function PricingCalendar({
  basePrice,
  rules,
  stayRules = [],
}: {
  basePrice: number;
  rules: PricingRule[];
  stayRules?: readonly StayRule[];
}) {
  const today = todayInRome();
  const [month, setMonth] = useState(today.slice(0, 7));
  const days = useMemo(
    () =>
      monthGrid(month).map((date) => ({
        ...pricingDay(basePrice, rules, date),
        stay: stayDay(stayRules, date),
      })),
    [month, basePrice, rules, stayRules],
  );
  return (
    // On a phone the card reaches the screen's edges (past the page's 1.25 rem margin), so seven
    // day cells of at least 44 px fit from 360 px up.
    <Card
      className="-mx-5 rounded-none border-x-0 sm:mx-0 sm:rounded-2xl sm:border-x"
      padding="px-3 py-5 sm:p-5"
    >
      <div className="mb-4 flex items-center justify-between">
        <Button
          size="icon"
          variant="ghost"
          onClick={() => setMonth((m) => shiftMonth(m, -1))}
          aria-label="Mese precedente"
        >
          <ChevronLeft className="h-5 w-5" />
        </Button>
        <h3 className="font-display text-xl text-lava-900" data-testid="pricing-month">
          {formatMonthTitle(`${month}-01`)}
        </h3>
        <Button
          size="icon"
          variant="ghost"
          onClick={() => setMonth((m) => shiftMonth(m, 1))}
          aria-label="Mese successivo"
        >
          <ChevronRight className="h-5 w-5" />
        </Button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs font-semibold text-lava-500">
        {WEEKDAYS.map((d) => (
          <div key={d}>{d}</div>
        ))}
      </div>
      <div className="mt-1 grid grid-cols-7 gap-1" data-testid="pricing-grid">
        {days.map((day) => {
          const top = day.top;
          const inMonth = day.date.startsWith(month);
          const { stay } = day;
          const stayTip = [
            `Soggiorno minimo ${stay.minNights} notti`,
            stay.closedToArrival ? 'chiuso agli arrivi' : '',
            stay.closedToDeparture ? 'chiuso alle partenze' : '',
          ]
            .filter(Boolean)
            .join(', ');
          const tip = `${
            day.rules.length === 0
              ? 'Nessuna regola attiva'
              : `${day.rules.length} ${day.rules.length === 1 ? 'regola attiva' : 'regole attive'}: ${day.rules
                  .map((r) => RULE_TYPE_INFO[r.type].label)
                  .join(', ')}`
          }. ${stayTip}`;
          return (
            <Tooltip key={day.date} content={tip}>
              <button
                type="button"
                data-date={day.date}
                aria-label={`${day.date}: ${formatEuro(centsToEuro(day.night.priceCents))}. ${tip}`}
                className={cn(
                  'block min-h-14 w-full min-w-0 cursor-default overflow-hidden rounded-lg border p-1 text-left text-[10px] leading-tight sm:min-h-20 sm:p-1.5 sm:text-[11px]',
                  CELL[top?.type ?? 'none'],
                  !inMonth && 'border-dashed',
                  day.date === today && 'ring-2 ring-accent-600',
                )}
              >
                {/* A phone's cell is about 45 px wide: the day above its price, the rule in colour only. */}
                <span className="flex flex-col items-start sm:flex-row sm:items-center sm:justify-between">
                  <span className={cn('text-sm', inMonth ? 'font-semibold' : 'text-lava-500')}>
                    {Number(day.date.slice(8))}
                  </span>
                  <span className="font-semibold">
                    {formatEuro(centsToEuro(day.night.priceCents))}
                  </span>
                </span>
                {/* The stay terms of an arrival that day: minimum nights, closed to arrival
                    (→|) or departure (|→). */}
                <span
                  className="mt-0.5 flex flex-wrap items-center gap-x-1 font-medium"
                  data-testid="stay-terms"
                >
                  {/* The default minimum in grey, dark enough to read on every rule's colour (not faded:
                      a 60 % opacity fell under WCAG's 4.5:1). */}
                  <span className={stay.ruleId ? 'font-bold text-lava-900' : 'text-lava-600'}>
                    {stay.minNights}n
                  </span>
                  {stay.closedToArrival ? (
                    <span className="text-red-700" title="Chiuso agli arrivi">
                      ⇥✕
                    </span>
                  ) : null}
                  {stay.closedToDeparture ? (
                    <span className="text-red-700" title="Chiuso alle partenze">
                      ↦✕
                    </span>
                  ) : null}
                </span>
                {top ? (
                  <span className="mt-1 hidden sm:block">
                    <span className="block truncate">{RULE_TYPE_INFO[top.type].label}</span>
                    <span className="block font-semibold">{ruleValueLabel(top)}</span>
                    {day.rules.length > 1 ? (
                      <span className="block opacity-80">+{day.rules.length - 1} altre</span>
                    ) : null}
                  </span>
                ) : null}
              </button>
            </Tooltip>
          );
        })}
      </div>
      <div className="mt-4 flex flex-wrap gap-3 text-xs">
        {LEGEND.map(([type, label]) => (
          <span key={type} className="flex items-center gap-1.5">
            <span className={cn('h-3 w-3 rounded border', CELL[type])} />
            {label}
          </span>
        ))}
      </div>
      <p className="mt-2 text-xs text-lava-500">
        In ogni giorno è mostrata la regola con la priorità più alta; in alto a destra, il prezzo
        della notte pagato dagli ospiti (gli sconti si applicano al totale). Sotto il giorno, il
        soggiorno minimo per un arrivo quel giorno (es. «5n»; in grigio quello predefinito); «⇥✕»
        chiuso agli arrivi, «↦✕» chiuso alle partenze.
      </p>
    </Card>
  );
}
