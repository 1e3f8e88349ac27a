import type { ApartmentId } from '@catania/shared/config/apartments';
import { DEFAULT_LOCALE, type Locale, localizedPath } from '@catania/shared/config/locales';
import { bookingLocale } from '@catania/shared/domain/booking';
import { type CalendarDate, countNights } from '@catania/shared/domain/dates';
import type { StayKey, StayKind } from '@catania/shared/schemas/checkin';
import { GUEST_TOKEN_PATTERN } from '@catania/shared/schemas/guest-booking';
import { listConfirmedArrivals } from '../bookings/booking-lists';
import { getBooking, type StoredBooking } from '../bookings/booking-repo';
import { requireGuestBooking } from '../bookings/guest-links';
import { env } from '../lib/env';
import { NotFound } from '../lib/errors';
import { type ArrivalRecord, findArrivalByLink, getArrival, listArrivals } from './arrivals-repo';
import type { StayPlace } from './precheckin-repo';

/**
 * A stay that goes through check-in, whatever its origin: a confirmed direct booking, or an
 * arrival the owner opened for a stay booked on Airbnb or Booking.com. Its key,
 * `booking:<id>` or `arrival:<id>`, names its check-in record.
 */
export interface Stay extends StayPlace {
  key: StayKey;
  kind: StayKind;
  id: string;
  source: 'direct' | ArrivalRecord['source'];
  apartmentId: ApartmentId;
  nights: number;
  guests: number;
  guestName?: string;
  guestEmail?: string;
  /** The secret link's token: the booking's guest token, or the arrival's own. */
  linkToken?: string;
  /** The guest's language: the booking's; an arrival the owner entered is Italian. */
  locale: Locale;
}

export const STAY_NOT_FOUND = 'Soggiorno non trovato';

export const stayKeyOf = (kind: StayKind, id: string): StayKey => `${kind}:${id}`;

export function stayOfBooking(booking: StoredBooking): Stay {
  return {
    key: stayKeyOf('booking', booking.id),
    kind: 'booking',
    id: booking.id,
    source: 'direct',
    apartmentId: booking.apartmentId,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: booking.nights,
    guests: booking.guests,
    guestName: booking.guestName,
    guestEmail: booking.guestEmail,
    ...(booking.guestToken ? { linkToken: booking.guestToken } : {}),
    locale: bookingLocale(booking),
  };
}

export function stayOfArrival(arrival: ArrivalRecord): Stay {
  return {
    key: stayKeyOf('arrival', arrival.id),
    kind: 'arrival',
    id: arrival.id,
    source: arrival.source,
    apartmentId: arrival.apartmentId,
    checkIn: arrival.checkIn,
    checkOut: arrival.checkOut,
    nights: countNights(arrival.checkIn, arrival.checkOut),
    guests: arrival.guests,
    linkToken: arrival.linkToken,
    locale: DEFAULT_LOCALE,
    ...(arrival.guestName ? { guestName: arrival.guestName } : {}),
    ...(arrival.guestEmail ? { guestEmail: arrival.guestEmail } : {}),
  };
}

/** Every stay checking in from `from` to `to`, by date then apartment. */
export async function listStays(from: CalendarDate, to: CalendarDate): Promise<Stay[]> {
  const [bookings, arrivals] = await Promise.all([
    listConfirmedArrivals(from, to),
    listArrivals(from, to),
  ]);
  return [...bookings.map(stayOfBooking), ...arrivals.map(stayOfArrival)].sort(
    (a, b) =>
      a.checkIn.localeCompare(b.checkIn) ||
      a.apartmentId.localeCompare(b.apartmentId) ||
      a.key.localeCompare(b.key),
  );
}

/** The stay of a key; NotFound for an unknown one or a booking that is not confirmed. */
export async function getStay(key: string): Promise<Stay> {
  const [kind, id = ''] = key.split(':');
  if (kind === 'arrival') {
    const arrival = await getArrival(id);
    if (arrival) return stayOfArrival(arrival);
  } else if (kind === 'booking') {
    const booking = await getBooking(id);
    if (booking?.status === 'confirmed') return stayOfBooking(booking);
  }
  throw new NotFound(STAY_NOT_FOUND);
}

export const LINK_NOT_FOUND =
  'Il link non è valido o è scaduto. Controlla l\u2019indirizzo nella e-mail ricevuta o contattaci.';

/**
 * The stay a guest's secret link opens: an arrival's link, or a confirmed booking's guest link
 * (the same 256-bit form). NotFound, with one message for every failure, otherwise.
 */
export async function stayOfToken(token: string | undefined, now = new Date()): Promise<Stay> {
  if (!token || !GUEST_TOKEN_PATTERN.test(token)) throw new NotFound(LINK_NOT_FOUND);
  const arrival = await findArrivalByLink(token);
  if (arrival) return stayOfArrival(arrival);
  const booking = await requireGuestBooking(token, now, LINK_NOT_FOUND);
  if (booking.status !== 'confirmed') throw new NotFound(LINK_NOT_FOUND);
  return stayOfBooking(booking);
}

/** The page where the guest of a stay fills in the pre-check-in. */
/** The pre-check-in page of a stay's link, in the guest's language. */
export const checkinPageUrl = (stay: Pick<Stay, 'locale'>, token: string) =>
  `${env.SITE_URL}${localizedPath(`/check-in/${token}`, stay.locale)}`;
