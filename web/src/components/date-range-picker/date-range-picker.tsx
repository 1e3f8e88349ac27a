import { CalendarDays } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { cn } from '../../lib/cn';
import { useFormats } from '../../lib/format';
import { useHydrated } from '../../lib/use-hydrated';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover';
import { Calendar } from './calendar';
import type { DayRule, Range } from './calendar-logic';

/** About the open calendar's height, and the fixed navigation's (which covers the top). */
const CALENDAR_HEIGHT = 600;
const NAV_HEIGHT = 88;

/**
 * Scrolls the page so the calendar fits below its field: opened upward from a field low on the
 * screen (the home hero's) it ran under the navigation.
 */
function makeRoomBelow(trigger: HTMLElement | null) {
  if (!trigger) return;
  const { top, bottom } = trigger.getBoundingClientRect();
  const missing = CALENDAR_HEIGHT - (window.innerHeight - bottom);
  const room = top - NAV_HEIGHT;
  if (missing > 0 && room > 0)
    window.scrollBy({ top: Math.min(missing, room), behavior: 'instant' });
}

export interface DateRangePickerProps {
  checkIn?: string;
  checkOut?: string;
  onChange: (range: Range) => void;
  unavailableDates?: readonly string[];
  className?: string;
  placeholder?: string;
  id?: string;
  label?: string;
  /** Opens at once (a look-alike trigger that loads the picker on its first click). */
  defaultOpen?: boolean;
  /** The apartment's stay rules, day by day (features/booking/stay-rules.tsx). */
  ruleOf?: (date: string, range: Range) => DayRule | undefined;
}

/** The button's text: `dd/MM/yyyy - dd/MM/yyyy`, or `dd/MM/yyyy - ...` while check-out is awaited. */
export function rangeText(
  range: Range,
  placeholder: string,
  day: (date: string) => string,
): string {
  if (!range.checkIn) return placeholder;
  return `${day(range.checkIn)} - ${range.checkOut ? day(range.checkOut) : '...'}`;
}

export function DateRangePicker({
  checkIn,
  checkOut,
  onChange,
  unavailableDates = [],
  className,
  placeholder,
  id,
  label,
  defaultOpen = false,
  ruleOf,
}: DateRangePickerProps) {
  const t = useMessages('calendar');
  const { dates } = useMessages('common');
  const { day } = useFormats();
  const text = rangeText({ checkIn, checkOut }, placeholder ?? t.placeholder, day);
  const [open, setOpen] = useState(defaultOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Opened at once (the hero loads the picker on the guest's click): make room before it is placed,
  // as a click on the trigger does, or it opens upward under the navigation.
  useLayoutEffect(() => {
    if (defaultOpen) makeRoomBelow(triggerRef.current);
  }, [defaultOpen]);
  // A prerendered trigger stays disabled until the picker can open.
  const ready = useHydrated();
  const range = { checkIn, checkOut };
  const calendar = (
    <Calendar
      range={range}
      unavailableDates={unavailableDates}
      onChange={onChange}
      ruleOf={ruleOf}
      autoFocus
    />
  );
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) makeRoomBelow(triggerRef.current);
        setOpen(next);
      }}
    >
      <PopoverTrigger asChild>
        <button
          ref={triggerRef}
          id={id}
          data-ready={ready || undefined}
          disabled={!ready}
          type="button"
          aria-label={`${label ?? t.label}: ${text}`}
          className={cn(
            'flex h-12 w-full items-center gap-3 rounded-xl border border-lava-200 bg-white px-4 text-left text-base hover:border-lava-400 focus:border-accent-600 focus:ring-2 focus:ring-accent-600/20 focus:outline-none',
            checkIn ? 'text-lava-900' : 'text-lava-500',
            className,
          )}
        >
          <CalendarDays className="h-5 w-5 shrink-0 text-accent-700" aria-hidden />
          <span className="truncate" data-testid="date-range-text">
            {text}
          </span>
        </button>
      </PopoverTrigger>
      <PopoverContent
        side="bottom"
        collisionPadding={{ top: NAV_HEIGHT, right: 8, bottom: 8, left: 8 }}
        className="w-[min(22rem,calc(100vw-1rem))] p-4"
        aria-label={dates.calendar}
        // The grid puts the focus on the chosen day (or today), not on the month buttons.
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        {calendar}
      </PopoverContent>
    </Popover>
  );
}
