import { italianDateTime } from '@catania/shared/domain/admin-stats';
import { formatEuro } from '@catania/shared/domain/money';
import { paymentSummary } from '@catania/shared/domain/payment';
import { guestTaxTerms } from '@catania/shared/domain/tourist-tax';
import { TouristTaxLine } from '../../../components/price-lines';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';
import { useTaxRates } from '../checkin/api';
import { type AdminBooking, useRecordRefundByHand, useSendPaymentLink } from './api';

/** Why a payment reached a booking that cannot be a stay; the refund's state is in its notes. */
export const LATE_PAYMENT: Record<NonNullable<AdminBooking['attention']>, string> = {
  paid_without_nights:
    'il pagamento è arrivato quando le date erano già di un altro ospite: la prenotazione non è confermata e il pagamento viene rimborsato per intero.',
  paid_after_rejection: 'il pagamento è arrivato dopo il rifiuto: viene rimborsato per intero.',
  paid_after_cancellation:
    'il pagamento è arrivato dopo la cancellazione: viene rimborsato per intero.',
  paid_after_expiry:
    'il pagamento è arrivato dopo la scadenza del tempo per pagare: la prenotazione resta annullata e il pagamento viene rimborsato per intero.',
};

/**
 * 'Invia link di pagamento': for a booking confirmed unpaid, or one the owner entered and that
 * waits for its payment (a new link also keeps its nights for another 24 hours).
 */
export function PaymentLinkButton({ booking }: { booking: AdminBooking }) {
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
export function RefundByHandButton({ booking }: { booking: AdminBooking }) {
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
export function paymentText(booking: AdminBooking): string {
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

/** The most the stay's guests owe in tourist tax, at the rates the owner set for its nights. */
export function BookingTaxLine({ booking }: { booking: AdminBooking }) {
  const rates = useTaxRates();
  if (!rates.data) return null;
  const tax = guestTaxTerms(rates.data.rates, booking.checkIn, booking.checkOut);
  return <TouristTaxLine tax={tax} guests={booking.guests} />;
}
