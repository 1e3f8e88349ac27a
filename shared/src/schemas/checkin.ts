import * as z from 'zod';
import { site } from '../config/site';
import { isCalendarDate } from '../domain/dates';
import { STAY_MESSAGES } from '../domain/stay-terms';
import { isTaxPeriod } from '../domain/tax-periods';
import { EXEMPTION_REASONS } from '../domain/tourist-tax';
import { alloggiatiView } from './alloggiati';
import { apartmentId, calendarDate, refineRange } from './common';
import { accessView, identificationView } from './identification';
import { birthPlace, identityDocument } from './precheckin';
import { taxPayment } from './tourist-tax';

/**
 * The check-in capability's API: the guest's pre-check-in by secret link, and the
 * owner's 'Check-in e ospiti' view (arrivals, the Alloggiati Web file, imported stays, the tourist
 * tax and its report). The pre-check-in body itself is `precheckinRequest` (./precheckin).
 */

/** A stay that goes through check-in: a direct booking, or an arrival the owner opened. */
export const stayKey = z
  .string()
  .regex(/^(booking|arrival):[0-9a-f-]{36}$/i, 'Soggiorno non valido');
export type StayKey = z.infer<typeof stayKey>;

export const stayKind = z.enum(['booking', 'arrival']);
export type StayKind = z.infer<typeof stayKind>;

/** Where a stay was booked: here, or on a platform whose calendar is imported. */
export const STAY_SOURCES = ['direct', 'airbnb', 'booking', 'other'] as const;
export const STAY_SOURCE_LABELS: Record<(typeof STAY_SOURCES)[number], string> = {
  direct: 'Sito',
  airbnb: 'Airbnb',
  booking: 'Booking.com',
  other: 'Calendario esterno',
};
export const staySource = z.enum(STAY_SOURCES);

export const PRECHECKIN_STATUSES = ['missing', 'complete', 'purged'] as const;
export const precheckinStatus = z.enum(PRECHECKIN_STATUSES);
export type PrecheckinStatus = z.infer<typeof precheckinStatus>;
export const PRECHECKIN_STATUS_LABELS: Record<PrecheckinStatus, string> = {
  missing: 'Da completare',
  complete: 'Completato',
  purged: 'Dati cancellati',
};

export const exemptionReason = z.enum(EXEMPTION_REASONS as [string, ...string[]]);

/** What the tourist tax of a stay is, and whether the owner collected it. */
export const stayTaxView = z.object({
  amountCents: z.number().int(),
  taxableNights: z.number().int(),
  persons: z.number().int(),
  /** The pre-check-in is missing: persons are the booking's count, all taken as adults. */
  estimated: z.boolean(),
  collected: z.boolean(),
  collectedAt: z.iso.datetime().optional(),
  /** Per person, in the pre-check-in's order: a minor, and the owner's exemption if any. */
  personExemptions: z.array(
    z.object({ minor: z.boolean(), exemption: exemptionReason.optional() }),
  ),
});
export type StayTaxView = z.infer<typeof stayTaxView>;

export const arrivalSummary = z.object({
  stayKey,
  kind: stayKind,
  source: staySource,
  apartmentId,
  checkIn: calendarDate,
  checkOut: calendarDate,
  nights: z.number().int(),
  guests: z.number().int(),
  guestName: z.string().optional(),
  guestEmail: z.string().optional(),
  precheckin: precheckinStatus,
  submittedAt: z.iso.datetime().optional(),
  reminderSentAt: z.iso.datetime().optional(),
  /** An arrival's pre-check-in link, for the owner to copy (a booking's is in the guest's mails). */
  link: z.string().optional(),
  touristTax: stayTaxView,
  identification: identificationView,
  /** Pre-check-in complete and lead guest identified: the access details may reach the guest. */
  accessReleased: z.boolean(),
  /** Each guest's registration with Alloggiati Web (the arrival's, or today's for a long stay). */
  alloggiati: alloggiatiView,
});
export type ArrivalSummary = z.infer<typeof arrivalSummary>;

/** At most two months of arrivals in one request. */
const MAX_RANGE_DAYS = 62;
export const arrivalsQuery = z
  .strictObject({ from: calendarDate, to: calendarDate })
  .superRefine((value, ctx) => {
    if (!isCalendarDate(value.from) || !isCalendarDate(value.to)) return;
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
    if (days < 0 || days > MAX_RANGE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Scegli un intervallo di al massimo ${MAX_RANGE_DAYS} giorni`,
      });
    }
  });
export const listArrivalsResponse = z.object({ arrivals: z.array(arrivalSummary) });

export const alloggiatiQuery = z.strictObject({ date: calendarDate });
/** The Alloggiati Web file of an arrival date: plain text, one fixed-width record a line. */
export const alloggiatiFileResponse = z.string();

/** A run of nights an imported calendar blocks: a stay booked on another platform. */
export const importedStay = z.object({
  apartmentId,
  calendarId: z.string(),
  source: staySource,
  checkIn: calendarDate,
  checkOut: calendarDate,
  nights: z.number().int(),
});
export type ImportedStay = z.infer<typeof importedStay>;
export const listImportedStaysResponse = z.object({ stays: z.array(importedStay) });

export const createArrivalRequest = z
  .strictObject({
    apartmentId,
    checkIn: calendarDate,
    checkOut: calendarDate,
    source: staySource.exclude(['direct']).default('other'),
    guests: z
      .number({ error: 'Indica quanti ospiti' })
      .int()
      .min(1, STAY_MESSAGES.minGuests)
      .max(site.stay.maxGuests, STAY_MESSAGES.maxGuests),
    guestName: z.string().trim().max(120).optional(),
    /** When given, the link is mailed to the guest at once. */
    guestEmail: z.email({ error: 'Email non valida' }).max(254).optional(),
  })
  .superRefine(refineRange('checkIn', 'checkOut'));
export type CreateArrivalRequest = z.input<typeof createArrivalRequest>;
export const createArrivalResponse = z.object({
  arrival: arrivalSummary,
  /** The pre-check-in link went out by mail. */
  mailed: z.boolean(),
});

/** A person of a saved pre-check-in, as the server gives it back. */
const savedGuest = z.object({
  surname: z.string(),
  name: z.string(),
  sex: z.enum(['M', 'F']),
  // A date of birth: before the years a stay may fall in.
  birthDate: z.iso.date(),
  birthPlace,
  citizenship: z.string(),
});

/** What the owner reads of a stay's guests (every access is logged). */
export const stayGuestsResponse = z.object({
  stayKey,
  travellingAs: z.enum(['family', 'group']),
  guests: z.array(
    savedGuest.extend({
      birthPlaceName: z.string(),
      citizenshipName: z.string(),
      document: identityDocument
        .extend({ typeName: z.string(), issuedAtName: z.string() })
        .optional(),
    }),
  ),
  /** The day the identities are deleted. */
  purgeOn: calendarDate,
});
export type StayGuestsResponse = z.infer<typeof stayGuestsResponse>;

export const updateStayTaxRequest = z.strictObject({
  collected: z.boolean(),
  /** Per person, the owner's exemption (null: none), in the pre-check-in's order. */
  exemptions: z
    .array(exemptionReason.nullable())
    .max(site.stay.maxGuests * 4)
    .optional(),
});
export const updateStayTaxResponse = z.object({ touristTax: stayTaxView });

export const taxReportQuery = z.strictObject({
  period: z
    .string()
    .refine(isTaxPeriod, 'Periodo non valido: usa aaaa-mm (un mese) o aaaa-Q1…Q4 (un trimestre)'),
});
const exemptCounts = z.record(z.string(), z.number().int());
const reportRow = z.object({
  apartmentId: z.string(),
  stays: z.number().int(),
  persons: z.number().int(),
  personNights: z.number().int(),
  taxableNights: z.number().int(),
  exemptNights: exemptCounts,
  beyondCapNights: z.number().int(),
  amountCents: z.number().int(),
  collectedCents: z.number().int(),
  estimatedStays: z.number().int(),
  /** Taxable nights and amount at each rate in force over the period's stays. */
  byRate: z.array(
    z.object({
      from: calendarDate,
      euroPerPersonPerNight: z.number(),
      taxableNights: z.number().int(),
      amountCents: z.number().int(),
    }),
  ),
});
export const taxReportResponse = z.object({
  period: z.string(),
  label: z.string(),
  from: calendarDate,
  to: calendarDate,
  rows: z.array(reportRow),
  total: reportRow,
  stays: z.array(
    z.object({
      stayKey,
      apartmentId: z.string(),
      checkIn: calendarDate,
      checkOut: calendarDate,
      guestName: z.string().optional(),
      source: staySource,
      persons: z.number().int(),
      taxableNights: z.number().int(),
      amountCents: z.number().int(),
      collected: z.boolean(),
      estimated: z.boolean(),
    }),
  ),
  /** Stays imported calendars block in the period for which no arrival is open: not counted. */
  unregistered: z.array(importedStay),
  /** What the owner paid over to the municipality for this period. */
  payment: taxPayment.optional(),
});
export type TaxReportResponse = z.infer<typeof taxReportResponse>;

/** The guest's view of the pre-check-in (GET and PUT /api/checkin/{token}). */
export const precheckinView = z.object({
  stay: z.object({
    apartmentId,
    apartmentName: z.string(),
    checkIn: calendarDate,
    checkOut: calendarDate,
    nights: z.number().int(),
    guests: z.number().int(),
  }),
  status: precheckinStatus,
  /** Until the day of check-in the guest may send it again (the registration is due then). */
  editable: z.boolean(),
  submittedAt: z.iso.datetime().optional(),
  /** What was sent, for the form: everything but the document number, of which the end shows. */
  saved: z
    .object({
      travellingAs: z.enum(['family', 'group']),
      guests: z.array(savedGuest),
      document: z.object({ type: z.string(), issuedAt: z.string(), numberEnding: z.string() }),
      /** The lead guest's comune or state of residence, if given. */
      residence: z.string().optional(),
      /** Names of every code above, so the pickers show them without a search. */
      places: z.record(z.string(), z.object({ name: z.string(), province: z.string() })),
    })
    .optional(),
  touristTax: z.object({ amountCents: z.number().int(), estimated: z.boolean() }),
  /** How the guest is identified, and the access details once that is done. */
  identification: identificationView,
  access: accessView,
});
export type PrecheckinView = z.infer<typeof precheckinView>;

export const comuniQuery = z.strictObject({
  q: z.string().max(60),
  /** A date of birth: only the comuni that existed then. */
  nato: z.iso.date().optional(),
  /** Documents: comuni that existed in the last ten years. */
  rilascio: z.literal('1').optional(),
});
export const comuniResponse = z.object({
  comuni: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      province: z.string(),
      validUntil: calendarDate.nullable(),
    }),
  ),
});
