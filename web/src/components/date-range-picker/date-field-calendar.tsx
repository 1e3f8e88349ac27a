import { todayInRome } from '@catania/shared/domain/dates';
import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import { type ComponentProps, type ReactNode, useMemo, useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover';
import { CalendarGrid } from './calendar-grid';
import type { DayState } from './calendar-logic';

/**
 * The calendar behind a date field's button (date-field.tsx), one day to choose: opened at once
 * (it loads on the button's first click), it closes on a choice and gives the focus back to the
 * button.
 */
export function DateFieldCalendar({
  value,
  min,
  max,
  unavailableDates = [],
  isBlocked,
  openOn,
  yearButtons,
  onPick,
  button,
  icon,
}: {
  value?: string;
  min?: string;
  max?: string;
  unavailableDates?: readonly string[];
  isBlocked?: (date: string) => boolean;
  openOn?: string;
  yearButtons: boolean;
  onPick: (date: string) => void;
  button: ComponentProps<'button'>;
  icon: ReactNode;
}) {
  const [open, setOpen] = useState(true);
  const { dates } = useMessages('common');
  const today = todayInRome();
  const unavailable = useMemo(() => new Set(unavailableDates), [unavailableDates]);
  const stateOf = (date: string): DayState => {
    const outside = Boolean((min && date < min) || (max && date > max));
    const taken = unavailable.has(date);
    return {
      date,
      isToday: date === today,
      past: outside,
      unavailable: taken,
      disabled: outside || taken || Boolean(isBlocked?.(date)),
      isStart: date === value,
      isEnd: false,
      inRange: false,
    };
  };
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button type="button" {...button}>
          {icon}
        </button>
      </PopoverTrigger>
      <PopoverContent
        side="bottom"
        align="end"
        collisionPadding={{ top: 88, right: 8, bottom: 8, left: 8 }}
        className="w-[min(22rem,calc(100vw-1rem))] p-4"
        aria-label={dates.calendar}
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <div data-testid="date-field-calendar">
          <CalendarGrid
            stateOf={stateOf}
            focusDate={value ?? openOn ?? today}
            min={min}
            max={max}
            autoFocus
            yearIcons={yearButtons ? { back: ChevronsLeft, forward: ChevronsRight } : undefined}
            onPick={(date) => {
              onPick(date);
              setOpen(false);
            }}
          />
        </div>
      </PopoverContent>
    </Popover>
  );
}
