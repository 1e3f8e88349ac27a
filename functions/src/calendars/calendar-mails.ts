import { createHash } from 'node:crypto';
import { metricNames } from '@catania/shared/config/metrics';
import { formatShortDate } from '@catania/shared/domain/booking';
import type { CalendarConfig } from '@catania/shared/schemas/calendar';
import { count } from '../lib/metrics';
import { notifyOwner } from '../mail/owner-notice';
import type { CalendarRecord } from './calendars-repo';

/**
 * Tells the owner of imported nights that fall on paid direct bookings, once per set of new
 * conflicts (the ones the calendar did not already report). Never throws.
 */
export async function warnOfNewConflicts(
  calendar: CalendarRecord,
  conflicts: CalendarConfig['conflicts'],
): Promise<void> {
  const known = new Set(calendar.conflicts.map((c) => `${c.date}#${c.bookingId}`));
  const fresh = conflicts.filter((c) => !known.has(`${c.date}#${c.bookingId}`));
  if (fresh.length === 0) return;
  count(metricNames.calendarConflicts, fresh.length);
  const lines = fresh.map(
    (c) => `- notte del ${formatShortDate(c.date)}: prenotazione diretta ${c.bookingId}`,
  );
  const text = [
    `Il calendario importato per ${calendar.apartmentId} (${calendar.icalUrl}) blocca notti già vendute con una prenotazione diretta pagata:`,
    '',
    ...lines,
    '',
    'Controlla la piattaforma esterna: potrebbe trattarsi di una doppia prenotazione. Il pannello di amministrazione (Calendari) segnala il conflitto finché non è risolto.',
  ].join('\n');
  // One mail per set of new conflicts: a retry of the same sync does not send it twice.
  const hex = createHash('sha256')
    .update(
      `ical-conflict|${calendar.id}|${fresh.map((c) => `${c.date}#${c.bookingId}`).join(',')}`,
    )
    .digest('hex');
  const id =
    `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}` as const;
  await notifyOwner('Attenzione: possibile doppia prenotazione', text, id);
}
