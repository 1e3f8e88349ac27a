import { italianDateTime } from '@catania/shared/domain/admin-stats';
import { ALLOGGIATI_STATUS_LABELS, type AlloggiatiView } from '@catania/shared/schemas/alloggiati';
import { FileCheck2, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';
import { Badge } from '../ui';
import { downloadAlloggiatiReceipt, useSendAlloggiati } from './api';
import { SEND_STATE_TONE } from './send-state';

/**
 * An arrival's registration with Alloggiati Web: each guest's state (da inviare,
 * inviato with the receipt's day, errore with the service's message), 'Invia ora', the receipt.
 */
export function AlloggiatiStatus({
  stayKey,
  alloggiati,
}: {
  stayKey: string;
  alloggiati: AlloggiatiView;
}) {
  const send = useSendAlloggiati();
  const [downloading, setDownloading] = useState(false);
  const pending = alloggiati.guests.filter((g) => g.status !== 'inviato');
  const uncertain = pending.some((g) => g.uncertain);
  const receiptDays = [
    ...new Set(
      alloggiati.guests.flatMap((g) =>
        g.receiptAvailable && g.receiptDate ? [g.receiptDate] : [],
      ),
    ),
  ];
  const messages = [
    ...new Set(
      [alloggiati.waitingFor, ...pending.map((g) => g.message)].filter((m): m is string =>
        Boolean(m),
      ),
    ),
  ];

  const sendNow = async () => {
    if (
      uncertain &&
      !window.confirm(
        'La risposta a un invio precedente non è arrivata. Hai controllato in Alloggiati Web (Analisi invii) che queste schedine non ci siano? Confermi un nuovo invio?',
      )
    ) {
      return;
    }
    try {
      const result = await send.mutateAsync({
        stayKey,
        ...(uncertain ? { confirmUncertain: true } : {}),
      });
      const refused = result.alloggiati.guests.filter((g) => g.status === 'errore').length;
      toast({
        title: result.sent > 0 ? 'Inviato ad Alloggiati Web' : 'Nessuna schedina inviata',
        description:
          result.sent > 0
            ? `${result.sent} ${result.sent === 1 ? 'ospite comunicato' : 'ospiti comunicati'} alla Questura.`
            : (result.alloggiati.waitingFor ??
              (refused > 0
                ? 'Il servizio ha segnalato un errore: vedi il dettaglio.'
                : 'Tutti gli ospiti risultano già inviati.')),
        variant: result.sent > 0 ? 'success' : refused > 0 ? 'destructive' : 'default',
      });
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Impossibile inviare ad Alloggiati Web.'),
        variant: 'destructive',
      });
    }
  };

  const downloadReceipt = async (day: string) => {
    setDownloading(true);
    try {
      await downloadAlloggiatiReceipt(day);
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Impossibile scaricare la ricevuta.'),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="mt-2 rounded-xl bg-lava-50 px-3 py-2" data-testid="alloggiati-status">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-lava-800">Alloggiati Web:</span>
        {alloggiati.guests.map((guest, i) => (
          <Badge
            // biome-ignore lint/suspicious/noArrayIndexKey: the guests' order is the pre-check-in's.
            key={i}
            tone={SEND_STATE_TONE[guest.status]}
            data-testid="alloggiati-guest"
          >
            {i === 0 ? 'Ospite principale' : `Ospite ${i + 1}`}:{' '}
            {ALLOGGIATI_STATUS_LABELS[guest.status]}
            {guest.status === 'inviato' && guest.sentAt
              ? ` il ${italianDateTime(guest.sentAt)}`
              : ''}
          </Badge>
        ))}
      </div>
      {pending.length > 0 ? (
        <p className="mt-1 text-xs text-lava-600">
          Da comunicare entro {italianDateTime(alloggiati.deadline)}.
        </p>
      ) : null}
      {messages.map((message) => (
        <p key={message} className="mt-1 text-sm text-lava-800" data-testid="alloggiati-message">
          {message}
        </p>
      ))}
      <div className="mt-2 flex flex-wrap gap-2">
        {/* Only when a send can happen: the message above says what it waits for otherwise. */}
        {alloggiati.configured && pending.length > 0 && !alloggiati.waitingFor ? (
          <Button variant="outline" onClick={sendNow} disabled={send.isPending}>
            <Send className="h-4 w-4" aria-hidden />
            {send.isPending ? 'Invio…' : 'Invia ora'}
          </Button>
        ) : null}
        {receiptDays.map((day) => (
          <Button
            key={day}
            variant="ghost"
            onClick={() => downloadReceipt(day)}
            disabled={downloading}
          >
            <FileCheck2 className="h-4 w-4" aria-hidden />
            Ricevuta del {formatDay(day)}
          </Button>
        ))}
      </div>
    </div>
  );
}
