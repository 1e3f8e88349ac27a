import { type ReactNode, useEffect } from 'react';
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

/** /booking/success?session_id=… (back from Stripe) or ?bookingId=… (from the mail). */
export default function BookingSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const bookingId = params.get('bookingId');
  usePageMeta({
    title: 'Prenotazione confermata',
    description: 'I dettagli della tua prenotazione.',
    path: '/booking/success',
  });
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
  const confirmation = useConfirmation({ sessionId, bookingId });

  let content: ReactNode;
  if (!sessionId && !bookingId) {
    content = <ConfirmationErrorCard message={CONFIRMATION_MESSAGES.missingId} />;
  } else if (confirmation.isPending) {
    content = <ConfirmationLoading />;
  } else if (confirmation.isError) {
    content = (
      <ConfirmationErrorCard
        message={confirmation.error?.message ?? CONFIRMATION_MESSAGES.fetchFailed}
      />
    );
  } else if (!confirmation.data) {
    content = <ConfirmationErrorCard message={CONFIRMATION_MESSAGES.noData} />;
  } else if (confirmation.data.booking.status === 'confirmed') {
    content = <ConfirmationView {...confirmation.data} />;
  } else if (confirmation.data.booking.status === 'pending') {
    content = <ConfirmationPending message={confirmation.data.message} />;
  } else {
    content = (
      <ConfirmationErrorCard
        message={
          confirmation.data.message ??
          (confirmation.data.booking.status === 'cancelled'
            ? 'La sessione di pagamento è scaduta e la prenotazione è stata annullata.'
            : 'La prenotazione non è stata accettata.')
        }
      />
    );
  }
  return (
    <div className="bg-cream-50 pt-28 pb-20 sm:pt-32">
      <div className="container-site max-w-3xl">{content}</div>
    </div>
  );
}
