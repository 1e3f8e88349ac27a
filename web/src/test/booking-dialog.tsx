import { PENDING_BOOKING_KEY } from '@catania/shared/schemas/booking';
import { BookingDialog } from '../features/booking/booking-dialog';
import { renderFeature } from './render';

/* What the booking dialog's tests share: one apartment, its quote, the dialog opened on it. */

/** The apartment the dialog books in these tests. */
export const apartment = { id: 'appartamento-1', name: 'Appartamento Moderno Duomo', price: 85 };
/** The server's quote for its three nights, 10-13 July 2026. */
export const quote = {
  apartmentId: 'appartamento-1' as const,
  startDate: '2026-07-10',
  endDate: '2026-07-13',
  nights: 3,
  pricePerNight: 90,
  subtotal: 270,
  discount: null,
  discounts: [],
  gap: false,
  totalPrice: 270,
  currency: 'EUR' as const,
  nightly: [
    { date: '2026-07-10', price: 90 },
    { date: '2026-07-11', price: 90 },
    { date: '2026-07-12', price: 90 },
  ],
  touristTax: { euroPerPersonPerNight: 3, maxNights: 4, exemptUnderAge: 18, perGuestEuro: 9 },
};

/** The booking dialog open on that stay at `path` (`departures`: the checkout it leads to). */
export function openDialog(path = '/') {
  return renderFeature(
    <BookingDialog
      open
      onOpenChange={() => {}}
      apartment={apartment}
      checkIn="2026-07-10"
      checkOut="2026-07-13"
    />,
    { path },
  );
}

/** The pending booking the dialog hands to the checkout. */
export const draft = () => JSON.parse(sessionStorage.getItem(PENDING_BOOKING_KEY) ?? 'null');
