import { cn } from '../../lib/cn';
import { Calendar } from './calendar';
import type { DayRule, Range } from './calendar-logic';

/**
 * The calendar laid in the page (the apartment page, /prenota): it shows at once, so it comes with
 * the page's code rather than a request later, and without the popover's code that the picker in
 * a field needs (date-range-picker.tsx, which loads the calendar when it opens).
 */
export function InlineDateRangePicker({
  checkIn,
  checkOut,
  onChange,
  unavailableDates = [],
  ruleOf,
  className,
}: {
  checkIn?: string;
  checkOut?: string;
  onChange: (range: Range) => void;
  unavailableDates?: readonly string[];
  ruleOf?: (date: string, range: Range) => DayRule | undefined;
  className?: string;
}) {
  return (
    <div className={cn('w-full', className)}>
      <Calendar
        range={{ checkIn, checkOut }}
        unavailableDates={unavailableDates}
        onChange={onChange}
        ruleOf={ruleOf}
      />
    </div>
  );
}
