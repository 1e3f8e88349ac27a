import { DEFAULT_LOCALE } from '@catania/shared/config/locales';
import type { ReactNode } from 'react';
import {
  ConfirmationErrorCard,
  ConfirmationLoading,
  ConfirmationPending,
  ConfirmationView,
  useConfirmation,
  useFailureText,
} from '../features/booking-confirmation';
import { useLocale, useLocalizedPath, useMessages } from '../i18n/messages';
import { useSearchParams } from '../lib/navigation';
import { usePageMeta } from '../lib/seo';

/**
 * /booking/success?session_id=…&token=… (back from Stripe) or ?bookingId=…&token=… (the guest's
 * link). The token is the guest link's secret: without it the booking is not shown.
 */
export default function BookingSuccessPage() {
  const params = useSearchParams();
  const sessionId = params.get('session_id');
  const bookingId = params.get('bookingId');
  const token = params.get('token');
  const confirmation = useConfirmation({ sessionId, bookingId, token });
  const { confirmation: t, failures } = useMessages('guest');
  const failureText = useFailureText();
  const localized = useLocalizedPath();
  const italian = useLocale() === DEFAULT_LOCALE;

  let title = t.titles.booking;
  let content: ReactNode;
  if (!sessionId && !bookingId) {
    title = failures.missingId;
    content = <ConfirmationErrorCard message={failures.missingId} />;
  } else if (confirmation.isPending) {
    content = <ConfirmationLoading />;
  } else if (confirmation.isError || !confirmation.data) {
    title = t.titles.unavailable;
    content = (
      <ConfirmationErrorCard
        message={confirmation.isError ? failureText(confirmation.error) : failures.noData}
      />
    );
  } else if (confirmation.data.booking.status === 'confirmed') {
    title = t.titles.confirmed;
    const myBookingPath = token
      ? `${localized('/la-mia-prenotazione')}?${new URLSearchParams({ bookingId: confirmation.data.booking.id, token })}`
      : undefined;
    content = <ConfirmationView {...confirmation.data} myBookingPath={myBookingPath} />;
  } else if (confirmation.data.booking.status === 'pending') {
    title = t.titles.pending;
    content = <ConfirmationPending message={confirmation.data.message} />;
  } else {
    const { status } = confirmation.data.booking;
    title = t.titles[status];
    // The server's words on an Italian page; the catalogue's in another language.
    content = (
      <ConfirmationErrorCard message={(italian && confirmation.data.message) || t[status]} />
    );
  }
  // The title says what the page shows: never 'confermata' over an error.
  usePageMeta({
    title,
    description: t.description,
    path: '/booking/success',
    robots: 'noindex',
  });
  return (
    <div className="bg-cream-50 pt-28 pb-20 sm:pt-32">
      <div className="container-site max-w-3xl">{content}</div>
    </div>
  );
}
