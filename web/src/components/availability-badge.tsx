import { todayInRome } from '@catania/shared/domain/dates';
import { useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { formatDayMonth } from '../lib/format';
import { useAvailability, useAvailabilityBatch } from '../queries/availability';
import { type BadgeState, badgeState } from './badge-state';

/**
 * The availability badge of an apartment card (product §4): the batch answer first; the apartment's
 * own call only when the batch failed or has no successful entry for it.
 */
export function AvailabilityBadge({ apartmentId }: { apartmentId: string }) {
  const batch = useAvailabilityBatch();
  const entry = batch.data?.[apartmentId];
  const fromBatch = entry?.success ? entry.data.unavailableDates : undefined;
  const needFallback = batch.isError || (batch.isSuccess && !fromBatch);
  const single = useAvailability(apartmentId, needFallback);
  const dates = fromBatch ?? single.data?.unavailableDates;
  const loading = batch.isLoading || (needFallback && single.isLoading);
  const state: BadgeState = loading ? { kind: 'loading' } : badgeState(dates, todayInRome());
  return <Badge state={state} />;
}

/** Each state's words in the catalogue (the 'occupied from' one takes the day). */
const BADGE_WORDS = {
  loading: 'loading',
  available: 'available',
  'unavailable-today': 'unavailableToday',
  unknown: 'unknown',
} as const;

function Badge({ state }: { state: BadgeState }) {
  const styles = {
    loading: 'bg-white/90 text-lava-600',
    available: 'bg-emerald-700 text-white',
    'occupied-from': 'bg-ochre-300 text-lava-900',
    'unavailable-today': 'bg-red-700 text-white',
    unknown: 'bg-white/90 text-lava-600',
  } as const;
  const words = useMessages('common').apartment.badge;
  const text =
    state.kind === 'occupied-from'
      ? words.occupiedFrom(formatDayMonth(state.date))
      : words[BADGE_WORDS[state.kind]];
  return (
    <span
      data-testid="availability-badge"
      data-state={state.kind}
      className={cn(
        'inline-flex rounded-full px-3 py-1 text-xs font-semibold shadow-sm',
        styles[state.kind],
      )}
    >
      {text}
    </span>
  );
}
