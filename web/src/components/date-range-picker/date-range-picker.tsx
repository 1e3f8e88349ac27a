import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { cn } from '../../lib/cn';
import { formatDay } from '../../lib/format';
import { useHydrated } from '../../lib/use-hydrated';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover';
import type { Range } from './calendar-logic';

const Calendar = lazy(() => import('./calendar').then((m) => ({ default: m.Calendar })));

function CalendarFallback() {
  return <div className="h-[27rem] animate-pulse rounded-xl bg-lava-50" aria-hidden />;
}

export interface DateRangePickerProps {
  checkIn?: string;
  checkOut?: string;
  onChange: (range: Range) => void;
  unavailableDates?: readonly string[];
  className?: string;
  placeholder?: string;
  /** Renders the calendar in the page instead of in a popover. */
  inline?: boolean;
  id?: string;
  label?: string;
  /** Opens at once (a look-alike trigger that loads the picker on its first click). */
  defaultOpen?: boolean;
}

/** The button's text: `dd/MM/yyyy - dd/MM/yyyy`, or `dd/MM/yyyy - ...` while check-out is awaited. */
export function rangeText(range: Range, placeholder: string): string {
  if (!range.checkIn) return placeholder;
  return `${formatDay(range.checkIn)} - ${range.checkOut ? formatDay(range.checkOut) : '...'}`;
}

export function DateRangePicker({
  checkIn,
  checkOut,
  onChange,
  unavailableDates = [],
  className,
  placeholder = 'Seleziona periodo',
  inline,
  id,
  label = 'Date del soggiorno',
  defaultOpen = false,
}: DateRangePickerProps) {
  const [open, setOpen] = useState(defaultOpen);
  // A prerendered trigger stays disabled until the picker can open.
  const ready = useHydrated();
  const range = { checkIn, checkOut };
  const calendar = (
    <Suspense fallback={<CalendarFallback />}>
      <Calendar
        range={range}
        unavailableDates={unavailableDates}
        onChange={(next) => {
          onChange(next);
        }}
      />
    </Suspense>
  );
  if (inline) {
    return <div className={cn('w-full', className)}>{calendar}</div>;
  }
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          id={id}
          data-ready={ready || undefined}
          disabled={!ready}
          type="button"
          aria-label={`${label}: ${rangeText(range, placeholder)}`}
          className={cn(
            'flex h-12 w-full items-center gap-3 rounded-xl border border-lava-200 bg-white px-4 text-left text-base hover:border-lava-400 focus:border-accent-600 focus:ring-2 focus:ring-accent-600/20 focus:outline-none',
            checkIn ? 'text-lava-900' : 'text-lava-500',
            className,
          )}
        >
          <CalendarDays className="h-5 w-5 shrink-0 text-accent-700" aria-hidden />
          <span className="truncate" data-testid="date-range-text">
            {rangeText(range, placeholder)}
          </span>
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-[min(22rem,calc(100vw-1rem))] p-4" aria-label="Calendario">
        {calendar}
      </PopoverContent>
    </Popover>
  );
}
