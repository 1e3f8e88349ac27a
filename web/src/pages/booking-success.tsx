import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CONFIRMATION_MESSAGES,
  ConfirmationErrorCard,
  ConfirmationLoading,
  ConfirmationPending,
  ConfirmationView,
  useConfirmation,
} from '../features/booking-confirmation';
import { usePageMeta } from '../lib/seo';

/**
 * /booking/success?session_id=…&token=… (back from Stripe) or ?bookingId=…&token=… (the guest's
 * link). The token is the guest link's secret: without it the booking is not shown.
 */
export default function BookingSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const bookingId = params.get('bookingId');
  const token = params.get('token');
  const confirmation = useConfirmation({ sessionId, bookingId, token });

  let title = 'La tua prenotazione';
  let content: ReactNode;
  if (!sessionId && !bookingId) {
    title = CONFIRMATION_MESSAGES.missingId;
    content = <ConfirmationErrorCard message={CONFIRMATION_MESSAGES.missingId} />;
  } else if (confirmation.isPending) {
    content = <ConfirmationLoading />;
  } else if (confirmation.isError || !confirmation.data) {
    title = 'Prenotazione non disponibile';
    content = (
      <ConfirmationErrorCard
        message={
          confirmation.error?.message ??
          (confirmation.isError ? CONFIRMATION_MESSAGES.fetchFailed : CONFIRMATION_MESSAGES.noData)
        }
      />
    );
  } else if (confirmation.data.booking.status === 'confirmed') {
    title = 'Prenotazione confermata';
    const myBookingPath = token
      ? `/la-mia-prenotazione?${new URLSearchParams({ bookingId: confirmation.data.booking.id, token })}`
      : undefined;
    content = <ConfirmationView {...confirmation.data} myBookingPath={myBookingPath} />;
  } else if (confirmation.data.booking.status === 'pending') {
    title = 'Pagamento in elaborazione';
    content = <ConfirmationPending message={confirmation.data.message} />;
  } else {
    const cancelled = confirmation.data.booking.status === 'cancelled';
    title = cancelled ? 'Prenotazione annullata' : 'Prenotazione non accettata';
    content = (
      <ConfirmationErrorCard
        message={
          confirmation.data.message ??
          (cancelled
            ? 'La sessione di pagamento è scaduta e la prenotazione è stata annullata.'
            : 'La prenotazione non è stata accettata.')
        }
      />
    );
  }
  // The title says what the page shows: never 'confermata' over an error.
  usePageMeta({
    title,
    description: 'I dettagli della tua prenotazione.',
    path: '/booking/success',
    robots: 'noindex',
  });
  return (
    <div className="bg-cream-50 pt-28 pb-20 sm:pt-32">
      <div className="container-site max-w-3xl">{content}</div>
    </div>
  );
}
