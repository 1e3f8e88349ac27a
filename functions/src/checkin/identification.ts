import { randomBytes } from 'node:crypto';
import { site } from '@catania/shared/config/site';
import { todayInRome } from '@catania/shared/domain/dates';
import type {
  IdentificationMethod,
  IdentificationPreference,
  IdentificationView,
} from '@catania/shared/schemas/identification';
import { Conflict, InvalidInput } from '../lib/errors';
import { recordAudit } from './audit-repo';
import {
  type CheckinState,
  getCheckin,
  type PersonIdentification,
  saveIdentification,
  saveIdentificationPreference,
} from './precheckin-repo';
import { precheckinStatus } from './precheckin-status';
import { getStay, type Stay, stayOfToken } from './stays';

/**
 * Identification the law accepts: the owner records, per adult, that the person entering
 * is the holder of the document, in person or by a real-time video call; the guest picks a call
 * slot or 'chiamami all'arrivo' in the pre-check-in. What it unlocks is access.ts.
 */

export const videoUrlOf = (room: string) => `${site.checkin.videoCallBaseUrl}/${room}`;

export function identificationViewOf(
  stay: Stay,
  state: CheckinState | undefined,
): IdentificationView {
  const adults =
    state?.persons?.map((p) => !p.minor) ?? Array.from({ length: stay.guests }, () => true);
  const persons = adults.map((_, i) => state?.identified?.[i] ?? null);
  return {
    ...(state?.idPreference ? { preference: state.idPreference } : {}),
    ...(state?.videoRoom ? { videoUrl: videoUrlOf(state.videoRoom) } : {}),
    persons,
    adults,
    leadIdentified: Boolean(persons[0]),
  };
}

const SLOT_NOT_VALID = `Scegli un orario tra le ${site.checkin.videoSlotHours.from}:00 e le ${site.checkin.videoSlotHours.to}:00, da oggi al giorno dell\u2019arrivo`;

/** PUT /api/checkin/{token}/identification: the guest's choice; a video room of the stay's own. */
export async function chooseIdentification(
  token: string | undefined,
  preference: IdentificationPreference,
  now = new Date(),
): Promise<IdentificationView> {
  const stay = await stayOfToken(token, now);
  const today = todayInRome(now);
  if (today > stay.checkIn) {
    throw new Conflict(
      'Il soggiorno è già iniziato: per il riconoscimento contattaci.',
      'stay_started',
    );
  }
  if (preference.kind === 'video_slot') {
    const date = preference.slot.slice(0, 10);
    const hour = Number(preference.slot.slice(11, 13));
    const { from, to } = site.checkin.videoSlotHours;
    if (date < today || date > stay.checkIn || hour < from || hour >= to) {
      throw new InvalidInput(SLOT_NOT_VALID, [{ field: 'slot', message: SLOT_NOT_VALID }]);
    }
  }
  // 128 random bits: nobody finds the room without the link.
  const room = `${site.brand.shortName.replace(/\W/g, '')}-${randomBytes(16).toString('base64url')}`;
  const state = await saveIdentificationPreference(stay, preference, room, now);
  return identificationViewOf(stay, state);
}

/**
 * PUT /api/admin/checkin/stays/{stayKey}/identification: per person of the pre-check-in, how the
 * owner identified them (null: not yet). A person already identified the same way keeps the
 * time of it. Written to the audit log.
 */
export async function recordIdentification(
  stayKey: string,
  methods: (IdentificationMethod | null)[],
  actor: string,
  now = new Date(),
): Promise<IdentificationView> {
  const stay = await getStay(stayKey);
  const today = todayInRome(now);
  const { state } = await getCheckin(stay.key, today);
  if (precheckinStatus(state, today) !== 'complete' || !state?.persons) {
    throw new Conflict(
      'Il riconoscimento si registra sui dati del pre-check-in, che non è ancora completo.',
      'precheckin_missing',
    );
  }
  if (methods.length !== state.persons.length) {
    const message = `Indica il riconoscimento di ciascuna delle ${state.persons.length} persone`;
    throw new InvalidInput(message, [{ field: 'persons', message }]);
  }
  const identified: (PersonIdentification | null)[] = methods.map((method, i) => {
    if (!method) return null;
    const previous = state.identified?.[i];
    return previous?.method === method ? previous : { method, at: now.toISOString() };
  });
  const saved = await saveIdentification(stay, identified, now);
  if (!saved) {
    throw new Conflict('Il pre-check-in non è più disponibile.', 'precheckin_missing');
  }
  await recordAudit(
    {
      action: 'record_identification',
      actor,
      subject: stay.key,
      persons: identified.filter(Boolean).length,
    },
    now,
  );
  return identificationViewOf(stay, saved);
}
