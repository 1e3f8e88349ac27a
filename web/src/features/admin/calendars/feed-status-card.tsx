import { italianDateTime } from '@catania/shared/domain/admin-stats';
import { formatShortDate } from '@catania/shared/domain/booking';
import type { CalendarSyncStatus } from '@catania/shared/domain/calendar-status';
import { hasFeedFailed } from '@catania/shared/domain/feed-health';
import type { CalendarConfig } from '@catania/shared/schemas/calendar';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Badge, Card, type Tone } from '../ui';
import { FeedTitle } from './feed-title';

const STATUS_TONES: Record<CalendarSyncStatus, Tone> = {
  Sincronizzando: 'blue',
  Disattivato: 'grey',
  Sincronizzato: 'green',
  Obsoleto: 'amber',
  'Mai sincronizzato': 'grey',
};

/**
 * One feed on the dashboard: its status and figures, its last error, the nights it no longer
 * lists (held until the owner releases them) and the nights it shares with a paid direct booking.
 */
export function FeedStatusCard({
  calendar,
  names,
  status,
  syncing,
  releasing,
  onSync,
  onRelease,
}: {
  calendar: CalendarConfig;
  names: Record<string, string>;
  status: CalendarSyncStatus;
  /** This feed is being synced. */
  syncing: boolean;
  /** A release of held nights is on its way. */
  releasing: boolean;
  onSync: () => void;
  onRelease: () => void;
}) {
  return (
    <Card className="grid gap-3" data-testid="calendar-status">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <FeedTitle calendar={calendar} names={names} nameClassName="font-semibold text-lava-900" />
        <div className="flex items-center gap-2">
          {hasFeedFailed(calendar) ? (
            <Badge tone="red" data-testid="feed-failing">
              Errore
            </Badge>
          ) : null}
          <Badge tone={STATUS_TONES[status]}>{status}</Badge>
          <Button
            variant="outline"
            onClick={onSync}
            disabled={syncing || !calendar.isActive}
            aria-label={`Sincronizza ${names[calendar.apartmentId] ?? calendar.apartmentId}`}
          >
            <RefreshCw className={syncing ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} />
            Sincronizza
          </Button>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-lava-500">Ultima sincronizzazione</dt>
          <dd>{calendar.lastSyncAt ? italianDateTime(calendar.lastSyncAt) : '—'}</dd>
        </div>
        <div>
          <dt className="text-lava-500">Eventi</dt>
          <dd>{calendar.eventCount}</dd>
        </div>
        <div>
          <dt className="text-lava-500">Notti bloccate</dt>
          <dd>{calendar.blockedNights}</dd>
        </div>
        <div>
          <dt className="text-lava-500">Risposta HTTP</dt>
          <dd>{calendar.lastHttpStatus ?? '—'}</dd>
        </div>
      </dl>
      {calendar.lastError ? (
        <p className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800" role="status">
          Ultimo tentativo
          {calendar.lastAttemptAt ? ` (${italianDateTime(calendar.lastAttemptAt)})` : ''}:{' '}
          {calendar.lastError}
        </p>
      ) : null}
      {calendar.pendingRelease ? (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="pending-release"
        >
          <p className="flex min-w-0 flex-1 gap-2">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>
              Da controllare: il calendario non elenca più {calendar.pendingRelease.nights} notti
              (dal {formatShortDate(calendar.pendingRelease.from)} al{' '}
              {formatShortDate(calendar.pendingRelease.to)}). Per sicurezza restano bloccate finché
              non confermi.
            </span>
          </p>
          <Button variant="outline" onClick={onRelease} disabled={releasing}>
            Conferma e libera le notti
          </Button>
        </div>
      ) : null}
      {calendar.conflicts.length > 0 ? (
        <p className="flex gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            Possibile doppia prenotazione: notti importate che coincidono con prenotazioni dirette
            pagate ({calendar.conflicts.map((c) => formatShortDate(c.date)).join(', ')}).
          </span>
        </p>
      ) : null}
    </Card>
  );
}
