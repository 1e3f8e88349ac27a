import { randomBytes, randomUUID } from 'node:crypto';
import { APARTMENT_IDS } from '@catania/shared/config/apartments';
import { addDays, type CalendarDate, countNights, todayInRome } from '@catania/shared/domain/dates';
import type {
  ArrivalSummary,
  CreateArrivalRequest,
  ImportedStay,
} from '@catania/shared/schemas/checkin';
import { listBlockedNights } from '../availability/night-ledger';
import { listCalendars } from '../calendars/calendars-repo';
import { NotFound } from '../lib/errors';
import { deliverMail } from '../mail/outbox';
import { type ArrivalRecord, deleteArrival, listArrivals, putArrival } from './arrivals-repo';
import { renderPrecheckinInvite } from './checkin-mails';
import { precheckinStatus } from './precheckin';
import { type CheckinState, deleteCheckin, getCheckinStates } from './precheckin-repo';
import { checkinPageUrl, listStays, type Stay, stayKeyOf, stayOfArrival } from './stays';
import { stayTaxView } from './tax';

/**
 * The owner's arrivals (issue 13): every stay checking in, with its pre-check-in state and tourist
 * tax; and the arrivals the owner opens for stays imported from Airbnb or Booking.com, so that
 * those guests get the same pre-check-in link.
 */

function summary(stay: Stay, state: CheckinState | undefined, today: CalendarDate): ArrivalSummary {
  return {
    stayKey: stay.key,
    kind: stay.kind,
    source: stay.source,
    apartmentId: stay.apartmentId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: stay.nights,
    guests: stay.guests,
    ...(stay.guestName ? { guestName: stay.guestName } : {}),
    ...(stay.guestEmail ? { guestEmail: stay.guestEmail } : {}),
    precheckin: precheckinStatus(state, today),
    ...(state?.submittedAt ? { submittedAt: state.submittedAt } : {}),
    ...(state?.reminderSentAt ? { reminderSentAt: state.reminderSentAt } : {}),
    ...(stay.linkToken ? { link: checkinPageUrl(stay.linkToken) } : {}),
    touristTax: stayTaxView(stay, state),
  };
}

/** Arrivals from `from` to `to` with their state (one batch read of the states). */
export async function listArrivalSummaries(
  from: CalendarDate,
  to: CalendarDate,
  now = new Date(),
): Promise<ArrivalSummary[]> {
  const stays = await listStays(from, to);
  const states = await getCheckinStates(stays.map((s) => s.key));
  const today = todayInRome(now);
  return stays.map((stay) => summary(stay, states.get(stay.key), today));
}

/** 256 random bits, URL-safe: the link opens the arrival's pre-check-in and nothing else. */
const newLinkToken = () => randomBytes(32).toString('base64url');

/** Opens an arrival for an imported stay; mails the link when the owner gave an address. */
export async function createArrival(
  input: CreateArrivalRequest & { source: ArrivalRecord['source'] },
  now = new Date(),
): Promise<{ arrival: ArrivalSummary; mailed: boolean }> {
  const record: ArrivalRecord = {
    id: randomUUID(),
    apartmentId: input.apartmentId,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    nights: countNights(input.checkIn, input.checkOut),
    guests: input.guests,
    source: input.source,
    ...(input.guestName ? { guestName: input.guestName } : {}),
    ...(input.guestEmail ? { guestEmail: input.guestEmail } : {}),
    linkToken: newLinkToken(),
    createdAt: now.toISOString(),
  };
  await putArrival(record);
  const stay = stayOfArrival(record);
  let mailed = false;
  if (record.guestEmail) {
    const mail = renderPrecheckinInvite(stay, checkinPageUrl(record.linkToken));
    await deliverMail({
      id: `${stay.key}#checkin-invite`,
      kind: 'guest-checkin',
      to: [record.guestEmail],
      ...mail,
    });
    mailed = true;
  }
  return { arrival: summary(stay, undefined, todayInRome(now)), mailed };
}

/** Removes an arrival opened by mistake, with its check-in record. */
export async function removeArrival(id: string): Promise<void> {
  if (!(await deleteArrival(id))) throw new NotFound('Arrivo non trovato');
  await deleteCheckin(stayKeyOf('arrival', id));
}

/** Which platform a feed comes from, by its address. */
export function sourceOfFeed(url: string): ImportedStay['source'] {
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  if (/(^|\.)airbnb\./.test(host)) return 'airbnb';
  if (/(^|\.)booking\.com$/.test(host)) return 'booking';
  return 'other';
}

/** Consecutive nights of one feed, as stays: check-in the first night, check-out after the last. */
function runs(dates: CalendarDate[]): { checkIn: CalendarDate; checkOut: CalendarDate }[] {
  const sorted = [...new Set(dates)].sort();
  const stays: { checkIn: CalendarDate; checkOut: CalendarDate }[] = [];
  for (const date of sorted) {
    const last = stays.at(-1);
    if (last && last.checkOut === date) last.checkOut = addDays(date, 1);
    else stays.push({ checkIn: date, checkOut: addDays(date, 1) });
  }
  return stays;
}

/** How far ahead imported stays are offered: the next two months. */
const IMPORTED_AHEAD_DAYS = 60;

/**
 * Stays imported calendars block from yesterday to two months ahead, each a run of consecutive
 * nights of one feed, less those the owner already opened an arrival for (same apartment,
 * overlapping nights).
 */
export async function listImportedStays(now = new Date()): Promise<ImportedStay[]> {
  const from = addDays(todayInRome(now), -1);
  const to = addDays(from, IMPORTED_AHEAD_DAYS);
  const [calendars, arrivals] = await Promise.all([
    listCalendars(),
    listArrivals(addDays(from, -400), to),
  ]);
  const sourceOf = new Map(calendars.map((c) => [c.id, sourceOfFeed(c.icalUrl)]));
  const stays: ImportedStay[] = [];
  for (const apartmentId of APARTMENT_IDS) {
    const nights = await listBlockedNights(apartmentId, from, to);
    const byCalendar = new Map<string, CalendarDate[]>();
    for (const night of nights) {
      byCalendar.set(night.calendarId, [...(byCalendar.get(night.calendarId) ?? []), night.date]);
    }
    for (const [calendarId, dates] of byCalendar) {
      for (const run of runs(dates)) {
        const opened = arrivals.some(
          (a) =>
            a.apartmentId === apartmentId && a.checkIn < run.checkOut && run.checkIn < a.checkOut,
        );
        if (opened) continue;
        stays.push({
          apartmentId,
          calendarId,
          source: sourceOf.get(calendarId) ?? 'other',
          ...run,
          nights: countNights(run.checkIn, run.checkOut),
        });
      }
    }
  }
  return stays.sort(
    (a, b) => a.checkIn.localeCompare(b.checkIn) || a.apartmentId.localeCompare(b.apartmentId),
  );
}
