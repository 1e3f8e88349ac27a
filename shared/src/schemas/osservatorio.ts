import * as z from 'zod';
import { calendarDate } from './common';

/**
 * Sicily's tourism statistics (Osservatorio Turistico della Regione Siciliana), as the
 * owner's panel shows them: one row per day, the day's movements (arrivals and departures of the
 * registered guests) and its end-of-day message, sent after midnight. A day is to send, in
 * flight, sent (accepted by the Region), or in error with the Region's message in Italian.
 */

export const OSSERVATORIO_DAY_STATUSES = ['da_inviare', 'in_invio', 'inviato', 'errore'] as const;
export const osservatorioDayStatus = z.enum(OSSERVATORIO_DAY_STATUSES);
export type OsservatorioDayStatus = z.infer<typeof osservatorioDayStatus>;

export const OSSERVATORIO_STATUS_LABELS: Record<OsservatorioDayStatus, string> = {
  da_inviare: 'Da inviare',
  in_invio: 'Invio in corso',
  inviato: 'Inviato',
  errore: 'Errore',
};

/** An arrival of the day the Region was not told of, and why (no registered guests). */
export const osservatorioSkippedStay = z.object({
  stayKey: z.string(),
  apartmentId: z.string(),
  guestName: z.string().optional(),
  reason: z.string(),
});

export const osservatorioDayView = z.object({
  day: calendarDate,
  status: osservatorioDayStatus,
  /** Guests arrived and departed that day, as sent (or to send). */
  arrivals: z.number().int(),
  departures: z.number().int(),
  sentAt: z.iso.datetime().optional(),
  attemptedAt: z.iso.datetime().optional(),
  /** The Region's message (errore), or why the day waits (da_inviare). */
  message: z.string().optional(),
  skipped: z.array(osservatorioSkippedStay),
  /** The owner may send it now: a past day, not accepted, not in flight, the account set up. */
  sendable: z.boolean(),
});
export type OsservatorioDayView = z.infer<typeof osservatorioDayView>;

export const osservatorioQuery = z.strictObject({
  from: calendarDate.optional(),
  to: calendarDate.optional(),
});

export const osservatorioDaysResponse = z.object({
  /** The structure's PMS user and code are set; otherwise nothing is sent. */
  configured: z.boolean(),
  days: z.array(osservatorioDayView),
});
export type OsservatorioDaysResponse = z.infer<typeof osservatorioDaysResponse>;

export const resendOsservatorioResponse = z.object({ day: osservatorioDayView });
