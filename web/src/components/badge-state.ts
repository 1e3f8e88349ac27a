import { nextUnavailableDate } from '@catania/shared/domain/availability';

export type BadgeState =
  | { kind: 'loading' }
  | { kind: 'available' }
  | { kind: 'occupied-from'; date: string }
  | { kind: 'unavailable-today' }
  | { kind: 'unknown' };

/** product §4: available, occupied from the next unavailable date, or not available today. */
export function badgeState(
  unavailableDates: readonly string[] | undefined,
  today: string,
): BadgeState {
  if (!unavailableDates) return { kind: 'unknown' };
  const next = nextUnavailableDate(unavailableDates, today);
  if (!next) return { kind: 'available' };
  if (next === today) return { kind: 'unavailable-today' };
  return { kind: 'occupied-from', date: next };
}
