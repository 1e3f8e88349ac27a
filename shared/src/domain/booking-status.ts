import type { BookingStatus } from '../schemas/booking';
import { formatEuro } from './money';
import { type PaymentFacts, paymentSummary } from './payment';

/**
 * The owner's transitions of a booking (product §4): pending to confirmed or rejected; confirmed to
 * rejected (after a confirm dialog: it is already paid). Rejected and cancelled are final.
 */
const TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'rejected'],
  confirmed: ['rejected'],
  rejected: [],
  cancelled: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export interface BookingAction {
  to: 'confirmed' | 'rejected';
  label: string;
  /** Ask the browser's confirm dialog first. */
  confirm?: string;
  variant: 'default' | 'destructive';
}

/**
 * The buttons the detail pane offers for a booking (product §4), told with its payment: confirming an
 * unpaid booking leaves the amount to be paid; rejecting a paid one refunds it in full.
 */
export function bookingActions(booking: PaymentFacts): BookingAction[] {
  const payment = paymentSummary(booking);
  const refund = `Rifiutarla libera le date, rimborsa all'ospite ${formatEuro(payment.amountPaid)} tramite Stripe e lo avvisa per e-mail.`;
  switch (booking.status) {
    case 'pending':
      return [
        {
          to: 'confirmed',
          label: 'Conferma',
          variant: 'default',
          ...(payment.paid
            ? {}
            : {
                confirm: `Questa prenotazione non è stata pagata. Confermandola, le date restano bloccate e l'ospite riceve la conferma con ${formatEuro(payment.amountDue)} da pagare. Vuoi continuare?`,
              }),
        },
        { to: 'rejected', label: 'Rifiuta', variant: 'destructive' },
      ];
    case 'confirmed':
      return [
        payment.paid
          ? {
              to: 'rejected',
              label: 'Rifiuta Prenotazione Pagata',
              variant: 'destructive',
              confirm: `Questa prenotazione è già stata pagata. ${refund} Vuoi continuare?`,
            }
          : {
              to: 'rejected',
              label: 'Rifiuta',
              variant: 'destructive',
              confirm:
                "Questa prenotazione è confermata ma non ancora pagata. Rifiutarla libera le date e avvisa l'ospite per e-mail. Vuoi continuare?",
            },
      ];
    default:
      return [];
  }
}
