import { registrationDeadline } from '@catania/shared/domain/alloggiati-deadline';
import { portalDate } from '@catania/shared/domain/alloggiati-record';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { formatsFor } from '@catania/shared/domain/formats';
import { logger } from '../lib/logger';
import { notifyOwner } from '../mail/owner-notice';
import { getSendRecord, listReceiptDays, markDeadlineWarned, saveReceipt } from './alloggiati-repo';
import {
  dueRegistrations,
  isAlloggiatiConfigured,
  type Registration,
  sendRegistration,
} from './alloggiati-send';
import { fetchReceipt } from './alloggiati-service';
import { alloggiatiViewOf } from './alloggiati-view';
import { getCheckinStates } from './precheckin-repo';
import { listStays } from './stays';

/**
 * The scheduled side of Alloggiati Web: every run sends the registrations due
 * (dated today or yesterday, data complete, lead guest identified), warns the owner once per
 * registration when its legal deadline approaches with guests not sent, and fetches the receipts
 * of past days of sending (the police issue a day's receipt after the day ends).
 */

/** Stays that last longer than the site sells may be registered again 30, 60... days on. */
const LONGEST_STAY_NIGHTS = 365;

/** Receipts stay on the service for 30 days: fetched while they are there. */
const RECEIPT_DAYS = 30;

export interface AlloggiatiRun {
  sent: number;
  warned: number;
  receipts: number;
}

export async function runAlloggiati(now = new Date()): Promise<AlloggiatiRun> {
  const today = todayInRome(now);
  const stays = await listStays(addDays(today, -LONGEST_STAY_NIGHTS), today);
  const registrations = dueRegistrations(stays, today);
  let sent = 0;
  if (isAlloggiatiConfigured()) {
    for (const registration of registrations) {
      try {
        sent += (await sendRegistration(registration, { now, trigger: 'job' })).sent;
      } catch (error) {
        // One stay's failure (the table, a bug) never holds up the others.
        logger.error('alloggiati send crashed', { stayKey: registration.stay.key, error });
      }
    }
  }
  const warned = await warnDeadlines(registrations, now);
  const receipts = isAlloggiatiConfigured() ? await fetchReceipts(now) : 0;
  return { sent, warned, receipts };
}

/** Mails the owner once per registration whose deadline approaches with guests not sent. */
async function warnDeadlines(registrations: readonly Registration[], now: Date): Promise<number> {
  const today = todayInRome(now);
  const states = await getCheckinStates(registrations.map((r) => r.stay.key));
  let warned = 0;
  for (const registration of registrations) {
    const { stay, date } = registration;
    const { deadline, warnFrom } = registrationDeadline({
      registrationDate: date,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
    });
    if (now < warnFrom) continue;
    const record = await getSendRecord(stay.key, date);
    if (record?.deadlineWarnedAt) continue;
    const view = alloggiatiViewOf(registration, {
      state: states.get(stay.key),
      record,
      receiptDays: new Set(),
      today,
    });
    const missing = view.guests.filter((g) => g.status !== 'inviato');
    if (missing.length === 0) continue;
    if (
      !(await markDeadlineWarned(
        { stayKey: stay.key, registrationDate: date, apartmentId: stay.apartmentId },
        now,
      ))
    ) {
      continue;
    }
    const reasons = [
      ...new Set([view.waitingFor, ...missing.map((g) => g.message)].filter(Boolean)),
    ] as string[];
    const when = formatsFor('it').instant(deadline.toISOString());
    await notifyOwner(
      `Alloggiati Web: scadenza vicina per l\u2019arrivo del ${portalDate(stay.checkIn)}`,
      [
        `${missing.length} ${missing.length === 1 ? 'ospite non è ancora stato comunicato' : 'ospiti non sono ancora stati comunicati'} alla Questura per l\u2019arrivo del ${portalDate(stay.checkIn)} (${stay.apartmentId}${stay.guestName ? `, ${stay.guestName}` : ''}). La comunicazione va fatta entro ${when}.`,
        reasons.map((r) => `- ${r}`).join('\n'),
        'Apri Check-in e ospiti nel pannello per inviare ora, o scarica il file e caricalo sul portale Alloggiati Web.',
      ].join('\n\n'),
      `alloggiati-deadline-${stay.key}-${date}`,
    );
    warned += 1;
  }
  return warned;
}

/** Fetches each past day's receipt not kept yet (the last 30 days, today excluded). */
async function fetchReceipts(now: Date): Promise<number> {
  const today = todayInRome(now);
  const days = await listReceiptDays(addDays(today, -RECEIPT_DAYS), addDays(today, -1));
  let fetched = 0;
  for (const day of days) {
    if (day.fetchedAt || !day.persons) continue;
    try {
      await saveReceipt(day.day, await fetchReceipt(day.day), now);
      fetched += 1;
    } catch (error) {
      logger.warn('alloggiati receipt not fetched', { day: day.day, error });
    }
  }
  return fetched;
}
