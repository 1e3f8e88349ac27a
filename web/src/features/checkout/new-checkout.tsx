import { countNights } from '@catania/shared/domain/dates';
import type { PendingBooking } from '@catania/shared/schemas/booking';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLocale } from '../../i18n/messages';
import { ApiError, apiErrorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { changeStayPath } from '../booking/change-stay';
import { useCreatePaymentLink } from './api';
import { CheckoutLoading, CheckoutShell } from './checkout-shell';
import { type CheckoutStay, CheckoutSummary, PaySection } from './checkout-summary';
import { readPendingBooking, removePendingBooking } from './pending-booking';

const PAYMENT_ERROR = 'Impossibile inizializzare il pagamento. Riprova.';

function paymentErrorToast(description = PAYMENT_ERROR) {
  toast({ variant: 'destructive', title: 'Errore di Pagamento', description });
}

/** /checkout: the draft from the booking dialog, then Stripe. */
export function NewCheckout() {
  // The draft stays in session storage until the payment starts: a reload shows it again.
  const [draft, setDraft] = useState<PendingBooking | null>(() => readPendingBooking());
  const paymentLink = useCreatePaymentLink();
  const locale = useLocale();
  const [redirecting, setRedirecting] = useState(false);
  // Back from the payment page, the browser may show this page as it was left ('Reindirizzamento'):
  // read again what is left (nothing once the payment started: the stay is not paid twice).
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setRedirecting(false);
      setDraft(readPendingBooking());
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  if (!draft) {
    return (
      <CheckoutShell>
        <CheckoutLoading text="Caricamento dati prenotazione..." hint />
      </CheckoutShell>
    );
  }
  const stay: CheckoutStay = {
    apartmentName: draft.apartmentName,
    checkIn: draft.checkIn,
    checkOut: draft.checkOut,
    nights: countNights(draft.checkIn, draft.checkOut),
    guests: draft.guests,
    total: draft.totalPrice,
    guestName: draft.guestName,
    guestEmail: draft.guestEmail,
    guestPhone: draft.guestPhone,
    specialRequests: draft.specialRequests,
    priceBreakdown: draft.priceBreakdown,
    touristTax: draft.touristTax,
  };
  const pay = () => {
    paymentLink.mutate(
      {
        amount: draft.totalPrice,
        apartmentId: draft.apartmentId,
        guestDetails: {
          name: draft.guestName,
          email: draft.guestEmail,
          ...(draft.guestPhone ? { phone: draft.guestPhone } : {}),
        },
        bookingDetails: {
          apartmentName: draft.apartmentName,
          checkIn: draft.checkIn,
          checkOut: draft.checkOut,
          guests: draft.guests,
          ...(draft.specialRequests ? { specialRequests: draft.specialRequests } : {}),
        },
        // The booking speaks the page's language: Stripe's page and every mail to the guest.
        locale,
      },
      {
        onSuccess: ({ url }) => {
          if (!url) return paymentErrorToast();
          // The payment starts: SPEC 2's removal of the draft.
          removePendingBooking();
          setRedirecting(true);
          window.location.assign(url);
        },
        onError: (error) => {
          // The server's own words when it refused (dates taken, price changed), else SPEC 8's.
          const known = error instanceof ApiError && error.status < 500;
          paymentErrorToast(known ? (apiErrorMessage(error) ?? PAYMENT_ERROR) : PAYMENT_ERROR);
        },
      },
    );
  };
  return (
    <CheckoutShell>
      <CheckoutSummary stay={stay} />
      <PaySection total={stay.total} busy={paymentLink.isPending || redirecting} onPay={pay} />
      {paymentLink.isError ? (
        // A refused stay is changed where its dates are chosen; the booking dialog there fills in
        // the guest's details again from the draft.
        <p className="mt-4 text-center text-sm" data-testid="change-stay">
          <Link
            className="inline-flex min-h-11 items-center font-semibold text-accent-700 underline underline-offset-4"
            to={changeStayPath(draft.apartmentId, draft)}
          >
            Cambia le date del soggiorno
          </Link>
        </p>
      ) : null}
    </CheckoutShell>
  );
}
