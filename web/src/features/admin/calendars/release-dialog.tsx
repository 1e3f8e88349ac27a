import { formatShortDate } from '@catania/shared/domain/booking';
import type { CalendarConfig } from '@catania/shared/schemas/calendar';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';

/**
 * The owner's confirmation before the nights a feed no longer lists become bookable again: the
 * feed, the nights by date, and a warning to check the other platform first.
 */
export function ReleaseNightsDialog({
  calendar,
  name,
  pending,
  onConfirm,
  onClose,
}: {
  calendar: CalendarConfig & { pendingRelease: NonNullable<CalendarConfig['pendingRelease']> };
  name: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { nights, dates = [] } = calendar.pendingRelease;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Conferma e libera le notti"
        description={`${name}: il calendario non elenca più queste ${nights} notti. Liberale solo se sulla piattaforma esterna sono davvero libere: torneranno prenotabili sul sito.`}
      >
        <p className="mt-3 text-xs break-all text-lava-500">{calendar.icalUrl}</p>
        <ul
          className="mt-3 grid max-h-64 grid-cols-2 gap-1 overflow-y-auto rounded-xl bg-white p-3 text-sm sm:grid-cols-3"
          data-testid="release-nights"
        >
          {dates.map((date) => (
            <li key={date}>{formatShortDate(date)}</li>
          ))}
        </ul>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Annulla
          </Button>
          <Button onClick={onConfirm} disabled={pending}>
            Libera {nights} notti
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
