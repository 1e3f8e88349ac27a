import { countNights, todayInRome } from '@catania/shared/domain/dates';
import { RotateCcw } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useMessages, withMessages } from '../../i18n/messages';
import type { Messages } from '../../i18n/namespaces';
import { type Formats, useFormats } from '../../lib/format';
import { CalendarGrid } from './calendar-grid';
import {
  awaitingCheckOut,
  blockedCheckOut,
  type DayRule,
  dayState,
  QUICK_OPTIONS,
  quickRange,
  type Range,
  type Restart,
  restartReason,
  selectDay,
} from './calendar-logic';

// What the calendar says after some picks (a restart, a day past a taken night): loaded then.
const loadNotices = withMessages(() => import('./calendar-notices'), 'calendarNotices');
const BlockedNotice = lazy(() => loadNotices().then((m) => ({ default: m.BlockedNotice })));
const RestartNotice = lazy(() => loadNotices().then((m) => ({ default: m.RestartNotice })));
const RuleNotice = lazy(() => loadNotices().then((m) => ({ default: m.RuleNotice })));

/** What the calendar tells the guest after a pick: the stay so far, and why it started again. */
type Notice =
  | { kind: 'blocked'; blocked: NonNullable<ReturnType<typeof blockedCheckOut>> }
  | { kind: 'restart'; reason: Restart; checkIn: string }
  | { kind: 'rule'; date: string; reason: string };

/** The chosen stay in words, for everyone and read out by screen readers as it changes. */
function rangeSummary(
  range: Range,
  t: Messages<'calendar'>,
  nights: Messages<'common'>['nights'],
  { day }: Formats,
): string {
  if (range.checkIn && range.checkOut) {
    return t.stay(
      day(range.checkIn),
      day(range.checkOut),
      nights(countNights(range.checkIn, range.checkOut)),
    );
  }
  if (range.checkIn) return t.checkInChosen(day(range.checkIn));
  return t.noDates;
}

/** The range calendar, in a popover (date-range-picker.tsx) or laid in the page (inline-date-range-picker.tsx). */
export function Calendar({
  range,
  unavailableDates,
  onChange,
  autoFocus = false,
  ruleOf,
}: {
  range: Range;
  unavailableDates: readonly string[];
  onChange: (range: Range) => void;
  autoFocus?: boolean;
  /** The apartment's stay rules, day by day, for the range being chosen (marked before a pick). */
  ruleOf?: (date: string, range: Range) => DayRule | undefined;
}) {
  const t = useMessages('calendar');
  const { nights } = useMessages('common');
  const formats = useFormats();
  const today = todayInRome();
  const unavailable = useMemo(() => new Set(unavailableDates), [unavailableDates]);
  const awaiting = awaitingCheckOut(range);
  const [notice, setNotice] = useState<Notice>();

  const change = (next: Range, why?: Notice) => {
    setNotice(why);
    onChange(next);
  };
  const pick = (date: string) => {
    const reason = restartReason(range, date);
    const next = selectDay(range, date);
    change(
      next,
      reason && next.checkIn ? { kind: 'restart', reason, checkIn: next.checkIn } : undefined,
    );
  };
  const blocked = (date: string) => {
    const why = blockedCheckOut(range, date, unavailable);
    const closed = why ? undefined : ruleOf?.(date, range)?.closed;
    setNotice(
      why
        ? { kind: 'blocked', blocked: why }
        : closed
          ? { kind: 'rule', date, reason: closed }
          : undefined,
    );
  };

  return (
    <div data-testid="date-range-calendar">
      <p className="mb-1 text-sm font-semibold text-lava-900">
        {awaiting ? t.chooseCheckOut : t.chooseCheckIn}
      </p>
      {/* The stay so far, announced as it changes (a grid's pick is otherwise silent). */}
      <p className="mb-3 text-sm text-lava-600" role="status" data-testid="calendar-range">
        {rangeSummary(range, t, nights, formats)}
      </p>
      <CalendarGrid
        stateOf={(date) => dayState(date, today, unavailable, range, ruleOf)}
        focusDate={range.checkIn ?? today}
        min={today}
        onPick={pick}
        onDisabledPick={blocked}
        autoFocus={autoFocus}
      />
      <Suspense>
        {notice?.kind === 'blocked' && awaiting ? (
          <BlockedNotice
            blocked={notice.blocked}
            onStartHere={() => change({ checkIn: notice.blocked.date })}
          />
        ) : null}
        {notice?.kind === 'restart' && range.checkIn === notice.checkIn ? (
          <RestartNotice reason={notice.reason} />
        ) : null}
        {notice?.kind === 'rule' ? <RuleNotice date={notice.date} reason={notice.reason} /> : null}
      </Suspense>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-lava-100 pt-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-lava-600">
          <span className="flex items-center gap-1.5">
            <span className="h-3 w-3 rounded-sm bg-accent-600" aria-hidden /> {t.legend.selected}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="h-3 w-3 rounded-sm border border-red-300 bg-red-50" aria-hidden />{' '}
            {t.legend.unavailable}
          </span>
          {ruleOf ? (
            <>
              <span className="flex items-center gap-1.5">
                <span className="text-lava-400 line-through" aria-hidden>
                  12
                </span>{' '}
                {t.legend.closed}
              </span>
              <span className="flex items-center gap-1.5">
                <span className="h-1.5 w-1.5 rounded-full bg-accent-600" aria-hidden />{' '}
                {awaiting ? t.legend.belowMinimum : t.legend.longerMinimum}
              </span>
            </>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => change({})}
          className="flex min-h-11 items-center gap-1.5 rounded-full px-3 text-xs font-semibold text-lava-700 hover:bg-lava-100"
        >
          <RotateCcw className="h-3.5 w-3.5" aria-hidden /> {t.reset}
        </button>
      </div>
      <fieldset className="mt-3">
        <legend className="mb-2 text-xs font-semibold tracking-wide text-lava-500 uppercase">
          {t.quickOptions}
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {QUICK_OPTIONS.map((option) => (
            <button
              key={option}
              type="button"
              onClick={() => {
                const next = quickRange(option, today, unavailable);
                if (next) change(next);
              }}
              className="min-h-11 rounded-xl border border-lava-200 px-3 text-sm font-medium text-lava-800 hover:border-accent-600 hover:bg-accent-50"
            >
              {t.quick[option]}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
