import { site } from '@catania/shared/config/site';
import { bookingCode } from '@catania/shared/domain/booking';
import { addDays, type CalendarDate, todayInRome } from '@catania/shared/domain/dates';
import { paymentSummary } from '@catania/shared/domain/payment';
import type { AccessView } from '@catania/shared/schemas/identification';
import { getBooking, type StoredBooking } from '../bookings/booking-repo';
import { guestLinks } from '../bookings/guest-links';
import { accessViewOf } from '../checkin/access';
import { getArrival } from '../checkin/arrivals-repo';
import { getCheckinStates } from '../checkin/precheckin-repo';
import {
  checkinPageUrl,
  listStays,
  STAY_NOT_FOUND,
  type Stay,
  stayOfArrival,
  stayOfBooking,
} from '../checkin/stays';
import { stayTaxView } from '../checkin/tax';
import { env } from '../lib/env';
import { NotFound } from '../lib/errors';
import { getTaxRates } from '../tourist-tax/rates-repo';

/**
 * The stays the host writes to, with what their messages say: every confirmed direct booking and
 * every arrival the owner opened for an imported stay (those with a guest e-mail get messages).
 * A cancelled or rejected booking is still found, as inactive: its timeline shows what was sent
 * and that the rest was dropped.
 */
export interface MessageStay extends Stay {
  active: boolean;
  code: string;
  /** The guest's own page: 'La mia prenotazione', or an imported stay's pre-check-in page. */
  guestPageUrl?: string;
  precheckinUrl?: string;
  precheckinDone: boolean;
  /** Euros still to pay on arrival: the tourist tax and any unpaid balance. */
  dueOnArrival: number;
  /** The stay's personal review link: set by the thank-you's sending, once ended. */
  reviewUrl?: string;
  /** The access details if released to this guest now (checkin/access.ts), else what is missing. */
  access: AccessView;
}

async function describe(stay: Stay, booking?: StoredBooking): Promise<MessageStay> {
  const [states, { rates }] = await Promise.all([getCheckinStates([stay.key]), getTaxRates()]);
  const state = states.get(stay.key);
  const taxCents = stayTaxView(stay, state, rates).amountCents;
  const balance = booking ? paymentSummary(booking).amountDue : 0;
  const precheckinUrl = stay.linkToken ? checkinPageUrl(stay, stay.linkToken) : undefined;
  const access = await accessViewOf(stay, state, todayInRome());
  const guestPageUrl = booking ? guestLinks(booking, env.SITE_URL)?.page : precheckinUrl;
  return {
    ...stay,
    active: booking ? booking.status === 'confirmed' : true,
    code: bookingCode(stay.id),
    ...(guestPageUrl ? { guestPageUrl } : {}),
    ...(precheckinUrl ? { precheckinUrl } : {}),
    precheckinDone: Boolean(state?.submittedAt),
    dueOnArrival: taxCents / 100 + balance,
    access,
  };
}

/** A stay by its key (`booking:<id>` or `arrival:<id>`), active or not; NotFound otherwise. */
export async function loadMessageStay(key: string): Promise<MessageStay> {
  const [kind, id = ''] = key.split(':');
  if (kind === 'booking' && id) {
    const booking = await getBooking(id);
    if (booking) return describe(stayOfBooking(booking), booking);
  } else if (kind === 'arrival' && id) {
    const arrival = await getArrival(id);
    if (arrival) return describe(stayOfArrival(arrival));
  }
  throw new NotFound(STAY_NOT_FOUND);
}

/**
 * The active stays whose messages may fall due around `today`: those arriving within the earliest
 * a message can be sent before check-in, back to those that left a fortnight ago (a stay lasts
 * at most the longest stay).
 */
export function listStaysAround(
  today: CalendarDate,
  window: { daysBeforeCheckIn: number; daysAfterCheckOut: number },
): Promise<Stay[]> {
  return listStays(
    addDays(today, -(site.stay.maxNights + window.daysAfterCheckOut)),
    addDays(today, window.daysBeforeCheckIn),
  );
}
