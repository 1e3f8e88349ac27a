import { site } from '@catania/shared/config/site';
import { apartmentAddress } from '@catania/shared/domain/address';
import { bookingCode } from '@catania/shared/domain/booking';
import { stayCalendar } from '@catania/shared/domain/ical-text';
import { requireApartment } from '../apartments/apartments';
import { env } from '../lib/env';
import { NotFound } from '../lib/errors';
import { guestLinks } from './guest-links';
import { requireOwnBooking } from './guest-view';

export const CALENDAR_ONLY_CONFIRMED =
  'Il calendario è disponibile solo per le prenotazioni confermate.';

/**
 * 'Aggiungi al calendario' (GET /api/bookings/{id}/calendar?token=): the guest's confirmed stay
 * as one all-day event for their own calendar, with the address, the times and the way back to
 * the booking. Only with the booking's guest link; a stay no longer confirmed has none.
 */
export async function guestStayCalendar(
  id: string | undefined,
  token: string | undefined,
  now = new Date(),
): Promise<{ filename: string; ics: string }> {
  const booking = await requireOwnBooking(id, token, now);
  if (booking.status !== 'confirmed') throw new NotFound(CALENDAR_ONLY_CONFIRMED);
  const apartment = await requireApartment(booking.apartmentId);
  const code = bookingCode(booking.id);
  const link = guestLinks(booking, env.SITE_URL)?.page;
  const { checkIn, checkOut } = site.stay;
  const description = [
    `Prenotazione ${code}, ${apartment.name}.`,
    `Check-in dalle ${checkIn.from} alle ${checkIn.to}, check-out entro le ${checkOut.by}.`,
    `Per qualsiasi necessità: ${site.contacts.phone} (anche WhatsApp).`,
    ...(link ? [`La tua prenotazione: ${link}`] : []),
  ].join('\n');
  return {
    filename: `prenotazione-${code}.ics`,
    ics: stayCalendar({
      uid: `${booking.id}@${new URL(env.SITE_URL).hostname}`,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      summary: `${site.brand.shortName}: ${apartment.name}`,
      description,
      location: apartmentAddress(booking.apartmentId),
      ...(link ? { url: link } : {}),
      now,
    }),
  };
}
