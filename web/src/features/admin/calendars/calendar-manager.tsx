import { APARTMENT_IDS, type ApartmentId } from '@catania/shared/config/apartments';
import { site } from '@catania/shared/config/site';
import { italianDateTime } from '@catania/shared/domain/admin-stats';
import { formatShortDate } from '@catania/shared/domain/booking';
import {
  bulkSyncToast,
  type CalendarSyncStatus,
  calendarSyncStatus,
  nextBulkProgress,
} from '@catania/shared/domain/calendar-status';
import { hasFeedFailed } from '@catania/shared/domain/feed-health';
import type { CalendarConfig } from '@catania/shared/schemas/calendar';
import { AlertTriangle, Copy, Link2, RefreshCw, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input, Label } from '../../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../lib/toast';
import { useFocus } from '../admin-nav';
import {
  messageOf,
  useAcceptRelease,
  useAddCalendar,
  useApartmentNames,
  useCalendars,
  useDeleteCalendar,
  useIcalExports,
  useSyncAll,
  useSyncCalendar,
} from '../api';
import { Badge, Card, EmptyState, NativeSelect, SectionTitle, type Tone } from '../ui';

const STATUS_TONES: Record<CalendarSyncStatus, Tone> = {
  Sincronizzando: 'blue',
  Disattivato: 'grey',
  Sincronizzato: 'green',
  Obsoleto: 'amber',
  'Mai sincronizzato': 'grey',
};

/**
 * SPEC 2 Calendari: 'Gestione Calendari iCal', with the status dashboard (refreshed every 30 s,
 * sync one, sync all with its progress bar) and the configuration (add, delete, export feeds).
 * `apartmentId` fixes the apartment (the selector is then locked).
 */
export function CalendarManager({ apartmentId }: { apartmentId?: ApartmentId }) {
  const calendars = useCalendars(site.admin.dashboardRefreshSeconds);
  const focus = useFocus('calendari');
  const loaded = Boolean(calendars.data);
  // A 'Da fare' line names a feed: bring its card into view.
  useEffect(() => {
    if (focus && loaded) {
      document.getElementById(`calendar-${focus.id}`)?.scrollIntoView({ block: 'center' });
    }
  }, [focus, loaded]);
  const names = useApartmentNames();
  const list = (calendars.data ?? []).filter((c) => !apartmentId || c.apartmentId === apartmentId);
  return (
    <div>
      <SectionTitle
        title="Gestione Calendari iCal"
        subtitle="Sincronizza i calendari di Airbnb, Booking.com e Google per bloccare le date già occupate"
      />
      <Tabs defaultValue="dashboard">
        <TabsList>
          <TabsTrigger value="dashboard">Status Dashboard</TabsTrigger>
          <TabsTrigger value="config">Configurazione</TabsTrigger>
        </TabsList>
        <TabsContent value="dashboard">
          <StatusDashboard
            calendars={list}
            names={names}
            loading={calendars.isLoading}
            failed={calendars.isError}
          />
        </TabsContent>
        <TabsContent value="config">
          <Configuration calendars={list} names={names} apartmentId={apartmentId} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** A feed as the owner knows it: the apartment's name, then its URL cut to the column. */
function FeedTitle({
  calendar,
  names,
  nameClassName,
}: {
  calendar: Pick<CalendarConfig, 'apartmentId' | 'icalUrl'>;
  names: Record<string, string>;
  nameClassName: string;
}) {
  return (
    <div className="min-w-0">
      <p className={nameClassName}>{names[calendar.apartmentId] ?? calendar.apartmentId}</p>
      <p className="truncate text-xs text-lava-500" title={calendar.icalUrl}>
        {calendar.icalUrl}
      </p>
    </div>
  );
}

function StatusDashboard({
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
  const syncOne = useSyncCalendar();
  const syncAll = useSyncAll();
  const acceptRelease = useAcceptRelease();
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
    <Dialog open onOpenChange={(open) => !open && setReleasing(undefined)}>
      <DialogContent
        title="Conferma e libera le notti"
        description={`${names[releasing.apartmentId] ?? releasing.apartmentId}: il calendario non elenca più queste ${releasing.pendingRelease.nights} notti. Liberale solo se sulla piattaforma esterna sono davvero libere: torneranno prenotabili sul sito.`}
      >
        <p className="mt-3 text-xs break-all text-lava-500">{releasing.icalUrl}</p>
        <ul
          className="mt-3 grid max-h-64 grid-cols-2 gap-1 overflow-y-auto rounded-xl bg-white p-3 text-sm sm:grid-cols-3"
          data-testid="release-nights"
        >
          {(releasing.pendingRelease.dates ?? []).map((date) => (
            <li key={date}>{formatShortDate(date)}</li>
          ))}
        </ul>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setReleasing(undefined)}>
            Annulla
          </Button>
          <Button onClick={() => release(releasing)} disabled={acceptRelease.isPending}>
            Libera {releasing.pendingRelease.nights} notti
          </Button>
        </div>
      </DialogContent>
    </Dialog>
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
          <Button onClick={runAll} disabled={syncAll.isPending || active.length === 0}>
            <RefreshCw className={syncAll.isPending ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} />
            {syncAll.isPending ? 'Sincronizzando...' : 'Sincronizza tutti'}
          </Button>
        </div>
        {syncAll.isPending || progress > 0 ? (
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
                <Card className="grid gap-3" data-testid="calendar-status">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <FeedTitle
                      calendar={calendar}
                      names={names}
                      nameClassName="font-semibold text-lava-900"
                    />
                    <div className="flex items-center gap-2">
                      {hasFeedFailed(calendar) ? (
                        <Badge tone="red" data-testid="feed-failing">
                          Errore
                        </Badge>
                      ) : null}
                      <Badge tone={STATUS_TONES[status]}>{status}</Badge>
                      <Button
                        variant="outline"
                        onClick={() => runOne(calendar)}
                        disabled={syncing.has(calendar.id) || !calendar.isActive}
                        aria-label={`Sincronizza ${names[calendar.apartmentId] ?? calendar.apartmentId}`}
                      >
                        <RefreshCw
                          className={syncing.has(calendar.id) ? 'h-4 w-4 animate-spin' : 'h-4 w-4'}
                        />
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
                    <p
                      className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800"
                      role="status"
                    >
                      Ultimo tentativo
                      {calendar.lastAttemptAt
                        ? ` (${italianDateTime(calendar.lastAttemptAt)})`
                        : ''}
                      : {calendar.lastError}
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
                          Da controllare: il calendario non elenca più{' '}
                          {calendar.pendingRelease.nights} notti (dal{' '}
                          {formatShortDate(calendar.pendingRelease.from)} al{' '}
                          {formatShortDate(calendar.pendingRelease.to)}). Per sicurezza restano
                          bloccate finché non confermi.
                        </span>
                      </p>
                      <Button
                        variant="outline"
                        onClick={() => setReleasing(calendar)}
                        disabled={acceptRelease.isPending}
                      >
                        Conferma e libera le notti
                      </Button>
                    </div>
                  ) : null}
                  {calendar.conflicts.length > 0 ? (
                    <p className="flex gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
                      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                      <span>
                        Possibile doppia prenotazione: notti importate che coincidono con
                        prenotazioni dirette pagate (
                        {calendar.conflicts.map((c) => formatShortDate(c.date)).join(', ')}).
                      </span>
                    </p>
                  ) : null}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function Configuration({
  calendars,
  names,
  apartmentId,
}: {
  calendars: CalendarConfig[];
  names: Record<string, string>;
  apartmentId?: ApartmentId;
}) {
  const [apartment, setApartment] = useState<ApartmentId | ''>(apartmentId ?? '');
  const [url, setUrl] = useState('');
  const add = useAddCalendar();
  const remove = useDeleteCalendar();
  const exports = useIcalExports();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!apartment || !url.trim()) {
      toast({
        title: 'Campi richiesti',
        description: 'Seleziona appartamento e inserisci URL del calendario Google.',
        variant: 'destructive',
      });
      return;
    }
    try {
      new URL(url.trim());
    } catch {
      toast({
        title: 'URL non valido',
        description: 'Inserisci un URL iCal valido.',
        variant: 'destructive',
      });
      return;
    }
    try {
      const { calendar } = await add.mutateAsync({ apartmentId: apartment, icalUrl: url.trim() });
      setUrl('');
      toast({
        title: 'Calendario aggiunto',
        description: calendar.lastError
          ? `La prima sincronizzazione non è riuscita: ${calendar.lastError}`
          : `Sincronizzazione avviata: ${calendar.blockedNights} notti bloccate.`,
        variant: calendar.lastError ? 'destructive' : 'success',
      });
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Impossibile aggiungere il calendario.'),
        variant: 'destructive',
      });
    }
  };

  const onDelete = async (calendar: CalendarConfig) => {
    const name = names[calendar.apartmentId] ?? calendar.apartmentId;
    if (
      !window.confirm(
        `Sei sicuro di voler eliminare questo calendario?\n\n${name}\n${calendar.icalUrl}\n\nLe notti che blocca torneranno prenotabili sul sito.`,
      )
    ) {
      return;
    }
    try {
      await remove.mutateAsync(calendar.id);
      toast({ title: 'Calendario eliminato', variant: 'success' });
    } catch {
      toast({
        title: 'Errore',
        description: 'Impossibile eliminare il calendario.',
        variant: 'destructive',
      });
    }
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Link copiato', description: 'Incollalo nella piattaforma esterna.' });
    } catch {
      toast({ title: 'Copia non riuscita', description: text, variant: 'destructive' });
    }
  };

  const options = [
    { value: '' as const, label: 'Seleziona appartamento' },
    ...APARTMENT_IDS.map((id) => ({ value: id, label: names[id] ?? id })),
  ];
  const exported = (exports.data ?? []).filter(
    (e) => !apartmentId || e.apartmentId === apartmentId,
  );
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <h3 className="mb-1 font-semibold text-lava-900">Aggiungi calendario</h3>
        <p className="mb-4 text-sm text-lava-600">
          Incolla il link di esportazione iCal (.ics) dell'appartamento: il calendario deve essere
          pubblico.
        </p>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div>
            <Label htmlFor="calendar-apartment">Appartamento</Label>
            <NativeSelect
              id="calendar-apartment"
              className="w-full"
              value={apartment}
              disabled={Boolean(apartmentId)}
              onValueChange={setApartment}
              options={options}
            />
          </div>
          <div>
            <Label htmlFor="calendar-url">URL iCal</Label>
            <Input
              id="calendar-url"
              type="url"
              inputMode="url"
              placeholder="https://www.airbnb.it/calendar/ical/….ics"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Aggiunta in corso...' : 'Aggiungi Calendario'}
          </Button>
        </form>
      </Card>
      <Card>
        <h3 className="mb-4 font-semibold text-lava-900">Calendari configurati</h3>
        {calendars.length === 0 ? (
          <EmptyState>Nessun calendario configurato.</EmptyState>
        ) : (
          <ul className="grid gap-2">
            {calendars.map((calendar) => (
              <li
                key={calendar.id}
                className="flex items-center justify-between gap-3 rounded-xl border border-lava-100 px-3 py-2"
              >
                <FeedTitle
                  calendar={calendar}
                  names={names}
                  nameClassName="text-sm font-semibold"
                />
                <Button
                  size="icon"
                  variant="ghost"
                  onClick={() => onDelete(calendar)}
                  disabled={remove.isPending}
                  aria-label={`Elimina calendario ${calendar.icalUrl}`}
                >
                  <Trash2 className="h-4 w-4 text-red-700" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="lg:col-span-2">
        <h3 className="mb-1 flex items-center gap-2 font-semibold text-lava-900">
          <Link2 className="h-4 w-4" aria-hidden />
          Esporta le prenotazioni dirette
        </h3>
        <p className="mb-4 text-sm text-lava-600">
          Importa questi link in Airbnb e Booking.com: bloccheranno le date già prenotate sul sito.
          Contengono solo le prenotazioni dirette (pagate o in pagamento). Tienili riservati.
        </p>
        {exports.isError ? (
          <EmptyState>Impossibile caricare i link di esportazione.</EmptyState>
        ) : (
          <ul className="grid gap-3">
            {exported.map((feed) => (
              <li key={feed.apartmentId} className="grid gap-1">
                <Label htmlFor={`export-${feed.apartmentId}`}>
                  {names[feed.apartmentId] ?? feed.apartmentId}
                </Label>
                <div className="flex gap-2">
                  <Input
                    id={`export-${feed.apartmentId}`}
                    readOnly
                    value={feed.url}
                    className="h-11 text-sm"
                    onFocus={(e) => e.currentTarget.select()}
                  />
                  <Button
                    variant="outline"
                    onClick={() => copy(feed.url)}
                    aria-label={`Copia il link di ${names[feed.apartmentId] ?? feed.apartmentId}`}
                  >
                    <Copy className="h-4 w-4" />
                    Copia
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
