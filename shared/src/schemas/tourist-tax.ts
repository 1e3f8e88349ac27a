import * as z from 'zod';
import { isTaxPeriod } from '../domain/tax-periods';
import { taxRateProblems } from '../domain/tourist-tax';
import { calendarDate } from './common';

/**
 * The tourist tax's owner-side API: the dated rate periods the owner edits, the
 * payments to the municipality per period, and the yearly account (Modello 21). The report of a
 * month or quarter is `taxReportResponse` (./checkin).
 */

const centsInEuro = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const taxRate = z.strictObject({
  from: calendarDate,
  euroPerPersonPerNight: z
    .number({ error: 'Indica la tariffa in euro' })
    .min(0, 'La tariffa non può essere negativa')
    .max(50, 'La tariffa è al massimo di 50 euro')
    .refine(centsInEuro, 'La tariffa ha al massimo due decimali'),
  maxNights: z
    .number({ error: 'Indica il numero massimo di notti' })
    .int('Il numero di notti deve essere intero')
    .min(1, 'Almeno una notte')
    .max(365, 'Al massimo 365 notti'),
  exemptUnderAge: z
    .number({ error: 'Indica l\u2019età di esenzione' })
    .int('L\u2019età deve essere un numero intero')
    .min(0, 'Età non valida')
    .max(30, 'Età non valida'),
});
export type TaxRateBody = z.infer<typeof taxRate>;

const rateList = z
  .array(taxRate)
  .min(1, 'Indica almeno una tariffa')
  .max(40, 'Al massimo 40 periodi')
  .superRefine((rates, ctx) => {
    for (const problem of taxRateProblems(rates)) {
      ctx.addIssue({ code: 'custom', path: [problem.index, 'from'], message: problem.message });
    }
  });

/** PUT /api/admin/tourist-tax/rates: the whole list, `{rates: [...]}` or the list itself. */
export const updateTaxRatesRequest = z.preprocess(
  (value) => (Array.isArray(value) ? { rates: value } : value),
  z.strictObject({ rates: rateList }),
);
export const taxRatesResponse = z.object({
  rates: z.array(taxRate),
  /** When the owner last changed them; absent while the seed applies. */
  updatedAt: z.iso.datetime().optional(),
});

export const taxPeriodParam = z
  .string()
  .refine(isTaxPeriod, 'Periodo non valido: usa aaaa-mm (un mese) o aaaa-Q1…Q4 (un trimestre)');

export const taxPayment = z.object({
  period: z.string(),
  amountCents: z.number().int(),
  paidOn: calendarDate,
  reference: z.string().optional(),
});

/** PUT /api/admin/tourist-tax/payments/{period}: what was paid over for the period, and when. */
export const recordTaxPaymentRequest = z.strictObject({
  amountEuro: z
    .number({ error: 'Indica l\u2019importo versato' })
    .min(0.01, 'L\u2019importo deve essere maggiore di zero')
    .max(1_000_000, 'Importo non valido')
    .refine(centsInEuro, 'L\u2019importo ha al massimo due decimali'),
  paidOn: calendarDate,
  reference: z.string().trim().max(80, 'Al massimo 80 caratteri').optional(),
});
export const taxPaymentResponse = z.object({ payment: taxPayment });

export const annualTaxQuery = z.strictObject({
  year: z
    .string()
    .regex(/^20\d\d$/, 'Anno non valido: usa aaaa')
    .transform(Number),
});
const annualFigures = {
  stays: z.number().int(),
  persons: z.number().int(),
  taxableNights: z.number().int(),
  amountCents: z.number().int(),
  collectedCents: z.number().int(),
  paidOverCents: z.number().int(),
};
export const annualTaxResponse = z.object({
  year: z.number().int(),
  months: z.array(z.object({ month: z.string(), label: z.string(), ...annualFigures })),
  total: z.object({ ...annualFigures, toPayOverCents: z.number().int() }),
  payments: z.array(taxPayment),
});
export type AnnualTaxResponse = z.infer<typeof annualTaxResponse>;
