import type { Locale } from '@catania/shared/config/locales';
import { site } from '@catania/shared/config/site';
import type { Booking } from '@catania/shared/schemas/booking';

/**
 * The words of the mails a guest receives about their booking, in each language the site speaks
 * (config/locales.ts). Italian is the reference (the site's first texts, as they were): every other language
 * `satisfies` its shape, so a missing text or one taking other values fails the typecheck. Values
 * arrive formatted for the language (dates, money, counts); the owner's mails stay Italian.
 */

const { checkIn, checkOut } = site.stay;
const rules = site.houseRules;
const refundDays = site.payment.refundWorkingDays;
const { contacts, host, brand } = site;
const policy = site.cancellation;

/** Why a payment cannot become a stay, in the guest's words. */
type LatePaymentReason = NonNullable<Booking['attention']>;

const it = {
  rows: {
    code: 'Codice prenotazione',
    apartment: 'Appartamento',
    checkIn: (date: string) => `${date}, dalle ${checkIn.from} alle ${checkIn.to}`,
    checkOut: (date: string) => `${date}, entro le ${checkOut.by}`,
    nights: 'Notti',
    guests: 'Ospiti',
    pricePerNight: 'Prezzo per notte',
    /** The stay's own price, before the extras taken with it. */
    stay: 'Soggiorno',
    paid: 'Totale pagato',
    total: 'Totale',
    due: 'Da pagare',
    /** An extra paid on top of the stay: its row and its detail's words (domain/extras.ts). */
    extra: (name: string) => `Extra: ${name}`,
    days: (count: number) => (count === 1 ? '1 giorno' : `${count} giorni`),
    deposit: (amount: string) => ` + cauzione ${amount}`,
  },
  greeting: (name: string) => `Ciao ${name},`,
  seeBooking: 'Vedi la prenotazione',
  yourStay: 'Il tuo soggiorno',
  theBooking: 'La prenotazione',
  nothingCharged: 'Non è stato effettuato alcun addebito: non devi fare nulla.',
  contactLine: `Per qualsiasi domanda rispondi a questa e-mail, chiama il ${contacts.phone} o scrivi su WhatsApp al ${contacts.whatsapp}.`,
  otherDates: (contactLine: string) =>
    `Saremo felici di proporti altre date o un altro dei nostri appartamenti. ${contactLine}`,
  refundTiming: `sulla carta usata per il pagamento: il rimborso è disposto tramite Stripe e arriva in ${refundDays.from}-${refundDays.to} giorni lavorativi`,
  touristTax: {
    title: 'Imposta di soggiorno',
    text: (rate: string, maxNights: number, exemptUnderAge: number, most: string, guests: string) =>
      `L'imposta di soggiorno del Comune di Catania non è inclusa nel prezzo e si paga al check-in: ` +
      `${rate} a persona per notte, per le prime ${maxNights} notti consecutive; ` +
      `i minori di ${exemptUnderAge} anni sono esenti. Per il tuo soggiorno: al massimo ${most} ` +
      `(${guests}), meno le eventuali esenzioni.`,
  },
  house: {
    title: 'La casa',
    address: (address: string, floor: string) => `Indirizzo: ${address}. ${floor}.`,
    registrations: (line: string) => `Codici di registrazione dell'alloggio: ${line}.`,
    arrival: (lateFee: string) =>
      `Check-in dalle ${checkIn.from} alle ${checkIn.to}: completa il pre-check-in online e scegli se farti riconoscere di persona all'arrivo o in videochiamata, come chiede la legge; subito dopo il riconoscimento ricevi le istruzioni per l'accesso. Check-out entro le ${checkOut.by}; check-out posticipato fino alle ${checkOut.lateUntil} con un supplemento di ${lateFee}, secondo disponibilità.`,
    rules: (parking: string, petNight: string, petDeposit: string, cleaning: string) =>
      `Silenzio dalle ${rules.quietHours.from} alle ${rules.quietHours.to}. Parcheggio convenzionato ${parking} al giorno. Animali fino a ${rules.pets.maxKg} kg: ${petNight} a notte più ${petDeposit} di cauzione. Pulizia a metà soggiorno gratuita dalle ${rules.cleaning.freeFromNights} notti, altrimenti ${cleaning}.`,
  },
  confirmation: {
    subject: (code: string, apartment: string, date: string) =>
      `Prenotazione confermata ${code} – ${apartment}, ${date}`,
    preheader: (code: string, apartment: string, from: string, to: string) =>
      `Codice ${code}: ${apartment}, dal ${from} al ${to}`,
    heading: 'Prenotazione confermata!',
    paid: (apartment: string) =>
      `grazie per aver scelto ${brand.name}. Il pagamento è stato ricevuto e la tua prenotazione presso ${apartment} è confermata.`,
    unpaid: (apartment: string, due: string) =>
      `grazie per aver scelto ${brand.name}. La tua prenotazione presso ${apartment} è confermata. Il pagamento non risulta ancora ricevuto: l'importo da saldare è di ${due} e ${host.name} ti contatterà per accordarvi su come pagarlo.`,
    requests: 'Le tue richieste',
    cancellationTitle: 'Cancellazione',
    cancellationPolicy: policy.summary as string,
    refundsAndChanges: `I rimborsi arrivano in ${refundDays.from}-${refundDays.to} giorni lavorativi. Per cambiare le date scrivici almeno ${rules.dateChangeMinDaysBefore} giorni prima del check-in.`,
    nextTitle: 'Prossimi passi',
    next: `${host.name} ti contatterà prima dell'arrivo. Per qualsiasi domanda rispondi a questa e-mail, chiama il ${contacts.phone} o scrivi su WhatsApp al ${contacts.whatsapp} (${contacts.assistance}).`,
  },
  receipt: {
    subject: (code: string, apartment: string, date: string) =>
      `Pagamento ricevuto ${code} – ${apartment}, ${date}`,
    heading: 'Pagamento ricevuto',
    text: (amount: string, apartment: string) =>
      `abbiamo ricevuto il pagamento di ${amount} per la tua prenotazione presso ${apartment}: non resta nulla da saldare. Ti aspettiamo!`,
  },
  rejection: {
    subject: (code: string, apartment: string, date: string) =>
      `Prenotazione non confermata ${code} – ${apartment}, ${date}`,
    heading: 'Prenotazione non confermata',
    text: (apartment: string, from: string, to: string) =>
      `ci dispiace: non possiamo accogliere la tua prenotazione presso ${apartment} dal ${from} al ${to}.`,
    refund: (amount: string, timing: string) =>
      `Ti rimborsiamo l'intero importo pagato, ${amount}, ${timing}.`,
  },
  cancellation: {
    subject: (code: string, apartment: string, date: string) =>
      `Prenotazione cancellata ${code} – ${apartment}, ${date}`,
    heading: 'Prenotazione cancellata',
    section: 'La prenotazione cancellata',
    text: (apartment: string, from: string, to: string) =>
      `come hai chiesto, abbiamo cancellato la tua prenotazione presso ${apartment} dal ${from} al ${to}.`,
    goodbye: (contactLine: string) =>
      `Ci dispiace non vederti questa volta: saremo felici di ospitarti in un'altra occasione. ${contactLine}`,
    wholeAmount: (amount: string) => `l'intero importo pagato, ${amount}`,
    partOfAmount: (refund: string, paid: string) => `${refund} dei ${paid} pagati`,
    refundByHand: (amount: string) =>
      `Secondo le condizioni di cancellazione ti restituiamo ${amount}. Avendo pagato direttamente a noi (contanti o bonifico), il rimborso lo facciamo noi con lo stesso mezzo: ti contatteremo a breve per i dettagli.`,
    refund: (amount: string, timing: string) =>
      `Secondo le condizioni di cancellazione ti rimborsiamo ${amount}, ${timing}.`,
    noRefund: `Secondo le condizioni di cancellazione, a meno di ${policy.noRefundWithinDays} giorni dal check-in non è previsto alcun rimborso.`,
  },
  paymentRefund: {
    subject: (code: string, apartment: string) => `Pagamento rimborsato ${code} – ${apartment}`,
    heading: 'Pagamento rimborsato',
    text: (apartment: string, from: string, to: string, why: string) =>
      `ci dispiace: per la prenotazione presso ${apartment} dal ${from} al ${to} ${why}`,
    refund: (amount: string, timing: string) =>
      `Ti rimborsiamo automaticamente l'intero importo pagato, ${amount}, ${timing}. Non devi fare nulla.`,
    why: {
      paid_after_rejection:
        'il tuo pagamento è arrivato quando la prenotazione non era più confermabile.',
      paid_after_cancellation:
        'il tuo pagamento è arrivato dopo che la prenotazione era stata cancellata.',
      paid_after_expiry:
        'il tuo pagamento è arrivato dopo la scadenza del tempo per pagare, quando la prenotazione era già stata annullata e le date rimesse in vendita.',
      paid_without_nights:
        'il tuo pagamento è arrivato dopo la scadenza del tempo per pagare, e nel frattempo le date sono state prenotate da un altro ospite.',
    } satisfies Record<LatePaymentReason, string>,
  },
};

export type GuestMailWords = typeof it;

const { freeUntilDaysBefore, partialRefund, noRefundWithinDays } = policy;

const en = {
  rows: {
    code: 'Booking code',
    apartment: 'Apartment',
    checkIn: (date: string) => `${date}, from ${checkIn.from} to ${checkIn.to}`,
    checkOut: (date: string) => `${date}, by ${checkOut.by}`,
    nights: 'Nights',
    guests: 'Guests',
    pricePerNight: 'Price per night',
    stay: 'Stay',
    paid: 'Total paid',
    total: 'Total',
    due: 'To pay',
    extra: (name: string) => `Extra: ${name}`,
    days: (count: number) => (count === 1 ? '1 day' : `${count} days`),
    deposit: (amount: string) => ` + ${amount} deposit`,
  },
  greeting: (name: string) => `Hello ${name},`,
  seeBooking: 'See your booking',
  yourStay: 'Your stay',
  theBooking: 'The booking',
  nothingCharged: 'Nothing was charged: there is nothing you need to do.',
  contactLine: `For any question, reply to this email, call ${contacts.phone} or write on WhatsApp to ${contacts.whatsapp}.`,
  otherDates: (contactLine: string) =>
    `We would be glad to offer you other dates or another of our apartments. ${contactLine}`,
  refundTiming: `to the card you paid with: the refund is made through Stripe and arrives within ${refundDays.from}-${refundDays.to} working days`,
  touristTax: {
    title: 'Tourist tax',
    text: (rate: string, maxNights: number, exemptUnderAge: number, most: string, guests: string) =>
      `The City of Catania's tourist tax is not included in the price and is paid at check-in: ` +
      `${rate} per person per night, for the first ${maxNights} consecutive nights; ` +
      `under-${exemptUnderAge}s are exempt. For your stay: at most ${most} ` +
      `(${guests}), less any exemptions.`,
  },
  house: {
    title: 'The apartment',
    address: (address: string, floor: string) => `Address: ${address}. ${floor}.`,
    registrations: (line: string) => `The apartment's registration codes: ${line}.`,
    arrival: (lateFee: string) =>
      `Check-in from ${checkIn.from} to ${checkIn.to}: complete the online pre-check-in and choose whether to be identified in person on arrival or on a video call, as Italian law requires; right after that you receive the instructions to get in. Check-out by ${checkOut.by}; late check-out until ${checkOut.lateUntil} for a ${lateFee} supplement, subject to availability.`,
    rules: (parking: string, petNight: string, petDeposit: string, cleaning: string) =>
      `Quiet hours from ${rules.quietHours.from} to ${rules.quietHours.to}. Partner car park ${parking} a day. Pets up to ${rules.pets.maxKg} kg: ${petNight} a night plus a ${petDeposit} deposit. Mid-stay cleaning free from ${rules.cleaning.freeFromNights} nights, otherwise ${cleaning}.`,
  },
  confirmation: {
    subject: (code: string, apartment: string, date: string) =>
      `Booking confirmed ${code} – ${apartment}, ${date}`,
    preheader: (code: string, apartment: string, from: string, to: string) =>
      `Code ${code}: ${apartment}, from ${from} to ${to}`,
    heading: 'Booking confirmed!',
    paid: (apartment: string) =>
      `thank you for choosing ${brand.name}. Your payment has been received and your booking at ${apartment} is confirmed.`,
    unpaid: (apartment: string, due: string) =>
      `thank you for choosing ${brand.name}. Your booking at ${apartment} is confirmed. We have not received the payment yet: the amount to pay is ${due}, and ${host.name} will contact you to agree how to pay it.`,
    requests: 'Your requests',
    cancellationTitle: 'Cancellation',
    cancellationPolicy: `Free cancellation up to ${freeUntilDaysBefore} days before check-in (100% refund); ${partialRefund.refundPercentage}% refund between ${partialRefund.fromDaysBefore} and ${partialRefund.untilDaysBefore} days before; no refund in the last ${noRefundWithinDays} days or for a no-show.`,
    refundsAndChanges: `Refunds arrive within ${refundDays.from}-${refundDays.to} working days. To change your dates, write to us at least ${rules.dateChangeMinDaysBefore} days before check-in.`,
    nextTitle: 'Next steps',
    next: `${host.name} will contact you before your arrival. For any question, reply to this email, call ${contacts.phone} or write on WhatsApp to ${contacts.whatsapp} (assistance 24/7).`,
  },
  receipt: {
    subject: (code: string, apartment: string, date: string) =>
      `Payment received ${code} – ${apartment}, ${date}`,
    heading: 'Payment received',
    text: (amount: string, apartment: string) =>
      `we have received your payment of ${amount} for your booking at ${apartment}: nothing is left to pay. We look forward to welcoming you!`,
  },
  rejection: {
    subject: (code: string, apartment: string, date: string) =>
      `Booking not confirmed ${code} – ${apartment}, ${date}`,
    heading: 'Booking not confirmed',
    text: (apartment: string, from: string, to: string) =>
      `we are sorry: we cannot accept your booking at ${apartment} from ${from} to ${to}.`,
    refund: (amount: string, timing: string) =>
      `We are refunding the whole amount you paid, ${amount}, ${timing}.`,
  },
  cancellation: {
    subject: (code: string, apartment: string, date: string) =>
      `Booking cancelled ${code} – ${apartment}, ${date}`,
    heading: 'Booking cancelled',
    section: 'The cancelled booking',
    text: (apartment: string, from: string, to: string) =>
      `as you asked, we have cancelled your booking at ${apartment} from ${from} to ${to}.`,
    goodbye: (contactLine: string) =>
      `We are sorry not to see you this time, and would be glad to welcome you another time. ${contactLine}`,
    wholeAmount: (amount: string) => `the whole amount you paid, ${amount}`,
    partOfAmount: (refund: string, paid: string) => `${refund} of the ${paid} you paid`,
    refundByHand: (amount: string) =>
      `Under the cancellation terms we are giving back ${amount}. As you paid us directly (cash or bank transfer), we refund you the same way ourselves: we will contact you shortly about the details.`,
    refund: (amount: string, timing: string) =>
      `Under the cancellation terms we are refunding ${amount}, ${timing}.`,
    noRefund: `Under the cancellation terms, no refund is due within ${noRefundWithinDays} days of check-in.`,
  },
  paymentRefund: {
    subject: (code: string, apartment: string) => `Payment refunded ${code} – ${apartment}`,
    heading: 'Payment refunded',
    text: (apartment: string, from: string, to: string, why: string) =>
      `we are sorry: for the booking at ${apartment} from ${from} to ${to}, ${why}`,
    refund: (amount: string, timing: string) =>
      `We are refunding the whole amount you paid, ${amount}, automatically, ${timing}. There is nothing you need to do.`,
    why: {
      paid_after_rejection: 'your payment arrived when the booking could no longer be confirmed.',
      paid_after_cancellation: 'your payment arrived after the booking had been cancelled.',
      paid_after_expiry:
        'your payment arrived after the time to pay had run out, when the booking had already been cancelled and the dates put back on sale.',
      paid_without_nights:
        'your payment arrived after the time to pay had run out, and meanwhile the dates were booked by another guest.',
    },
  },
} satisfies GuestMailWords;

export const GUEST_MAIL_WORDS: Record<Locale, GuestMailWords> = { it, en };
