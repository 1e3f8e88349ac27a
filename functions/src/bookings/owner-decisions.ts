import { canTransition } from '@catania/shared/domain/booking-status';
import { eachNight } from '@catania/shared/domain/dates';
import { paymentSummary } from '@catania/shared/domain/payment';
import {
  ADMIN_BOOKING_FIELDS,
  BOOKING_STATUS_LABELS,
  type Booking,
} from '@catania/shared/schemas/booking';
import { requireApartment } from '../apartments/apartments';
import { releaseNights } from '../availability/night-ledger';
import { env } from '../lib/env';
import { InvalidTransition } from '../lib/errors';
import { logger } from '../lib/logger';
import { sendQueued } from '../mail/outbox';
import type { OutboxMail } from '../mail/outbox-repo';
import { bookingMail, renderGuestRejection } from './booking-mails';
import { listBookings, markRejected, requireBooking, type StoredBooking } from './booking-repo';
import { confirmBooking } from './confirmation';
import { guestLinks } from './guest-links';
import { makeRefund } from './refunds';
import { expireCheckoutSession } from './stripe';

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
  'Prenotazione rifiutata e ospite avvisato, ma Stripe non ha ancora eseguito il rimborso: verrà ritentato automaticamente ogni pochi minuti.';

/**
 * The owner's status change (SPEC 4): pending -> confirmed, pending|confirmed -> rejected.
 * Confirming an unpaid booking leaves it to be paid (the guest is told the amount). Rejecting
 * frees the nights, closes an unpaid checkout, refunds a paid booking in full through Stripe
 * (once; retried by the job if Stripe fails) and mails the guest.
 */
export async function changeBookingStatus(
  id: string,
  status: 'confirmed' | 'rejected',
  now = new Date(),
): Promise<{ booking: AdminBooking; refundError?: string }> {
  const current = await requireBooking(id);
  if (!canTransition(current.status, status)) {
    throw new InvalidTransition(
      `Una prenotazione "${BOOKING_STATUS_LABELS[current.status]}" non può passare a "${BOOKING_STATUS_LABELS[status]}".`,
    );
  }
  if (status === 'confirmed') {
    const result = await confirmBooking(id, { source: 'admin', now });
    if (result.outcome === 'rejected') {
      throw new InvalidTransition('La prenotazione è stata rifiutata nel frattempo.');
    }
    return { booking: forAdmin(result.booking) };
  }
  return rejectBooking(current, now);
}

/**
 * Rejects a booking (pending or confirmed) once: the status, the refund owed and the guest's mail
 * in one transaction; then its nights are freed, an open Stripe session closed (the guest cannot
 * pay for a rejected stay) and the refund made.
 */
async function rejectBooking(
  booking: StoredBooking,
  now: Date,
): Promise<{ booking: AdminBooking; refundError?: string }> {
  const payment = paymentSummary(booking);
  const refundDue = payment.paid ? payment.amountPaid - payment.amountRefunded : 0;
  const rejected: StoredBooking = {
    ...booking,
    status: 'rejected',
    rejectedAt: now.toISOString(),
    ...(refundDue > 0 ? { refundDue } : {}),
  };
  const apartment = await requireApartment(booking.apartmentId);
  const mails: OutboxMail[] = [
    bookingMail(
      booking,
      'guest-rejection',
      'guest-rejection',
      renderGuestRejection({
        booking: rejected,
        apartment,
        siteUrl: env.SITE_URL,
        guestLink: guestLinks(booking, env.SITE_URL)?.page,
      }),
    ),
  ];
  if (!(await markRejected(booking.id, { now, refundDue, mails }))) {
    throw new InvalidTransition('Lo stato della prenotazione è cambiato nel frattempo');
  }
  await releaseNights(
    booking.apartmentId,
    booking.id,
    eachNight(booking.checkIn, booking.checkOut),
    {
      onlyHeld: false,
    },
  );
  if (booking.paymentIntentId && !payment.paid) {
    await expireCheckoutSession(booking.paymentIntentId).catch((error: unknown) =>
      logger.warn('could not expire the Stripe session of a rejected booking', {
        id: booking.id,
        error,
      }),
    );
  }
  const refund = refundDue > 0 ? await makeRefund(booking.id, now) : undefined;
  await sendQueued(mails);
  logger.info('booking rejected', { bookingId: booking.id, refundDue });
  return {
    booking: forAdmin(await requireBooking(booking.id)),
    ...(refund && !refund.made ? { refundError: REFUND_FAILED } : {}),
  };
}
