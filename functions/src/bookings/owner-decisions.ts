import { canTransition } from '@catania/shared/domain/booking-status';
import { eachNight } from '@catania/shared/domain/dates';
import {
  ADMIN_BOOKING_FIELDS,
  BOOKING_STATUS_LABELS,
  type Booking,
} from '@catania/shared/schemas/booking';
import { releaseNights } from '../availability/night-ledger';
import { InvalidTransition } from '../lib/errors';
import { logger } from '../lib/logger';
import {
  listBookings,
  markRejected,
  recordRefund,
  requireBooking,
  type StoredBooking,
} from './booking-repo';
import { confirmPaidBooking } from './confirmation';
import { expireCheckoutSession, refundBooking } from './stripe';

/**
 * What the admin reads of a booking: the fields of the shared schema, copied one by one, so the
 * guest's secret link and payment page never leave the table.
 */
export type AdminBooking = Booking;

function forAdmin(stored: StoredBooking): AdminBooking {
  const view: Record<string, unknown> = {};
  for (const field of ADMIN_BOOKING_FIELDS) {
    if (stored[field] !== undefined) view[field] = stored[field];
  }
  return view as AdminBooking;
}

export async function listAdminBookings(): Promise<AdminBooking[]> {
  return (await listBookings()).map(forAdmin);
}

const REFUND_FAILED =
  'Prenotazione rifiutata, ma il rimborso tramite Stripe non è riuscito: gestiscilo manualmente dal pannello Stripe.';

/**
 * The owner's status change (SPEC 4): pending -> confirmed, pending|confirmed -> rejected.
 * Rejecting frees the nights (and closes an unpaid checkout); with `refund`, a paid booking is
 * then refunded in full through Stripe, once (idempotent), and the refund recorded on it.
 */
export async function changeBookingStatus(
  id: string,
  status: 'confirmed' | 'rejected',
  options: { refund?: boolean } = {},
): Promise<{ booking: AdminBooking; refundError?: string }> {
  const current = await requireBooking(id);
  if (!canTransition(current.status, status)) {
    throw new InvalidTransition(
      `Una prenotazione "${BOOKING_STATUS_LABELS[current.status]}" non può passare a "${BOOKING_STATUS_LABELS[status]}".`,
    );
  }
  if (status === 'confirmed') {
    const result = await confirmPaidBooking(id, { source: 'admin' });
    if (result.outcome === 'rejected') {
      throw new InvalidTransition('La prenotazione è stata rifiutata nel frattempo.');
    }
    return { booking: forAdmin(result.booking) };
  }

  const rejected = await rejectBooking(current);
  const paid = current.status === 'confirmed' && Boolean(current.paymentIntentId);
  if (!options.refund || !paid || current.refund) return { booking: forAdmin(rejected) };
  try {
    const refund = await refundBooking(current);
    const refunded = await recordRefund(id, refund);
    logger.info('booking refunded', { bookingId: id, refundId: refund.id, amount: refund.amount });
    return { booking: forAdmin(refunded) };
  } catch (error) {
    logger.error('refund of a rejected booking failed', { bookingId: id, error });
    return { booking: forAdmin(rejected), refundError: REFUND_FAILED };
  }
}

/**
 * Rejects a booking (pending or confirmed), frees its nights at once, and closes its Stripe
 * session if it was still awaiting payment, so the guest cannot pay for a rejected stay.
 */
async function rejectBooking(booking: StoredBooking, now = new Date()): Promise<StoredBooking> {
  const rejected = await markRejected(booking.id, now);
  if (!rejected) {
    throw new InvalidTransition('Lo stato della prenotazione è cambiato nel frattempo');
  }
  await releaseNights(
    rejected.apartmentId,
    rejected.id,
    eachNight(rejected.checkIn, rejected.checkOut),
    {
      onlyHeld: false,
    },
  );
  if (rejected.paymentIntentId && !rejected.paidAt) {
    await expireCheckoutSession(rejected.paymentIntentId).catch((error: unknown) =>
      logger.warn('could not expire the Stripe session of a rejected booking', {
        id: rejected.id,
        error,
      }),
    );
  }
  return rejected;
}
