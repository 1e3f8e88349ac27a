import { todayInRome } from '@catania/shared/domain/dates';
import { checkStayRules } from '@catania/shared/domain/stay';
import { CircleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * The first stay rule (SPEC: minimum and maximum nights, horizon, guests) the chosen stay breaks,
 * in the spec's words, or undefined while the dates are incomplete or fine. The shared rules the
 * server applies at checkout, told where the dates are chosen (issue 11, point 2).
 */
export function stayRuleProblem(stay: {
  checkIn?: string;
  checkOut?: string;
  guests?: number;
}): string | undefined {
  if (!stay.checkIn || !stay.checkOut) return undefined;
  return checkStayRules({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    // Before the guests are asked, the dates alone are judged.
    guests: stay.guests ?? 1,
    today: todayInRome(),
  })[0]?.message;
}

/** A broken stay rule, next to the dates it concerns. */
export function StayRuleNotice({
  message,
  className,
}: {
  message: string | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid="stay-rule"
      className={cn(
        'flex items-start gap-2 rounded-2xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200',
        className,
      )}
    >
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {message}
    </p>
  );
}
