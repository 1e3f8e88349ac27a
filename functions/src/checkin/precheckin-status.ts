import { site } from '@catania/shared/config/site';
import { addDays, type CalendarDate } from '@catania/shared/domain/dates';
import type { PrecheckinStatus } from '@catania/shared/schemas/checkin';
import type { CheckinState } from './precheckin-repo';

/** The date the identities are deleted: check-out plus the retention days. */
export const purgeDate = (checkOut: CalendarDate) =>
  addDays(checkOut, site.legal.retention.guestIdentityDays);

/** Done, not yet, or done and its identities deleted (from the purge date, job or not). */
export function precheckinStatus(
  state: CheckinState | undefined,
  today: CalendarDate,
): PrecheckinStatus {
  if (!state?.submittedAt) return 'missing';
  if (state.purgedAt || today >= purgeDate(state.checkOut)) return 'purged';
  return 'complete';
}
