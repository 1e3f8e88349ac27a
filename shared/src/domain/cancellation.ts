import type { z } from 'zod';
import { site } from '../config/site';
import type { BookingStatus } from '../schemas/booking';
import type { cancellationQuoteSchema } from '../schemas/guest-booking';
import { type CalendarDate, daysBetween } from './dates';
import { centsToEuro, euroToCents } from './money';
import { type PaymentFacts, paymentSummary } from './payment';

/**
 * The guest's cancellation under the one policy of the site config (the terms page's): a full
 * refund up to `freeUntilDaysBefore` days before check-in, `partialRefund.refundPercentage` from
 * then until `noRefundWithinDays` days before, nothing after. Days are Catania calendar days:
 * check-in minus today. Pure: `today` is passed in.
 */
export function refundPercentage(daysBefore: number): number {
  const { freeUntilDaysBefore, partialRefund, noRefundWithinDays } = site.cancellation;
  if (daysBefore >= freeUntilDaysBefore) return 100;
  if (daysBefore >= noRefundWithinDays) return partialRefund.refundPercentage;
  return 0;
}

/** Cancelling today: allowed with its refund, or refused with the reason (schemas/booking). */
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;
export type CancellationRefusal = Extract<CancellationQuote, { allowed: false }>['reason'];

/** The Italian words for a cancellation the guest cannot make. */
export const CANCELLATION_REFUSALS: Record<CancellationRefusal, string> = {
  not_confirmed: "Questa prenotazione non è confermata: non c'è nulla da cancellare.",
  started: `Il soggiorno è già iniziato: non è più possibile cancellarlo online. Per qualsiasi necessità contattaci al ${site.contacts.phone}.`,
};

/** What cancelling today would mean for a booking: allowed or not, and the refund. */
export function cancellationQuote(
  booking: PaymentFacts & { status: BookingStatus; checkIn: CalendarDate },
  today: CalendarDate,
): CancellationQuote {
  if (booking.status !== 'confirmed') return { allowed: false, reason: 'not_confirmed' };
  const daysBefore = daysBetween(today, booking.checkIn);
  // From the check-in day on, the stay has begun (or the guest did not show): no cancellation.
  if (daysBefore <= 0) return { allowed: false, reason: 'started' };
  const percentage = refundPercentage(daysBefore);
  const { amountPaid } = paymentSummary(booking);
  return {
    allowed: true,
    daysBefore,
    refundPercentage: percentage,
    refund: centsToEuro(Math.round((euroToCents(amountPaid) * percentage) / 100)),
  };
}
