import { countNights } from '@catania/shared/domain/dates';
import type { PendingBooking } from '@catania/shared/schemas/booking';
import { useEffect, useState } from 'react';
import { loadMessages, useLocale, useLocalizedPath, useMessages } from '../../i18n/messages';
import { Link } from '../../lib/navigation';
import { toast } from '../../lib/toast';
import { changeStayPath } from '../../stay/change-stay';
import { readPendingBooking, removePendingBooking } from '../../stay/pending-booking';
import { useCreatePaymentLink } from './api';
import { CheckoutLoading, CheckoutShell } from './checkout-shell';
import { amountToPay, type CheckoutStay, CheckoutSummary, PaySection } from './checkout-summary';

/** /checkout: the draft from the booking dialog, then Stripe. */
export function NewCheckout() {
  // The draft stays in session storage until the payment starts: a reload shows it again.
  const [draft, setDraft] = useState<PendingBooking | null>(() => readPendingBooking());
  const paymentLink = useCreatePaymentLink();
  const locale = useLocale();
  const t = useMessages('checkout');
  const localized = useLocalizedPath();
  const paymentErrorToast = (description = t.paymentError) =>
    toast({ variant: 'destructive', title: t.paymentErrorTitle, description });
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
        <CheckoutLoading text={t.loading} hint />
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
    ...(draft.extraLines?.length ? { extras: draft.extraLines } : {}),
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
        // Extras taken in the dialog: the server prices them, and checks the total shown.
        ...(draft.extras?.length
          ? {
              extras: draft.extras,
              extrasAmount: Math.round((amountToPay(stay) - stay.total) * 100) / 100,
            }
          : {}),
      },
      {
        onSuccess: ({ url }) => {
          if (!url) return paymentErrorToast();
          // The payment starts: product §2's removal of the draft.
          removePendingBooking();
          setRedirecting(true);
          window.location.assign(url);
        },
        onError: (error) => {
          // Why the server refused (a stay rule with its figures, dates taken, price changed) in
          // the page's language, else product §8's words; those words load then, out of the
          // page's first load.
          void Promise.all([
            import('../../lib/refusal-text'),
            import('../../stay/stay-refusal'),
            loadMessages(locale, 'refusals'),
            loadMessages(locale, 'calendar'),
          ]).then(([{ refusalText }, { stayRefusalText }, refusals, calendar]) =>
            paymentErrorToast(
              stayRefusalText(error, calendar) ??
                refusalText(error, locale, refusals.checkout, t.paymentError),
            ),
          );
        },
      },
    );
  };
  return (
    <CheckoutShell>
      <CheckoutSummary stay={stay} />
      <PaySection
        total={amountToPay(stay)}
        busy={paymentLink.isPending || redirecting}
        onPay={pay}
      />
      {paymentLink.isError ? (
        // A refused stay is changed where its dates are chosen; the booking dialog there fills in
        // the guest's details again from the draft.
        <p className="mt-4 text-center text-sm" data-testid="change-stay">
          <Link
            className="inline-flex min-h-11 items-center font-semibold text-accent-700 underline underline-offset-4"
            to={localized(changeStayPath(draft.apartmentId, draft))}
          >
            {t.changeDates}
          </Link>
        </p>
      ) : null}
    </CheckoutShell>
  );
}
