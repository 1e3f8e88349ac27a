import { countNights } from '@catania/shared/domain/dates';
import type { PendingBooking } from '@catania/shared/schemas/booking';
import { AlertTriangle, Clock } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { Button } from '../components/ui/button';
import { useApartment } from '../features/apartments/api';
import {
  type CheckoutStay,
  CheckoutSummary,
  PaySection,
  readPendingBooking,
  removePendingBooking,
  useCreatePaymentLink,
  useGuestBooking,
} from '../features/checkout';
import { ApiError, apiErrorMessage } from '../lib/api-client';
import { usePageMeta } from '../lib/seo';
import { toast } from '../lib/toast';

const PAYMENT_ERROR = 'Impossibile inizializzare il pagamento. Riprova.';

function paymentErrorToast(description = PAYMENT_ERROR) {
  toast({ variant: 'destructive', title: 'Errore di Pagamento', description });
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="bg-cream-50 pt-28 pb-20 sm:pt-32">
      <div className="container-site max-w-5xl">
        <p className="eyebrow text-accent-700">Prenotazione</p>
        <h1 className="mt-2 text-3xl text-lava-900 sm:text-4xl">Completa la prenotazione</h1>
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}

function Loading({ text, hint }: { text: string; hint?: boolean }) {
  const [showHint, setShowHint] = useState(false);
  useEffect(() => {
    if (!hint) return;
    const timer = setTimeout(() => setShowHint(true), 2500);
    return () => clearTimeout(timer);
  }, [hint]);
  return (
    <div className="rounded-3xl border border-cream-300 bg-white p-10 text-center" role="status">
      <p className="text-lava-700">{text}</p>
      {showHint ? (
        <p className="mt-4 text-sm text-lava-500">
          Non trovi la tua prenotazione?{' '}
          <Link className="font-semibold text-accent-700 underline" to="/prenota">
            Scegli di nuovo le date
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}

function Notice({ title, text, tone }: { title: string; text: string; tone: 'info' | 'warn' }) {
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

/** /checkout: the draft from the booking dialog, then Stripe. */
function NewCheckout() {
  // SPEC 2: read the draft, then remove it (a reload does not book the same stay twice).
  const [draft] = useState<PendingBooking | null>(() => readPendingBooking());
  useEffect(() => {
    removePendingBooking();
  }, []);
  const paymentLink = useCreatePaymentLink();
  const [redirecting, setRedirecting] = useState(false);

  if (!draft) {
    return (
      <Shell>
        <Loading text="Caricamento dati prenotazione..." hint />
      </Shell>
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
      },
      {
        onSuccess: ({ url }) => {
          if (!url) return paymentErrorToast();
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
    <Shell>
      <CheckoutSummary stay={stay} />
      <PaySection total={stay.total} busy={paymentLink.isPending || redirecting} onPay={pay} />
    </Shell>
  );
}

const holdUntil = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * /checkout/{bookingId}?token=…: back from the payment page ('Annulla'), or a link to finish
 * paying. The guest link's token opens the booking.
 */
function ResumeCheckout({ bookingId, token }: { bookingId: string; token?: string }) {
  const booking = useGuestBooking(bookingId, token);
  const apartment = useApartment(booking.data?.apartmentId);
  const [redirecting, setRedirecting] = useState(false);

  if (booking.isLoading || (booking.data && apartment.isLoading)) {
    return (
      <Shell>
        <Loading text="Caricamento dati prenotazione..." />
      </Shell>
    );
  }
  if (booking.isError || !booking.data) {
    // 404: unknown booking or a wrong guest link; 400: no link token at all.
    const notFound = booking.error instanceof ApiError && [400, 404].includes(booking.error.status);
    return (
      <Shell>
        <ErrorCard
          message={notFound ? 'Prenotazione non trovata' : 'Errore nel caricamento dei dati'}
        />
      </Shell>
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
  };
  if (data.status === 'pending' && data.paymentUrl) {
    const until = data.holdExpiresAt ? holdUntil.format(new Date(data.holdExpiresAt)) : undefined;
    const paymentUrl = data.paymentUrl;
    return (
      <Shell>
        <CheckoutSummary stay={stay} />
        <PaySection
          total={stay.total}
          busy={redirecting}
          onPay={() => {
            setRedirecting(true);
            window.location.assign(paymentUrl);
          }}
          notice={
            <Notice
              tone="info"
              title="Pagamento non completato"
              text={`Il pagamento non è stato completato.${until ? ` Le date restano riservate per te fino alle ${until}.` : ''} Puoi riprovare quando vuoi.`}
            />
          }
        />
      </Shell>
    );
  }
  const text =
    data.status === 'rejected'
      ? 'Questa prenotazione non è stata accettata. Contattaci per trovare insieme altre date.'
      : 'La sessione di pagamento è scaduta e le date sono state liberate. Puoi prenotare di nuovo se sono ancora disponibili.';
  return (
    <Shell>
      <Notice
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
    </Shell>
  );
}

function ErrorCard({ message }: { message: string }) {
  return (
    <div
      className="rounded-3xl border border-red-200 bg-white p-10 text-center"
      role="alert"
      data-testid="checkout-error"
    >
      <AlertTriangle className="mx-auto h-10 w-10 text-red-600" aria-hidden />
      <p className="mt-4 text-lg font-semibold text-lava-900">{message}</p>
      <Button asChild size="lg" className="mt-6">
        <Link to="/">Torna alla Home</Link>
      </Button>
    </div>
  );
}

export default function CheckoutPage() {
  const { bookingId } = useParams();
  const [params] = useSearchParams();
  usePageMeta({
    title: 'Checkout',
    description: 'Completa la prenotazione e paga in modo sicuro.',
    path: '/checkout',
    robots: 'noindex',
  });
  return bookingId ? (
    <ResumeCheckout bookingId={bookingId} token={params.get('token') ?? undefined} />
  ) : (
    <NewCheckout />
  );
}
