import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { ChevronLeft, ChevronRight, RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { cn } from '../../lib/cn';
import { formatDay, formatLongDay, formatMonthTitle } from '../../lib/format';
import { Tooltip, TooltipProvider } from '../ui/tooltip';
import {
  awaitingCheckOut,
  blockedCheckOut,
  dayState,
  monthGrid,
  QUICK_OPTIONS,
  quickRange,
  type Range,
  selectDay,
} from './calendar-logic';

const WEEKDAYS = ['Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab', 'Dom'];
/** SPEC 9: the month buttons move the view by 30 days. */
const MONTH_STEP_DAYS = 30;
/** The view is anchored on the 15th so that a 30-day step always lands in the next month. */
const anchor = (date: string) => `${date.slice(0, 8)}15`;

/** The calendar, in a popover (date-range-picker.tsx) or laid in the page (inline-date-range-picker.tsx). */
export function Calendar({
  range,
  unavailableDates,
  onChange,
}: {
  range: Range;
  unavailableDates: readonly string[];
  onChange: (range: Range) => void;
}) {
  const today = todayInRome();
  const unavailable = useMemo(() => new Set(unavailableDates), [unavailableDates]);
  const [view, setView] = useState(() => anchor(range.checkIn ?? today));
  // A stay chosen elsewhere (a link back from the checkout) is shown where it starts.
  useEffect(() => {
    if (range.checkIn) setView(anchor(range.checkIn));
  }, [range.checkIn]);
  const [, y, m] = /^(\d{4})-(\d{2})/.exec(view) ?? [];
  const year = Number(y);
  const month = Number(m);
  const weeks = useMemo(() => monthGrid(year, month), [year, month]);
  const canGoBack = view.slice(0, 7) > today.slice(0, 7);
  const awaiting = awaitingCheckOut(range);
  // A day past a taken night, tapped while a check-out is awaited: told why, not ignored.
  const [blocked, setBlocked] = useState<ReturnType<typeof blockedCheckOut>>();

  const change = (next: Range) => {
    setBlocked(undefined);
    onChange(next);
  };

  return (
    <TooltipProvider>
      <div data-testid="date-range-calendar">
        <p className="mb-3 text-sm font-semibold text-lava-900" aria-live="polite">
          {awaiting ? 'Seleziona data di check-out' : 'Seleziona data di check-in'}
        </p>
        <div className="mb-2 flex items-center justify-between">
          <button
            type="button"
            aria-label="Mese precedente"
            disabled={!canGoBack}
            onClick={() => {
              const previous = addDays(view, -MONTH_STEP_DAYS);
              // Dates compare as strings (yyyy-MM-dd): never before this month.
              setView(anchor([previous, today].sort()[1] ?? today));
            }}
            className="grid h-10 w-10 place-items-center rounded-full text-lava-700 hover:bg-lava-100 disabled:opacity-30"
          >
            <ChevronLeft className="h-5 w-5" aria-hidden />
          </button>
          <p className="font-display text-lg text-lava-900" data-testid="calendar-title">
            {formatMonthTitle(`${y}-${m}-01`)}
          </p>
          <button
            type="button"
            aria-label="Mese successivo"
            onClick={() => setView(anchor(addDays(view, MONTH_STEP_DAYS)))}
            className="grid h-10 w-10 place-items-center rounded-full text-lava-700 hover:bg-lava-100"
          >
            <ChevronRight className="h-5 w-5" aria-hidden />
          </button>
        </div>
        <table className="w-full table-fixed border-collapse text-center">
          <thead>
            <tr>
              {WEEKDAYS.map((day) => (
                <th key={day} scope="col" className="pb-2 text-xs font-semibold text-lava-500">
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find(Boolean) ?? ''}>
                {week.map((date, index) => (
                  <td key={date ?? `pad-${index}`} className="p-0.5">
                    {date ? (
                      <Day
                        state={dayState(date, today, unavailable, range)}
                        onSelect={() => change(selectDay(range, date))}
                        onBlocked={() => setBlocked(blockedCheckOut(range, date, unavailable))}
                      />
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {blocked && awaiting ? (
          <BlockedNotice blocked={blocked} onStartHere={() => change({ checkIn: blocked.date })} />
        ) : null}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-lava-100 pt-3">
          <div className="flex items-center gap-4 text-xs text-lava-600">
            <span className="flex items-center gap-1.5">
              <span className="h-3 w-3 rounded-sm bg-accent-600" aria-hidden /> Selezionato
            </span>
            <span className="flex items-center gap-1.5">
              <span className="h-3 w-3 rounded-sm border border-red-300 bg-red-50" aria-hidden />{' '}
              Non disp.
            </span>
          </div>
          <button
            type="button"
            onClick={() => change({})}
            className="flex items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-semibold text-lava-700 hover:bg-lava-100"
          >
            <RotateCcw className="h-3.5 w-3.5" aria-hidden /> Reset
          </button>
        </div>
        <fieldset className="mt-3">
          <legend className="mb-2 text-xs font-semibold tracking-wide text-lava-500 uppercase">
            Opzioni rapide
          </legend>
          <div className="grid grid-cols-2 gap-2">
            {QUICK_OPTIONS.map((option) => (
              <button
                key={option.id}
                type="button"
                onClick={() => {
                  const next = quickRange(option.id, today, unavailable);
                  if (!next) return;
                  setView(anchor(next.checkIn));
                  change(next);
                }}
                className="rounded-xl border border-lava-200 px-3 py-2 text-sm font-medium text-lava-800 hover:border-accent-600 hover:bg-accent-50"
              >
                {option.label}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
    </TooltipProvider>
  );
}

function BlockedNotice({
  blocked,
  onStartHere,
}: {
  blocked: NonNullable<ReturnType<typeof blockedCheckOut>>;
  onStartHere: () => void;
}) {
  return (
    <div
      className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
      role="status"
      data-testid="calendar-blocked"
    >
      <p>
        Check-out non possibile: la notte del {formatDay(blocked.takenNight)} è già occupata. Puoi
        partire al più tardi il {formatDay(blocked.takenNight)}
        {blocked.canStartHere ? ', oppure iniziare un nuovo soggiorno da questa data.' : '.'}
      </p>
      {blocked.canStartHere ? (
        <button
          type="button"
          onClick={onStartHere}
          className="mt-2 min-h-11 rounded-full bg-white px-4 text-sm font-semibold text-accent-800 ring-1 ring-amber-300 hover:bg-amber-100"
        >
          Ricomincia da qui: check-in il {formatDay(blocked.date)}
        </button>
      ) : null}
    </div>
  );
}

function Day({
  state,
  onSelect,
  onBlocked,
}: {
  state: ReturnType<typeof dayState>;
  onSelect: () => void;
  onBlocked: () => void;
}) {
  const endpoint = state.isStart || state.isEnd;
  const label = [
    formatLongDay(state.date),
    state.unavailable ? 'non disponibile' : null,
    state.isStart ? 'check-in' : null,
    state.isEnd ? 'check-out' : null,
  ]
    .filter(Boolean)
    .join(', ');
  const button = (
    <button
      type="button"
      data-date={state.date}
      data-unavailable={state.unavailable || undefined}
      data-past={state.past || undefined}
      data-in-range={state.inRange || undefined}
      data-selected={endpoint || undefined}
      aria-label={label}
      aria-pressed={endpoint}
      aria-disabled={state.disabled || undefined}
      onClick={() => {
        if (!state.disabled) onSelect();
        else if (!state.past) onBlocked();
      }}
      className={cn(
        'relative mx-auto grid h-10 w-full max-w-10 place-items-center rounded-lg text-sm tabular-nums transition-colors',
        state.disabled ? 'cursor-not-allowed' : 'cursor-pointer hover:bg-accent-100',
        state.past && 'text-lava-300',
        state.unavailable &&
          !state.past &&
          'bg-red-50 text-red-700 line-through decoration-red-600 decoration-2',
        !state.unavailable && !state.past && state.disabled && 'text-lava-400',
        state.inRange && 'bg-accent-100 text-accent-800',
        state.isToday && !endpoint && 'font-bold ring-1 ring-lava-900 ring-inset',
        endpoint && 'bg-accent-600 font-semibold text-white hover:bg-accent-700',
      )}
    >
      {Number(state.date.slice(8))}
    </button>
  );
  return state.unavailable && !state.past ? (
    <Tooltip content="Non disponibile">{button}</Tooltip>
  ) : (
    button
  );
}
