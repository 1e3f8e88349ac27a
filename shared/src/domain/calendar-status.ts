import { site } from '../config/site';

/** product §4 sync status per calendar, as the dashboard shows it. */
export type CalendarSyncStatus =
  | 'Sincronizzando'
  | 'Disattivato'
  | 'Sincronizzato'
  | 'Obsoleto'
  | 'Mai sincronizzato';

export function calendarSyncStatus(
  calendar: { isActive: boolean; lastSyncAt: string | null },
  now: Date,
  syncing = false,
): CalendarSyncStatus {
  if (syncing) return 'Sincronizzando';
  if (!calendar.isActive) return 'Disattivato';
  if (!calendar.lastSyncAt) return 'Mai sincronizzato';
  const ageMs = now.getTime() - Date.parse(calendar.lastSyncAt);
  return ageMs < site.admin.syncRecentHours * 3_600_000 ? 'Sincronizzato' : 'Obsoleto';
}

/** product §4 bulk progress: +max(1, floor(90 / calendars)) every second while pending, capped at 90. */
export const BULK_PROGRESS_CAP = 90;

export function bulkProgressStep(calendars: number): number {
  return Math.max(1, Math.floor(BULK_PROGRESS_CAP / Math.max(1, calendars)));
}

export function nextBulkProgress(current: number, calendars: number): number {
  return Math.min(BULK_PROGRESS_CAP, current + bulkProgressStep(calendars));
}

/** product §8 toast after a bulk sync. */
export function bulkSyncToast(results: readonly { success: boolean }[]): {
  title: string;
  description: string;
  variant: 'success' | 'destructive';
} {
  const ok = results.filter((r) => r.success).length;
  if (ok === results.length) {
    return {
      title: 'Sincronizzazione completata',
      description: `${ok}/${results.length} calendari sincronizzati con successo`,
      variant: 'success',
    };
  }
  return {
    title: 'Sincronizzazione parziale',
    description: `${ok}/${results.length} calendari sincronizzati con successo`,
    variant: 'destructive',
  };
}
