import { formatDay } from '../../lib/format';
import type { blockedCheckOut, Restart } from './calendar-logic';

/** The range calendar's notices (calendar.tsx), loaded with the first one shown. */
const RESTART_TEXT: Record<Restart, string> = {
  'before-check-in':
    'Il giorno scelto non viene dopo il check-in, quindi è il nuovo check-in. Ora scegli il check-out.',
  'new-stay':
    'Le date erano già complete: ricominciamo con un nuovo check-in. Ora scegli il check-out.',
};

export function RestartNotice({ reason }: { reason: Restart }) {
  return (
    <p
      className="mt-3 rounded-xl bg-sky-50 p-3 text-sm text-sky-900 ring-1 ring-sky-200"
      role="status"
      data-testid="calendar-restart"
    >
      {RESTART_TEXT[reason]}
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
  return (
    <div
      className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
      role="status"
      data-testid="calendar-blocked"
    >
      <p>
        Check-out non possibile: la notte del {formatDay(blocked.takenNight)} è già occupata. Puoi
        partire al più tardi il {formatDay(blocked.takenNight)}
        {blocked.canStartHere ? ', oppure iniziare un nuovo soggiorno da questa data.' : '.'}
      </p>
      {blocked.canStartHere ? (
        <button
          type="button"
          onClick={onStartHere}
          className="mt-2 min-h-11 rounded-full bg-white px-4 text-sm font-semibold text-accent-800 ring-1 ring-amber-300 hover:bg-amber-100"
        >
          Ricomincia da qui: check-in il {formatDay(blocked.date)}
        </button>
      ) : null}
    </div>
  );
}

/** A day a stay rule closes, chosen anyway (a tap shows no tooltip): the rule's reason. */
export function RuleNotice({ date, reason }: { date: string; reason: string }) {
  return (
    <p
      className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
      role="status"
      data-testid="calendar-rule"
    >
      {formatDay(date)}: {reason}
    </p>
  );
}
