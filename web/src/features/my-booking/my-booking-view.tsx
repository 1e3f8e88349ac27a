import { site } from '@catania/shared/config/site';
import { apartmentAddress, apartmentMapUrl } from '@catania/shared/domain/address';
import { bookingCode } from '@catania/shared/domain/booking';
import { keptExtras, paidWithExtras } from '@catania/shared/domain/payment';
import type { GuestBooking } from '@catania/shared/schemas/guest-booking';
import {
  CalendarPlus,
  ClipboardList,
  KeyRound,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { PriceDetails, TouristTaxNote } from '../../components/price-lines';
import { capitalise, Detail, StayDetails } from '../../components/stay-details';
import { Button } from '../../components/ui/button';
import { useLocalizedPath, useMessages } from '../../i18n/messages';
import { useFormats } from '../../lib/format';
import { Link } from '../../lib/navigation';
import { useSiteTexts } from '../../lib/site-content';
import { calendarUrl, type MyBooking } from './api';
import { CancellationCard } from './cancellation-card';
import { ExtrasCard } from './extras-card';

const STATUS_STYLE: Record<GuestBooking['status'], string> = {
  confirmed: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-sky-100 text-sky-800',
  cancelled: 'bg-lava-100 text-lava-700',
  rejected: 'bg-red-100 text-red-800',
};

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-cream-300 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={id} className="text-xl text-lava-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The money of the booking as Stripe told it: paid, due, refunded or being refunded. */
function PaymentDetails({ booking }: { booking: GuestBooking }) {
  const { stay, myBooking: t } = useMessages('guest');
  const { euro } = useFormats();
  const kept = keptExtras(booking.extras);
  return (
    <>
      {booking.paid && kept.length > 0 ? (
        // The extras (listed in their own section) were paid too: the stay's share, then all.
        <>
          <Detail label={stay.stayShare} testId="my-booking-stay-paid">
            {euro(booking.amountPaid)}
          </Detail>
          <Detail label={stay.totalPaid} testId="my-booking-paid">
            {euro(paidWithExtras(booking.amountPaid, kept))}
          </Detail>
        </>
      ) : booking.paid ? (
        <Detail label={stay.totalPaid} testId="my-booking-paid">
          {euro(booking.amountPaid)}
        </Detail>
      ) : booking.amountDue > 0 ? (
        <Detail label={stay.totalDue} testId="my-booking-paid">
          {euro(booking.amountDue)}
        </Detail>
      ) : (
        <Detail label={stay.total} testId="my-booking-paid">
          {euro(booking.totalPrice)}
          <span className="block text-sm font-normal text-lava-600">{t.noCharge}</span>
        </Detail>
      )}
      {booking.amountRefunded > 0 ? (
        <Detail label={t.refunded} testId="my-booking-refund">
          {euro(booking.amountRefunded)}
          <span className="block text-sm font-normal text-lava-600">
            {booking.paidOffline ? t.refundedByHost : t.refundedToCard}
          </span>
        </Detail>
      ) : null}
      {booking.refundPending > 0 ? (
        <Detail label={t.refundPending} testId="my-booking-refund">
          {euro(booking.refundPending)}
          {booking.paidOffline ? (
            <span className="block text-sm font-normal text-lava-600">{t.refundPendingByHost}</span>
          ) : null}
        </Detail>
      ) : null}
    </>
  );
}

/** Address, arrival and the house: for a confirmed stay only. */
function ArrivalCard({
  booking,
  apartment,
  token,
  access,
}: MyBooking & { token: string; access?: ReactNode }) {
  // The owner's house instructions as published ('Foto e testi').
  const houseInstructions = useSiteTexts().data?.houseInstructions ?? [];
  const t = useMessages('guest').myBooking;
  const localized = useLocalizedPath();
  return (
    <Card title={t.arrival} id="arrival-title">
      <div className="mt-4 flex items-start gap-3 text-sm text-lava-800">
        <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" aria-hidden />
        <div>
          <p className="font-semibold text-lava-900" data-testid="my-booking-address">
            {apartmentAddress(booking.apartmentId)}
          </p>
          <p className="text-lava-600">{apartment.floor}</p>
          <a
            className="mt-1 inline-flex min-h-11 items-center font-semibold text-accent-700 underline underline-offset-4"
            href={apartmentMapUrl(booking.apartmentId)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.openMap}
          </a>
        </div>
      </div>
      <p className="mt-2 flex items-start gap-3 text-sm text-lava-800">
        <KeyRound className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" aria-hidden />
        <span>{t.hours}</span>
      </p>
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        <Button asChild variant="outline">
          <a href={calendarUrl(booking.id, token)} download data-testid="add-to-calendar">
            <CalendarPlus className="h-4 w-4" aria-hidden /> {t.addToCalendar}
          </a>
        </Button>
        <Button asChild variant="outline">
          <Link to={localized(`/check-in/${encodeURIComponent(token)}`)}>
            <ClipboardList className="h-4 w-4" aria-hidden /> {t.precheckin}
          </Link>
        </Button>
      </div>
      {access ? <div className="mt-6">{access}</div> : null}
      <h3 className="mt-8 font-display text-lg text-lava-900">{t.houseInstructions}</h3>
      <dl className="mt-3 space-y-4 text-sm" data-testid="house-instructions">
        {houseInstructions.map((instruction, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is the owner's, read only here
          <div key={`${index}-${instruction.title}`}>
            <dt className="font-semibold text-lava-900">{instruction.title}</dt>
            <dd className="mt-1 text-lava-700">{instruction.text}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * The host, reachable from the stay's own page: a call, a WhatsApp chat that already names the
 * booking, an e-mail. Replies to the host's scheduled mails reach the same inbox.
 */
function ContactsCard({ code }: { code: string }) {
  const { contacts } = site;
  const t = useMessages('guest').myBooking;
  const digits = (phone: string) => phone.replace(/[^\d+]/g, '');
  const greeting = encodeURIComponent(t.whatsappGreeting(code));
  return (
    <Card title={t.host} id="contacts-title">
      <p className="mt-2 text-sm text-lava-600">{t.hostText}</p>
      <ul
        className="mt-4 grid gap-2 text-sm text-lava-800 sm:grid-cols-3"
        data-testid="host-contacts"
      >
        <li>
          <a
            className="flex min-h-11 items-center gap-2"
            href={`https://wa.me/${digits(contacts.whatsapp).replace('+', '')}?text=${greeting}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle className="h-4 w-4 shrink-0 text-accent-600" aria-hidden /> WhatsApp{' '}
            {contacts.whatsapp}
          </a>
        </li>
        <li>
          <a className="flex min-h-11 items-center gap-2" href={`tel:${digits(contacts.phone)}`}>
            <Phone className="h-4 w-4 shrink-0 text-accent-600" aria-hidden /> {contacts.phone}
          </a>
        </li>
        <li>
          <a
            className="flex min-h-11 items-center gap-2 break-all"
            href={`mailto:${contacts.email}?subject=${encodeURIComponent(t.mailSubject(code))}`}
          >
            <Mail className="h-4 w-4 shrink-0 text-accent-600" aria-hidden /> {contacts.email}
          </a>
        </li>
      </ul>
    </Card>
  );
}

/** 'La mia prenotazione': everything about the guest's booking, by the guest link. */
export function MyBookingView({
  booking,
  apartment,
  token,
  access,
}: MyBooking & {
  token: string;
  /** The access details of the stay (features/precheckin), shown in the arrival card. */
  access?: ReactNode;
}) {
  const t = useMessages('guest').myBooking;
  const format = useFormats();
  // What became of a booking that is no longer going ahead (or not yet).
  const note = booking.status === 'confirmed' ? undefined : t.ended[booking.status];
  return (
    <article className="space-y-6" data-testid="my-booking">
      <header className="rounded-3xl bg-lava-900 p-6 text-white sm:p-10">
        <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{t.title}</p>
        <h1 className="mt-2 text-3xl sm:text-4xl">{apartment.name}</h1>
        <p className="mt-2 text-lava-100">
          {capitalise(format.longDay(booking.checkIn))} – {format.longDay(booking.checkOut)}
        </p>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[booking.status]}`}
            data-testid="my-booking-status"
          >
            {t.status[booking.status]}
          </span>
          <span className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1 text-sm">
            {t.code}
            <strong className="font-mono tracking-widest" data-testid="booking-code">
              {bookingCode(booking.id)}
            </strong>
          </span>
        </div>
      </header>

      {note ? (
        <p
          className="rounded-2xl border border-cream-300 bg-white p-5 text-lava-800"
          role="status"
          data-testid="my-booking-note"
        >
          {note}
        </p>
      ) : null}

      <Card title={t.yourStay} id="stay-title">
        <dl className="mt-5 grid gap-3 sm:grid-cols-2">
          <StayDetails stay={booking} />
          <PaymentDetails booking={booking} />
        </dl>
        {booking.priceBreakdown ? (
          <PriceDetails price={booking.priceBreakdown} total={booking.priceBreakdown.total} />
        ) : null}
        {booking.status === 'confirmed' ? (
          <TouristTaxNote
            tax={booking.touristTax}
            guests={booking.guests}
            className="mt-4 text-sm leading-relaxed text-lava-600"
          />
        ) : null}
      </Card>

      {booking.status === 'confirmed' ? (
        <>
          <ArrivalCard booking={booking} apartment={apartment} token={token} access={access} />
          <ExtrasCard bookingId={booking.id} token={token} nights={booking.nights} />
          <CancellationCard booking={booking} token={token} />
        </>
      ) : null}

      <ContactsCard code={bookingCode(booking.id)} />
    </article>
  );
}
