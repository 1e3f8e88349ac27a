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

/**
 * product §2's removal of the draft, done when the payment starts (not on the checkout's first read:
 * a reload or a way back to the checkout shows the stay again, and a refused checkout keeps the
 * guest's details for the booking dialog).
 */
export function removePendingBooking() {
  try {
    sessionStorage.removeItem(PENDING_BOOKING_KEY);
  } catch {
    // Storage unavailable (private mode): nothing to remove.
  }
}
