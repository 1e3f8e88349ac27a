import { INTL_LOCALE } from '@catania/shared/config/locales';
import { apartmentPagePath } from '@catania/shared/config/page-paths';
import { AlertTriangle, Clock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useLocale, useLocalizedPath, useMessages } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';
import { Link, Navigate } from '../../lib/navigation';
import { useApartment } from '../../queries/apartments';
import { useGuestBooking } from './api';
import { CheckoutLoading, CheckoutShell } from './checkout-shell';
import { amountToPay, type CheckoutStay, CheckoutSummary, PaySection } from './checkout-summary';

/** The hold's end, Catania's time, in the page's language (`14:30`). */
const holdUntil = (locale: keyof typeof INTL_LOCALE, at: string) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: 'Europe/Rome',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(at));

/**
 * /checkout/{bookingId}?token=…: back from the payment page ('Annulla'), or a link to finish
 * paying. The guest link's token opens the booking.
 */
export function ResumeCheckout({ bookingId, token }: { bookingId: string; token?: string }) {
  const booking = useGuestBooking(bookingId, token);
  const apartment = useApartment(booking.data?.apartmentId);
  const [redirecting, setRedirecting] = useState(false);
  const t = useMessages('checkout');
  const again = useMessages('checkoutAgain');
  const locale = useLocale();
  const localized = useLocalizedPath();

  if (booking.isLoading || (booking.data && apartment.isLoading)) {
    return (
      <CheckoutShell>
        <CheckoutLoading text={t.loading} />
      </CheckoutShell>
    );
  }
  if (booking.isError || !booking.data) {
    // 404: unknown booking or a wrong guest link; 400: no link token at all.
    const notFound = booking.error instanceof ApiError && [400, 404].includes(booking.error.status);
    return (
      <CheckoutShell>
        <CheckoutError message={notFound ? again.notFound : again.loadFailed} />
      </CheckoutShell>
    );
  }
  const data = booking.data;
  if (data.status === 'confirmed') {
    const query = new URLSearchParams({ bookingId: data.id, token: token ?? '' });
    return <Navigate to={`${localized('/booking/success')}?${query}`} />;
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
    // Extras taken with the stay: on the same payment page, so in the summary and the total.
    ...(data.extrasDue?.length ? { extras: data.extrasDue } : {}),
  };
  if (data.status === 'pending' && data.paymentUrl) {
    const until = data.holdExpiresAt ? holdUntil(locale, data.holdExpiresAt) : undefined;
    const paymentUrl = data.paymentUrl;
    return (
      <CheckoutShell>
        <CheckoutSummary stay={stay} />
        <PaySection
          total={amountToPay(stay)}
          busy={redirecting}
          onPay={() => {
            setRedirecting(true);
            window.location.assign(paymentUrl);
          }}
          notice={
            <CheckoutNotice
              tone="info"
              title={again.notCompletedTitle}
              text={again.notCompleted(until)}
            />
          }
        />
      </CheckoutShell>
    );
  }
  const rejected = data.status === 'rejected';
  return (
    <CheckoutShell>
      <CheckoutNotice
        tone="warn"
        title={rejected ? again.rejectedTitle : again.expiredTitle}
        text={rejected ? again.rejected : again.expired}
      />
      <CheckoutSummary stay={stay} />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={localized(apartmentPagePath(data.apartmentId))}>{again.bookAgain}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={localized('/')}>{t.home}</Link>
        </Button>
      </div>
    </CheckoutShell>
  );
}

/** What became of the booking, above its summary (only a checkout opened again says it). */
function CheckoutNotice({
  title,
  text,
  tone,
}: {
  title: string;
  text: string;
  tone: 'info' | 'warn';
}) {
  const Icon = tone === 'warn' ? AlertTriangle : Clock;
  return (
    <div
      className={
        tone === 'warn'
          ? 'mb-6 flex gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900'
          : 'mb-6 flex gap-3 rounded-2xl bg-sky-50 p-4 text-sm text-sky-900'
      }
      role="status"
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1">{text}</p>
      </div>
    </div>
  );
}

function CheckoutError({ message }: { message: string }) {
  const t = useMessages('checkout');
  const localized = useLocalizedPath();
  return (
    <div
      className="rounded-3xl border border-red-200 bg-white p-10 text-center"
      role="alert"
      data-testid="checkout-error"
    >
      <AlertTriangle className="mx-auto h-10 w-10 text-red-600" aria-hidden />
      <p className="mt-4 text-lg font-semibold text-lava-900">{message}</p>
      <Button asChild size="lg" className="mt-6">
        <Link to={localized('/')}>{t.home}</Link>
      </Button>
    </div>
  );
}
