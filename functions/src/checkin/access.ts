import type { ApartmentId } from '@catania/shared/config/apartments';
import { type CalendarDate, todayInRome } from '@catania/shared/domain/dates';
import { ACCESS_MISSING } from '@catania/shared/domain/precheckin-messages';
import type { AccessView } from '@catania/shared/schemas/identification';
import { getAccessRecord, putAccessRecord } from './access-repo';
import { recordAudit } from './audit-repo';
import { type CheckinState, getCheckin } from './precheckin-repo';
import { precheckinStatus } from './precheckin-status';
import type { Stay } from './stays';

/**
 * The access details (key-box or door code, per apartment) and the one rule that releases them
 *: the pre-check-in complete and the lead guest identified in a way the law accepts
 * (identification.ts). The guest page, the owner's arrivals and the scheduled arrival message all
 * ask `accessReleased`; the text itself is read only for a released stay, and never logged.
 */

export { ACCESS_MISSING };

/** The release rule: pre-check-in complete and the lead guest (the first person) identified. */
export function accessReleased(state: CheckinState | undefined, today: CalendarDate): boolean {
  return precheckinStatus(state, today) === 'complete' && Boolean(state?.identified?.[0]);
}

/** What the guest reads about access: the details once released, what is missing otherwise. */
export async function accessViewOf(
  stay: Stay,
  state: CheckinState | undefined,
  today: CalendarDate,
): Promise<AccessView> {
  if (today > stay.checkOut) return { released: false, missing: [ACCESS_MISSING.ended] };
  const missing: string[] = [];
  if (precheckinStatus(state, today) !== 'complete') missing.push(ACCESS_MISSING.precheckin);
  if (!state?.identified?.[0]) missing.push(ACCESS_MISSING.identification);
  if (missing.length > 0) return { released: false, missing };
  const record = await getAccessRecord(stay.apartmentId);
  if (!record) return { released: false, missing: [ACCESS_MISSING.instructions] };
  return { released: true, missing: [], instructions: record.instructions };
}

/** For the scheduled arrival message: may this stay's guest read the access details? */
export async function accessDetailsReleased(stayKey: string, now = new Date()): Promise<boolean> {
  const today = todayInRome(now);
  const { state } = await getCheckin(stayKey, today);
  return accessReleased(state, today);
}

/** GET /api/admin/apartments/{id}/access: the owner's own text (the read is audited). */
export async function accessForOwner(
  apartmentId: ApartmentId,
  actor: string,
  now = new Date(),
): Promise<{ apartmentId: ApartmentId; instructions?: string; updatedAt?: string }> {
  const record = await getAccessRecord(apartmentId);
  await recordAudit({ action: 'view_access', actor, subject: apartmentId, persons: 0 }, now);
  return record
    ? { apartmentId, instructions: record.instructions, updatedAt: record.updatedAt }
    : { apartmentId };
}

/** PUT /api/admin/apartments/{id}/access: replaces the apartment's access details (audited). */
export async function updateAccess(
  apartmentId: ApartmentId,
  instructions: string,
  actor: string,
  now = new Date(),
): Promise<{ apartmentId: ApartmentId; updatedAt: string }> {
  const updatedAt = now.toISOString();
  await putAccessRecord({ apartmentId, instructions, updatedAt });
  await recordAudit({ action: 'update_access', actor, subject: apartmentId, persons: 0 }, now);
  return { apartmentId, updatedAt };
}
