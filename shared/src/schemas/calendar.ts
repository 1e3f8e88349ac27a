import * as z from 'zod';
import { apartmentId, calendarDate, entityId } from './common';

/** An iCal feed URL: must parse, and be http(s) (product §5 'URL non valido'). */
export const icalUrl = z
  .url({ protocol: /^https?$/, error: 'Inserisci un URL iCal valido.' })
  .max(2048, 'Inserisci un URL iCal valido.');

/** product §3 Calendar configuration, plus what the dashboard shows of the last sync. */
export const calendarConfig = z.object({
  id: entityId,
  apartmentId,
  icalUrl: z.string(),
  isActive: z.boolean(),
  lastSyncAt: z.iso.datetime().nullable(),
  eventCount: z.number().int(),
  blockedNights: z.number().int(),
  lastHttpStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.iso.datetime().nullable(),
  /** Imported nights that overlap a paid direct booking: the owner must act. */
  conflicts: z.array(z.object({ date: calendarDate, bookingId: z.string() })),
  /**
   * Future nights the feed no longer lists but that stay blocked until the owner accepts the
   * change (the sync's safety valve, shared/src/domain/feed-release.ts); null when none.
   */
  pendingRelease: z
    .object({
      nights: z.number().int(),
      from: calendarDate,
      to: calendarDate,
      /** Every night held back, for the owner to check before releasing them. */
      dates: z.array(calendarDate).optional(),
      since: z.iso.datetime(),
    })
    .nullable(),
  createdAt: z.iso.datetime(),
});
export type CalendarConfig = z.infer<typeof calendarConfig>;

export const listCalendarsResponse = z.array(calendarConfig);
export const createCalendarRequest = z.strictObject({ apartmentId, icalUrl });
export const createCalendarResponse = z.object({
  success: z.literal(true),
  calendar: calendarConfig,
});

/** product §3 Sync result. */
export const syncResult = z.object({
  calendarId: entityId,
  apartmentId,
  success: z.boolean(),
  error: z.string().optional(),
  eventCount: z.number().int().optional(),
});
export type SyncResult = z.infer<typeof syncResult>;
export const syncAllResponse = z.object({ results: z.array(syncResult) });
export const acceptReleaseResponse = z.object({
  success: z.literal(true),
  calendar: calendarConfig,
});
export const syncOneResponse = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  result: syncResult,
});

/** The secret export feed of one apartment: `/api/ical/{token}.ics`. */
export const icalFeedParams = z.object({ feed: z.string().regex(/^[A-Za-z0-9_-]{16,128}\.ics$/) });
/** The export feed itself: an iCalendar document, answered as `text/calendar`, not JSON. */
export const icalFeedResponse = z.string().startsWith('BEGIN:VCALENDAR');

export const icalExportInfo = z.object({ apartmentId, url: z.string() });
export const listIcalExportsResponse = z.array(icalExportInfo);
