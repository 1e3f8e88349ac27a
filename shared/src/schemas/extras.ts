import * as z from 'zod';
import { EXTRA_ERRORS, EXTRA_IDS } from '../domain/extras';
import { calendarDate } from './common';

/** The guest's extras (issue 25): what can be bought now, and the purchase. */

export const extraLine = z.object({
  id: z.enum(EXTRA_IDS),
  name: z.string(),
  quantity: z.number().int(),
  unitEuro: z.number(),
  totalEuro: z.number(),
  depositEuro: z.number().optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
});

/** An extra bought and paid, on the booking: with when, and a deposit's return. */
export const bookingExtra = extraLine.extend({
  purchaseId: z.string(),
  paidAt: z.iso.datetime(),
  depositReturnedAt: z.iso.datetime().optional(),
});
export type BookingExtra = z.infer<typeof bookingExtra>;

export const extraOffer = z.object({
  id: z.enum(EXTRA_IDS),
  name: z.string(),
  description: z.string(),
  pricing: z.enum(['stay', 'day', 'night']),
  priceEuro: z.number(),
  depositEuro: z.number().optional(),
  /** Parking: the days that can be chosen. */
  days: z.array(calendarDate).optional(),
});

export const listExtrasResponse = z.object({
  /** What can be bought now, with prices. */
  available: z.array(extraOffer),
  /** What was bought. */
  purchased: z.array(bookingExtra),
  /** Why nothing (more) can be bought, when so. */
  notice: z.string().optional(),
});

const choice = z.discriminatedUnion(
  'id',
  [
    z.strictObject({ id: z.literal('late-checkout') }),
    z.strictObject({ id: z.literal('pet') }),
    z.strictObject({ id: z.literal('parking'), from: calendarDate, to: calendarDate }),
  ],
  { error: 'Extra non disponibile' },
);

export const buyExtrasRequest = z.strictObject({
  items: z
    .array(choice, { error: EXTRA_ERRORS.empty })
    .min(1, EXTRA_ERRORS.empty)
    .max(3)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, {
      error: EXTRA_ERRORS.duplicate,
    }),
});
export type BuyExtrasRequest = z.infer<typeof buyExtrasRequest>;

export const buyExtrasResponse = z.object({ url: z.url() });
