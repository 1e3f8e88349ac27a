import type { ApartmentId } from '@catania/shared/config/apartments';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { type MessageKind, unknownPlaceholders } from '@catania/shared/domain/guest-messages';
import type { Stay } from '../checkin/stays';
import { listStays } from '../checkin/stays';
import { NotFound } from '../lib/errors';
import { renderStayMessage } from './message-mail';
import { loadMessageStay } from './message-stays';

/**
 * The owner's preview: a template as it would reach a real guest, filled with one of the stays
 * around today (the next to arrive unless the owner picks another).
 */

export const NO_PREVIEW_STAY =
  'Nessun soggiorno da usare per l’anteprima: serve almeno una prenotazione confermata o un arrivo';

const summary = (stay: Stay) => ({
  stayKey: stay.key,
  ...(stay.guestName ? { guestName: stay.guestName } : {}),
  apartmentId: stay.apartmentId,
  checkIn: stay.checkIn,
  checkOut: stay.checkOut,
});

/** The stays a preview may use: the next to come first, then the recent ones. */
export async function listPreviewStays(now = new Date()) {
  const today = todayInRome(now);
  const stays = await listStays(addDays(today, -60), addDays(today, 365));
  const coming = stays.filter((s) => s.checkOut >= today);
  const past = stays.filter((s) => s.checkOut < today).reverse();
  return [...coming, ...past].slice(0, 30).map(summary);
}

export async function previewMessage(
  input: {
    kind: MessageKind;
    subject: string;
    body: string;
    stayKey?: string | undefined;
    apartmentId?: ApartmentId | undefined;
  },
  now = new Date(),
) {
  let stayKey = input.stayKey;
  if (!stayKey) {
    const stays = await listPreviewStays(now);
    const chosen =
      stays.find((s) => !input.apartmentId || s.apartmentId === input.apartmentId) ?? stays[0];
    if (!chosen) throw new NotFound(NO_PREVIEW_STAY);
    stayKey = chosen.stayKey;
  }
  const stay = await loadMessageStay(stayKey);
  const rendered = renderStayMessage(input.kind, input, stay);
  return {
    ...rendered,
    stay: summary(stay),
    unknown: unknownPlaceholders(`${input.subject}\n${input.body}`),
  };
}
