import {
  PENDING_BOOKING_KEY,
  type PendingBooking,
  pendingBooking,
} from '@catania/shared/schemas/booking';

/** The draft the booking dialog left in session storage, if it is there and well formed. */
export function readPendingBooking(): PendingBooking | null {
  try {
    const raw = sessionStorage.getItem(PENDING_BOOKING_KEY);
    if (!raw) return null;
    const parsed = pendingBooking.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** SPEC 2: the checkout reads the draft, then removes it from session storage. */
export function removePendingBooking() {
  try {
    sessionStorage.removeItem(PENDING_BOOKING_KEY);
  } catch {
    // Storage unavailable (private mode): nothing to remove.
  }
}
