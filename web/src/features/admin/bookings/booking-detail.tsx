import { DEFAULT_LOCALE, LOCALE_NAMES_IT } from '@catania/shared/config/locales';
import { italianDateTime } from '@catania/shared/domain/admin-stats';
import { bookingActions } from '@catania/shared/domain/booking-status';
import { formatEuro } from '@catania/shared/domain/money';
import { refundStatusLabel } from '@catania/shared/domain/payment';
import { BOOKING_STATUS_LABELS, CANCEL_REASON_LABELS } from '@catania/shared/schemas/booking';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { PriceLines } from '../../../components/price-lines';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { formatDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';
import { StayMessageTimeline } from '../messages/stay-message-timeline';
import { Badge } from '../ui';
import { type AdminBooking, useUpdateBookingStatus } from './api';
import { PaymentBadge, STATUS_TONE } from './booking-badges';
import { BookingExtras } from './booking-extras';
import {
  BookingTaxLine,
  LATE_PAYMENT,
  PaymentLinkButton,
  paymentText,
  RefundByHandButton,
} from './booking-payment';

export function BookingDetail({
  booking,
  apartmentName,
}: {
  booking: AdminBooking;
  apartmentName?: string;
}) {
  const update = useUpdateBookingStatus();
  const [confirmingUnpaid, setConfirmingUnpaid] = useState<string>();
  const act = async (
    to: 'confirmed' | 'rejected',
    confirmText?: string,
    options: { sendPaymentLink?: boolean; asked?: boolean } = {},
  ) => {
    if (to === 'confirmed' && confirmText && !options.asked) {
      // Confirming an unpaid booking: the dialog asks whether the guest gets a payment link.
      setConfirmingUnpaid(confirmText);
      return;
    }
    if (confirmText && !options.asked && !window.confirm(confirmText)) return;
    try {
      const answer = await update.mutateAsync({
        id: booking.id,
        status: to,
        ...(options.sendPaymentLink ? { sendPaymentLink: true } : {}),
      });
      const problem = answer.refundError ?? answer.paymentLinkError;
      toast({
        title: 'Status aggiornato',
        description:
          problem ??
          (options.sendPaymentLink
            ? 'Prenotazione confermata: l’ospite ha ricevuto il link di pagamento.'
            : 'Lo status della prenotazione è stato aggiornato con successo.'),
        variant: problem ? 'destructive' : 'success',
      });
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, "Errore nell'aggiornamento dello status della prenotazione."),
        variant: 'destructive',
      });
    }
  };
  const rows: [string, string][] = [
    ['Email', booking.guestEmail],
    ['Telefono', booking.guestPhone || '—'],
    // The language the guest booked in: the one their mails are written in.
    ['Lingua', LOCALE_NAMES_IT[booking.locale ?? DEFAULT_LOCALE]],
    ['Appartamento', apartmentName ?? booking.apartmentId],
    ['Check-in', formatDay(booking.checkIn)],
    ['Check-out', formatDay(booking.checkOut)],
    ['Notti', String(booking.nights)],
    ['Ospiti', String(booking.guests)],
    ['Prezzo totale', formatEuro(booking.totalPrice)],
    ...(booking.quotedPrice !== undefined
      ? ([
          [
            'Prezzo da listino',
            `${formatEuro(booking.quotedPrice)} (${booking.priceReason ?? ''})`,
          ],
        ] as [string, string][])
      : []),
    ['Pagamento', paymentText(booking)],
    ...(booking.source === 'owner'
      ? ([['Inserita', booking.minStayOverride ? 'Da te, sotto il soggiorno minimo' : 'Da te']] as [
          string,
          string,
        ][])
      : []),
    ['Prenotata il', italianDateTime(booking.createdAt)],
    ['Codice', booking.id.slice(0, 8).toUpperCase()],
  ];
  return (
    <div data-testid="booking-detail">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-display text-2xl text-lava-900">{booking.guestName}</h3>
        <span className="flex flex-wrap gap-1">
          <Badge tone={STATUS_TONE[booking.status]}>{BOOKING_STATUS_LABELS[booking.status]}</Badge>
          <PaymentBadge booking={booking} />
        </span>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={`${label}:${value}`}>
            <dt className="text-lava-500">{label}</dt>
            <dd className="font-medium text-lava-900">
              {label === 'Email' ? (
                <a
                  href={`mailto:${value}`}
                  className="inline-flex min-h-11 items-center break-all text-accent-700 underline-offset-2 hover:underline"
                >
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
      {booking.priceBreakdown ? (
        // The quote stored with the booking: what each night cost and which rule set it.
        <details
          className="group mt-4 rounded-xl bg-cream-100 px-3"
          data-testid="booking-price-details"
        >
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 text-sm font-semibold text-lava-900 [&::-webkit-details-marker]:hidden">
            {booking.quotedPrice !== undefined
              ? 'Dettaglio del preventivo (prima del tuo prezzo)'
              : 'Dettaglio del prezzo'}
            <ChevronDown
              className="h-4 w-4 transition-transform group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <PriceLines
            className="pb-3"
            price={booking.priceBreakdown}
            total={booking.priceBreakdown.total}
          >
            <BookingTaxLine booking={booking} />
          </PriceLines>
        </details>
      ) : null}
      <BookingExtras booking={booking} />
      <div className="mt-4">
        <p className="text-sm text-lava-500">Richieste speciali</p>
        <p className="mt-1 rounded-xl bg-cream-100 px-3 py-2 text-sm whitespace-pre-wrap">
          {booking.specialRequests || 'Nessuna'}
        </p>
      </div>
      {booking.conflictNights ? (
        <p
          className="mt-4 rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-800"
          data-testid="booking-conflict"
        >
          Doppia prenotazione: un calendario importato blocca anche{' '}
          {booking.conflictNights.length === 1 ? 'la notte' : 'le notti'}{' '}
          {booking.conflictNights.map(formatDay).join(', ')}. Contatta l’altro portale o l’ospite.
        </p>
      ) : null}
      {booking.ownerNote ? (
        <p className="mt-4 rounded-xl bg-cream-100 px-3 py-2 text-sm">Nota: {booking.ownerNote}</p>
      ) : null}
      {statusNotes(booking).map((note) => (
        <p
          key={note}
          className="mt-4 rounded-xl bg-sky-50 px-3 py-2 text-sm text-sky-900"
          data-testid="booking-note"
        >
          {note}
        </p>
      ))}
      {booking.attention ? (
        <p className="mt-4 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          Attenzione: {LATE_PAYMENT[booking.attention]} L'ospite è stato avvisato per e-mail.
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-2">
        {bookingActions(booking).map((action) => (
          <Button
            key={action.label}
            variant={action.variant === 'destructive' ? 'outline' : 'primary'}
            className={action.variant === 'destructive' ? 'border-red-300 text-red-800' : undefined}
            disabled={update.isPending}
            onClick={() => act(action.to, action.confirm)}
          >
            {action.label}
          </Button>
        ))}
        <PaymentLinkButton booking={booking} />
        <RefundByHandButton booking={booking} />
      </div>
      {booking.status === 'pending' ? null : (
        <StayMessageTimeline stayKey={`booking:${booking.id}`} />
      )}
      {confirmingUnpaid ? (
        <ConfirmUnpaidDialog
          text={confirmingUnpaid}
          busy={update.isPending}
          onCancel={() => setConfirmingUnpaid(undefined)}
          onConfirm={async (sendPaymentLink) => {
            setConfirmingUnpaid(undefined);
            await act('confirmed', undefined, { sendPaymentLink, asked: true });
          }}
        />
      ) : null}
    </div>
  );
}

/** 'Conferma' of an unpaid booking: the owner agrees, and chooses whether the guest gets a link. */
function ConfirmUnpaidDialog({
  text,
  busy,
  onCancel,
  onConfirm,
}: {
  text: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (sendPaymentLink: boolean) => void;
}) {
  const [send, setSend] = useState(true);
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent title="Confermare senza pagamento?" description={text}>
        <label className="mt-4 flex min-h-11 items-start gap-2 text-sm text-lava-800">
          <input
            type="checkbox"
            className="mt-1"
            checked={send}
            onChange={(e) => setSend(e.target.checked)}
          />
          Invia all’ospite il link di pagamento Stripe (vale 24 ore, con un promemoria prima della
          scadenza)
        </label>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            Annulla
          </Button>
          <Button disabled={busy} onClick={() => onConfirm(send)}>
            Conferma
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** What happened to the booking, in words: its cancellation or rejection and its refund. */
function statusNotes(booking: AdminBooking): string[] {
  const notes: string[] = [];
  if (booking.status === 'cancelled' && booking.cancelReason) {
    const when = booking.cancelledAt ? ` il ${italianDateTime(booking.cancelledAt)}` : '';
    notes.push(`Cancellata${when}: ${CANCEL_REASON_LABELS[booking.cancelReason]}.`);
  }
  if (booking.status === 'rejected' && booking.rejectedAt) {
    notes.push(`Rifiutata il ${italianDateTime(booking.rejectedAt)}; l'ospite è stato avvisato.`);
  }
  if (booking.refund && booking.paidOffline) {
    notes.push(
      `Rimborso di ${formatEuro(booking.refund.amount)} restituito a mano (registrato il ${italianDateTime(booking.refund.createdAt)}).`,
    );
  } else if (booking.refund) {
    notes.push(
      `Rimborso di ${formatEuro(booking.refund.amount)} tramite Stripe ${refundStatusLabel(booking.refund.status)} (${italianDateTime(booking.refund.createdAt)}).`,
    );
  } else if (booking.refundDue && booking.paidOffline) {
    notes.push(
      `Rimborso di ${formatEuro(booking.refundDue)} da restituire a mano all'ospite (aveva pagato fuori Stripe). Quando l'hai fatto, premi «Rimborso eseguito».`,
    );
  } else if (booking.refundDue) {
    notes.push(
      `Rimborso di ${formatEuro(booking.refundDue)} da eseguire: Stripe non l'ha ancora confermato, viene ritentato automaticamente.`,
    );
  }
  return notes;
}
