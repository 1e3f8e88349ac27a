import { bookingGuestForm, type PendingBooking } from '@catania/shared/schemas/booking';
import type { PriceCalculateResponse } from '@catania/shared/schemas/pricing';
import * as z from 'zod';
import { optionalText } from '../../lib/form';

/** What the booking dialog's form checks (the guest's details) and hands to the checkout (the quote). */

/** The dialog's inputs, checked by the shared guest form schema (product §5). */
export const guestForm = z
  .object({
    guestName: z.string(),
    guestEmail: z.string(),
    guestPhone: optionalText,
    guests: z.number(),
    specialRequests: optionalText,
  })
  .pipe(bookingGuestForm);

/**
 * What the checkout repeats of the server's quote: its lines, when they make the total the guest
 * is about to pay, and the tourist tax. Nothing when the quote could not be had (the base price).
 */
export function quoteForCheckout(
  quote: PriceCalculateResponse | undefined,
  total: number,
): Pick<PendingBooking, 'priceBreakdown' | 'touristTax'> {
  if (!quote) return {};
  const { nightly, subtotal, discounts, gap, touristTax } = quote;
  return quote.totalPrice === total
    ? { priceBreakdown: { nightly, subtotal, discounts, total, gap }, touristTax }
    : { touristTax };
}
