import { canTransition } from '@catania/shared/domain/booking-status';
import { BOOKING_STATUS_LABELS } from '@catania/shared/schemas/booking';
import { refundBooking } from '../adapters/stripe';
import { getBooking, listBookings, recordRefund, type StoredBooking } from '../data/bookings-repo';
import { conflict, notFound } from '../http/errors';
import { logger } from '../http/logger';
import { confirmPaidBooking, rejectBookingAndCloseCheckout } from '../services/booking';

/** What the admin reads of a booking: everything but the guest's payment link. */
export type AdminBooking = Omit<StoredBooking, 'checkoutUrl'>;

const forAdmin = ({ checkoutUrl: _link, ...booking }: StoredBooking): AdminBooking => booking;

export async function listAdminBookings(): Promise<AdminBooking[]> {
  return (await listBookings()).map(forAdmin);
}

export const REFUND_FAILED =
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
  const current = await getBooking(id);
  if (!current) throw notFound('Prenotazione non trovata');
  if (!canTransition(current.status, status)) {
    throw conflict(
      `Una prenotazione "${BOOKING_STATUS_LABELS[current.status]}" non può passare a "${BOOKING_STATUS_LABELS[status]}".`,
      'invalid_transition',
    );
  }
  if (status === 'confirmed') {
    const result = await confirmPaidBooking(id, { source: 'admin' });
    if (result.outcome === 'rejected') {
      throw conflict('La prenotazione è stata rifiutata nel frattempo.', 'invalid_transition');
    }
    return { booking: forAdmin(result.booking) };
  }

  const rejected = await rejectBookingAndCloseCheckout(id);
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
