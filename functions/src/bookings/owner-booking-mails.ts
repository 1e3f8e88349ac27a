import { italianDateTime } from '@catania/shared/domain/admin-stats';
import { bookingCode, formatLongDate, formatShortDate } from '@catania/shared/domain/booking';
import { nightsLabel } from '@catania/shared/domain/formats';
import { centsToEuro, euroToCents } from '@catania/shared/domain/money';
import { paymentSummary } from '@catania/shared/domain/payment';
import type { Booking } from '@catania/shared/schemas/booking';
import { euro, type MailContent, type RenderedMail, type Row, renderMail } from '../mail/layout';
import { type BookingMailInput, stayRows } from './booking-mail-parts';

/** The owner's mails about a booking, in Italian: a new booking, a guest's cancellation, a payment to refund. */

/** The owner's notice that a guest cancelled online: the nights are free, the refund told. */
export function renderOwnerCancellation(input: BookingMailInput): RenderedMail {
  const { booking, apartment } = input;
  const code = bookingCode(booking.id);
  const payment = paymentSummary(booking);
  const refund = payment.amountRefunded + payment.refundPending;
  const heading = `Prenotazione cancellata dall'ospite: ${apartment.name}`;
  const intro = [
    `${booking.guestName} ha cancellato dalla sua pagina la prenotazione di ${nightsLabel(booking.nights)}, dal ${formatLongDate(booking.checkIn)} al ${formatLongDate(booking.checkOut)}. Le date sono di nuovo libere.`,
    refund > 0
      ? `Secondo le condizioni di cancellazione l'ospite riceve ${euro(refund)} dei ${euro(payment.amountPaid)} pagati, ${booking.paidOffline ? "da restituirgli tu (aveva pagato fuori Stripe): quando l'hai fatto, segna «Rimborso eseguito» sulla prenotazione nel pannello" : 'rimborsati tramite Stripe'}; restano a te ${euro(centsToEuro(euroToCents(payment.amountPaid) - euroToCents(refund)))}.`
      : payment.paid
        ? `Nessun rimborso secondo le condizioni di cancellazione: restano a te ${euro(payment.amountPaid)}.`
        : 'La prenotazione non era stata pagata: non ci sono rimborsi.',
  ];
  return renderMail(
    `Cancellazione ${code}: ${apartment.name}, ${formatShortDate(booking.checkIn)} – ${formatShortDate(booking.checkOut)}`,
    { preheader: intro[0] ?? heading, heading, intro, ...forTheOwner(input) },
  );
}

function guestRows(booking: Booking): Row[] {
  return [
    ['Ospite', booking.guestName],
    ['E-mail', booking.guestEmail],
    ['Telefono', booking.guestPhone || '—'],
    ['Richieste speciali', booking.specialRequests || '—'],
  ];
}

function referenceRows(booking: Booking): Row[] {
  return [
    ['ID prenotazione', booking.id],
    ['Sessione Stripe', booking.paymentIntentId ?? '—'],
    ['Pagata il', booking.paidAt ? italianDateTime(booking.paidAt) : 'non pagata'],
  ];
}

/** What the owner's mails about a booking show: the stay, the guest, the references, the panel. */
function forTheOwner(input: BookingMailInput): Pick<MailContent, 'sections' | 'action'> {
  return {
    sections: [
      { title: 'Soggiorno', rows: stayRows(input) },
      { title: 'Ospite', rows: guestRows(input.booking) },
      { title: 'Riferimenti', rows: referenceRows(input.booking) },
    ],
    action: { label: 'Apri il pannello', url: `${input.siteUrl}/admin` },
  };
}

/**
 * The owner's notice of every new paid booking, and (`latePayment`) of a payment for a booking
 * the owner had confirmed unpaid.
 */
export function renderOwnerBookingNotice(
  input: BookingMailInput & { latePayment?: boolean },
): RenderedMail {
  const { booking, apartment } = input;
  const code = bookingCode(booking.id);
  const payment = paymentSummary(booking);
  const stay = `${nightsLabel(booking.nights)}, dal ${formatLongDate(booking.checkIn)} al ${formatLongDate(booking.checkOut)}`;
  const heading = input.latePayment
    ? `Pagamento ricevuto: ${apartment.name}`
    : `Nuova prenotazione ${payment.paid ? 'pagata' : 'confermata'}: ${apartment.name}`;
  const intro = [
    input.latePayment
      ? `${booking.guestName} ha pagato ${euro(payment.amountPaid)} tramite Stripe per la prenotazione che avevi confermato (${stay}): non resta nulla da saldare.`
      : `${booking.guestName} ha prenotato${payment.paid ? ` e pagato ${euro(payment.amountPaid)}` : ` (totale ${euro(booking.totalPrice)}, non pagato online)`} per ${stay}. Le date sono già bloccate nel calendario.`,
  ];
  return renderMail(
    `${input.latePayment ? 'Pagamento ricevuto' : 'Nuova prenotazione'} ${code}: ${apartment.name}, ${formatShortDate(booking.checkIn)} – ${formatShortDate(booking.checkOut)}`,
    { preheader: intro[0] ?? heading, heading, intro, ...forTheOwner(input) },
  );
}

/** Why a payment cannot become a stay, in the owner's words. */
const LATE_PAYMENT_WHY_OWNER: Record<
  NonNullable<Booking['attention']>,
  (nights: string) => string
> = {
  paid_after_rejection: () =>
    'La prenotazione era già stata rifiutata quando è arrivato il pagamento.',
  paid_after_cancellation: () =>
    'La prenotazione era già stata cancellata quando è arrivato il pagamento.',
  paid_after_expiry: () =>
    'Il tempo per pagare era scaduto e la prenotazione era già stata annullata (date rimesse in vendita) quando è arrivato il pagamento: NON è stata confermata.',
  paid_without_nights: (nights) =>
    `Le notti ${nights} non erano più libere quando è arrivato il pagamento: la prenotazione NON è stata confermata, per non vendere due volte le stesse notti.`,
};

const lostNights = (nights: readonly string[] | undefined) =>
  (nights ?? []).map((night) => formatShortDate(night)).join(', ') || 'richieste';

/**
 * The owner's alert that a payment reached a booking that cannot be a stay: it is refunded
 * automatically ('Stato del sistema' shows it until Stripe has made the refund).
 */
export function renderOwnerPaymentAlert(
  input: BookingMailInput & { reason: NonNullable<Booking['attention']>; nights?: string[] },
): RenderedMail {
  const { booking, apartment } = input;
  const code = bookingCode(booking.id);
  const heading = 'Attenzione: pagamento ricevuto per una prenotazione non confermabile';
  const why = LATE_PAYMENT_WHY_OWNER[input.reason](lostNights(input.nights));
  const intro = [
    why,
    `Il pagamento di ${euro(booking.amountPaid ?? booking.totalPrice)} viene rimborsato automaticamente all'ospite, che è stato avvisato per e-mail. Finché Stripe non ha eseguito il rimborso, lo vedi in 'Stato del sistema'. Se vuoi, contatta l'ospite per proporre altre date.`,
  ];
  return renderMail(`ATTENZIONE: pagamento da rimborsare ${code} – ${apartment.name}`, {
    preheader: why,
    heading,
    intro,
    ...forTheOwner(input),
  });
}
