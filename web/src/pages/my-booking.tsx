import type { ReactNode } from 'react';
import { ConfirmationErrorCard, ConfirmationLoading } from '../features/booking-confirmation';
import { MyBookingView, useMyBooking } from '../features/my-booking';
import { StayAccess } from '../features/precheckin';
import { useLocale, useMessages } from '../i18n/messages';
import { useSearchParams } from '../lib/navigation';
import { refusalText } from '../lib/refusal-text';
import { usePageMeta } from '../lib/seo';

/**
 * /la-mia-prenotazione?bookingId=…&token=…: the guest's own page, opened by the secret link in
 * every guest mail. Never indexed: the token is a secret (the app shell says noindex).
 */
export default function MyBookingPage() {
  const params = useSearchParams();
  const bookingId = params.get('bookingId') ?? '';
  const token = params.get('token') ?? '';
  const myBooking = useMyBooking(bookingId, token);
  const t = useMessages('guest').myBooking;
  const locale = useLocale();
  usePageMeta({
    title: t.title,
    description: t.description,
    path: '/la-mia-prenotazione',
  });

  let content: ReactNode;
  if (!bookingId || !token) {
    content = <ConfirmationErrorCard message={t.incompleteLink} />;
  } else if (myBooking.isPending) {
    content = <ConfirmationLoading />;
  } else if (myBooking.isError) {
    content = (
      <ConfirmationErrorCard
        message={refusalText(myBooking.error, locale, t.refusals, t.loadFailed)}
      />
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
