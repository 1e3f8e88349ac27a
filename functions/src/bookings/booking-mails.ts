import { isApartmentId } from '@catania/shared/config/apartments';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '@catania/shared/config/locales';
import { site } from '@catania/shared/config/site';
import { APARTMENT_FLOOR_EN } from '@catania/shared/content/apartment-english';
import { apartmentAddress, registrationLine } from '@catania/shared/domain/address';
import { italianDateTime } from '@catania/shared/domain/admin-stats';
import {
  bookingCode,
  bookingLocale,
  formatLongDate,
  formatShortDate,
} from '@catania/shared/domain/booking';
import { extraLineDetail } from '@catania/shared/domain/extras';
import { guestsLabel, nightsLabel } from '@catania/shared/domain/formats';
import { centsToEuro, euroToCents, formatEuro } from '@catania/shared/domain/money';
import { paymentSummary } from '@catania/shared/domain/payment';
import type { GuestTaxTerms } from '@catania/shared/domain/tourist-tax';
import type { Apartment } from '@catania/shared/schemas/apartment';
import type { Booking } from '@catania/shared/schemas/booking';
import { env } from '../lib/env';
import {
  euro,
  type MailContent,
  type RenderedMail,
  type Row,
  renderMail,
  type Section,
} from '../mail/layout';
import type { OutboxMail } from '../mail/outbox-repo';
import { GUEST_MAIL_WORDS } from './guest-mail-words';

export interface BookingMailInput {
  booking: Booking;
  apartment: Pick<Apartment, 'name' | 'address' | 'floor' | 'category'>;
  siteUrl: string;
  /** The guest's secret link to their booking: guest mails only, never the owner's. */
  guestLink?: string;
}

/** A booking's mail words and formats: the guest's language, or Italian for the owner's mails. */
function wordsFor(locale: Locale) {
  const intl = INTL_LOCALE[locale];
  return {
    locale,
    w: GUEST_MAIL_WORDS[locale],
    euro: (amount: number) => formatEuro(amount, intl),
    euroWithCents: new Intl.NumberFormat(intl, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
    }).format,
    longDate: (date: string) => formatLongDate(date, locale),
    shortDate: (date: string) => formatShortDate(date, locale),
    nights: (nights: number) => nightsLabel(nights, locale),
    guests: (guests: number) => guestsLabel(guests, locale),
  };
}
type MailWords = ReturnType<typeof wordsFor>;

/** The stay's rows, in `locale` (the owner's mails: Italian). */
export function stayRows(
  { booking, apartment }: BookingMailInput,
  locale: Locale = DEFAULT_LOCALE,
): Row[] {
  const t = wordsFor(locale);
  const { rows } = t.w;
  return [
    [rows.code, bookingCode(booking.id)],
    [rows.apartment, apartment.name],
    ['Check-in', rows.checkIn(t.longDate(booking.checkIn))],
    ['Check-out', rows.checkOut(t.longDate(booking.checkOut))],
    [rows.nights, t.nights(booking.nights)],
    [rows.guests, t.guests(booking.guests)],
    [rows.pricePerNight, t.euro(booking.pricePerNight)],
    ...paymentRows(booking, t),
    // Extras paid on top of the stay (with it, or later), each with its price and deposit.
    ...(booking.extras ?? [])
      .filter((line) => !line.removed)
      .map(
        (line): Row => [
          rows.extra(line.name),
          extraLineDetail(line, { ...rows, euro: t.euro, nights: t.nights }),
        ],
      ),
  ];
}

/**
 * The money lines: 'Totale pagato' only when Stripe said paid (product §10: payment is its own
 * fact); a booking confirmed unpaid says what is still to pay.
 */
function paymentRows(booking: Booking, t: MailWords): Row[] {
  const { rows } = t.w;
  const payment = paymentSummary(booking);
  if (payment.paid) return [[rows.paid, t.euro(payment.amountPaid)]];
  if (payment.amountDue > 0) {
    return [
      [rows.total, t.euro(booking.totalPrice)],
      [rows.due, t.euro(payment.amountDue)],
    ];
  }
  return [[rows.total, t.euro(booking.totalPrice)]];
}

/**
 * The tourist-tax paragraph, at the rates the owner set for the stay's nights, with the most this
 * stay comes to (under-18s and the marked exemptions pay less: "at most").
 */
function touristTaxText(
  booking: Pick<Booking, 'guests'>,
  tax: GuestTaxTerms,
  t: MailWords,
): string {
  return t.w.touristTax.text(
    t.euroWithCents(tax.euroPerPersonPerNight),
    tax.maxNights,
    tax.exemptUnderAge,
    t.euroWithCents(tax.perGuestEuro * booking.guests),
    t.guests(booking.guests),
  );
}

function houseParagraphs(
  booking: Pick<Booking, 'apartmentId'>,
  apartment: BookingMailInput['apartment'],
  t: MailWords,
): string[] {
  const { house } = t.w;
  const rules = site.houseRules;
  const floor =
    t.locale === 'en' && isApartmentId(booking.apartmentId)
      ? APARTMENT_FLOOR_EN[booking.apartmentId]
      : apartment.floor;
  return [
    house.address(apartmentAddress(booking.apartmentId), floor),
    house.registrations(registrationLine(booking.apartmentId)),
    house.arrival(t.euro(site.stay.checkOut.lateFeeEuro)),
    house.rules(
      t.euro(rules.parkingEuroPerDay),
      t.euro(rules.pets.euroPerNight),
      t.euro(rules.pets.depositEuro),
      t.euro(rules.cleaning.midStayEuro),
    ),
  ];
}

/** The parts every guest mail shares: its words, greeting and the button to the guest page. */
function forTheGuest(input: BookingMailInput) {
  const t = wordsFor(bookingLocale(input.booking));
  return {
    t,
    greeting: t.w.greeting(input.booking.guestName),
    action: input.guestLink ? { label: t.w.seeBooking, url: input.guestLink } : undefined,
  };
}

/** The guest's confirmation, sent once when the payment confirms the booking. */
export function renderGuestConfirmation(
  input: BookingMailInput & { touristTax: GuestTaxTerms },
): RenderedMail {
  const { booking, apartment } = input;
  const { t, greeting, action } = forTheGuest(input);
  const words = t.w.confirmation;
  const code = bookingCode(booking.id);
  const payment = paymentSummary(booking);
  const intro = [
    greeting,
    payment.paid
      ? words.paid(apartment.name)
      : words.unpaid(apartment.name, t.euro(payment.amountDue)),
  ];
  const sections: Section[] = [
    { title: t.w.yourStay, rows: stayRows(input, t.locale) },
    ...(booking.specialRequests
      ? [{ title: words.requests, paragraphs: [booking.specialRequests] }]
      : []),
    { title: t.w.house.title, paragraphs: houseParagraphs(booking, apartment, t) },
    { title: t.w.touristTax.title, paragraphs: [touristTaxText(booking, input.touristTax, t)] },
    {
      title: words.cancellationTitle,
      paragraphs: [words.cancellationPolicy, words.refundsAndChanges],
    },
    { title: words.nextTitle, paragraphs: [words.next] },
  ];
  return renderMail(words.subject(code, apartment.name, t.shortDate(booking.checkIn)), {
    preheader: words.preheader(
      code,
      apartment.name,
      t.shortDate(booking.checkIn),
      t.shortDate(booking.checkOut),
    ),
    heading: words.heading,
    intro,
    sections,
    action,
    locale: t.locale,
  });
}

/**
 * The guest's receipt for a payment made after the owner confirmed the booking unpaid (Stripe's
 * word, recorded once).
 */
export function renderGuestPaymentReceipt(input: BookingMailInput): RenderedMail {
  const { booking, apartment } = input;
  const { t, greeting, action } = forTheGuest(input);
  const words = t.w.receipt;
  const intro = [greeting, words.text(t.euro(paymentSummary(booking).amountPaid), apartment.name)];
  return renderMail(
    words.subject(bookingCode(booking.id), apartment.name, t.shortDate(booking.checkIn)),
    {
      preheader: intro[1] ?? words.heading,
      heading: words.heading,
      intro,
      sections: [{ title: t.w.yourStay, rows: stayRows(input, t.locale) }],
      action,
      locale: t.locale,
    },
  );
}

/**
 * The guest's notice that the owner rejected the booking: the nights are free again, and the
 * money, if any was paid, comes back in full (refunded through Stripe at once, retried by the job
 * if Stripe is unreachable).
 */
export function renderGuestRejection(input: BookingMailInput): RenderedMail {
  const { booking, apartment } = input;
  const { t, greeting, action } = forTheGuest(input);
  const words = t.w.rejection;
  const payment = paymentSummary(booking);
  const refund = payment.amountRefunded + payment.refundPending;
  const intro = [
    greeting,
    words.text(apartment.name, t.longDate(booking.checkIn), t.longDate(booking.checkOut)),
    refund > 0 ? words.refund(t.euro(refund), t.w.refundTiming) : t.w.nothingCharged,
    t.w.otherDates(t.w.contactLine),
  ];
  return renderMail(
    words.subject(bookingCode(booking.id), apartment.name, t.shortDate(booking.checkIn)),
    {
      preheader: intro[1] ?? words.heading,
      heading: words.heading,
      intro,
      sections: [{ title: t.w.theBooking, rows: stayRows(input, t.locale) }],
      action,
      locale: t.locale,
    },
  );
}

/** The cancelled booking's money, in the guest's words: what comes back, or why nothing does. */
function cancellationRefundText(booking: Booking, t: MailWords): string {
  const words = t.w.cancellation;
  const payment = paymentSummary(booking);
  const refund = payment.amountRefunded + payment.refundPending;
  if (refund > 0) {
    const amount =
      refund >= payment.amountPaid
        ? words.wholeAmount(t.euro(refund))
        : words.partOfAmount(t.euro(refund), t.euro(payment.amountPaid));
    if (booking.paidOffline) return words.refundByHand(amount);
    return words.refund(amount, t.w.refundTiming);
  }
  if (payment.paid) return words.noRefund;
  return t.w.nothingCharged;
}

/**
 * The guest's receipt of their own cancellation: the nights are given up, and the money the
 * policy gives back is on its way (refunded through Stripe at once, retried by the job).
 */
export function renderGuestCancellation(input: BookingMailInput): RenderedMail {
  const { booking, apartment } = input;
  const { t, greeting, action } = forTheGuest(input);
  const words = t.w.cancellation;
  const intro = [
    greeting,
    words.text(apartment.name, t.longDate(booking.checkIn), t.longDate(booking.checkOut)),
    cancellationRefundText(booking, t),
    words.goodbye(t.w.contactLine),
  ];
  return renderMail(
    words.subject(bookingCode(booking.id), apartment.name, t.shortDate(booking.checkIn)),
    {
      preheader: intro[1] ?? words.heading,
      heading: words.heading,
      intro,
      sections: [{ title: words.section, rows: stayRows(input, t.locale) }],
      action,
      locale: t.locale,
    },
  );
}

/** The owner's notice that a guest cancelled online: the nights are free, the refund told. */
export function renderOwnerCancellation(input: BookingMailInput): RenderedMail {
  const { booking, apartment } = input;
  const code = bookingCode(booking.id);
  const payment = paymentSummary(booking);
  const refund = payment.amountRefunded + payment.refundPending;
  const heading = `Prenotazione cancellata dall'ospite: ${apartment.name}`;
  const intro = [
    `${booking.guestName} ha cancellato dalla sua pagina la prenotazione di ${nightsLabel(booking.nights)}, dal ${formatLongDate(booking.checkIn)} al ${formatLongDate(booking.checkOut)}. Le date sono di nuovo libere.`,
    refund > 0
      ? `Secondo le condizioni di cancellazione l'ospite riceve ${euro(refund)} dei ${euro(payment.amountPaid)} pagati, ${booking.paidOffline ? "da restituirgli tu (aveva pagato fuori Stripe): quando l'hai fatto, segna «Rimborso eseguito» sulla prenotazione nel pannello" : 'rimborsati tramite Stripe'}; restano a te ${euro(centsToEuro(euroToCents(payment.amountPaid) - euroToCents(refund)))}.`
      : payment.paid
        ? `Nessun rimborso secondo le condizioni di cancellazione: restano a te ${euro(payment.amountPaid)}.`
        : 'La prenotazione non era stata pagata: non ci sono rimborsi.',
  ];
  return renderMail(
    `Cancellazione ${code}: ${apartment.name}, ${formatShortDate(booking.checkIn)} – ${formatShortDate(booking.checkOut)}`,
    { preheader: intro[0] ?? heading, heading, intro, ...forTheOwner(input) },
  );
}

/**
 * A mail about one booking, for the outbox. Its id is the booking's and the mail's name, so
 * however many callers try, the outbox holds it once. A guest's mail goes to the guest (replies
 * reach the owner); an owner's to the owner (replies reach the guest; alerts: no one).
 */
export function bookingMail(
  booking: Pick<Booking, 'id' | 'guestEmail'>,
  name: string,
  kind: OutboxMail['kind'],
  rendered: RenderedMail,
): OutboxMail {
  const toGuest = kind.startsWith('guest-');
  return {
    id: `${booking.id}#${name}`,
    kind,
    bookingId: booking.id,
    to: [toGuest ? booking.guestEmail : env.MAIL_OWNER],
    ...(kind === 'owner-alert' ? {} : { replyTo: [toGuest ? env.MAIL_OWNER : booking.guestEmail] }),
    ...rendered,
  };
}

function guestRows(booking: Booking): Row[] {
  return [
    ['Ospite', booking.guestName],
    ['E-mail', booking.guestEmail],
    ['Telefono', booking.guestPhone || '—'],
    ['Richieste speciali', booking.specialRequests || '—'],
  ];
}

function referenceRows(booking: Booking): Row[] {
  return [
    ['ID prenotazione', booking.id],
    ['Sessione Stripe', booking.paymentIntentId ?? '—'],
    ['Pagata il', booking.paidAt ? italianDateTime(booking.paidAt) : 'non pagata'],
  ];
}

/** What the owner's mails about a booking show: the stay, the guest, the references, the panel. */
function forTheOwner(input: BookingMailInput): Pick<MailContent, 'sections' | 'action'> {
  return {
    sections: [
      { title: 'Soggiorno', rows: stayRows(input) },
      { title: 'Ospite', rows: guestRows(input.booking) },
      { title: 'Riferimenti', rows: referenceRows(input.booking) },
    ],
    action: { label: 'Apri il pannello', url: `${input.siteUrl}/admin` },
  };
}

/**
 * The owner's notice of every new paid booking, and (`latePayment`) of a payment for a booking
 * the owner had confirmed unpaid.
 */
export function renderOwnerBookingNotice(
  input: BookingMailInput & { latePayment?: boolean },
): RenderedMail {
  const { booking, apartment } = input;
  const code = bookingCode(booking.id);
  const payment = paymentSummary(booking);
  const stay = `${nightsLabel(booking.nights)}, dal ${formatLongDate(booking.checkIn)} al ${formatLongDate(booking.checkOut)}`;
  const heading = input.latePayment
    ? `Pagamento ricevuto: ${apartment.name}`
    : `Nuova prenotazione ${payment.paid ? 'pagata' : 'confermata'}: ${apartment.name}`;
  const intro = [
    input.latePayment
      ? `${booking.guestName} ha pagato ${euro(payment.amountPaid)} tramite Stripe per la prenotazione che avevi confermato (${stay}): non resta nulla da saldare.`
      : `${booking.guestName} ha prenotato${payment.paid ? ` e pagato ${euro(payment.amountPaid)}` : ` (totale ${euro(booking.totalPrice)}, non pagato online)`} per ${stay}. Le date sono già bloccate nel calendario.`,
  ];
  return renderMail(
    `${input.latePayment ? 'Pagamento ricevuto' : 'Nuova prenotazione'} ${code}: ${apartment.name}, ${formatShortDate(booking.checkIn)} – ${formatShortDate(booking.checkOut)}`,
    { preheader: intro[0] ?? heading, heading, intro, ...forTheOwner(input) },
  );
}

/** Why a payment cannot become a stay, in the owner's words. */
const LATE_PAYMENT_WHY_OWNER: Record<
  NonNullable<Booking['attention']>,
  (nights: string) => string
> = {
  paid_after_rejection: () =>
    'La prenotazione era già stata rifiutata quando è arrivato il pagamento.',
  paid_after_cancellation: () =>
    'La prenotazione era già stata cancellata quando è arrivato il pagamento.',
  paid_after_expiry: () =>
    'Il tempo per pagare era scaduto e la prenotazione era già stata annullata (date rimesse in vendita) quando è arrivato il pagamento: NON è stata confermata.',
  paid_without_nights: (nights) =>
    `Le notti ${nights} non erano più libere quando è arrivato il pagamento: la prenotazione NON è stata confermata, per non vendere due volte le stesse notti.`,
};

const lostNights = (nights: readonly string[] | undefined) =>
  (nights ?? []).map((night) => formatShortDate(night)).join(', ') || 'richieste';

/**
 * The guest's notice that their payment reached a booking that cannot be a stay (rejected,
 * cancelled, or its nights gone), and that all of it is refunded.
 */
export function renderGuestPaymentRefund(
  input: BookingMailInput & { reason: NonNullable<Booking['attention']> },
): RenderedMail {
  const { booking, apartment } = input;
  const { t, greeting, action } = forTheGuest(input);
  const words = t.w.paymentRefund;
  const intro = [
    greeting,
    words.text(
      apartment.name,
      t.longDate(booking.checkIn),
      t.longDate(booking.checkOut),
      words.why[input.reason],
    ),
    words.refund(t.euro(booking.amountPaid ?? booking.totalPrice), t.w.refundTiming),
    t.w.otherDates(t.w.contactLine),
  ];
  return renderMail(words.subject(bookingCode(booking.id), apartment.name), {
    preheader: intro[1] ?? words.heading,
    heading: words.heading,
    intro,
    sections: [{ title: t.w.theBooking, rows: stayRows(input, t.locale) }],
    action,
    locale: t.locale,
  });
}

/**
 * The owner's alert that a payment reached a booking that cannot be a stay: it is refunded
 * automatically ('Stato del sistema' shows it until Stripe has made the refund).
 */
export function renderOwnerPaymentAlert(
  input: BookingMailInput & { reason: NonNullable<Booking['attention']>; nights?: string[] },
): RenderedMail {
  const { booking, apartment } = input;
  const code = bookingCode(booking.id);
  const heading = 'Attenzione: pagamento ricevuto per una prenotazione non confermabile';
  const why = LATE_PAYMENT_WHY_OWNER[input.reason](lostNights(input.nights));
  const intro = [
    why,
    `Il pagamento di ${euro(booking.amountPaid ?? booking.totalPrice)} viene rimborsato automaticamente all'ospite, che è stato avvisato per e-mail. Finché Stripe non ha eseguito il rimborso, lo vedi in 'Stato del sistema'. Se vuoi, contatta l'ospite per proporre altre date.`,
  ];
  return renderMail(`ATTENZIONE: pagamento da rimborsare ${code} – ${apartment.name}`, {
    preheader: why,
    heading,
    intro,
    ...forTheOwner(input),
  });
}
