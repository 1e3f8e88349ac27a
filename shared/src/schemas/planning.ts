import * as z from 'zod';
import { bookingStatus } from './booking';
import { apartmentId, calendarDate } from './common';

/** The planning's window: two to five weeks are shown, up to 62 days may be asked at once. */
export const PLANNING_MAX_DAYS = 62;

export const planningQuery = z
  .object({ from: calendarDate, to: calendarDate })
  .superRefine((value, ctx) => {
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
    if (!(days >= 1)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'La fine deve seguire l’inizio' });
    } else if (days > PLANNING_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Al massimo ${PLANNING_MAX_DAYS} giorni alla volta`,
      });
    }
  });

/** What a bar of the planning is; every bar runs from `start` to `end` (excluded, a check-out). */
const span = { start: calendarDate, end: calendarDate };

export const planningBar = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('booking'),
    ...span,
    bookingId: z.string(),
    /** paid (Stripe or outside), held (a guest is paying, or a link is open), unpaid (confirmed). */
    state: z.enum(['paid', 'held', 'unpaid']),
    status: bookingStatus,
    source: z.enum(['site', 'owner']),
    guestName: z.string(),
  }),
  z.object({
    kind: z.literal('imported'),
    ...span,
    calendarId: z.string(),
    platform: z.enum(['airbnb', 'booking', 'other']),
    /** The arrival the owner opened for it, with its pre-check-in. */
    arrival: z
      .object({ stayKey: z.string(), precheckin: z.enum(['missing', 'complete', 'purged']) })
      .optional(),
  }),
  z.object({
    kind: z.literal('block'),
    ...span,
    blockId: z.string(),
    note: z.string().optional(),
  }),
]);
export type PlanningBar = z.infer<typeof planningBar>;

export const planningResponse = z.object({
  from: calendarDate,
  to: calendarDate,
  apartments: z.array(
    z.object({
      id: apartmentId,
      name: z.string(),
      bars: z.array(planningBar),
      /** Nights two holders share (a direct stay or block, and an imported stay): shown in red. */
      conflicts: z.array(calendarDate),
    }),
  ),
});
export type Planning = z.infer<typeof planningResponse>;

/** GET /api/admin/stats?year=: the owner's numbers per month and apartment. */
export const businessNumbersQuery = z.object({
  year: z.coerce
    .number({ error: 'Anno non valido' })
    .int('Anno non valido')
    .min(2020, 'Anno non valido')
    .max(2100, 'Anno non valido'),
});

const sources = z.object({
  site: z.number(),
  owner: z.number(),
  airbnb: z.number(),
  booking: z.number(),
  other: z.number(),
});

export const businessNumbersResponse = z.object({
  year: z.number().int(),
  rows: z.array(
    z.object({
      month: z.string(),
      apartmentId: z.string(),
      availableNights: z.number(),
      directNights: z.number(),
      importedNights: z.number(),
      blockedNights: z.number(),
      occupancy: z.number(),
      directRevenue: z.number(),
      adr: z.number(),
      revpar: z.number(),
      bySource: sources,
      averageStay: z.number(),
      leadTimeDays: z.number(),
    }),
  ),
});
export type BusinessNumbers = z.infer<typeof businessNumbersResponse>;
