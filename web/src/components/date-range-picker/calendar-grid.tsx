import { addDays, addMonths } from '@catania/shared/domain/dates';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  type ComponentType,
  type KeyboardEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useMessages } from '../../i18n/messages';
import { cn } from '../../lib/cn';
import { useFormats } from '../../lib/format';
import { Tooltip, TooltipProvider } from '../ui/tooltip';
import { clampDate, type DayState, monthGrid } from './calendar-logic';
import { isGridKey, moveFocus } from './grid-keys';

/** product §9: the month buttons move the view by 30 days. */
const MONTH_STEP_DAYS = 30;
/** The view is anchored on the 15th so that a 30-day step always lands in the next month. */
export const anchor = (date: string) => `${date.slice(0, 8)}15`;
const monthOf = (date: string) => date.slice(0, 7);
const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

export interface CalendarGridProps {
  /** Every day's look and whether it can be chosen. */
  stateOf: (date: string) => DayState;
  /** The day the grid opens on (and focuses first): the chosen day, or today. */
  focusDate: string;
  /** The months the view may show: none before `min`'s, none after `max`'s. */
  min?: string;
  max?: string;
  onPick: (date: string) => void;
  /** A disabled day chosen anyway: the caller may say why it cannot be. */
  onDisabledPick?: (date: string) => void;
  /** Puts the focus on the grid's day once shown (a calendar in a popover). */
  autoFocus?: boolean;
  /**
   * Year buttons beside the month ones, with these icons (a birth date is decades back; passed in
   * so the booking pages' calendar does not carry them).
   */
  yearIcons?: { back: Icon; forward: Icon };
}

/**
 * The month grid of every calendar on the site, as the WAI-ARIA date picker's grid: one day takes
 * the Tab stop; arrows move by a day or a week, Home/End to the week's Monday/Sunday, Page Up/Down
 * by a month (with Shift a year), Enter or Space choose. Disabled days stay reachable and are
 * announced as such, so the guest hears why a day does nothing.
 */
export function CalendarGrid({
  stateOf,
  focusDate,
  min,
  max,
  onPick,
  onDisabledPick,
  autoFocus = false,
  yearIcons,
}: CalendarGridProps) {
  const formats = useFormats();
  const { dates: t } = useMessages('common');
  const [active, setActive] = useState(() => clampDate(focusDate, min, max));
  const [view, setView] = useState(() => anchor(active));
  // A day chosen elsewhere (a quick option, a link back from the checkout) is shown where it is.
  useEffect(() => {
    const next = clampDate(focusDate, min, max);
    setActive(next);
    setView(anchor(next));
  }, [focusDate, min, max]);
  const grid = useRef<HTMLTableElement>(null);
  const focusAfterRender = useRef(autoFocus);
  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${active}"]`)?.focus();
  });

  const [, y, m] = /^(\d{4})-(\d{2})/.exec(view) ?? [];
  const weeks = useMemo(() => monthGrid(Number(y), Number(m)), [y, m]);
  const canGoBack = !min || monthOf(view) > monthOf(min);
  const canGoForward = !max || monthOf(view) < monthOf(max);
  const titleId = useId();

  /** Moves the view (the buttons): the Tab stop follows into the month shown. */
  const showMonth = (date: string) => {
    const next = clampDate(date, min, max);
    setView(anchor(next));
    const months = monthIndex(next) - monthIndex(active);
    setActive(clampDate(addMonths(active, months), min, max));
  };
  const monthButton = (label: string, step: number, enabled: boolean, Icon: Icon) => (
    <button
      type="button"
      aria-label={label}
      disabled={!enabled}
      onClick={() => showMonth(addDays(view, step))}
      className="grid h-11 w-11 place-items-center rounded-full text-lava-700 hover:bg-lava-100 disabled:opacity-30"
    >
      <Icon className="h-5 w-5" aria-hidden />
    </button>
  );

  // Handled at once (a key module loaded on the first press let a quick Enter choose the old day).
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isGridKey(event.key)) return;
    event.preventDefault();
    const next = clampDate(moveFocus(active, event.key, event.shiftKey), min, max);
    focusAfterRender.current = true;
    setActive(next);
    setView(anchor(next));
  };

  return (
    <TooltipProvider>
      <div className="mb-2 flex items-center justify-between">
        <div className="flex">
          {yearIcons ? monthButton(t.previousYear, -365, canGoBack, yearIcons.back) : null}
          {monthButton(t.previousMonth, -MONTH_STEP_DAYS, canGoBack, ChevronLeft)}
        </div>
        <p
          id={titleId}
          className="font-display text-lg text-lava-900"
          data-testid="calendar-title"
          aria-live="polite"
        >
          {formats.monthTitle(`${y}-${m}-01`)}
        </p>
        <div className="flex">
          {monthButton(t.nextMonth, MONTH_STEP_DAYS, canGoForward, ChevronRight)}
          {yearIcons ? monthButton(t.nextYear, 365, canGoForward, yearIcons.forward) : null}
        </div>
      </div>
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker's grid is a table of days.
        role="grid"
        aria-labelledby={titleId}
        className="w-full table-fixed border-collapse text-center"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {formats.weekdays.map(([short, long]) => (
              <th
                key={short}
                scope="col"
                abbr={long}
                className="pb-2 text-xs font-semibold text-lava-500"
              >
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: a padding cell has only its place.
                if (!date) return <td key={`pad-${index}`} />;
                const state = stateOf(date);
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive: the day's button inside takes the focus.
                  <td
                    key={date}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's cell, which carries aria-selected.
                    role="gridcell"
                    className="p-0"
                    aria-selected={state.isStart || state.isEnd || state.inRange}
                  >
                    <Day
                      state={state}
                      tabbable={date === active}
                      onFocus={() => setActive(date)}
                      onSelect={() => (state.disabled ? onDisabledPick?.(date) : onPick(date))}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TooltipProvider>
  );
}

function Day({
  state,
  tabbable,
  onFocus,
  onSelect,
}: {
  state: DayState;
  tabbable: boolean;
  onFocus: () => void;
  onSelect: () => void;
}) {
  const formats = useFormats();
  const { dates: t } = useMessages('common');
  const endpoint = state.isStart || state.isEnd;
  const label = [
    formats.longDay(state.date),
    state.isToday ? t.today : null,
    state.unavailable ? t.unavailable : null,
    state.isStart ? t.checkIn : null,
    state.isEnd ? t.checkOut : null,
    state.rule?.closed ?? state.rule?.note,
  ]
    .filter(Boolean)
    .join(', ');
  const button = (
    <button
      type="button"
      tabIndex={tabbable ? 0 : -1}
      data-date={state.date}
      data-unavailable={state.unavailable || undefined}
      data-past={state.past || undefined}
      data-in-range={state.inRange || undefined}
      data-selected={endpoint || undefined}
      data-rule={state.rule?.closed ? 'closed' : state.rule?.note ? 'note' : undefined}
      aria-label={label}
      aria-disabled={state.disabled || undefined}
      onFocus={onFocus}
      onClick={onSelect}
      className={cn(
        'relative grid h-11 w-full place-items-center rounded-lg text-sm tabular-nums transition-colors focus-visible:z-10 focus-visible:outline-lava-900',
        state.disabled ? 'cursor-not-allowed' : 'cursor-pointer text-lava-900 hover:bg-accent-100',
        // Past days: faded and without a fill, unlike any day that can be chosen.
        state.past && 'text-lava-300',
        state.unavailable &&
          !state.past &&
          'bg-red-50 text-red-700 line-through decoration-red-600 decoration-2',
        !state.unavailable && !state.past && state.disabled && 'text-lava-400',
        // Closed by a stay rule (no arrival that weekday...): struck in grey, unlike a taken red day.
        state.rule?.closed && 'line-through decoration-lava-400',
        state.inRange && 'bg-accent-100 text-accent-800',
        state.isToday && !endpoint && 'font-bold ring-1 ring-lava-900 ring-inset',
        endpoint && 'bg-accent-600 font-semibold text-white hover:bg-accent-700',
      )}
    >
      {Number(state.date.slice(8))}
      {state.rule?.note ? (
        // A term to know before choosing the day (its longer minimum stay): a dot, told on hover.
        <span
          className={cn(
            'absolute bottom-1.5 left-1/2 h-1 w-1 -translate-x-1/2 rounded-full',
            endpoint ? 'bg-white' : 'bg-accent-600',
          )}
          aria-hidden
        />
      ) : null}
    </button>
  );
  const tip =
    state.unavailable && !state.past ? t.unavailableTip : (state.rule?.closed ?? state.rule?.note);
  return tip ? <Tooltip content={tip}>{button}</Tooltip> : button;
}
