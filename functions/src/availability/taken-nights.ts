import type { ApartmentId } from '@catania/shared/config/apartments';
import { formatShortDate } from '@catania/shared/domain/booking';
import { addDays, type CalendarDate } from '@catania/shared/domain/dates';
import { Conflict, NightsTaken } from '../lib/errors';
import { type LedgerNight, listLedgerNights } from './night-ledger/night-reads';

/** What holds a night, in the owner's words. */
const HOLDER_LABELS: Record<LedgerNight['kind'], string> = {
  sold: 'prenotazione diretta',
  held: 'pagamento in corso',
  'owner-block': 'già bloccata',
  imported: 'calendario importato',
};

export interface TakenNight {
  date: CalendarDate;
  holder: LedgerNight['kind'];
}

/** The nights of `[from, to)` that are sold, held (a live hold), blocked or imported. */
export async function takenNights(
  apartmentId: ApartmentId,
  from: CalendarDate,
  to: CalendarDate,
  now: Date,
): Promise<TakenNight[]> {
  const nights = await listLedgerNights(apartmentId, from, addDays(to, -1));
  const taken = new Map<CalendarDate, TakenNight>();
  for (const night of nights) {
    if (night.kind === 'held' && (night.holdExpiresAt ?? 0) <= now.getTime()) continue;
    // A direct booking's hold or sale names the night before an import does.
    if (!taken.has(night.date) || night.kind !== 'imported') {
      taken.set(night.date, { date: night.date, holder: night.kind });
    }
  }
  return [...taken.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The owner's 409: which nights are taken, and by what, in Italian (each night also an issue of
 * `field`). A NightsTaken met in the transaction (a race) names its nights without their holder.
 */
export function nightsTakenConflict(
  nights: readonly (TakenNight | CalendarDate)[],
  field: string,
): Conflict {
  const named = nights.map((night) =>
    typeof night === 'string'
      ? formatShortDate(night)
      : `${formatShortDate(night.date)} (${HOLDER_LABELS[night.holder]})`,
  );
  const message =
    named.length === 0
      ? 'Le notti scelte non sono più libere'
      : `${named.length === 1 ? 'Notte non libera' : 'Notti non libere'}: ${named.join(', ')}`;
  return new Conflict(
    message,
    'nights_taken',
    named.map((text) => ({ field, message: text })),
  );
}

/** Runs a claim over the ledger, turning a race's NightsTaken into the owner's 409. */
export async function claimOrConflict<T>(claim: () => Promise<T>, field: string): Promise<T> {
  try {
    return await claim();
  } catch (error) {
    if (error instanceof NightsTaken) throw nightsTakenConflict(error.nights, field);
    throw error;
  }
}
