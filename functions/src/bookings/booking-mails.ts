import { site } from '@catania/shared/config/site';
import { apartmentAddress, registrationLine } from '@catania/shared/domain/address';
import { italianDateTime } from '@catania/shared/domain/admin-stats';
import {
  bookingCode,
  formatLongDate,
  formatShortDate,
  guestsLabel,
  nightsLabel,
} from '@catania/shared/domain/booking';
import { centsToEuro, euroToCents } from '@catania/shared/domain/money';
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

export interface BookingMailInput {
  booking: Booking;
  apartment: Pick<Apartment, 'name' | 'address' | 'floor' | 'category'>;
  siteUrl: string;
  /** The guest's secret link to their booking: guest mails only, never the owner's. */
  guestLink?: string;
}

export function stayRows({ booking, apartment }: BookingMailInput): Row[] {
  const { checkIn } = site.stay;
  return [
    ['Codice prenotazione', bookingCode(booking.id)],
    ['Appartamento', apartment.name],
    ['Check-in', `${formatLongDate(booking.checkIn)}, dalle ${checkIn.from} alle ${checkIn.to}`],
    ['Check-out', `${formatLongDate(booking.checkOut)}, entro le ${site.stay.checkOut.by}`],
    ['Notti', nightsLabel(booking.nights)],
    ['Ospiti', guestsLabel(booking.guests)],
    ['Prezzo per notte', euro(booking.pricePerNight)],
    ...paymentRows(booking),
  ];
}

/**
 * The money lines: 'Totale pagato' only when Stripe said paid (ARCHITECTURE: payment is its own
 * fact); a booking confirmed unpaid says what is still to pay.
 */
function paymentRows(booking: Booking): Row[] {
  const payment = paymentSummary(booking);
  if (payment.paid) return [['Totale pagato', euro(payment.amountPaid)]];
  if (payment.amountDue > 0) {
    return [
      ['Totale', euro(booking.totalPrice)],
      ['Da pagare', euro(payment.amountDue)],
    ];
  }
  return [['Totale', euro(booking.totalPrice)]];
}

const euroWithCents = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
}).format;

/**
 * The tourist-tax paragraph, at the rates the owner set for the stay's nights, with the most this
 * stay comes to (under-18s and the marked exemptions pay less: "at most").
 */
function touristTaxText(booking: Pick<Booking, 'guests'>, tax: GuestTaxTerms): string {
  return (
    `L'imposta di soggiorno del Comune di Catania non è inclusa nel prezzo e si paga al check-in: ` +
    `${euroWithCents(tax.euroPerPersonPerNight)} a persona per notte, per le prime ${tax.maxNights} notti consecutive; ` +
    `i minori di ${tax.exemptUnderAge} anni sono esenti. Per il tuo soggiorno: al massimo ${euroWithCents(tax.perGuestEuro * booking.guests)} ` +
    `(${guestsLabel(booking.guests)}), meno le eventuali esenzioni.`
  );
}

function houseParagraphs(
  booking: Pick<Booking, 'apartmentId'>,
  apartment: BookingMailInput['apartment'],
): string[] {
  const { checkOut } = site.stay;
  const rules = site.houseRules;
  return [
    `Indirizzo: ${apartmentAddress(booking.apartmentId)}. ${apartment.floor}.`,
    `Codici di registrazione dell'alloggio: ${registrationLine(booking.apartmentId)}.`,
    `Check-in dalle ${site.stay.checkIn.from} alle ${site.stay.checkIn.to}: completa il pre-check-in online e scegli se farti riconoscere di persona all'arrivo o in videochiamata, come chiede la legge; subito dopo il riconoscimento ricevi le istruzioni per l'accesso. Check-out entro le ${checkOut.by}; check-out posticipato fino alle ${checkOut.lateUntil} con un supplemento di ${euro(checkOut.lateFeeEuro)}, secondo disponibilità.`,
    `Silenzio dalle ${rules.quietHours.from} alle ${rules.quietHours.to}. Parcheggio convenzionato ${euro(rules.parkingEuroPerDay)} al giorno. Animali fino a ${rules.pets.maxKg} kg: ${euro(rules.pets.euroPerNight)} a notte più ${euro(rules.pets.depositEuro)} di cauzione. Pulizia a metà soggiorno gratuita dalle ${rules.cleaning.freeFromNights} notti, altrimenti ${euro(rules.cleaning.midStayEuro)}.`,
  ];
}

/** The guest's confirmation, sent once when the payment confirms the booking. */
export function renderGuestConfirmation(
  input: BookingMailInput & { touristTax: GuestTaxTerms },
): RenderedMail {
  const { booking, apartment, guestLink } = input;
  const code = bookingCode(booking.id);
  const heading = 'Prenotazione confermata!';
  const payment = paymentSummary(booking);
  const intro = [
    `Ciao ${booking.guestName},`,
    payment.paid
      ? `grazie per aver scelto ${site.brand.name}. Il pagamento è stato ricevuto e la tua prenotazione presso ${apartment.name} è confermata.`
      : `grazie per aver scelto ${site.brand.name}. La tua prenotazione presso ${apartment.name} è confermata. Il pagamento non risulta ancora ricevuto: l'importo da saldare è di ${euro(payment.amountDue)} e ${site.host.name} ti contatterà per accordarvi su come pagarlo.`,
  ];
  const sections: Section[] = [
    { title: 'Il tuo soggiorno', rows: stayRows(input) },
    ...(booking.specialRequests
      ? [{ title: 'Le tue richieste', paragraphs: [booking.specialRequests] }]
      : []),
    { title: 'La casa', paragraphs: houseParagraphs(booking, apartment) },
    { title: 'Imposta di soggiorno', paragraphs: [touristTaxText(booking, input.touristTax)] },
    {
      title: 'Cancellazione',
      paragraphs: [
        site.cancellation.summary,
        `I rimborsi arrivano in ${site.payment.refundWorkingDays.from}-${site.payment.refundWorkingDays.to} giorni lavorativi. Per cambiare le date scrivici almeno ${site.houseRules.dateChangeMinDaysBefore} giorni prima del check-in.`,
      ],
    },
    {
      title: 'Prossimi passi',
      paragraphs: [
        `${site.host.name} ti contatterà prima dell'arrivo. Per qualsiasi domanda rispondi a questa e-mail, chiama il ${site.contacts.phone} o scrivi su WhatsApp al ${site.contacts.whatsapp} (${site.contacts.assistance}).`,
      ],
    },
  ];
  const action = guestLink ? { label: 'Vedi la prenotazione', url: guestLink } : undefined;
  return renderMail(
    `Prenotazione confermata ${code} – ${apartment.name}, ${formatShortDate(booking.checkIn)}`,
    {
      preheader: `Codice ${code}: ${apartment.name}, dal ${formatShortDate(booking.checkIn)} al ${formatShortDate(booking.checkOut)}`,
      heading,
      intro,
      sections,
      action,
    },
  );
}

/**
 * The guest's receipt for a payment made after the owner confirmed the booking unpaid (Stripe's
 * word, recorded once).
 */
export function renderGuestPaymentReceipt(input: BookingMailInput): RenderedMail {
  const { booking, apartment, guestLink } = input;
  const code = bookingCode(booking.id);
  const heading = 'Pagamento ricevuto';
  const intro = [
    `Ciao ${booking.guestName},`,
    `abbiamo ricevuto il pagamento di ${euro(paymentSummary(booking).amountPaid)} per la tua prenotazione presso ${apartment.name}: non resta nulla da saldare. Ti aspettiamo!`,
  ];
  const sections: Section[] = [{ title: 'Il tuo soggiorno', rows: stayRows(input) }];
  const action = guestLink ? { label: 'Vedi la prenotazione', url: guestLink } : undefined;
  return renderMail(
    `Pagamento ricevuto ${code} – ${apartment.name}, ${formatShortDate(booking.checkIn)}`,
    { preheader: intro[1] ?? heading, heading, intro, sections, action },
  );
}

const refundTiming = () =>
  `sulla carta usata per il pagamento: il rimborso è disposto tramite Stripe e arriva in ${site.payment.refundWorkingDays.from}-${site.payment.refundWorkingDays.to} giorni lavorativi`;

const contactLine = () =>
  `Per qualsiasi domanda rispondi a questa e-mail, chiama il ${site.contacts.phone} o scrivi su WhatsApp al ${site.contacts.whatsapp}.`;

/**
 * The guest's notice that the owner rejected the booking: the nights are free again, and the
 * money, if any was paid, comes back in full (refunded through Stripe at once, retried by the job
 * if Stripe is unreachable).
 */
export function renderGuestRejection(input: BookingMailInput): RenderedMail {
  const { booking, apartment, guestLink } = input;
  const code = bookingCode(booking.id);
  const payment = paymentSummary(booking);
  const refund = payment.amountRefunded + payment.refundPending;
  const heading = 'Prenotazione non confermata';
  const intro = [
    `Ciao ${booking.guestName},`,
    `ci dispiace: non possiamo accogliere la tua prenotazione presso ${apartment.name} dal ${formatLongDate(booking.checkIn)} al ${formatLongDate(booking.checkOut)}.`,
    refund > 0
      ? `Ti rimborsiamo l'intero importo pagato, ${euro(refund)}, ${refundTiming()}.`
      : 'Non è stato effettuato alcun addebito: non devi fare nulla.',
    `Saremo felici di proporti altre date o un altro dei nostri appartamenti. ${contactLine()}`,
  ];
  const sections: Section[] = [{ title: 'La prenotazione', rows: stayRows(input) }];
  const action = guestLink ? { label: 'Vedi la prenotazione', url: guestLink } : undefined;
  return renderMail(
    `Prenotazione non confermata ${code} – ${apartment.name}, ${formatShortDate(booking.checkIn)}`,
    { preheader: intro[1] ?? heading, heading, intro, sections, action },
  );
}

/** The cancelled booking's money, in the guest's words: what comes back, or why nothing does. */
function cancellationRefundText(booking: Booking): string {
  const payment = paymentSummary(booking);
  const refund = payment.amountRefunded + payment.refundPending;
  if (refund > 0) {
    const amount =
      refund >= payment.amountPaid
        ? `l'intero importo pagato, ${euro(refund)}`
        : `${euro(refund)} dei ${euro(payment.amountPaid)} pagati`;
    if (booking.paidOffline) {
      return `Secondo le condizioni di cancellazione ti restituiamo ${amount}. Avendo pagato direttamente a noi (contanti o bonifico), il rimborso lo facciamo noi con lo stesso mezzo: ti contatteremo a breve per i dettagli.`;
    }
    return `Secondo le condizioni di cancellazione ti rimborsiamo ${amount}, ${refundTiming()}.`;
  }
  if (payment.paid) {
    return `Secondo le condizioni di cancellazione, a meno di ${site.cancellation.noRefundWithinDays} giorni dal check-in non è previsto alcun rimborso.`;
  }
  return 'Non è stato effettuato alcun addebito: non devi fare nulla.';
}

/**
 * The guest's receipt of their own cancellation: the nights are given up, and the money the
 * policy gives back is on its way (refunded through Stripe at once, retried by the job).
 */
export function renderGuestCancellation(input: BookingMailInput): RenderedMail {
  const { booking, apartment, guestLink } = input;
  const code = bookingCode(booking.id);
  const heading = 'Prenotazione cancellata';
  const intro = [
    `Ciao ${booking.guestName},`,
    `come hai chiesto, abbiamo cancellato la tua prenotazione presso ${apartment.name} dal ${formatLongDate(booking.checkIn)} al ${formatLongDate(booking.checkOut)}.`,
    cancellationRefundText(booking),
    `Ci dispiace non vederti questa volta: saremo felici di ospitarti in un'altra occasione. ${contactLine()}`,
  ];
  const sections: Section[] = [{ title: 'La prenotazione cancellata', rows: stayRows(input) }];
  const action = guestLink ? { label: 'Vedi la prenotazione', url: guestLink } : undefined;
  return renderMail(
    `Prenotazione cancellata ${code} – ${apartment.name}, ${formatShortDate(booking.checkIn)}`,
    { preheader: intro[1] ?? heading, heading, intro, sections, action },
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

/**
 * The owner's alert for a payment that cannot become a confirmed stay: its nights were lost, or
 * the owner had rejected the booking. The booking is kept, never confirmed; the owner refunds.
 */
/** Why a payment cannot become a stay, in the guest's words and the owner's. */
const LATE_PAYMENT_WHY: Record<
  NonNullable<Booking['attention']>,
  { guest: (nights: string) => string; owner: (nights: string) => string }
> = {
  paid_after_rejection: {
    guest: () => 'il tuo pagamento è arrivato quando la prenotazione non era più confermabile.',
    owner: () => 'La prenotazione era già stata rifiutata quando è arrivato il pagamento.',
  },
  paid_after_cancellation: {
    guest: () => 'il tuo pagamento è arrivato dopo che la prenotazione era stata cancellata.',
    owner: () => 'La prenotazione era già stata cancellata quando è arrivato il pagamento.',
  },
  paid_after_expiry: {
    guest: () =>
      'il tuo pagamento è arrivato dopo la scadenza del tempo per pagare, quando la prenotazione era già stata annullata e le date rimesse in vendita.',
    owner: () =>
      'Il tempo per pagare era scaduto e la prenotazione era già stata annullata (date rimesse in vendita) quando è arrivato il pagamento: NON è stata confermata.',
  },
  paid_without_nights: {
    guest: () =>
      'il tuo pagamento è arrivato dopo la scadenza del tempo per pagare, e nel frattempo le date sono state prenotate da un altro ospite.',
    owner: (nights) =>
      `Le notti ${nights} non erano più libere quando è arrivato il pagamento: la prenotazione NON è stata confermata, per non vendere due volte le stesse notti.`,
  },
};

const lostNights = (nights: readonly string[] | undefined) =>
  (nights ?? []).map(formatShortDate).join(', ') || 'richieste';

/**
 * The guest's notice that their payment reached a booking that cannot be a stay (rejected,
 * cancelled, or its nights gone), and that all of it is refunded.
 */
export function renderGuestPaymentRefund(
  input: BookingMailInput & { reason: NonNullable<Booking['attention']>; nights?: string[] },
): RenderedMail {
  const { booking, apartment, guestLink } = input;
  const code = bookingCode(booking.id);
  const heading = 'Pagamento rimborsato';
  const intro = [
    `Ciao ${booking.guestName},`,
    `ci dispiace: per la prenotazione presso ${apartment.name} dal ${formatLongDate(booking.checkIn)} al ${formatLongDate(booking.checkOut)} ${LATE_PAYMENT_WHY[input.reason].guest(lostNights(input.nights))}`,
    `Ti rimborsiamo automaticamente l'intero importo pagato, ${euro(booking.amountPaid ?? booking.totalPrice)}, ${refundTiming()}. Non devi fare nulla.`,
    `Saremo felici di proporti altre date o un altro dei nostri appartamenti. ${contactLine()}`,
  ];
  const sections: Section[] = [{ title: 'La prenotazione', rows: stayRows(input) }];
  const action = guestLink ? { label: 'Vedi la prenotazione', url: guestLink } : undefined;
  return renderMail(`Pagamento rimborsato ${code} – ${apartment.name}`, {
    preheader: intro[1] ?? heading,
    heading,
    intro,
    sections,
    action,
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
  const why = LATE_PAYMENT_WHY[input.reason].owner(lostNights(input.nights));
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
