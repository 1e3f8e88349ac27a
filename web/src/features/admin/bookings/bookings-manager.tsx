import { APARTMENT_IDS } from '@catania/shared/config/apartments';
import { DEFAULT_LOCALE, LOCALE_NAMES_IT } from '@catania/shared/config/locales';
import {
  type BookingStatusFilter,
  bookingCsvColumns,
  bookingStats,
  filterBookings,
  italianDateTime,
} from '@catania/shared/domain/admin-stats';
import { bookingActions } from '@catania/shared/domain/booking-status';
import { formatEuro } from '@catania/shared/domain/money';
import {
  PAYMENT_STATE_LABELS,
  type PaymentState,
  paymentState,
  paymentSummary,
  refundStatusLabel,
} from '@catania/shared/domain/payment';
import { guestTaxTerms } from '@catania/shared/domain/tourist-tax';
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  type BookingStatus,
  CANCEL_REASON_LABELS,
} from '@catania/shared/schemas/booking';
import { CalendarDays, ChevronDown, Euro, ListChecks, Plus, TrendingUp } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { formatDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { PriceLines, TouristTaxLine } from '../../booking/price-lines';
import { useFocus } from '../admin-nav';
import {
  type AdminBooking,
  messageOf,
  useApartmentNames,
  useBookings,
  useRecordRefundByHand,
  useSendPaymentLink,
  useUpdateBookingStatus,
} from '../api';
import { useTaxRates } from '../checkin/api';
import { downloadCsv } from '../download';
import { ListDetail, ListToolbar } from '../list-detail';
import { StayMessageTimeline } from '../messages/stay-message-timeline';
import { OwnerBookingForm } from '../planning/planning-forms';
import { Badge, NativeSelect, SectionTitle, StatCard, type Tone } from '../ui';
import { BookingExtras } from './booking-extras';

const STATUS_TONE: Record<BookingStatus, Tone> = {
  pending: 'amber',
  confirmed: 'green',
  rejected: 'red',
  cancelled: 'grey',
};

const PAYMENT_TONE: Record<PaymentState, Tone> = {
  paid: 'green',
  due: 'orange',
  refunded: 'blue',
  partly_refunded: 'blue',
  refund_pending: 'purple',
  none: 'grey',
};

/** Whether the booking was paid (Stripe's word), is still to pay, or was refunded. */
function PaymentBadge({ booking }: { booking: AdminBooking }) {
  const state = paymentState(booking);
  return (
    <Badge tone={PAYMENT_TONE[state]} data-testid="payment-badge">
      {PAYMENT_STATE_LABELS[state]}
    </Badge>
  );
}

/** Why a payment reached a booking that cannot be a stay; the refund's state is in its notes. */
const LATE_PAYMENT: Record<NonNullable<AdminBooking['attention']>, string> = {
  paid_without_nights:
    'il pagamento è arrivato quando le date erano già di un altro ospite: la prenotazione non è confermata e il pagamento viene rimborsato per intero.',
  paid_after_rejection: 'il pagamento è arrivato dopo il rifiuto: viene rimborsato per intero.',
  paid_after_cancellation:
    'il pagamento è arrivato dopo la cancellazione: viene rimborsato per intero.',
  paid_after_expiry:
    'il pagamento è arrivato dopo la scadenza del tempo per pagare: la prenotazione resta annullata e il pagamento viene rimborsato per intero.',
};

/** SPEC 2 Prenotazioni. */
export function BookingsManager() {
  const bookings = useBookings();
  const names = useApartmentNames();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<BookingStatusFilter>('all');
  const [apartmentId, setApartmentId] = useState('all');
  const [entering, setEntering] = useState(false);
  const focus = useFocus('prenotazioni');
  const all = bookings.data ?? [];
  const stats = useMemo(() => bookingStats(all, new Date()), [all]);
  const list = useMemo(
    () => filterBookings(all, { search, status, apartmentId, apartmentNames: names }),
    [all, search, status, apartmentId, names],
  );

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <SectionTitle title="Gestione Prenotazioni" />
        <Button onClick={() => setEntering(true)}>
          <Plus className="h-4 w-4" aria-hidden />
          Nuova prenotazione
        </Button>
      </div>
      {entering ? (
        <Dialog open onOpenChange={(open) => !open && setEntering(false)}>
          <DialogContent
            title="Nuova prenotazione"
            description="Per un soggiorno concordato al telefono, su WhatsApp o di persona"
          >
            <div className="mt-4">
              <OwnerBookingForm
                apartmentId="appartamento-1"
                checkIn={new Date().toISOString().slice(0, 10)}
                onDone={() => setEntering(false)}
              />
            </div>
          </DialogContent>
        </Dialog>
      ) : null}
      <div className="mb-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Totale" value={stats.total} icon={<ListChecks className="h-6 w-6" />} />
        <StatCard
          label="Settimanali"
          value={stats.weekly}
          icon={<CalendarDays className="h-6 w-6" />}
        />
        <StatCard label="Mensili" value={stats.monthly} icon={<TrendingUp className="h-6 w-6" />} />
        <StatCard
          label="Ricavi"
          value={formatEuro(stats.revenue)}
          icon={<Euro className="h-6 w-6" />}
        />
      </div>
      <ListToolbar
        search={{
          label: 'Cerca prenotazioni',
          placeholder: 'Cerca per nome ospite, email o appartamento...',
          value: search,
          onChange: setSearch,
        }}
        onExport={() => downloadCsv('prenotazioni', bookingCsvColumns(names), list)}
        canExport={list.length > 0}
      >
        <NativeSelect
          aria-label="Filtra per stato"
          value={status}
          onValueChange={setStatus}
          options={[
            { value: 'all', label: 'Tutti gli stati' },
            ...BOOKING_STATUSES.map((s) => ({ value: s, label: BOOKING_STATUS_LABELS[s] })),
          ]}
        />
        <NativeSelect
          aria-label="Filtra per appartamento"
          value={apartmentId}
          onValueChange={setApartmentId}
          options={[
            { value: 'all', label: 'Tutti gli appartamenti' },
            ...APARTMENT_IDS.map((id) => ({ value: id, label: names[id] ?? id })),
          ]}
        />
      </ListToolbar>
      <ListDetail
        label="Prenotazioni"
        status={bookings}
        all={all}
        shown={list}
        focus={focus}
        messages={{
          failed: 'Failed to fetch bookings',
          loading: 'Caricamento prenotazioni…',
          empty: 'Nessuna prenotazione ricevuta ancora',
          noMatch: 'Nessuna prenotazione trovata con i filtri selezionati',
          choose: 'Seleziona una prenotazione per visualizzare i dettagli',
        }}
        summary={(booking) => (
          <>
            <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
              <span className="font-semibold text-lava-900">{booking.guestName}</span>
              <span className="flex flex-wrap justify-end gap-1">
                {booking.conflictNights ? <Badge tone="red">Conflitto</Badge> : null}
                <Badge tone={STATUS_TONE[booking.status]}>
                  {BOOKING_STATUS_LABELS[booking.status]}
                </Badge>
                <PaymentBadge booking={booking} />
              </span>
            </div>
            <p className="text-xs text-lava-500">
              {names[booking.apartmentId] ?? booking.apartmentId} · {formatDay(booking.checkIn)} –{' '}
              {formatDay(booking.checkOut)} · {formatEuro(booking.totalPrice)}
            </p>
          </>
        )}
        detail={(booking) => (
          <BookingDetail booking={booking} apartmentName={names[booking.apartmentId]} />
        )}
      />
    </div>
  );
}

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

/**
 * 'Invia link di pagamento': for a booking confirmed unpaid, or one the owner entered and that
 * waits for its payment (a new link also keeps its nights for another 24 hours).
 */
function PaymentLinkButton({ booking }: { booking: AdminBooking }) {
  const send = useSendPaymentLink();
  const eligible =
    !booking.paidAt &&
    (booking.status === 'confirmed' ||
      (booking.status === 'pending' && booking.source === 'owner'));
  if (!eligible) return null;
  const click = async () => {
    try {
      const link = await send.mutateAsync(booking.id);
      toast({
        title: 'Link di pagamento inviato',
        description: `L’ospite lo ha ricevuto per e-mail; vale fino al ${italianDateTime(link.expiresAt)}.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Impossibile inviare il link di pagamento.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Button variant="outline" disabled={send.isPending} onClick={click}>
      {booking.paymentLinkSentAt ? 'Invia un nuovo link di pagamento' : 'Invia link di pagamento'}
    </Button>
  );
}

/** 'Rimborso eseguito': the owner gave back by hand the refund owed on a booking paid offline. */
function RefundByHandButton({ booking }: { booking: AdminBooking }) {
  const record = useRecordRefundByHand();
  if (!booking.paidOffline || !booking.refundDue || booking.refund) return null;
  const click = async () => {
    try {
      await record.mutateAsync(booking.id);
      toast({ title: 'Rimborso registrato', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Impossibile registrare il rimborso.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Button variant="outline" disabled={record.isPending} onClick={click}>
      Rimborso eseguito
    </Button>
  );
}

/** The payment as the owner reads it: Stripe's word, or what is still to pay. */
function paymentText(booking: AdminBooking): string {
  const payment = paymentSummary(booking);
  if (payment.paid && booking.paidOffline) {
    return `Pagata fuori Stripe (contanti o bonifico): ${formatEuro(payment.amountPaid)}`;
  }
  if (payment.paid) {
    const when = booking.paidAt ? ` il ${italianDateTime(booking.paidAt)}` : '';
    return `Pagata tramite Stripe${when}: ${formatEuro(payment.amountPaid)}`;
  }
  if (payment.amountDue > 0) {
    const link = booking.paymentLinkExpiresAt
      ? `; link di pagamento valido fino al ${italianDateTime(booking.paymentLinkExpiresAt)}`
      : '';
    return `Non ancora pagata: ${formatEuro(payment.amountDue)} da pagare${link}`;
  }
  return 'Nessun pagamento ricevuto';
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

/** The most the stay's guests owe in tourist tax, at the rates the owner set for its nights. */
function BookingTaxLine({ booking }: { booking: AdminBooking }) {
  const rates = useTaxRates();
  if (!rates.data) return null;
  const tax = guestTaxTerms(rates.data.rates, booking.checkIn, booking.checkOut);
  return <TouristTaxLine tax={tax} guests={booking.guests} />;
}
