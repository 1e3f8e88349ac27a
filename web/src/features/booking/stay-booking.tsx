import { lazy, Suspense } from 'react';
import type { BookingDialogApartment } from './booking-dialog';

// The dialog (form, schema) loads when a guest first books, not with the page.
const BookingDialog = lazy(() =>
  import('./booking-dialog').then((m) => ({ default: m.BookingDialog })),
);

/** A stay a guest has chosen and is about to book. */
export interface StayChoice {
  apartment: BookingDialogApartment;
  checkIn: string;
  checkOut: string;
  guests?: number;
}

/** The booking dialog for the chosen stay, while there is one; closing it drops the choice. */
export function StayBooking({ stay, onClose }: { stay: StayChoice | null; onClose: () => void }) {
  if (!stay) return null;
  return (
    <Suspense>
      <BookingDialog
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        apartment={stay.apartment}
        checkIn={stay.checkIn}
        checkOut={stay.checkOut}
        defaultGuests={stay.guests}
      />
    </Suspense>
  );
}
