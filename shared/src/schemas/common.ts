import * as z from 'zod';
import { it } from 'zod/locales';
import { APARTMENT_CATEGORIES, APARTMENT_IDS } from '../config/apartments';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../config/locales';
import { site } from '../config/site';
import { countNights, isCalendarDate } from '../domain/dates';
import type { StayRuleReason } from '../domain/stay-rules';
import { STAY_MESSAGES } from '../domain/stay-terms';

// Generic validation messages in Italian, on the server and in the browser alike.
z.config(it());

/**
 * The years a date of this site may fall in. zod's ISO date accepts 0000-9999, but `Date.UTC`
 * reads the years 0-99 as 1900-1999, so such a date passed validation and then broke the date
 * arithmetic (a 500): the range is checked here, once, for every date of every request.
 */
export const DATE_YEARS = { min: 2000, max: 2100 } as const;
export const DATE_OUT_OF_RANGE = `Data fuori dall'intervallo consentito (anni ${DATE_YEARS.min}-${DATE_YEARS.max})`;

/** A real calendar date `yyyy-MM-dd` (2026-02-30 is refused) in a plausible year. */
export const calendarDate = z.iso
  .date({ error: 'Data non valida: usa il formato aaaa-mm-gg' })
  .refine(
    (value) => {
      const year = Number(value.slice(0, 4));
      return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
    },
    // Only for a well-formed date: a malformed one already has its own message.
    { error: DATE_OUT_OF_RANGE, when: (payload) => payload.issues.length === 0 },
  );

export const apartmentId = z.enum(APARTMENT_IDS, { error: 'Appartamento non valido' });
export const apartmentCategory = z.enum(APARTMENT_CATEGORIES);

/** An opaque id in a path: non-empty, printable, bounded. */
export const entityId = z.string().trim().min(1).max(128);

/**
 * Checks a stay-like range `[start, end)` named as each call names it (`checkIn`/`checkOut`,
 * `startDate`/`endDate`): the end after the start, at most the longest stay. Use with superRefine.
 */
export function refineRange<S extends string, E extends string>(startKey: S, endKey: E) {
  return (value: Record<S | E, string>, ctx: z.RefinementCtx) => {
    // zod still runs refinements after a format issue (2026-02-30): that field already carries
    // its own message, and countNights would throw, turning bad input into a 500.
    if (!isCalendarDate(value[startKey]) || !isCalendarDate(value[endKey])) return;
    const nights = countNights(value[startKey], value[endKey]);
    if (nights < 1) {
      ctx.addIssue({ code: 'custom', path: [endKey], message: STAY_MESSAGES.checkOutAfterCheckIn });
    } else if (nights > site.stay.maxNights) {
      ctx.addIssue({ code: 'custom', path: [endKey], message: STAY_MESSAGES.tooLong });
    }
  };
}

/**
 * What the owner's price rules and stay rules share: a period of days, ending on or after its
 * start, and a priority from 1 to 5 that settles where two rules overlap.
 */
export const PERIOD_END_MESSAGE =
  'La data di fine deve essere uguale o successiva alla data di inizio';
const PRIORITY_MESSAGE = 'La priorità deve essere tra 1 e 5';
export const rulePriority = z
  .number({ error: PRIORITY_MESSAGE })
  .int(PRIORITY_MESSAGE)
  .min(1, PRIORITY_MESSAGE)
  .max(5, PRIORITY_MESSAGE)
  .default(1);

export function refinePeriod(
  rule: { startDate: string; endDate: string },
  ctx: z.RefinementCtx,
): void {
  // Compare only real dates: a malformed one already has its own message.
  if (
    isCalendarDate(rule.startDate) &&
    isCalendarDate(rule.endDate) &&
    rule.endDate < rule.startDate
  ) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: PERIOD_END_MESSAGE });
  }
}

const positiveNights = z.number().int().positive();
/** A stay rule's refusal by code, with its figures (domain/stay-rules.ts' StayRuleReason). */
export const stayRuleReason: z.ZodType<StayRuleReason> = z.discriminatedUnion('code', [
  z.object({ code: z.enum(['minStay', 'maxStay']), nights: positiveNights, byRule: z.boolean() }),
  z.object({ code: z.enum(['closedToArrival', 'closedToDeparture']), date: calendarDate }),
  z.object({ code: z.enum(['minLead', 'maxAdvance']), days: z.number().int().nonnegative() }),
  z.object({
    code: z.literal('wholeGap'),
    from: calendarDate,
    to: calendarDate,
    nights: positiveNights,
  }),
]);

/**
 * A guest's language (config/locales.ts), recorded with a booking and a contact message; one
 * without is Italian.
 */
export const guestLocale = z.enum(LOCALES, { error: 'Lingua non supportata' });

/** The body of every 4xx/5xx answer: an Italian message, a stable code and the fields at fault. */
export const apiErrorBody = z.object({
  error: z.string(),
  code: z.string(),
  /**
   * Each field at fault, with the server's Italian message and a stable `code` the browser turns
   * into the page's language (zod's issue codes; a stay's rule or check by name).
   */
  issues: z
    .array(
      z.object({
        field: z.string(),
        message: z.string(),
        code: z.string().optional(),
        /** A broken stay rule's code and figures (`minStay`, 3 nights): the message's values. */
        rule: stayRuleReason.optional(),
      }),
    )
    .optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

export const successBody = z.object({ success: z.literal(true) });

/**
 * `?lang=` of the routes that answer in a language (the site's texts, the apartments): the
 * language read or written. A value that is not one of the site's languages (or none) means
 * Italian: ignored, never echoed back in an error.
 */
export const languageQuery = z.object({
  lang: z
    .unknown()
    .optional()
    .transform((value): Locale => (isLocale(value) ? value : DEFAULT_LOCALE)),
});
