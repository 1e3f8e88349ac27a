import { site } from '@catania/shared/config/site';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { deliverMail } from '../mail/outbox';
import { renderPrecheckinReminder } from './checkin-mails';
import { listDueForPurge, purgeGuests } from './precheckin-purge';
import { getCheckinStates, markReminderSent } from './precheckin-repo';
import { checkinPageUrl, listStays, type Stay } from './stays';

/**
 * The check-in capability's scheduled work: the pre-check-in reminder a few days before arrival,
 * and the deletion of the guests' identities after the stay.
 */

/** Where the guest of a stay fills in the pre-check-in (none for a booking without a link). */
const linkOf = (stay: Stay) => (stay.linkToken ? checkinPageUrl(stay, stay.linkToken) : undefined);

/**
 * Mails the reminder, once per stay, to every guest arriving in the next `reminderDaysBefore`
 * days whose pre-check-in is missing. The outbox id makes it once even if two runs overlap.
 */
export async function sendPrecheckinReminders(now = new Date()): Promise<number> {
  const today = todayInRome(now);
  const stays = await listStays(addDays(today, 1), addDays(today, site.checkin.reminderDaysBefore));
  const states = await getCheckinStates(stays.map((s) => s.key));
  let sent = 0;
  for (const stay of stays) {
    const state = states.get(stay.key);
    const link = linkOf(stay);
    if (state?.submittedAt || state?.reminderSentAt || !stay.guestEmail || !link) continue;
    await deliverMail({
      id: `${stay.key}#checkin-reminder`,
      kind: 'guest-checkin',
      to: [stay.guestEmail],
      ...renderPrecheckinReminder(stay, link),
    });
    if (await markReminderSent(stay, now)) sent += 1;
  }
  return sent;
}

/** Deletes the identities whose purge date has come; how many stays were purged. */
export async function purgeExpiredGuestData(now = new Date()): Promise<number> {
  let purged = 0;
  for (const due of await listDueForPurge(todayInRome(now))) {
    if (await purgeGuests(due.stayKey, now)) purged += 1;
  }
  return purged;
}
