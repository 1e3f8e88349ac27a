import { portalDate } from '@catania/shared/domain/alloggiati-record';
import { addDays, type CalendarDate, todayInRome } from '@catania/shared/domain/dates';
import type { OsservatorioDayView } from '@catania/shared/schemas/osservatorio';
import { env } from '../lib/env';
import { Conflict, InvalidInput } from '../lib/errors';
import { logger } from '../lib/logger';
import { DAY_MESSAGES, dayView, latestOf } from './osservatorio-days';
import { regionGuestsOf, stayIdOf } from './osservatorio-guests';
import {
  forgetOsservatorioStay,
  getOsservatorioDay,
  getOsservatorioStay,
  listOsservatorioDays,
  type OsservatorioDayRecord,
  type OsservatorioStayRecord,
  readStartDay,
  saveDayOutcome,
  saveOsservatorioStay,
  startDay,
  takeDayLease,
} from './osservatorio-repo';
import {
  isOsservatorioConfigured,
  OsservatorioRefused,
  OsservatorioUnreachable,
  openOsservatorioSession,
  type RegionOutcome,
  type RegionStay,
} from './osservatorio-service';
import { getCheckin } from './precheckin-repo';
import { listStays, type Stay } from './stays';

/** Longer than every call of a day's send (a login, an update, an add, an update, an end of day). */
const LEASE_MS = 5 * 60_000;

/** Stays that last longer than the site sells still depart within a year. */
const LONGEST_STAY_NIGHTS = 365;

/** How many past days one run catches up on (a long outage is sent over a few runs). */
const CATCH_UP_DAYS = 31;

const regionStayOf = (record: OsservatorioStayRecord, checkout: boolean): RegionStay => ({
  stayId: record.stayId,
  guests: record.guests.map((g) => ({ ...g, checkout })),
});

const labelOf = (stay: Stay) =>
  `${stay.apartmentId}${stay.guestName ? `, ${stay.guestName}` : ''} (arrivo ${portalDate(stay.checkIn)})`;

interface DayPlan {
  /** Arrivals already added, or in doubt (`adding`: asked with an update first). */
  added: OsservatorioStayRecord[];
  uncertain: { stay: Stay; record: OsservatorioStayRecord }[];
  toAdd: { stay: Stay; record: OsservatorioStayRecord }[];
  toDepart: { stay: Stay; record: OsservatorioStayRecord }[];
  departed: OsservatorioStayRecord[];
  skipped: OsservatorioDayView['skipped'];
}

/** The day's movements: who arrived and who left, as the registered guests say. */
async function planDay(day: CalendarDate, today: CalendarDate): Promise<DayPlan> {
  const stays = await listStays(addDays(day, -LONGEST_STAY_NIGHTS), day);
  const plan: DayPlan = {
    added: [],
    uncertain: [],
    toAdd: [],
    toDepart: [],
    departed: [],
    skipped: [],
  };
  for (const stay of stays.filter((s) => s.checkIn === day)) {
    const record = await getOsservatorioStay(stay.key);
    if (record?.status === 'added') plan.added.push(record);
    else if (record?.status === 'adding') plan.uncertain.push({ stay, record });
    else {
      const { state, guests } = await getCheckin(stay.key, today);
      if (!guests) {
        plan.skipped.push({
          stayKey: stay.key,
          apartmentId: stay.apartmentId,
          ...(stay.guestName ? { guestName: stay.guestName } : {}),
          reason: state?.purgedAt ? DAY_MESSAGES.purged : DAY_MESSAGES.notRegistered,
        });
        continue;
      }
      plan.toAdd.push({
        stay,
        record: {
          stayKey: stay.key,
          stayId: stayIdOf(stay.key),
          apartmentId: stay.apartmentId,
          arrivalDay: stay.checkIn,
          departureDay: stay.checkOut,
          status: 'adding',
          guests: regionGuestsOf(stay, guests),
        },
      });
    }
  }
  for (const stay of stays.filter((s) => s.checkOut === day)) {
    const record = await getOsservatorioStay(stay.key);
    // A stay the Region never took has no departure to report.
    if (record?.status !== 'added') continue;
    if (record.departedAt) plan.departed.push(record);
    else plan.toDepart.push({ stay, record });
  }
  return plan;
}

const persons = (records: readonly OsservatorioStayRecord[]) =>
  records.reduce((sum, r) => sum + r.guests.length, 0);

/** Sends the day's movements, then closes it; the day's outcome (never thrown). */
async function sendPlanned(day: CalendarDate, plan: DayPlan, now: Date) {
  const refusals: string[] = [];
  const noteRefusal = (stay: Stay, outcome: RegionOutcome) =>
    refusals.push(`${labelOf(stay)}: ${outcome.messages.join('; ')}`);
  const session = await openOsservatorioSession();
  try {
    // An add whose answer was lost: an update tells whether the Region has the stay.
    if (plan.uncertain.length > 0) {
      const outcomes = await session.update(
        plan.uncertain.map((u) => regionStayOf(u.record, false)),
      );
      for (const [i, { stay, record }] of plan.uncertain.entries()) {
        if (outcomes[i]?.ok) {
          const added = { ...record, status: 'added' as const, addedAt: now.toISOString() };
          await saveOsservatorioStay(added);
          plan.added.push(added);
        } else plan.toAdd.push({ stay, record });
      }
    }
    if (plan.toAdd.length > 0) {
      // Marked before the call: a lost answer leaves them in doubt, never added twice.
      for (const { record } of plan.toAdd) await saveOsservatorioStay(record);
      const outcomes = await session.add(plan.toAdd.map((a) => regionStayOf(a.record, false)));
      for (const [i, { stay, record }] of plan.toAdd.entries()) {
        const outcome = outcomes[i] ?? { ok: false, messages: [] };
        if (outcome.ok) {
          const added = { ...record, status: 'added' as const, addedAt: now.toISOString() };
          await saveOsservatorioStay(added);
          plan.added.push(added);
        } else {
          await forgetOsservatorioStay(record.stayKey);
          noteRefusal(stay, outcome);
        }
      }
    }
    if (plan.toDepart.length > 0) {
      // An update restates the stay: sending it again after a lost answer duplicates nothing.
      const outcomes = await session.update(plan.toDepart.map((d) => regionStayOf(d.record, true)));
      for (const [i, { stay, record }] of plan.toDepart.entries()) {
        const outcome = outcomes[i] ?? { ok: false, messages: [] };
        if (outcome.ok) {
          const departed = { ...record, departedAt: now.toISOString() };
          await saveOsservatorioStay(departed);
          plan.departed.push(departed);
        } else noteRefusal(stay, outcome);
      }
    }
    if (refusals.length > 0)
      return { status: 'errore' as const, message: DAY_MESSAGES.movements(refusals.join(' — ')) };
    const closed = await session.endDay(day);
    if (!closed.ok)
      return {
        status: 'errore' as const,
        message: DAY_MESSAGES.endDay(closed.messages.join('; ')),
      };
    return { status: 'inviato' as const, sentAt: now.toISOString() };
  } finally {
    await session.close();
  }
}

/**
 * Sends `day` (a day that has ended) unless the Region accepted it already or another sender
 * holds it. Whatever the Region does, the day's state is recorded and returned.
 */
export async function sendDay(day: CalendarDate, now: Date): Promise<OsservatorioDayView> {
  const lease = await takeDayLease(day, now, new Date(now.getTime() + LEASE_MS));
  if (!lease.taken) return dayView(day, lease.record, now);
  const today = todayInRome(now);
  let plan: DayPlan | undefined;
  let result: { status: 'inviato' | 'errore'; message?: string; sentAt?: string };
  try {
    plan = await planDay(day, today);
    result = await sendPlanned(day, plan, now);
  } catch (error) {
    if (error instanceof OsservatorioRefused)
      result = { status: 'errore', message: DAY_MESSAGES.refused };
    else if (error instanceof OsservatorioUnreachable) {
      result = { status: 'errore', message: DAY_MESSAGES.unreachable };
    } else throw error;
  }
  const outcome: Omit<OsservatorioDayRecord, 'leaseUntil'> = {
    day,
    status: result.status,
    arrivals: plan ? persons(plan.added) : 0,
    departures: plan ? persons(plan.departed) : 0,
    skipped: plan?.skipped ?? [],
    attemptedAt: now.toISOString(),
    ...(result.message ? { message: result.message } : {}),
    ...(result.sentAt ? { sentAt: result.sentAt } : {}),
  };
  if (!(await saveDayOutcome(outcome, lease.lease))) {
    logger.warn('osservatorio day lease lost before its outcome was saved', { day });
  }
  if (result.status === 'errore')
    logger.warn('osservatorio day not accepted', { day, message: result.message });
  return dayView(day, outcome, now);
}

/** 'Reinvia': the owner sends a past day again (one not accepted yet). */
export async function resendDay(day: CalendarDate, now: Date): Promise<OsservatorioDayView> {
  const today = todayInRome(now);
  if (!isOsservatorioConfigured()) throw new Conflict(DAY_MESSAGES.notConfigured, 'not_configured');
  if (day >= today) {
    throw new InvalidInput('La giornata si invia dopo la sua mezzanotte', [
      { field: 'date', message: 'Scegli una giornata già conclusa' },
    ]);
  }
  const start = await readStartDay(env.OSSERVATORIO_START_DATE);
  if (start && day < start) {
    throw new InvalidInput('Giornata precedente all\u2019inizio degli invii alla Regione', [
      { field: 'date', message: `Gli invii iniziano il ${portalDate(start)}` },
    ]);
  }
  const record = await getOsservatorioDay(day);
  if (record?.status === 'inviato') {
    throw new Conflict(
      'Giornata già accettata dalla Regione: non si invia due volte',
      'already_sent',
    );
  }
  const view = await sendDay(day, now);
  if (view.status === 'in_invio')
    throw new Conflict('Invio della giornata già in corso', 'in_flight');
  return view;
}

/**
 * The job: every past day from the first one that the Region has not accepted yet, oldest first
 * (a day after midnight, and a failed day again on each run until it is accepted).
 */
export async function runOsservatorio(now = new Date()): Promise<{ sent: number; failed: number }> {
  if (!isOsservatorioConfigured()) return { sent: 0, failed: 0 };
  const today = todayInRome(now);
  const yesterday = addDays(today, -1);
  const start = await startDay(env.OSSERVATORIO_START_DATE, today);
  const earliest = addDays(today, -CATCH_UP_DAYS);
  const from = latestOf(start, earliest);
  if (from > yesterday) return { sent: 0, failed: 0 };
  const accepted = new Set(
    (await listOsservatorioDays(from, yesterday))
      .filter((r) => r.status === 'inviato')
      .map((r) => r.day),
  );
  let sent = 0;
  let failed = 0;
  for (let day = from; day <= yesterday; day = addDays(day, 1)) {
    if (accepted.has(day)) continue;
    try {
      const view = await sendDay(day, now);
      if (view.status === 'inviato') sent += 1;
      else if (view.status === 'errore') failed += 1;
    } catch (error) {
      // One day's failure (the table, a bug) never holds up the others.
      failed += 1;
      logger.error('osservatorio day crashed', { day, error });
    }
  }
  return { sent, failed };
}
