import { CalendarDays } from 'lucide-react';
import { type ComponentProps, forwardRef, lazy, Suspense, useEffect, useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { cn } from '../../lib/cn';
import { formatDay } from '../../lib/format';
import { fieldClass } from '../ui/input';
import { maskTypedDate, parseTypedDate } from './date-text';

// The calendar (Radix's popover and the grid) loads when the guest reaches for its button: most
// fill a date field by typing, and the home's contact form should not carry it.
const loadCalendar = () => import('./date-field-calendar');
const DateFieldCalendar = lazy(() =>
  loadCalendar().then((module) => ({ default: module.DateFieldCalendar })),
);

export interface DateFieldProps
  extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'min' | 'max'> {
  id: string;
  /** `yyyy-MM-dd`, '' when empty, or the text as typed while it is not a date yet. */
  value: string;
  onChange: (value: string) => void;
  /** The first and last day that can be chosen (`yyyy-MM-dd`). */
  min?: string;
  max?: string;
  /** Days shown as taken ('Non disponibile'). */
  unavailableDates?: readonly string[];
  /** Other days that cannot be chosen (a check-out past a taken night). */
  isBlocked?: (date: string) => boolean;
  /** The month the calendar opens on when the field is empty (a birth date: decades back). */
  openOn?: string;
  /** Year buttons in the calendar, for a date years away (a birth date). */
  yearButtons?: boolean;
  /** What the calendar button says (default: 'Scegli la data dal calendario', in the page's language). */
  calendarLabel?: string;
}

/** The value's text in the field: `dd/MM/yyyy` for a date, the guest's own text otherwise. */
const shown = (value: string) => (parseTypedDate(value) === value ? formatDay(value) : value);

/**
 * The site's one date field: typed as `gg/mm/aaaa` in Italian whatever the browser's language
 * (a native date input follows the browser's: mm/dd/yyyy was seen), or chosen on the site's
 * calendar behind the button. It hands on `yyyy-MM-dd` once the text is a real day.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  {
    id,
    value,
    onChange,
    min,
    max,
    unavailableDates,
    isBlocked,
    openOn,
    yearButtons = false,
    calendarLabel,
    placeholder,
    className,
    disabled,
    ...inputProps
  },
  ref,
) {
  const { dates } = useMessages('common');
  const [text, setText] = useState(() => shown(value));
  // A value set from outside (the calendar, a reset) replaces the text; the guest's typing does not.
  useEffect(() => {
    setText((current) => {
      const typed = parseTypedDate(current) ?? current;
      return typed === value ? current : shown(value);
    });
  }, [value]);
  const [calendarWanted, setCalendarWanted] = useState(false);
  const prefetch = () => void loadCalendar().catch(() => undefined);
  const buttonProps = {
    'aria-label': calendarLabel ?? dates.chooseDate,
    disabled,
    className:
      'absolute top-1/2 right-0.5 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-lg text-accent-700 hover:bg-lava-100 disabled:opacity-60',
  } as const;
  const icon = <CalendarDays className="h-5 w-5" aria-hidden />;
  return (
    <div className="relative">
      <input
        ref={ref}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder ?? dates.placeholder}
        maxLength={10}
        disabled={disabled}
        {...inputProps}
        value={text}
        onChange={(event) => {
          const next = maskTypedDate(text, event.target.value);
          setText(next);
          onChange(next.trim() === '' ? '' : (parseTypedDate(next) ?? next));
        }}
        className={cn(fieldClass, 'h-12 pr-12 tabular-nums', className)}
      />
      {calendarWanted ? (
        <Suspense
          fallback={
            <button type="button" {...buttonProps}>
              {icon}
            </button>
          }
        >
          <DateFieldCalendar
            value={parseTypedDate(value)}
            min={min}
            max={max}
            unavailableDates={unavailableDates}
            isBlocked={isBlocked}
            openOn={openOn}
            yearButtons={yearButtons}
            onPick={(date) => {
              setText(formatDay(date));
              onChange(date);
            }}
            button={buttonProps}
            icon={icon}
          />
        </Suspense>
      ) : (
        <button
          type="button"
          {...buttonProps}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onTouchStart={prefetch}
          onClick={() => setCalendarWanted(true)}
        >
          {icon}
        </button>
      )}
    </div>
  );
});
