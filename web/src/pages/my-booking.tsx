import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmationErrorCard, ConfirmationLoading } from '../features/booking-confirmation';
import {
  MY_BOOKING_MESSAGES,
  MyBookingView,
  messageOf,
  useMyBooking,
} from '../features/my-booking';
import { StayAccess } from '../features/precheckin';
import { usePageMeta } from '../lib/seo';

/**
 * /la-mia-prenotazione?bookingId=…&token=…: the guest's own page, opened by the secret link in
 * every guest mail. Never indexed: the token is a secret (the app shell says noindex).
 */
export default function MyBookingPage() {
  const [params] = useSearchParams();
  const bookingId = params.get('bookingId') ?? '';
  const token = params.get('token') ?? '';
  const myBooking = useMyBooking(bookingId, token);
  usePageMeta({
    title: 'La mia prenotazione',
    description: 'La tua prenotazione, le istruzioni per l’arrivo e la cancellazione.',
    path: '/la-mia-prenotazione',
  });

  let content: ReactNode;
  if (!bookingId || !token) {
    content = <ConfirmationErrorCard message={MY_BOOKING_MESSAGES.incompleteLink} />;
  } else if (myBooking.isPending) {
    content = <ConfirmationLoading />;
  } else if (myBooking.isError) {
    content = (
      <ConfirmationErrorCard message={messageOf(myBooking.error, MY_BOOKING_MESSAGES.loadFailed)} />
    );
  } else {
    content = (
      <MyBookingView {...myBooking.data} token={token} access={<StayAccess token={token} />} />
    );
  }
  return (
    <div className="bg-cream-50 pt-28 pb-20 sm:pt-32">
      <div className="container-site max-w-3xl">{content}</div>
    </div>
  );
}
