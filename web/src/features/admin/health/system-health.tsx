import { italianDateTime } from '@catania/shared/domain/admin-stats';
import type { SystemHealth } from '@catania/shared/schemas/health';
import { AlertTriangle, CheckCircle2, Clock, MailX, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDay, formatEuro } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { messageOf, useApartmentNames } from '../api';
import { Badge, Card, EmptyState, SectionTitle } from '../ui';
import { useRetryMail, useSystemHealth } from './api';

/** Why a mail is stuck, in the owner's words. */
const UNDELIVERED_REASON: Record<SystemHealth['undeliveredMails'][number]['reason'], string> = {
  retries: 'Tentativi esauriti',
  suppressed: 'Indirizzo bloccato',
  bounced: 'Rifiutata dal destinatario',
  rejected: 'Rifiutata da SES',
};

const FAILURE_SOURCE: Record<SystemHealth['recentFailures'][number]['source'], string> = {
  'calendar-sync': 'Sincronizzazione calendari',
  mail: 'Invio e-mail',
  'stripe-webhook': 'Pagamenti (Stripe)',
  job: 'Attività pianificate',
};

const REFUND_REASON: Record<SystemHealth['pendingRefunds'][number]['reason'], string> = {
  owner_rejection: 'Prenotazione rifiutata',
  guest_cancellation: "Cancellata dall'ospite",
  late_payment: 'Pagamento arrivato per una prenotazione non confermabile',
  refund_failed: 'Stripe non è riuscito a eseguire il rimborso',
  extras_cancellation: 'Extra di un soggiorno annullato',
  deposit_returned: 'Cauzione restituita',
  late_checkout_removed: 'Check-out posticipato rimosso',
};

const RETRY_OUTCOME = {
  sent: 'E-mail inviata',
  failed: 'Invio non riuscito: verrà ritentato automaticamente',
  undelivered: "L'e-mail non può essere consegnata a questo indirizzo",
} as const;

/** 'Stato del sistema': what failed and what is in flight, from the server's table. */
export function SystemHealthView() {
  const { data, isPending, isError, refetch, isFetching } = useSystemHealth();
  const names = useApartmentNames();
  if (isPending) return <EmptyState>Caricamento dello stato del sistema…</EmptyState>;
  if (isError || !data) {
    return (
      <EmptyState>
        Impossibile leggere lo stato del sistema.{' '}
        <button type="button" className="underline" onClick={() => refetch()}>
          Riprova
        </button>
      </EmptyState>
    );
  }
  // The same open things as 'Da fare' (feeds from their first failure, mails, double bookings,
  // unpaid bookings, refunds Stripe has not made, arrivals, new messages): never 'all is well'
  // while one is open.
  const problems = data.todo.total;
  return (
    <div className="space-y-6" data-testid="system-health">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <SectionTitle
          title="Stato del sistema"
          subtitle={`Aggiornato il ${italianDateTime(data.checkedAt)}`}
        />
        <Button variant="outline" onClick={() => refetch()} disabled={isFetching}>
          <RefreshCw className="h-4 w-4" aria-hidden />
          Aggiorna
        </Button>
      </div>
      <Card
        surface={problems ? 'border-red-200 bg-red-50' : 'border-emerald-200 bg-emerald-50'}
        role="status"
      >
        <p className="flex items-center gap-2 font-semibold text-lava-900">
          {problems ? (
            <AlertTriangle className="h-5 w-5 shrink-0 text-red-700" aria-hidden />
          ) : (
            <CheckCircle2 className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden />
          )}
          {problems
            ? `${problems} ${problems === 1 ? 'problema richiede' : 'problemi richiedono'} attenzione`
            : 'Tutto funziona: nessun problema in corso'}
        </p>
      </Card>

      <HealthSection title="Calendari sincronizzati" empty="Nessun calendario collegato.">
        {data.feeds.map((feed) => (
          <li key={feed.id} className="py-3" data-testid="health-feed">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-lava-900">
                {names[feed.apartmentId] ?? feed.apartmentId}
              </span>
              {feed.failing ? (
                <Badge tone="red">Non si sincronizza</Badge>
              ) : feed.isActive ? (
                <Badge tone="green">Regolare</Badge>
              ) : (
                <Badge>Disattivato</Badge>
              )}
            </div>
            <p className="mt-1 break-all text-xs text-lava-500">{feed.icalUrl}</p>
            <p className="mt-1 text-sm text-lava-700">
              Ultima sincronizzazione riuscita:{' '}
              {feed.lastSyncAt ? italianDateTime(feed.lastSyncAt) : 'mai'}
            </p>
            {feed.lastError ? (
              <p className="mt-1 text-sm text-red-700">Ultimo errore: {feed.lastError}</p>
            ) : null}
          </li>
        ))}
      </HealthSection>

      <HealthSection
        title="E-mail non consegnate"
        empty="Nessuna e-mail in sospeso: tutte le e-mail sono state consegnate."
      >
        {data.undeliveredMails.map((mail) => (
          <UndeliveredMail key={mail.id} mail={mail} />
        ))}
      </HealthSection>

      {data.suppressedAddresses.length > 0 ? (
        <HealthSection title="Indirizzi bloccati" empty="">
          {data.suppressedAddresses.map((entry) => (
            <li key={entry.address} className="py-3 text-sm">
              <span className="font-medium text-lava-900 break-all">{entry.address}</span>{' '}
              <Badge tone="amber">
                {entry.reason === 'bounce' ? 'Indirizzo inesistente' : 'Segnalata come spam'}
              </Badge>
              <p className="mt-1 text-lava-600">
                {italianDateTime(entry.at)} · {entry.detail}
              </p>
            </li>
          ))}
        </HealthSection>
      ) : null}

      <HealthSection
        title="Rimborsi in sospeso"
        empty="Nessun rimborso in sospeso: Stripe ha eseguito tutti i rimborsi."
      >
        {data.pendingRefunds.map((refund) => (
          <li
            key={`${refund.bookingId}#${refund.purchaseId ?? ''}`}
            className="py-3 text-sm"
            data-testid="health-refund"
          >
            <p className="flex flex-wrap items-center gap-2 font-medium text-lava-900">
              {refund.guestName || refund.bookingId} ·{' '}
              {names[refund.apartmentId] ?? refund.apartmentId}
              <Badge tone="red">{formatEuro(refund.amount)} da rimborsare</Badge>
            </p>
            <p className="mt-1 text-lava-600">
              {refund.checkIn
                ? `${formatDay(refund.checkIn)} – ${formatDay(refund.checkOut)} · `
                : ''}
              {REFUND_REASON[refund.reason]}
              {refund.refundStatus
                ? ' · rimborso in elaborazione presso Stripe'
                : ` · ritentato automaticamente${refund.attempts > 0 ? ` (${refund.attempts} tentativi)` : ''}`}
            </p>
            {refund.lastError ? (
              <p className="mt-1 break-words text-red-700">Ultimo errore: {refund.lastError}</p>
            ) : null}
          </li>
        ))}
      </HealthSection>

      <HealthSection
        title="Pagamenti in corso"
        empty="Nessun ospite sta pagando in questo momento."
      >
        {data.holds.map((hold) => (
          <li key={hold.bookingId} className="py-3 text-sm">
            <p className="font-medium text-lava-900">
              {hold.guestName} · {names[hold.apartmentId] ?? hold.apartmentId}
            </p>
            <p className="mt-1 flex items-start gap-1 text-lava-600">
              <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>
                {formatDay(hold.checkIn)} – {formatDay(hold.checkOut)} · date bloccate fino alle{' '}
                {italianDateTime(hold.holdExpiresAt)}
                {hold.paymentProcessing ? ' · pagamento in elaborazione' : ''}
              </span>
            </p>
          </li>
        ))}
      </HealthSection>

      <HealthSection title="Ultimi errori" empty="Nessun errore registrato di recente.">
        {data.recentFailures.map((failure) => (
          <li key={failure.id} className="py-3 text-sm">
            <p className="font-medium text-lava-900">{FAILURE_SOURCE[failure.source]}</p>
            <p className="mt-1 text-lava-600">
              {italianDateTime(failure.at)} · <span className="break-words">{failure.message}</span>
              {failure.occurrences > 1 && ` (${failure.occurrences} volte nell'ora)`}
            </p>
          </li>
        ))}
      </HealthSection>
    </div>
  );
}

function HealthSection({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <Card>
      <h3 className="font-display text-xl text-lava-900">{title}</h3>
      {children.length > 0 ? (
        <ul className="mt-2 divide-y divide-lava-100">{children}</ul>
      ) : (
        <p className="mt-2 text-sm text-lava-500">{empty}</p>
      )}
    </Card>
  );
}

function UndeliveredMail({ mail }: { mail: SystemHealth['undeliveredMails'][number] }) {
  const retry = useRetryMail();
  const resend = () =>
    retry.mutate(mail.id, {
      onSuccess: ({ outcome }) =>
        toast({
          title: RETRY_OUTCOME[outcome],
          variant: outcome === 'sent' ? 'success' : 'destructive',
        }),
      onError: (error) =>
        toast({
          title: 'Errore',
          description: messageOf(error, "Impossibile inviare di nuovo l'e-mail"),
          variant: 'destructive',
        }),
    });
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="health-mail">
      <div className="min-w-0 text-sm">
        <p className="flex items-center gap-1 font-medium text-lava-900">
          <MailX className="h-4 w-4 shrink-0 text-red-700" aria-hidden />
          <span className="break-words">{mail.subject}</span>
        </p>
        <p className="mt-1 break-all text-lava-600">A: {mail.to.join(', ')}</p>
        <p className="mt-1 text-lava-600">
          {UNDELIVERED_REASON[mail.reason]} · {italianDateTime(mail.failedAt)} · {mail.attempts}{' '}
          {mail.attempts === 1 ? 'tentativo' : 'tentativi'}
        </p>
        {mail.error ? <p className="mt-1 text-red-700 break-words">{mail.error}</p> : null}
      </div>
      <Button variant="outline" onClick={resend} disabled={retry.isPending}>
        Riprova
      </Button>
    </li>
  );
}
