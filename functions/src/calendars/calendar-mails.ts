import { createHash, type randomUUID } from 'node:crypto';
import { metricNames } from '@catania/shared/config/metrics';
import { apartmentCatalogue } from '@catania/shared/content/apartments';
import { formatShortDate } from '@catania/shared/domain/booking';
import type { CalendarConfig } from '@catania/shared/schemas/calendar';
import { env } from '../lib/env';
import { count } from '../lib/metrics';
import { notifyOwner } from '../mail/owner-notice';
import type { CalendarRecord } from './calendars-repo';

/**
 * What the owner is told about imported calendars. Each notice has an id derived from what it
 * says, so the same news (a retried sync, the next scheduled run of a feed still broken) is
 * mailed once. Never throws.
 */

/** A UUID-shaped id from the notice's own facts: the outbox sends each id once. */
function noticeId(...facts: string[]): ReturnType<typeof randomUUID> {
  const hex = createHash('sha256').update(facts.join('|')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The apartment's name as the owner knows it, never its id. */
export const apartmentName = (calendar: Pick<CalendarRecord, 'apartmentId'>) =>
  apartmentCatalogue.find((a) => a.id === calendar.apartmentId)?.name ?? calendar.apartmentId;

const panel = () => `Apri il pannello di amministrazione (Calendari): ${env.SITE_URL}/admin`;

/** Imported nights that fall on paid direct bookings, once per set of new conflicts. */
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
  await notifyOwner(
    'Attenzione: possibile doppia prenotazione',
    text,
    noticeId('ical-conflict', calendar.id, fresh.map((c) => `${c.date}#${c.bookingId}`).join(',')),
  );
}

/**
 * A feed that answered with something other than a whole calendar: nothing changed. Once per
 * reason within one run of failures (the last good sync time tells the runs apart).
 */
export async function reportRefusedFeed(calendar: CalendarRecord, reason: string): Promise<void> {
  const text = [
    `L'ultima sincronizzazione del calendario importato per ${apartmentName(calendar)} (${calendar.icalUrl}) non è riuscita:`,
    '',
    reason,
    '',
    'Per sicurezza le notti bloccate finora restano bloccate e nessuna data è stata liberata. La sincronizzazione riprova da sola ogni 15 minuti; se il problema continua, controlla il link del calendario sulla piattaforma esterna.',
    '',
    panel(),
  ].join('\n');
  await notifyOwner(
    `Calendario non importato: ${apartmentName(calendar)}`,
    text,
    noticeId('ical-refused', calendar.id, calendar.lastSyncAt ?? 'never', reason),
  );
}

/** The safety valve kept nights the feed no longer lists: the owner decides. Once per set. */
export async function reportHeldBackNights(
  calendar: CalendarRecord,
  heldBack: readonly string[],
): Promise<void> {
  const first = heldBack[0] as string;
  const last = heldBack.at(-1) as string;
  const text = [
    `Il calendario importato per ${apartmentName(calendar)} (${calendar.icalUrl}) non elenca più ${heldBack.length} ${heldBack.length === 1 ? 'notte futura' : 'notti future'} (dal ${formatShortDate(first)} al ${formatShortDate(last)}) che finora risultavano occupate.`,
    '',
    'Può essere una serie di cancellazioni, ma più spesso è un calendario esportato male dalla piattaforma. Per sicurezza quelle notti restano bloccate sul sito.',
    '',
    'Se sulla piattaforma esterna quelle date sono davvero libere, conferma la modifica nel pannello di amministrazione (Calendari, "Conferma e libera le notti"): torneranno prenotabili.',
    '',
    panel(),
  ].join('\n');
  await notifyOwner(
    `Calendario da controllare: ${apartmentName(calendar)}`,
    text,
    noticeId('ical-held-back', calendar.id, heldBack.join(',')),
  );
}
