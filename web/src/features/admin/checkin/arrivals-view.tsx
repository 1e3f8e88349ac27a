import { addDays, isCalendarDate, todayInRome } from '@catania/shared/domain/dates';
import { centsToEuro } from '@catania/shared/domain/money';
import {
  type ArrivalSummary,
  PRECHECKIN_STATUS_LABELS,
  type PrecheckinStatus,
  STAY_SOURCE_LABELS,
} from '@catania/shared/schemas/checkin';
import {
  ChevronLeft,
  ChevronRight,
  Copy,
  FileDown,
  IdCard,
  ShieldCheck,
  Trash2,
} from 'lucide-react';
import { useMemo, useState } from 'react';
import { DateField } from '../../../components/date-range-picker/date-field';
import { Button } from '../../../components/ui/button';
import { formatDay, formatEuro, formatLongDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { messageOf, useApartmentNames } from '../api';
import { Badge, Card, EmptyState, type Tone } from '../ui';
import { AlloggiatiStatus } from './alloggiati-status';
import { downloadAlloggiati, useArrivals, useDeleteArrival } from './api';
import { GuestsDialog } from './guests-dialog';
import { IdentificationDialog } from './identification-dialog';
import { ImportedStays } from './imported-stays';
import { TaxDialog } from './tax-dialog';

const STATUS_TONE: Record<PrecheckinStatus, Tone> = {
  missing: 'amber',
  complete: 'green',
  purged: 'grey',
};

/** Two weeks of arrivals at a time. */
const WINDOW_DAYS = 14;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Arrivals by day with their pre-check-in, the Alloggiati Web file of each day, imported stays. */
export function ArrivalsView() {
  const [from, setFrom] = useState(() => todayInRome());
  const to = addDays(from, WINDOW_DAYS - 1);
  const arrivals = useArrivals(from, to);
  const days = useMemo(() => {
    const byDay = new Map<string, ArrivalSummary[]>();
    for (const arrival of arrivals.data ?? []) {
      byDay.set(arrival.checkIn, [...(byDay.get(arrival.checkIn) ?? []), arrival]);
    }
    return [...byDay.entries()];
  }, [arrivals.data]);

  return (
    <div className="grid gap-5">
      <Card className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="arrivals-from" className="mb-1.5 block text-sm font-medium text-lava-700">
            Arrivi dal
          </label>
          <DateField
            id="arrivals-from"
            className="w-44 text-sm"
            value={from}
            onChange={(value) => isCalendarDate(value) && setFrom(value)}
          />
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Settimana precedente"
            onClick={() => setFrom(addDays(from, -7))}
          >
            <ChevronLeft className="h-4 w-4" aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label="Settimana successiva"
            onClick={() => setFrom(addDays(from, 7))}
          >
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
          <Button variant="ghost" onClick={() => setFrom(todayInRome())}>
            Oggi
          </Button>
        </div>
        <p className="basis-full text-xs text-lava-500">
          Dal {formatDay(from)} al {formatDay(to)}. Gli ospiti si comunicano ad Alloggiati Web in
          automatico il giorno dell’arrivo, con pre-check-in completo e ospite principale
          riconosciuto (entro 24 ore; 6 per i soggiorni di un giorno). Il file resta per il
          caricamento a mano sul portale.
        </p>
      </Card>
      {arrivals.isError ? (
        <Card>
          <EmptyState>{messageOf(arrivals.error, 'Impossibile caricare gli arrivi.')}</EmptyState>
        </Card>
      ) : arrivals.isLoading ? (
        <Card>
          <EmptyState>Caricamento arrivi…</EmptyState>
        </Card>
      ) : days.length === 0 ? (
        <Card>
          <EmptyState>Nessun arrivo in queste due settimane</EmptyState>
        </Card>
      ) : (
        days.map(([day, list]) => <ArrivalDay key={day} day={day} arrivals={list} />)
      )}
      <ImportedStays />
    </div>
  );
}

function ArrivalDay({ day, arrivals }: { day: string; arrivals: ArrivalSummary[] }) {
  const [busy, setBusy] = useState(false);
  const complete = arrivals.filter((a) => a.precheckin === 'complete').length;
  const exportFile = async () => {
    setBusy(true);
    try {
      const { persons } = await downloadAlloggiati(day);
      toast({
        title: 'File Alloggiati scaricato',
        description: `${persons} ${persons === 1 ? 'persona' : 'persone'} nel file del ${formatDay(day)}.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Impossibile creare il file per il portale.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card padding="p-0" data-testid={`arrivals-${day}`}>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-lava-100 px-5 py-4">
        <div>
          <h3 className="font-display text-xl text-lava-900">{capitalise(formatLongDay(day))}</h3>
          <p className="text-sm text-lava-600">
            {arrivals.length} {arrivals.length === 1 ? 'arrivo' : 'arrivi'} · {complete}{' '}
            pre-check-in completi
          </p>
        </div>
        <Button variant="outline" onClick={exportFile} disabled={busy || complete === 0}>
          <FileDown className="h-4 w-4" aria-hidden />
          File Alloggiati Web
        </Button>
      </header>
      {complete < arrivals.length && complete > 0 ? (
        <p className="mx-5 mt-4 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Nel file vanno solo i pre-check-in completi: gli altri ospiti vanno registrati sul portale
          a mano all’arrivo.
        </p>
      ) : null}
      <ul className="divide-y divide-lava-100">
        {arrivals.map((arrival) => (
          <ArrivalRow key={arrival.stayKey} arrival={arrival} />
        ))}
      </ul>
    </Card>
  );
}

function ArrivalRow({ arrival }: { arrival: ArrivalSummary }) {
  const names = useApartmentNames();
  const remove = useDeleteArrival();
  const [guestsOpen, setGuestsOpen] = useState(false);
  const [taxOpen, setTaxOpen] = useState(false);
  const [identifyOpen, setIdentifyOpen] = useState(false);
  const tax = arrival.touristTax;

  const copyLink = async () => {
    if (!arrival.link) return;
    try {
      await navigator.clipboard.writeText(arrival.link);
      toast({
        title: 'Link copiato',
        description: 'Invialo all’ospite per il pre-check-in.',
        variant: 'success',
      });
    } catch {
      toast({ title: 'Link del pre-check-in', description: arrival.link });
    }
  };
  const deleteArrival = async () => {
    if (!window.confirm('Eliminare questo arrivo e gli eventuali dati del pre-check-in?')) return;
    try {
      await remove.mutateAsync(arrival.stayKey.replace('arrival:', ''));
      toast({ title: 'Arrivo eliminato', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Impossibile eliminare l’arrivo.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <li
      className="grid gap-3 px-5 py-4 sm:grid-cols-[1fr_auto] sm:items-center"
      data-testid="arrival-row"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-lava-900">
            {arrival.guestName || 'Ospite senza nome'}
          </span>
          <Badge tone={arrival.source === 'direct' ? 'orange' : 'blue'}>
            {STAY_SOURCE_LABELS[arrival.source]}
          </Badge>
          <Badge tone={STATUS_TONE[arrival.precheckin]} data-testid="precheckin-status">
            Pre-check-in: {PRECHECKIN_STATUS_LABELS[arrival.precheckin]}
          </Badge>
          <Badge tone={arrival.accessReleased ? 'green' : 'grey'} data-testid="access-status">
            {arrival.accessReleased
              ? 'Accesso: istruzioni visibili'
              : arrival.identification.leadIdentified
                ? 'Accesso: manca il pre-check-in'
                : 'Accesso: da riconoscere'}
          </Badge>
        </div>
        <p className="mt-1 text-sm text-lava-600">
          {names[arrival.apartmentId] ?? arrival.apartmentId} · {formatDay(arrival.checkIn)} –{' '}
          {formatDay(arrival.checkOut)} · {arrival.nights}{' '}
          {arrival.nights === 1 ? 'notte' : 'notti'} · {arrival.guests}{' '}
          {arrival.guests === 1 ? 'ospite' : 'ospiti'}
        </p>
        <p className="mt-1 text-sm text-lava-600">
          Imposta di soggiorno:{' '}
          <strong className="text-lava-900">{formatEuro(centsToEuro(tax.amountCents))}</strong>
          {tax.estimated ? ' (stima, senza pre-check-in)' : ''} ·{' '}
          {tax.collected ? (
            <span className="text-emerald-800">riscossa</span>
          ) : (
            <span className="text-amber-800">da riscuotere</span>
          )}
          {arrival.reminderSentAt
            ? ` · promemoria inviato il ${formatDay(arrival.reminderSentAt.slice(0, 10))}`
            : ''}
        </p>
        <AlloggiatiStatus stayKey={arrival.stayKey} alloggiati={arrival.alloggiati} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setTaxOpen(true)}>
          Imposta
        </Button>
        {arrival.precheckin === 'complete' ? (
          <Button variant="outline" onClick={() => setIdentifyOpen(true)}>
            <ShieldCheck className="h-4 w-4" aria-hidden />
            Riconoscimento
          </Button>
        ) : null}
        {arrival.precheckin === 'complete' ? (
          <Button variant="outline" onClick={() => setGuestsOpen(true)}>
            <IdCard className="h-4 w-4" aria-hidden />
            Dati ospiti
          </Button>
        ) : null}
        {arrival.link ? (
          <Button variant="outline" onClick={copyLink}>
            <Copy className="h-4 w-4" aria-hidden />
            Copia link
          </Button>
        ) : null}
        {arrival.kind === 'arrival' ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label="Elimina arrivo"
            onClick={deleteArrival}
            disabled={remove.isPending}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        ) : null}
      </div>
      {guestsOpen ? (
        <GuestsDialog stayKey={arrival.stayKey} onClose={() => setGuestsOpen(false)} />
      ) : null}
      {taxOpen ? <TaxDialog arrival={arrival} onClose={() => setTaxOpen(false)} /> : null}
      {identifyOpen ? (
        <IdentificationDialog arrival={arrival} onClose={() => setIdentifyOpen(false)} />
      ) : null}
    </li>
  );
}
