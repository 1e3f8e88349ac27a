import { randomBytes, randomUUID } from 'node:crypto';
import { type CalendarDate, countNights, todayInRome } from '@catania/shared/domain/dates';
import type { TaxRate } from '@catania/shared/domain/tourist-tax';
import type { AlloggiatiView } from '@catania/shared/schemas/alloggiati';
import type { ArrivalSummary, CreateArrivalRequest } from '@catania/shared/schemas/checkin';
import { NotFound } from '../lib/errors';
import { deliverMail } from '../mail/outbox';
import { getTaxRates } from '../tourist-tax/rates-repo';
import { accessReleased } from './access';
import { alloggiatiViews } from './alloggiati-owner';
import { currentRegistration } from './alloggiati-send';
import { alloggiatiViewOf } from './alloggiati-view';
import { type ArrivalRecord, deleteArrival, putArrival } from './arrivals-repo';
import { renderPrecheckinInvite } from './checkin-mails';
import { identificationViewOf } from './identification';
import { deleteCheckin } from './precheckin-purge';
import { type CheckinState, getCheckinStates } from './precheckin-repo';
import { precheckinStatus } from './precheckin-status';
import { checkinPageUrl, listStays, type Stay, stayKeyOf, stayOfArrival } from './stays';
import { stayTaxView } from './tax';

/**
 * The owner's arrivals: every stay checking in, with its pre-check-in state and tourist
 * tax; and the arrivals the owner opens for stays imported from Airbnb or Booking.com, so that
 * those guests get the same pre-check-in link.
 */

function summary(
  stay: Stay,
  state: CheckinState | undefined,
  today: CalendarDate,
  rates: readonly TaxRate[],
  alloggiati: AlloggiatiView,
): ArrivalSummary {
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
    ...(stay.linkToken ? { link: checkinPageUrl(stay, stay.linkToken) } : {}),
    touristTax: stayTaxView(stay, state, rates),
    identification: identificationViewOf(stay, state),
    accessReleased: accessReleased(state, today),
    alloggiati,
  };
}

/** The registration state of a stay nothing was sent for yet. */
const newRegistration = (stay: Stay, today: CalendarDate) =>
  alloggiatiViewOf(currentRegistration(stay, today), {
    state: undefined,
    record: undefined,
    receiptDays: new Set(),
    today,
  });

/** Arrivals from `from` to `to` with their state (one batch read of the states). */
export async function listArrivalSummaries(
  from: CalendarDate,
  to: CalendarDate,
  now = new Date(),
): Promise<ArrivalSummary[]> {
  const [stays, { rates }] = await Promise.all([listStays(from, to), getTaxRates()]);
  const states = await getCheckinStates(stays.map((s) => s.key));
  const today = todayInRome(now);
  const registrations = await alloggiatiViews(stays, states, today);
  return stays.map((stay) =>
    summary(
      stay,
      states.get(stay.key),
      today,
      rates,
      registrations.get(stay.key) ?? newRegistration(stay, today),
    ),
  );
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
    const mail = renderPrecheckinInvite(stay, checkinPageUrl(stay, record.linkToken));
    await deliverMail({
      id: `${stay.key}#checkin-invite`,
      kind: 'guest-checkin',
      to: [record.guestEmail],
      ...mail,
    });
    mailed = true;
  }
  const { rates } = await getTaxRates();
  const today = todayInRome(now);
  return {
    arrival: summary(stay, undefined, today, rates, newRegistration(stay, today)),
    mailed,
  };
}

/** Removes an arrival opened by mistake, with its check-in record. */
export async function removeArrival(id: string): Promise<void> {
  if (!(await deleteArrival(id))) throw new NotFound('Arrivo non trovato');
  await deleteCheckin(stayKeyOf('arrival', id));
}
