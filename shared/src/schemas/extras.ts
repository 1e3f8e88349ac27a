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

export const DEPOSIT_OUTCOMES = ['returned', 'kept'] as const;

/** What the owner decided of a deposit after the stay, and when Stripe gave it back. */
export const depositDecision = z.object({
  outcome: z.enum(DEPOSIT_OUTCOMES),
  decidedAt: z.iso.datetime(),
  reason: z.string().optional(),
  /** A returned deposit paid online: when Stripe's refund of it was made. */
  refundedAt: z.iso.datetime().optional(),
});
export type DepositDecision = z.infer<typeof depositDecision>;

/** An extra bought and paid, on the booking: with when, its refund and its deposit's fate. */
export const bookingExtra = extraLine.extend({
  purchaseId: z.string(),
  paidAt: z.iso.datetime(),
  /** Refunded in full with its cancelled stay. */
  refundedAt: z.iso.datetime().optional(),
  deposit: depositDecision.optional(),
});
export type BookingExtra = z.infer<typeof bookingExtra>;

export const DEPOSIT_ERRORS = {
  reason: 'Scrivi perché la cauzione viene trattenuta',
  reasonLong: 'Il motivo può avere al massimo 500 caratteri',
  purchase: 'Extra con cauzione mancante',
} as const;

/** The owner's word on a deposit: returned (refunded on Stripe) or kept, with a reason. */
export const decideDepositRequest = z
  .strictObject({
    purchaseId: z.string({ error: DEPOSIT_ERRORS.purchase }).min(1, DEPOSIT_ERRORS.purchase),
    extraId: z.string({ error: DEPOSIT_ERRORS.purchase }).min(1, DEPOSIT_ERRORS.purchase),
    outcome: z.enum(DEPOSIT_OUTCOMES, { error: 'Scegli se la cauzione è restituita o trattenuta' }),
    reason: z.string().trim().max(500, DEPOSIT_ERRORS.reasonLong).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.outcome === 'kept' && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: DEPOSIT_ERRORS.reason });
    }
  });
export type DecideDepositRequest = z.infer<typeof decideDepositRequest>;

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
