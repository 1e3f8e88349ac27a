import { italianDateTime } from '@catania/shared/domain/admin-stats';
import {
  OSSERVATORIO_STATUS_LABELS,
  type OsservatorioDayView,
} from '@catania/shared/schemas/osservatorio';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatLongDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { messageOf, useApartmentNames } from '../api';
import { Badge, Card, EmptyState, SectionTitle } from '../ui';
import { useOsservatorioDays, useResendOsservatorioDay } from './api';
import { SEND_STATE_TONE } from './send-state';

const guests = (n: number) => `${n} ${n === 1 ? 'ospite' : 'ospiti'}`;

/**
 * Sicily's tourism statistics: each day's send to the Region's Osservatorio Turistico
 * (arrivals, departures, the end-of-day message), its state, and 'Reinvia' for a failed day ('Invia
 * ora' for a past day the job has not sent yet).
 */
export function OsservatorioView() {
  const days = useOsservatorioDays();
  const data = days.data;
  return (
    <Card padding="p-0">
      <header className="border-b border-lava-100 px-5 py-4">
        <SectionTitle
          title="Statistiche turistiche (Regione Siciliana)"
          subtitle="Ogni giorno, dopo la mezzanotte, arrivi e partenze degli ospiti registrati e la chiusura della giornata vanno all'Osservatorio Turistico, anche senza movimenti."
        />
      </header>
      {days.isError ? (
        <EmptyState>
          {messageOf(days.error, 'Impossibile leggere gli invii alla Regione.')}
        </EmptyState>
      ) : !data ? (
        <EmptyState>Caricamento…</EmptyState>
      ) : (
        <>
          {!data.configured && (
            <p className="mx-5 mt-4 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
              Invio automatico non configurato: servono l'utente PMS, la password e il codice
              struttura rilasciati dall'Osservatorio Turistico (vedi la guida operativa).
            </p>
          )}
          <ul className="divide-y divide-lava-100" data-testid="osservatorio-days">
            {data.days.map((day) => (
              <DayRow key={day.day} day={day} />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

function DayRow({ day }: { day: OsservatorioDayView }) {
  const resend = useResendOsservatorioDay();
  const names = useApartmentNames();
  const resendDay = async () => {
    try {
      const { day: result } = await resend.mutateAsync(day.day);
      toast({
        title: result.status === 'inviato' ? 'Giornata inviata alla Regione' : 'Invio non riuscito',
        description:
          result.status === 'inviato'
            ? `${formatLongDay(day.day)}: movimenti e chiusura accettati.`
            : (result.message ?? 'La Regione non ha accettato la giornata.'),
        variant: result.status === 'inviato' ? 'success' : 'destructive',
      });
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Impossibile inviare la giornata.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <li className="px-5 py-3" data-testid="osservatorio-day" data-day={day.day}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-lava-900 first-letter:uppercase">
            {formatLongDay(day.day)}
          </p>
          <p className="text-sm text-lava-600">
            Arrivi: {guests(day.arrivals)} · Partenze: {guests(day.departures)}
            {day.sentAt ? ` · inviata il ${italianDateTime(day.sentAt)}` : ''}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={SEND_STATE_TONE[day.status]}>{OSSERVATORIO_STATUS_LABELS[day.status]}</Badge>
          {day.sendable && (
            <Button variant="outline" onClick={resendDay} disabled={resend.isPending}>
              <RotateCw className="mr-1.5 h-4 w-4" aria-hidden="true" />
              {resend.isPending ? 'Invio…' : day.status === 'errore' ? 'Reinvia' : 'Invia ora'}
            </Button>
          )}
        </div>
      </div>
      {day.message && (
        <p className={`mt-1 text-sm ${day.status === 'errore' ? 'text-red-700' : 'text-lava-600'}`}>
          {day.message}
        </p>
      )}
      {day.skipped.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-sm text-amber-800">
          {day.skipped.map((s) => (
            <li key={s.stayKey}>
              {names[s.apartmentId] ?? s.apartmentId}
              {s.guestName ? `, ${s.guestName}` : ''}: {s.reason}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
