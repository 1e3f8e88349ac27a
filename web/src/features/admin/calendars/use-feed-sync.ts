import { bulkSyncToast, nextBulkProgress } from '@catania/shared/domain/calendar-status';
import type { CalendarConfig } from '@catania/shared/schemas/calendar';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';
import { useSyncAll, useSyncCalendar } from './api';

/**
 * Syncing the feeds from the dashboard: one feed or all of them, with the feeds being synced, the
 * bulk progress bar's value (it rises every second until the answer, product §4) and a clock that
 * ticks every 30 s so each feed's status ages while the page stays open.
 */
export function useFeedSync(calendars: CalendarConfig[], names: Record<string, string>) {
  const syncOne = useSyncCalendar();
  const syncAll = useSyncAll();
  const [syncing, setSyncing] = useState<Set<string>>(new Set());
  const [progress, setProgress] = useState(0);
  const [now, setNow] = useState(() => new Date());
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => {
    const clock = setInterval(() => setNow(new Date()), 30_000);
    return () => {
      clearInterval(clock);
      clearInterval(timer.current);
    };
  }, []);

  const active = calendars.filter((c) => c.isActive);
  const runOne = async (calendar: CalendarConfig) => {
    setSyncing((s) => new Set(s).add(calendar.id));
    toast({ title: 'Sincronizzazione avviata', description: names[calendar.apartmentId] });
    try {
      const answer = await syncOne.mutateAsync(calendar.id);
      if (answer.success) {
        toast({
          title: 'Sincronizzazione completata',
          description: `${answer.result.eventCount ?? 0} eventi importati`,
          variant: 'success',
        });
      } else {
        toast({
          title: 'Errore di sincronizzazione',
          description: answer.message ?? 'Impossibile sincronizzare il calendario',
          variant: 'destructive',
        });
      }
    } catch (error) {
      toast({
        title: 'Errore di sincronizzazione',
        description: messageOf(error, 'Impossibile sincronizzare il calendario'),
        variant: 'destructive',
      });
    } finally {
      setSyncing((s) => {
        const next = new Set(s);
        next.delete(calendar.id);
        return next;
      });
    }
  };

  const runAll = async () => {
    const count = Math.max(1, active.length);
    setProgress(0);
    setSyncing(new Set(active.map((c) => c.id)));
    clearInterval(timer.current);
    timer.current = setInterval(() => setProgress((p) => nextBulkProgress(p, count)), 1000);
    toast({ title: 'Sincronizzazione avviata', description: `${active.length} calendari` });
    try {
      const { results } = await syncAll.mutateAsync();
      clearInterval(timer.current);
      setProgress(100);
      toast(bulkSyncToast(results));
    } catch (error) {
      clearInterval(timer.current);
      setProgress(0);
      toast({
        title: 'Errore di sincronizzazione',
        description: messageOf(error, 'Impossibile sincronizzare i calendari'),
        variant: 'destructive',
      });
    } finally {
      setSyncing(new Set());
    }
  };

  return { syncing, progress, now, runOne, runAll, active, bulkPending: syncAll.isPending };
}
