import { isApartmentId } from '@catania/shared/config/apartments';
import { site } from '@catania/shared/config/site';
import { APARTMENT_FLOOR_EN } from '@catania/shared/content/apartment-english';
import { apartmentAddress, registrationLine } from '@catania/shared/domain/address';
import { bookingCode, bookingLocale } from '@catania/shared/domain/booking';
import { paymentSummary } from '@catania/shared/domain/payment';
import type { GuestTaxTerms } from '@catania/shared/domain/tourist-tax';
import type { Booking } from '@catania/shared/schemas/booking';
import { type RenderedMail, renderMail, type Section } from '../mail/layout';
import { type BookingMailInput, type MailWords, stayRows, wordsFor } from './booking-mail-parts';

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
