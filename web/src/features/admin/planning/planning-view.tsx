import type { ApartmentId } from '@catania/shared/config/apartments';
import { addDays, dayOfWeek, todayInRome } from '@catania/shared/domain/dates';
import type { Planning, PlanningBar } from '@catania/shared/schemas/planning';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { formatDay } from '../../../lib/format';
import { usePlanning } from '../api';
import { Card, EmptyState, NativeSelect, SectionTitle } from '../ui';
import { BarDetails } from './bar-details';
import { BlockForm, OwnerBookingForm } from './planning-forms';

/**
 * 'Planning': the four apartments side by side, one row each, one column a day, two to five weeks
 * at a time. The apartment names stay put while the days scroll inside the view (never the page);
 * a bar opens its details, a free day starts a block or a booking there.
 */

/** A day column's width: a finger's tap. */
const DAY_PX = 44;
const WEEK_CHOICES = [2, 3, 4, 5] as const;

const weekdayShort = new Intl.DateTimeFormat('it-IT', { weekday: 'narrow', timeZone: 'UTC' });
const monthShort = new Intl.DateTimeFormat('it-IT', { month: 'short', timeZone: 'UTC' });
const utc = (date: string) => new Date(`${date}T12:00:00Z`);

/** The Monday on or before `date`. */
const mondayOf = (date: string) => addDays(date, -((dayOfWeek(date) + 6) % 7));

const isPhone = () =>
  typeof window !== 'undefined' && !window.matchMedia('(min-width: 64rem)').matches;

const BAR_STYLE: Record<string, string> = {
  paid: 'bg-emerald-600 text-white',
  held: 'bg-amber-400 text-amber-950',
  unpaid: 'bg-orange-500 text-white',
  airbnb: 'bg-rose-500 text-white',
  booking: 'bg-sky-700 text-white',
  other: 'bg-violet-600 text-white',
  block:
    'bg-lava-600 text-white bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgba(255,255,255,.18)_6px_12px)]',
};

export const PLATFORM_LABELS = {
  airbnb: 'Airbnb',
  booking: 'Booking.com',
  other: 'Altro calendario',
};
const STATE_LABELS = {
  paid: 'Pagata',
  held: 'In attesa di pagamento',
  unpaid: 'Confermata, non pagata',
};

const styleOf = (bar: PlanningBar) =>
  bar.kind === 'booking'
    ? BAR_STYLE[bar.state]
    : bar.kind === 'imported'
      ? BAR_STYLE[bar.platform]
      : BAR_STYLE.block;

export const barLabel = (bar: PlanningBar) =>
  bar.kind === 'booking'
    ? bar.guestName
    : bar.kind === 'imported'
      ? PLATFORM_LABELS[bar.platform]
      : bar.note || 'Bloccato';

type Action =
  | { kind: 'bar'; bar: PlanningBar; apartmentName: string }
  | { kind: 'day'; apartmentId: ApartmentId; date: string; apartmentName: string };

export function PlanningView() {
  const today = todayInRome();
  const [weeks, setWeeks] = useState<(typeof WEEK_CHOICES)[number]>(() => (isPhone() ? 2 : 4));
  const [start, setStart] = useState(() => mondayOf(today));
  const end = addDays(start, weeks * 7);
  const planning = usePlanning(start, end);
  const [action, setAction] = useState<Action>();
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
        <Grid
          planning={planning.data}
          days={days}
          today={today}
          onBar={(bar, apartmentName) => setAction({ kind: 'bar', bar, apartmentName })}
          onDay={(apartmentId, date, apartmentName) =>
            setAction({ kind: 'day', apartmentId, date, apartmentName })
          }
        />
      )}
      {action ? <ActionDialog action={action} onClose={() => setAction(undefined)} /> : null}
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

function Grid({
  planning,
  days,
  today,
  onBar,
  onDay,
}: {
  planning: Planning;
  days: string[];
  today: string;
  onBar: (bar: PlanningBar, apartmentName: string) => void;
  onDay: (apartmentId: ApartmentId, date: string, apartmentName: string) => void;
}) {
  const first = days[0] ?? today;
  const count = days.length;
  const indexOf = (date: string) =>
    Math.round((utc(date).getTime() - utc(first).getTime()) / 86_400_000);
  const scroller = useRef<HTMLDivElement>(null);
  // A new window opens on today (the day before it in view) when today is in it, else its start.
  const todayIndex = Math.round((utc(today).getTime() - utc(first).getTime()) / 86_400_000);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollLeft = todayIndex > 0 && todayIndex < count ? (todayIndex - 1) * DAY_PX : 0;
  }, [todayIndex, count]);
  return (
    <Card padding="p-0" className="overflow-hidden">
      {/* The days scroll inside this box; the names column is sticky inside it. */}
      <div
        ref={scroller}
        className="overflow-x-auto overscroll-x-contain"
        data-testid="planning-scroller"
      >
        {/* --names: the names column's width, which the rows' width is counted from. */}
        <div
          className="relative [--names:6.5rem] sm:[--names:11rem]"
          style={{ width: `calc(var(--names) + ${count * DAY_PX}px)` }}
        >
          <div className="flex border-b border-lava-100">
            <div className="sticky left-0 z-20 w-[var(--names)] shrink-0 bg-white" />
            {days.map((day) => {
              const weekend = dayOfWeek(day) === 0 || dayOfWeek(day) === 6;
              return (
                <div
                  key={day}
                  className={cn(
                    'flex shrink-0 flex-col items-center py-1 text-[11px] leading-tight text-lava-600',
                    weekend && 'bg-cream-100',
                    day === today && 'bg-accent-100 font-bold text-accent-900',
                  )}
                  style={{ width: DAY_PX }}
                >
                  <span>{weekdayShort.format(utc(day)).toUpperCase()}</span>
                  <span className="text-sm font-semibold text-lava-900">
                    {Number(day.slice(8))}
                  </span>
                  {day.endsWith('-01') || day === first ? (
                    <span>{monthShort.format(utc(day))}</span>
                  ) : (
                    <span>&nbsp;</span>
                  )}
                </div>
              );
            })}
          </div>
          {planning.apartments.map((apartment) => {
            const conflicts = new Set(apartment.conflicts);
            return (
              <div
                key={apartment.id}
                className="flex border-b border-lava-100 last:border-b-0"
                data-testid={`planning-row-${apartment.id}`}
              >
                <div className="sticky left-0 z-20 flex w-[var(--names)] shrink-0 items-center border-r border-lava-100 bg-white px-2 text-xs font-semibold text-lava-900 sm:text-sm">
                  <span className="line-clamp-2">{apartment.name}</span>
                </div>
                <div className="relative h-16 shrink-0" style={{ width: count * DAY_PX }}>
                  <div className="absolute inset-0 flex">
                    {days.map((day) => (
                      <button
                        key={day}
                        type="button"
                        disabled={day < today}
                        aria-label={`${apartment.name}, ${formatDay(day)}: blocca o prenota`}
                        onClick={() => onDay(apartment.id, day, apartment.name)}
                        className={cn(
                          'h-full shrink-0 border-r border-lava-50 hover:bg-accent-50 disabled:cursor-default disabled:bg-lava-50/60',
                          conflicts.has(day) && 'bg-red-200',
                        )}
                        style={{ width: DAY_PX }}
                      />
                    ))}
                  </div>
                  {apartment.bars.map((bar) => {
                    const from = Math.max(0, indexOf(bar.start));
                    const to = Math.min(count, indexOf(bar.end));
                    if (to <= from) return null;
                    const hit = [...conflicts].some((d) => d >= bar.start && d < bar.end);
                    const lane =
                      bar.kind === 'imported' && hit
                        ? 'top-9 h-6'
                        : hit
                          ? 'top-2 h-6'
                          : 'top-3 h-10';
                    return (
                      <button
                        key={`${bar.kind}-${bar.start}-${'bookingId' in bar ? bar.bookingId : 'blockId' in bar ? bar.blockId : bar.calendarId}`}
                        type="button"
                        onClick={() => onBar(bar, apartment.name)}
                        className={cn(
                          'absolute z-10 truncate rounded-md px-1.5 text-left text-xs font-semibold shadow-sm',
                          lane,
                          styleOf(bar),
                          hit && 'ring-2 ring-red-600',
                        )}
                        style={{ left: from * DAY_PX + 2, width: (to - from) * DAY_PX - 4 }}
                        data-testid="planning-bar"
                        data-kind={bar.kind}
                      >
                        {barLabel(bar)}
                      </button>
                    );
                  })}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </Card>
  );
}

function ActionDialog({ action, onClose }: { action: Action; onClose: () => void }) {
  const [choice, setChoice] = useState<'block' | 'booking'>('booking');
  if (action.kind === 'bar') {
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()}>
        <DialogContent
          title={barLabel(action.bar)}
          description={`${action.apartmentName}, ${formatDay(action.bar.start)} – ${formatDay(action.bar.end)}`}
        >
          <BarDetails bar={action.bar} onClose={onClose} stateLabels={STATE_LABELS} />
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={action.apartmentName} description={`Dal ${formatDay(action.date)}`}>
        <fieldset className="my-4 grid grid-cols-2 gap-2" aria-label="Cosa vuoi fare">
          <Button
            variant={choice === 'booking' ? 'primary' : 'outline'}
            onClick={() => setChoice('booking')}
          >
            Nuova prenotazione
          </Button>
          <Button
            variant={choice === 'block' ? 'primary' : 'outline'}
            onClick={() => setChoice('block')}
          >
            Blocca notti
          </Button>
        </fieldset>
        {choice === 'block' ? (
          <BlockForm apartmentId={action.apartmentId} startDate={action.date} onDone={onClose} />
        ) : (
          <OwnerBookingForm
            apartmentId={action.apartmentId}
            checkIn={action.date}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
