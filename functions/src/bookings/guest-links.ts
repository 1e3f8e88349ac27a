import { randomBytes } from 'node:crypto';
import { localizedPath } from '@catania/shared/config/locales';
import { bookingLocale } from '@catania/shared/domain/booking';
import { GUEST_TOKEN_PATTERN } from '@catania/shared/schemas/guest-booking';
import { NotFound } from '../lib/errors';
import { findBookingByGuestToken, type StoredBooking } from './booking-repo';

/**
 * The guest's secret link (product §10, guest access). Every booking gets its own token, 256
 * random bits, separate from its id: the confirmation URL and every guest mail carry it, and no
 * public route returns the booking without it. The booking id alone opens nothing.
 */
export function newGuestToken(): string {
  return randomBytes(32).toString('base64url');
}

export const GUEST_LINK_INVALID =
  'Link della prenotazione non valido o scaduto. Apri il link completo dalla tua e-mail di conferma, oppure contattaci.';

/**
 * The booking a guest link opens; NotFound (with `message`) for a malformed, unknown or lapsed
 * link, without a database read for a malformed one.
 */
export async function requireGuestBooking(
  token: string | undefined,
  now: Date,
  message = GUEST_LINK_INVALID,
): Promise<StoredBooking> {
  if (!token || !GUEST_TOKEN_PATTERN.test(token)) throw new NotFound(message);
  const booking = await findBookingByGuestToken(token, now);
  if (!booking) throw new NotFound(message);
  return booking;
}

/**
 * The links a guest mail carries, in the booking's language, or none for a booking made before
 * guest links existed.
 */
export function guestLinks(
  booking: Pick<StoredBooking, 'id' | 'guestToken' | 'locale'>,
  siteUrl: string,
): { page: string } | undefined {
  if (!booking.guestToken) return undefined;
  const token = encodeURIComponent(booking.guestToken);
  return {
    // 'La mia prenotazione': the booking, the arrival, the cancellation.
    page: `${siteUrl}${localizedPath('/la-mia-prenotazione', bookingLocale(booking))}?bookingId=${encodeURIComponent(booking.id)}&token=${token}`,
  };
}
