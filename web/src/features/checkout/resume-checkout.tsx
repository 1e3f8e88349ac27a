import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { useApartment } from '../apartments/api';
import { useGuestBooking } from './api';
import { CheckoutError, CheckoutLoading, CheckoutNotice, CheckoutShell } from './checkout-shell';
import { type CheckoutStay, CheckoutSummary, PaySection } from './checkout-summary';

const holdUntil = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * /checkout/{bookingId}?token=…: back from the payment page ('Annulla'), or a link to finish
 * paying. The guest link's token opens the booking.
 */
export function ResumeCheckout({ bookingId, token }: { bookingId: string; token?: string }) {
  const booking = useGuestBooking(bookingId, token);
  const apartment = useApartment(booking.data?.apartmentId);
  const [redirecting, setRedirecting] = useState(false);

  if (booking.isLoading || (booking.data && apartment.isLoading)) {
    return (
      <CheckoutShell>
        <CheckoutLoading text="Caricamento dati prenotazione..." />
      </CheckoutShell>
    );
  }
  if (booking.isError || !booking.data) {
    // 404: unknown booking or a wrong guest link; 400: no link token at all.
    const notFound = booking.error instanceof ApiError && [400, 404].includes(booking.error.status);
    return (
      <CheckoutShell>
        <CheckoutError
          message={notFound ? 'Prenotazione non trovata' : 'Errore nel caricamento dei dati'}
        />
      </CheckoutShell>
    );
  }
  const data = booking.data;
  if (data.status === 'confirmed') {
    const query = new URLSearchParams({ bookingId: data.id, token: token ?? '' });
    return <Navigate replace to={`/booking/success?${query}`} />;
  }
  const stay: CheckoutStay = {
    apartmentName: apartment.data?.name ?? data.apartmentId,
    checkIn: data.checkIn,
    checkOut: data.checkOut,
    nights: data.nights,
    guests: data.guests,
    total: data.totalPrice,
    guestName: data.guestName,
    guestEmail: data.guestEmail,
    guestPhone: data.guestPhone,
    specialRequests: data.specialRequests,
    priceBreakdown: data.priceBreakdown,
    touristTax: data.touristTax,
  };
  if (data.status === 'pending' && data.paymentUrl) {
    const until = data.holdExpiresAt ? holdUntil.format(new Date(data.holdExpiresAt)) : undefined;
    const paymentUrl = data.paymentUrl;
    return (
      <CheckoutShell>
        <CheckoutSummary stay={stay} />
        <PaySection
          total={stay.total}
          busy={redirecting}
          onPay={() => {
            setRedirecting(true);
            window.location.assign(paymentUrl);
          }}
          notice={
            <CheckoutNotice
              tone="info"
              title="Pagamento non completato"
              text={`Il pagamento non è stato completato.${until ? ` Le date restano riservate per te fino alle ${until}.` : ''} Puoi riprovare quando vuoi.`}
            />
          }
        />
      </CheckoutShell>
    );
  }
  const text =
    data.status === 'rejected'
      ? 'Questa prenotazione non è stata accettata. Contattaci per trovare insieme altre date.'
      : 'La sessione di pagamento è scaduta e le date sono state liberate. Puoi prenotare di nuovo se sono ancora disponibili.';
  return (
    <CheckoutShell>
      <CheckoutNotice
        tone="warn"
        title={data.status === 'rejected' ? 'Prenotazione non accettata' : 'Sessione scaduta'}
        text={text}
      />
      <CheckoutSummary stay={stay} />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={`/appartamento/${encodeURIComponent(data.apartmentId)}`}>Prenota di nuovo</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">Torna alla Home</Link>
        </Button>
      </div>
    </CheckoutShell>
  );
}
