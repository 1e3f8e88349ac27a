import * as z from 'zod';
import { EXTRA_ERRORS, EXTRA_ID_PATTERN, EXTRA_PRICINGS } from '../domain/extras';
import { translatedLocale } from './apartment';
import { apartmentId, calendarDate, languageQuery, refineRange } from './common';
import { staleTranslations, translatedText } from './site-content';

/** The guest's extras: what can be bought now, and the purchase. */

export const extraLine = z.object({
  id: z.string(),
  name: z.string(),
  /** As stored: its name in the other languages (a guest's answer carries its own language's). */
  translations: z.partialRecord(translatedLocale, z.object({ name: z.string() })).optional(),
  pricing: z.enum(EXTRA_PRICINGS).optional(),
  quantity: z.number().int(),
  count: z.number().int().optional(),
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
  /**
   * A late check-out the owner removed (its day sold again): when, and whether its price goes
   * back to the guest (then `refundedAt` once Stripe made it).
   */
  removed: z.object({ at: z.iso.datetime(), refund: z.boolean() }).optional(),
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

/** The owner removes a bought late check-out: its day is free again; refunded or not, said. */
export const removeLateCheckoutRequest = z.strictObject({
  refund: z.boolean({ error: 'Scegli se rimborsare il check-out posticipato all’ospite' }),
});
export type RemoveLateCheckoutRequest = z.infer<typeof removeLateCheckoutRequest>;

export const extraOffer = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  pricing: z.enum(['stay', 'day', 'night']),
  priceEuro: z.number(),
  depositEuro: z.number().optional(),
  /** How many one booking can take (cars a day, pets): absent, one. */
  maxQuantity: z.number().int().optional(),
  /** An extra by the day: the days that can be chosen. */
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

/** The most of one extra any limit allows (the owner sets each extra's own, up to this). */
export const MAX_EXTRA_QUANTITY = 20;

const EXTRA_CHOICE_ERRORS = {
  count: `La quantità deve essere un numero intero tra 1 e ${MAX_EXTRA_QUANTITY}`,
} as const;

const choice = z.strictObject(
  {
    id: z.string().regex(EXTRA_ID_PATTERN, EXTRA_ERRORS.unknown),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    count: z
      .number({ error: EXTRA_CHOICE_ERRORS.count })
      .int(EXTRA_CHOICE_ERRORS.count)
      .min(1, EXTRA_CHOICE_ERRORS.count)
      .max(MAX_EXTRA_QUANTITY, EXTRA_CHOICE_ERRORS.count)
      .optional(),
  },
  { error: EXTRA_ERRORS.unknown },
);

/** Choices of extras: each extra once, at most 20 (`min`: how many must be chosen). */
const choices = (min: number) =>
  z
    .array(choice, { error: EXTRA_ERRORS.empty })
    .min(min, EXTRA_ERRORS.empty)
    .max(20)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, {
      error: EXTRA_ERRORS.duplicate,
    });

export const buyExtrasRequest = z.strictObject({ items: choices(1) });

/** The extras a guest takes with the stay, in the booking dialog (none: the stay alone). */
export const stayExtraChoices = choices(0);
export type StayExtraChoices = z.infer<typeof stayExtraChoices>;

/** GET /api/prices/{id}/extras: what a prospective stay can take, with the server's prices. */
export const stayExtrasResponse = z.object({ available: z.array(extraOffer) });
export type StayExtrasResponse = z.infer<typeof stayExtrasResponse>;
export type ExtraOffer = z.infer<typeof extraOffer>;
export type BuyExtrasRequest = z.infer<typeof buyExtrasRequest>;

export const buyExtrasResponse = z.object({ url: z.url() });

export const EXTRA_DEFINITION_ERRORS = {
  id: 'Codice dell’extra non valido: lettere minuscole, cifre e trattini',
  name: 'Scrivi il nome dell’extra (al massimo 80 caratteri)',
  description: 'La descrizione può avere al massimo 300 caratteri',
  pricing: 'Scegli se il prezzo è a soggiorno, a notte o al giorno',
  price: 'Il prezzo deve essere maggiore di 0 €',
  priceMax: 'Il prezzo può essere al massimo 1.000 €',
  deposit: 'La cauzione deve essere tra 0 e 2.000 €',
  cents: 'Usa al massimo due decimali',
  maxQuantity: `La quantità massima per prenotazione deve essere un numero intero tra 1 e ${MAX_EXTRA_QUANTITY}`,
} as const;

const euros = (min: z.ZodNumber) =>
  min.refine((n) => Math.round(n * 100) === n * 100, EXTRA_DEFINITION_ERRORS.cents);

export const EXTRA_TEXT_LIMITS = { name: 80, description: 300 } as const;

/**
 * An extra's words in another language (English), each optional, with the Italian's limits: a
 * text left empty shows the Italian to the guest, as an apartment's translation does.
 */
export const extraTranslationInput = z.strictObject({
  name: translatedText('Nome', EXTRA_TEXT_LIMITS.name),
  description: translatedText('Descrizione', EXTRA_TEXT_LIMITS.description),
});

/** An extra as the owner writes it in the panel: the server keeps the seed's own rule. */
export const extraDefinitionInput = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, EXTRA_DEFINITION_ERRORS.name)
    .max(EXTRA_TEXT_LIMITS.name, EXTRA_DEFINITION_ERRORS.name),
  description: z
    .string()
    .trim()
    .max(EXTRA_TEXT_LIMITS.description, EXTRA_DEFINITION_ERRORS.description),
  pricing: z.enum(EXTRA_PRICINGS, { error: EXTRA_DEFINITION_ERRORS.pricing }),
  priceEuro: euros(
    z
      .number({ error: EXTRA_DEFINITION_ERRORS.price })
      .gt(0, EXTRA_DEFINITION_ERRORS.price)
      .max(1000, EXTRA_DEFINITION_ERRORS.priceMax),
  ),
  depositEuro: euros(
    z
      .number({ error: EXTRA_DEFINITION_ERRORS.deposit })
      .min(0, EXTRA_DEFINITION_ERRORS.deposit)
      .max(2000, EXTRA_DEFINITION_ERRORS.deposit),
  ).optional(),
  apartmentIds: z.array(apartmentId).max(20),
  active: z.boolean(),
  maxQuantity: z
    .number({ error: EXTRA_DEFINITION_ERRORS.maxQuantity })
    .int(EXTRA_DEFINITION_ERRORS.maxQuantity)
    .min(1, EXTRA_DEFINITION_ERRORS.maxQuantity)
    .max(MAX_EXTRA_QUANTITY, EXTRA_DEFINITION_ERRORS.maxQuantity)
    .optional(),
  /** Its name and description in the site's other languages (none: guests read the Italian). */
  translations: z.partialRecord(translatedLocale, extraTranslationInput).optional(),
});
export type ExtraDefinitionInput = z.infer<typeof extraDefinitionInput>;

export const extraIdParam = z.string().regex(EXTRA_ID_PATTERN, EXTRA_DEFINITION_ERRORS.id);

export const extraDefinition = extraDefinitionInput.extend({
  id: z.string(),
  rule: z.literal('late-checkout').optional(),
});

/**
 * An extra in the owner's panel, with the translated fields (`name`, `description`) whose Italian
 * has changed since they were written.
 */
export const adminExtraDefinition = extraDefinition.extend({ staleTranslations });
export type AdminExtraDefinition = z.infer<typeof adminExtraDefinition>;

/** GET /api/admin/extras: the catalogue, the seed's extras first. */
export const listExtraDefinitionsResponse = z.object({ extras: z.array(adminExtraDefinition) });
export const putExtraDefinitionResponse = z.object({ extra: adminExtraDefinition });

/** GET /api/prices/{id}/extras: the stay's dates, and the language of the extras' words. */
export const stayExtrasQuery = z
  .strictObject({
    startDate: calendarDate,
    endDate: calendarDate,
    lang: languageQuery.shape.lang,
  })
  .superRefine(refineRange('startDate', 'endDate'));
