import { italianDateTime } from '@catania/shared/domain/admin-stats';
import { MESSAGE_KIND_LABELS } from '@catania/shared/domain/guest-messages';
import type { StayMessage, StayMessageStatus } from '@catania/shared/schemas/messages';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';
import { Badge, type Tone } from '../ui';
import { useStayMessageAction, useStayMessages } from './api';

const STATUS: Record<StayMessageStatus, { label: string; tone: Tone }> = {
  planned: { label: 'Programmato', tone: 'blue' },
  waiting: { label: 'In partenza', tone: 'amber' },
  sent: { label: 'Inviato', tone: 'green' },
  failed: { label: 'Non consegnato', tone: 'red' },
  skipped: { label: 'Saltato', tone: 'grey' },
  missed: { label: 'Non inviato (troppo tardi)', tone: 'grey' },
  off: { label: 'Disattivato', tone: 'grey' },
  cancelled: { label: 'Annullato', tone: 'grey' },
  'no-email': { label: 'Senza e-mail', tone: 'grey' },
};

/** The time a message shows: when it went, or when it goes (Rome time, as the owner lives it). */
function when(message: StayMessage): string {
  if (message.status === 'sent' || message.status === 'failed') {
    return `${message.byOwner ? 'Inviato a mano' : 'Inviato'} il ${italianDateTime(message.sentAt ?? message.dueAt)}`;
  }
  if (message.status === 'skipped')
    return `Saltato il ${italianDateTime(message.skippedAt ?? message.dueAt)}`;
  if (message.status === 'waiting') return 'Parte al prossimo giro (di notte aspetta le 08:00)';
  return `Previsto il ${italianDateTime(message.dueAt)}`;
}

const open = (status: StayMessageStatus) =>
  status === 'planned' || status === 'waiting' || status === 'missed' || status === 'off';

/**
 * The messages of a stay on its detail: what went, what is planned, what was skipped or failed,
 * with 'Invia ora' and 'Salta' for those still to go.
 */
export function StayMessageTimeline({ stayKey }: { stayKey: string }) {
  const { data, isLoading, isError } = useStayMessages(stayKey);
  const act = useStayMessageAction(stayKey);
  const run = async (kind: StayMessage['kind'], action: 'send' | 'skip') => {
    const label = MESSAGE_KIND_LABELS[kind];
    if (
      action === 'skip' &&
      !window.confirm(`Saltare «${label}»? Non verrà più inviato a questo ospite.`)
    )
      return;
    try {
      await act.mutateAsync({ kind, action });
      toast({
        title: action === 'send' ? 'Messaggio inviato' : 'Messaggio saltato',
        description: label,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Operazione non riuscita.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <section className="mt-6" aria-labelledby={`messages-${stayKey}`} data-testid="stay-messages">
      <h4 id={`messages-${stayKey}`} className="font-display text-lg text-lava-900">
        Messaggi all'ospite
      </h4>
      {isLoading ? <p className="mt-2 text-sm text-lava-500">Caricamento messaggi...</p> : null}
      {isError ? (
        <p className="mt-2 text-sm text-red-800">Impossibile caricare i messaggi.</p>
      ) : null}
      {data && !data.guestEmail ? (
        <p className="mt-2 text-sm text-lava-600">
          Nessun indirizzo e-mail dell'ospite: i messaggi non possono partire.
        </p>
      ) : null}
      <ol className="mt-3 space-y-2">
        {data?.messages.map((message) => (
          <li
            key={message.kind}
            className="rounded-xl border border-lava-100 bg-white px-3 py-2"
            data-testid={`stay-message-${message.kind}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-semibold text-lava-900">
                {MESSAGE_KIND_LABELS[message.kind]}
              </span>
              <Badge tone={STATUS[message.status].tone}>{STATUS[message.status].label}</Badge>
            </div>
            <p className="mt-0.5 text-xs text-lava-600">{when(message)}</p>
            {message.error ? (
              <p className="mt-1 text-xs break-all text-red-800">{message.error}</p>
            ) : null}
            {open(message.status) && data.guestEmail ? (
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  className="min-h-11"
                  disabled={act.isPending}
                  onClick={() => run(message.kind, 'send')}
                >
                  Invia ora
                </Button>
                <Button
                  variant="outline"
                  className="min-h-11"
                  disabled={act.isPending}
                  onClick={() => run(message.kind, 'skip')}
                >
                  Salta
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
