import { useMessages } from '../../i18n/messages';
import { useFormats } from '../../lib/format';
import type { blockedCheckOut, Restart } from './calendar-logic';

/** The range calendar's notices (calendar.tsx), loaded with the first one shown. */
export function RestartNotice({ reason }: { reason: Restart }) {
  const t = useMessages('calendarNotices');
  return (
    <p
      className="mt-3 rounded-xl bg-sky-50 p-3 text-sm text-sky-900 ring-1 ring-sky-200"
      role="status"
      data-testid="calendar-restart"
    >
      {t.restart[reason]}
    </p>
  );
}

export function BlockedNotice({
  blocked,
  onStartHere,
}: {
  blocked: NonNullable<ReturnType<typeof blockedCheckOut>>;
  onStartHere: () => void;
}) {
  const t = useMessages('calendarNotices');
  const { day } = useFormats();
  return (
    <div
      className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
      role="status"
      data-testid="calendar-blocked"
    >
      <p>{t.blocked(day(blocked.takenNight), blocked.canStartHere)}</p>
      {blocked.canStartHere ? (
        <button
          type="button"
          onClick={onStartHere}
          className="mt-2 min-h-11 rounded-full bg-white px-4 text-sm font-semibold text-accent-800 ring-1 ring-amber-300 hover:bg-amber-100"
        >
          {t.startHere(day(blocked.date))}
        </button>
      ) : null}
    </div>
  );
}

/** A day a stay rule closes, chosen anyway (a tap shows no tooltip): the rule's reason. */
export function RuleNotice({ date, reason }: { date: string; reason: string }) {
  const { day } = useFormats();
  return (
    <p
      className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
      role="status"
      data-testid="calendar-rule"
    >
      {day(date)}: {reason}
    </p>
  );
}
