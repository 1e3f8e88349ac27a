import { site } from '@catania/shared/config/site';
import {
  type CalendarSyncStatus,
  calendarSyncStatus,
} from '@catania/shared/domain/calendar-status';
import { hasFeedFailed } from '@catania/shared/domain/feed-health';
import type { CalendarConfig } from '@catania/shared/schemas/calendar';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';
import { Card, EmptyState } from '../ui';
import { useAcceptRelease } from './api';
import { FeedStatusCard } from './feed-status-card';
import { ReleaseNightsDialog } from './release-dialog';
import { useFeedSync } from './use-feed-sync';

/**
 * 'Status Dashboard': the feeds' counts, 'Sincronizza tutti' with its progress bar, and each
 * feed's card (refreshed every 30 s by the list's query).
 */
export function StatusDashboard({
  calendars,
  names,
  loading,
  failed,
}: {
  calendars: CalendarConfig[];
  names: Record<string, string>;
  loading: boolean;
  failed: boolean;
}) {
  const { syncing, progress, now, runOne, runAll, active, bulkPending } = useFeedSync(
    calendars,
    names,
  );
  const acceptRelease = useAcceptRelease();
  const [releasing, setReleasing] = useState<CalendarConfig>();
  const release = async (calendar: CalendarConfig) => {
    const nights = calendar.pendingRelease?.nights ?? 0;
    setReleasing(undefined);
    try {
      await acceptRelease.mutateAsync(calendar.id);
      toast({
        title: 'Notti liberate',
        description: `${nights} notti di nuovo prenotabili.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Impossibile liberare le notti.'),
        variant: 'destructive',
      });
    }
  };

  const statuses = calendars.map((c) => calendarSyncStatus(c, now, syncing.has(c.id)));
  const releaseDialog = releasing?.pendingRelease ? (
    <ReleaseNightsDialog
      calendar={{ ...releasing, pendingRelease: releasing.pendingRelease }}
      name={names[releasing.apartmentId] ?? releasing.apartmentId}
      pending={acceptRelease.isPending}
      onConfirm={() => release(releasing)}
      onClose={() => setReleasing(undefined)}
    />
  ) : null;
  const count = (status: CalendarSyncStatus) => statuses.filter((s) => s === status).length;
  return (
    <div className="grid gap-5">
      {releaseDialog}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Card>
          <p className="text-sm text-lava-600">Calendari</p>
          <p className="font-display text-3xl">{calendars.length}</p>
        </Card>
        <Card>
          <p className="text-sm text-lava-600">Sincronizzati</p>
          <p className="font-display text-3xl text-emerald-700">{count('Sincronizzato')}</p>
        </Card>
        <Card>
          <p className="text-sm text-lava-600">Obsoleti</p>
          <p className="font-display text-3xl text-amber-700">{count('Obsoleto')}</p>
        </Card>
        <Card>
          <p className="text-sm text-lava-600">Con errori</p>
          <p className="font-display text-3xl text-red-700">
            {calendars.filter(hasFeedFailed).length}
          </p>
        </Card>
      </div>
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-lava-600">
            Aggiornamento automatico ogni {site.admin.dashboardRefreshSeconds} secondi; la
            sincronizzazione automatica avviene ogni {site.admin.syncIntervalMinutes} minuti.
          </p>
          <Button onClick={runAll} disabled={bulkPending || active.length === 0}>
            <RefreshCw className={bulkPending ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} />
            {bulkPending ? 'Sincronizzando...' : 'Sincronizza tutti'}
          </Button>
        </div>
        {bulkPending || progress > 0 ? (
          <div
            className="mt-4 h-2 overflow-hidden rounded-full bg-lava-100"
            role="progressbar"
            aria-label="Avanzamento della sincronizzazione"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <div
              className="h-full rounded-full bg-accent-600 transition-all"
              style={{ width: `${progress}%` }}
            />
          </div>
        ) : null}
      </Card>
      {failed ? (
        <EmptyState>Impossibile caricare i calendari.</EmptyState>
      ) : loading ? (
        <EmptyState>Caricamento calendari…</EmptyState>
      ) : calendars.length === 0 ? (
        <EmptyState>
          Nessun calendario configurato. Aggiungine uno dalla scheda Configurazione.
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {calendars.map((calendar, index) => {
            const status = statuses[index] as CalendarSyncStatus;
            return (
              <li key={calendar.id} id={`calendar-${calendar.id}`} className="scroll-mt-24">
                <FeedStatusCard
                  calendar={calendar}
                  names={names}
                  status={status}
                  syncing={syncing.has(calendar.id)}
                  releasing={acceptRelease.isPending}
                  onSync={() => runOne(calendar)}
                  onRelease={() => setReleasing(calendar)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
