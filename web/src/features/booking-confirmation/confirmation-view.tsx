import { DEFAULT_LOCALE } from '@catania/shared/config/locales';
import { bookingCode } from '@catania/shared/domain/booking';
import { keptExtras, paidWithExtras } from '@catania/shared/domain/payment';
import {
  AlertTriangle,
  CalendarCheck,
  CheckCircle2,
  Clock,
  KeyRound,
  Loader2,
  Mail,
  MessageCircle,
  Phone,
} from 'lucide-react';
import { PriceDetails, TouristTaxNote } from '../../components/price-lines';
import { Detail, StayDetails } from '../../components/stay-details';
import { Button } from '../../components/ui/button';
import { useLocale, useLocalizedPath, useMessages } from '../../i18n/messages';
import { useFormats } from '../../lib/format';
import { Link } from '../../lib/navigation';
import type { Confirmation, ConfirmationError } from './api';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts.at(-1)] : [parts[0]];
  return letters
    .map((part) => part?.charAt(0) ?? '')
    .join('')
    .toUpperCase();
}

/** product §2 Booking confirmation: 'Prenotazione Confermata!' with everything about the stay. */
export function ConfirmationView({
  booking,
  apartment,
  myBookingPath,
}: Confirmation & { myBookingPath?: string }) {
  const { confirmation: t, stay, extras } = useMessages('guest');
  const { categories } = useMessages('common').apartment;
  const format = useFormats();
  const localized = useLocalizedPath();
  const kept = keptExtras(booking.extras);
  return (
    <article className="space-y-6" data-testid="booking-confirmation">
      <header className="rounded-3xl bg-lava-900 p-8 text-center text-white sm:p-10">
        <CheckCircle2 className="mx-auto h-14 w-14 text-emerald-400" aria-hidden />
        <h1 className="mt-4 text-3xl sm:text-4xl">{t.heading}</h1>
        <p className="mt-3 text-lava-100" data-testid="confirmation-payment-note">
          {booking.paid
            ? t.thanksPaid(booking.guestName)
            : t.thanksUnpaid(booking.guestName, format.euro(booking.amountDue))}
        </p>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/10 px-5 py-2 text-sm">
          {t.code}
          <strong className="font-mono text-lg tracking-widest" data-testid="booking-code">
            {bookingCode(booking.id)}
          </strong>
        </p>
      </header>

      <section
        aria-labelledby="stay-title"
        className="rounded-3xl border border-cream-300 bg-white p-6 shadow-sm sm:p-8"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2
            id="stay-title"
            className="text-2xl text-lava-900"
            data-testid="confirmation-apartment"
          >
            {apartment.name}
          </h2>
          <span className="rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold text-accent-800">
            {categories[apartment.category]}
          </span>
        </div>
        <dl className="mt-6 grid gap-3 sm:grid-cols-2">
          <StayDetails stay={booking} testIdPrefix="confirmation" />
          <Detail label={t.pricePerNight}>{format.euro(booking.pricePerNight)}</Detail>
          {booking.paid ? (
            <Detail
              label={kept.length > 0 ? stay.stayShare : stay.totalPaid}
              testId={kept.length > 0 ? 'confirmation-stay' : 'confirmation-total'}
            >
              {format.euro(booking.amountPaid)}
            </Detail>
          ) : (
            <Detail label={stay.totalDue} testId="confirmation-total">
              {format.euro(booking.amountDue)}
            </Detail>
          )}
          {/* Extras paid with the stay (or later): each with its price, a deposit as such; then
              what the guest paid in all, as the Stripe page charged it. */}
          {kept.map((extra) => (
            <Detail
              key={`${extra.purchaseId}-${extra.id}`}
              label={extra.name}
              testId={`confirmation-extra-${extra.id}`}
            >
              {format.euro(extra.totalEuro)}
              {extra.depositEuro ? extras.deposit(format.euro(extra.depositEuro)) : ''}
            </Detail>
          ))}
          {booking.paid && kept.length > 0 ? (
            <Detail label={stay.totalPaid} testId="confirmation-total">
              {format.euro(paidWithExtras(booking.amountPaid, kept))}
            </Detail>
          ) : null}
        </dl>
        {booking.priceBreakdown ? (
          <PriceDetails price={booking.priceBreakdown} total={booking.priceBreakdown.total} />
        ) : null}
        <TouristTaxNote tax={booking.touristTax} guests={booking.guests} />
      </section>

      <section
        aria-labelledby="guest-title"
        className="rounded-3xl border border-cream-300 bg-white p-6 shadow-sm sm:p-8"
      >
        <h2 id="guest-title" className="text-xl text-lava-900">
          {t.guestDetails}
        </h2>
        <div className="mt-4 flex items-start gap-4">
          <span
            className="grid h-14 w-14 shrink-0 place-items-center rounded-full bg-accent-600 text-lg font-bold text-white"
            aria-hidden
          >
            {initials(booking.guestName)}
          </span>
          <div className="min-w-0 space-y-1 text-sm">
            <p className="text-base font-semibold text-lava-900" data-testid="confirmation-guest">
              {booking.guestName}
            </p>
            <p className="text-lava-500">{t.leadGuest}</p>
            <p className="flex items-center gap-2 break-all text-lava-800">
              <Mail className="h-4 w-4 shrink-0 text-lava-400" aria-hidden /> {booking.guestEmail}
            </p>
            {booking.guestPhone ? (
              <p className="flex items-center gap-2 text-lava-800">
                <Phone className="h-4 w-4 shrink-0 text-lava-400" aria-hidden />{' '}
                {booking.guestPhone}
              </p>
            ) : null}
            {booking.specialRequests ? (
              <div className="pt-2">
                <p className="text-lava-500">{t.requests}</p>
                <p className="whitespace-pre-line text-lava-800">{booking.specialRequests}</p>
              </div>
            ) : null}
          </div>
        </div>
      </section>

      <section
        aria-labelledby="next-title"
        className="rounded-3xl border border-cream-300 bg-white p-6 shadow-sm sm:p-8"
      >
        <h2 id="next-title" className="text-xl text-lava-900">
          {t.nextSteps}
        </h2>
        <ol className="mt-4 space-y-4 text-sm text-lava-700">
          <li className="flex gap-3">
            <Mail className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" aria-hidden />
            <span>
              {t.mailSent[0]} <strong className="break-all">{booking.guestEmail}</strong>{' '}
              {t.mailSent[1]}
            </span>
          </li>
          <li className="flex gap-3">
            <MessageCircle className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" aria-hidden />
            <span>{t.hostWillCall}</span>
          </li>
          <li className="flex gap-3">
            <KeyRound className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" aria-hidden />
            <span>{t.checkInStep}</span>
          </li>
          <li className="flex gap-3">
            <CalendarCheck className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" aria-hidden />
            <span>{t.cancellationPolicy}</span>
          </li>
        </ol>
      </section>

      <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
        {myBookingPath ? (
          <Button asChild size="lg">
            <Link to={myBookingPath}>{t.myBooking}</Link>
          </Button>
        ) : null}
        <Button asChild size="lg" variant={myBookingPath ? 'outline' : 'primary'}>
          <Link to={localized('/')}>{t.home}</Link>
        </Button>
      </div>
    </article>
  );
}

export function ConfirmationLoading() {
  const { loading } = useMessages('guest').confirmation;
  return (
    <div
      className="rounded-3xl border border-cream-300 bg-white p-10 text-center text-lava-700"
      role="status"
    >
      <Loader2 className="mx-auto mb-4 h-8 w-8 animate-spin text-accent-600" aria-hidden />
      {loading}
    </div>
  );
}

/** A payment Stripe accepted but that has not settled yet (an async method). */
export function ConfirmationPending({ message }: { message?: string }) {
  const t = useMessages('guest').confirmation;
  const localized = useLocalizedPath();
  // The server's words on an Italian page; the catalogue's in another language.
  const text = (useLocale() === DEFAULT_LOCALE && message) || t.pendingText;
  return (
    <div
      className="rounded-3xl border border-sky-200 bg-white p-10 text-center"
      role="status"
      data-testid="confirmation-pending"
    >
      <Clock className="mx-auto h-10 w-10 text-sky-600" aria-hidden />
      <h1 className="mt-4 text-2xl text-lava-900">{t.titles.pending}</h1>
      <p className="mx-auto mt-3 max-w-md text-lava-600">{text}</p>
      <Button asChild size="lg" variant="outline" className="mt-6">
        <Link to={localized('/')}>{t.home}</Link>
      </Button>
    </div>
  );
}

/** product §8: every failure of the confirmation page, with a way back home. */
export function ConfirmationErrorCard({ message }: { message: string }) {
  const t = useMessages('guest').confirmation;
  const localized = useLocalizedPath();
  return (
    <div
      className="rounded-3xl border border-red-200 bg-white p-10 text-center"
      role="alert"
      data-testid="confirmation-error"
    >
      <AlertTriangle className="mx-auto h-10 w-10 text-red-600" aria-hidden />
      <h1 className="mt-4 text-2xl text-lava-900">{message}</h1>
      <p className="mx-auto mt-3 max-w-md text-sm text-lava-600">{t.help}</p>
      <Button asChild size="lg" className="mt-6">
        <Link to={localized('/')}>{t.home}</Link>
      </Button>
    </div>
  );
}

/**
 * A failure's text in the page's language: the server's own words on an Italian page where it
 * gave some, else the catalogue's text for its reason (never an Italian sentence in English).
 */
export function useFailureText(): (error: ConfirmationError | null | undefined) => string {
  const { failures } = useMessages('guest');
  const italian = useLocale() === DEFAULT_LOCALE;
  return (error) => (italian && error?.serverText) || failures[error?.reason ?? 'fetchFailed'];
}
