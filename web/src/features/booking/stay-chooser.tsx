import { countNights } from '@catania/shared/domain/dates';
import type { PublicStayRule } from '@catania/shared/schemas/stay-rules';
import { lazy, type ReactNode, Suspense } from 'react';
import type { Range } from '../../components/date-range-picker';
import { InlineDateRangePicker } from '../../components/date-range-picker/inline-date-range-picker';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useMessages, withMessages } from '../../i18n/messages';
import { cn } from '../../lib/cn';
import {
  ArrivalHint,
  arrivalHint,
  StayRuleNotice,
  type StayRulesContext,
  stayDayRules,
  stayRefusal,
  stayRuleProblem,
  useStayWords,
} from '../../stay/stay-rules';
import { QuotePending } from './quote-pending';

// The quote shows once both dates are chosen: its code loads with the first date picked, not
// with the page (the booking pages' first load).
const loadQuote = withMessages(() => import('./stay-quote'), 'calendarNotices');
// Shown only when the availability failed to load: its code comes then.
const AvailabilityStatus = lazy(
  withMessages(
    () =>
      import('../availability/availability-status').then((m) => ({
        default: m.AvailabilityStatus,
      })),
    'calendarNotices',
  ),
);
const StayQuote = lazy(() => loadQuote().then((m) => ({ default: m.StayQuote })));

/** What the chooser needs of an availability query. */
export interface AvailabilityAnswer {
  isLoading: boolean;
  isError: boolean;
  data?: { unavailableDates: string[]; stayRules?: PublicStayRule[] };
}

/** A chosen stay's dates, both known. */
export type ChosenStay = Required<Range>;

/** The chosen range when it is complete and breaks no stay rule, else undefined. */
export function bookableStay(range: Range, context: StayRulesContext = {}): ChosenStay | undefined {
  if (!range.checkIn || !range.checkOut || stayRefusal(range, context)) return undefined;
  return { checkIn: range.checkIn, checkOut: range.checkOut };
}

/**
 * Where a guest chooses the dates of one apartment (the apartment page, /prenota): the calendar
 * with the taken nights, the stay rules broken by the chosen dates, the stay's
 * real total from the server's quote, and the button that books it.
 */
export function StayChooser({
  apartmentId,
  availability,
  range,
  onRangeChange,
  onBook,
  bookLabel,
  ready = true,
  className,
  summaryClassName,
  children,
}: {
  apartmentId: string;
  availability: AvailabilityAnswer;
  range: Range;
  onRangeChange: (range: Range) => void;
  onBook: (stay: ChosenStay) => void;
  /** The book button's words; by default 'Prenota N notti' once dates are chosen. */
  bookLabel?: string;
  /** False while the page's own data (the base price) is still the build-time copy. */
  ready?: boolean;
  className?: string;
  summaryClassName?: string;
  children?: ReactNode;
}) {
  const rules: StayRulesContext = availability.data ?? {};
  const words = useStayWords();
  const { t } = words;
  const { nights: nightsLabel } = useMessages('common');
  const problem = stayRuleProblem(range, rules, words);
  const stay = bookableStay(range, rules);
  const nights = range.checkIn && range.checkOut ? countNights(range.checkIn, range.checkOut) : 0;
  return (
    <div className={cn('grid gap-5', className)}>
      <div className="min-w-0">
        {availability.isLoading ? (
          <Skeleton className="h-[27rem]" />
        ) : (
          <InlineDateRangePicker
            checkIn={range.checkIn}
            checkOut={range.checkOut}
            unavailableDates={availability.data?.unavailableDates ?? []}
            ruleOf={stayDayRules(rules, words)}
            onChange={(next) => {
              if (next.checkIn) void loadQuote().catch(() => undefined);
              onRangeChange(next);
            }}
          />
        )}
        {availability.isError ? (
          <Suspense>
            <AvailabilityStatus className="mt-4" loading={false} error unavailableCount={0} />
          </Suspense>
        ) : null}
      </div>
      <div className={cn('grid content-start gap-4', summaryClassName)}>
        {stay ? null : (
          <p className="text-sm text-lava-600">
            {nights > 0 ? nightsLabel(nights) : t.chooseDates}
          </p>
        )}
        <StayRuleNotice message={problem} />
        {range.checkOut ? null : <ArrivalHint message={arrivalHint(range.checkIn, rules, words)} />}
        {stay ? (
          <Suspense fallback={<QuotePending />}>
            <StayQuote apartmentId={apartmentId} checkIn={stay.checkIn} checkOut={stay.checkOut} />
          </Suspense>
        ) : null}
        <Button
          size="lg"
          className="w-full"
          disabled={!stay || !ready}
          onClick={() => stay && onBook(stay)}
        >
          {bookLabel ?? (nights > 0 ? t.bookNights(nightsLabel(nights)) : t.selectDates)}
        </Button>
        {children}
      </div>
    </div>
  );
}
