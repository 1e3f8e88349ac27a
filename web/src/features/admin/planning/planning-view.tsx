import { addDays, dayOfWeek, todayInRome } from '@catania/shared/domain/dates';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDay } from '../../../lib/format';
import { Card, EmptyState, NativeSelect, SectionTitle } from '../ui';
import { usePlanning } from './api';
import { type PlanningAction, PlanningActionDialog } from './planning-action-dialog';
import { BAR_STYLE } from './planning-bars';
import { PlanningGrid } from './planning-grid';

/**
 * 'Planning': the four apartments side by side, one row each, one column a day, two to five weeks
 * at a time. A bar opens its details, a free day starts a block or a booking there.
 */

const WEEK_CHOICES = [2, 3, 4, 5] as const;

/** The Monday on or before `date`. */
const mondayOf = (date: string) => addDays(date, -((dayOfWeek(date) + 6) % 7));

const isPhone = () =>
  typeof window !== 'undefined' && !window.matchMedia('(min-width: 64rem)').matches;

export function PlanningView() {
  const today = todayInRome();
  const [weeks, setWeeks] = useState<(typeof WEEK_CHOICES)[number]>(() => (isPhone() ? 2 : 4));
  const [start, setStart] = useState(() => mondayOf(today));
  const end = addDays(start, weeks * 7);
  const planning = usePlanning(start, end);
  const [action, setAction] = useState<PlanningAction>();
  const days = Array.from({ length: weeks * 7 }, (_, i) => addDays(start, i));

  return (
    <div>
      <SectionTitle
        title="Planning"
        subtitle="I quattro appartamenti giorno per giorno: tocca una barra per i dettagli, un giorno libero per bloccarlo o inserire una prenotazione"
      />
      <Card className="mb-4 flex flex-wrap items-center justify-between gap-2" padding="p-3">
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            aria-label="Mese precedente"
            onClick={() => setStart(mondayOf(addDays(start, -28)))}
          >
            <ChevronsLeft className="h-4 w-4" aria-hidden />
          </Button>
          <Button
            variant="outline"
            aria-label="Settimana precedente"
            onClick={() => setStart(addDays(start, -7))}
          >
            <ChevronLeft className="h-4 w-4" aria-hidden />
          </Button>
          <Button variant="outline" onClick={() => setStart(mondayOf(today))}>
            Oggi
          </Button>
          <Button
            variant="outline"
            aria-label="Settimana successiva"
            onClick={() => setStart(addDays(start, 7))}
          >
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
          <Button
            variant="outline"
            aria-label="Mese successivo"
            onClick={() => setStart(mondayOf(addDays(start, 28)))}
          >
            <ChevronsRight className="h-4 w-4" aria-hidden />
          </Button>
        </div>
        <p className="text-sm font-semibold text-lava-800" data-testid="planning-range">
          {formatDay(start)} – {formatDay(addDays(end, -1))}
        </p>
        <NativeSelect
          aria-label="Settimane visibili"
          value={String(weeks) as `${(typeof WEEK_CHOICES)[number]}`}
          onValueChange={(value) => setWeeks(Number(value) as (typeof WEEK_CHOICES)[number])}
          options={WEEK_CHOICES.map((w) => ({ value: `${w}` as const, label: `${w} settimane` }))}
        />
      </Card>
      <Legend />
      {planning.isError ? (
        <Card>
          <EmptyState>Impossibile caricare il planning. Riprova.</EmptyState>
        </Card>
      ) : !planning.data ? (
        <Card>
          <EmptyState>Caricamento planning…</EmptyState>
        </Card>
      ) : (
        <PlanningGrid
          planning={planning.data}
          days={days}
          today={today}
          onBar={(bar, apartmentName) => setAction({ kind: 'bar', bar, apartmentName })}
          onDay={(apartmentId, date, apartmentName) =>
            setAction({ kind: 'day', apartmentId, date, apartmentName })
          }
        />
      )}
      {action ? (
        <PlanningActionDialog action={action} onClose={() => setAction(undefined)} />
      ) : null}
    </div>
  );
}

function Legend() {
  const items: [string, string][] = [
    [BAR_STYLE.paid ?? '', 'Pagata'],
    [BAR_STYLE.held ?? '', 'In pagamento'],
    [BAR_STYLE.unpaid ?? '', 'Confermata non pagata'],
    [BAR_STYLE.airbnb ?? '', 'Airbnb'],
    [BAR_STYLE.booking ?? '', 'Booking.com'],
    [BAR_STYLE.other ?? '', 'Altro calendario'],
    [BAR_STYLE.block ?? '', 'Bloccato da te'],
    ['bg-red-600', 'Conflitto'],
  ];
  return (
    <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-lava-700" aria-label="Legenda">
      {items.map(([style, label]) => (
        <li key={label} className="flex items-center gap-1.5">
          <span className={cn('inline-block h-3 w-5 rounded', style)} aria-hidden />
          {label}
        </li>
      ))}
    </ul>
  );
}
