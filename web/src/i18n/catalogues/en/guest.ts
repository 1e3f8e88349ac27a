import { site } from '@catania/shared/config/site';
import type { Messages } from '../../namespaces';

const { checkIn, checkOut } = site.stay;
const { refundWorkingDays } = site.payment;
const { freeUntilDaysBefore, partialRefund, noRefundWithinDays } = site.cancellation;
const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);
const policy = `Free cancellation up to ${freeUntilDaysBefore} days before check-in (100% refund); ${partialRefund.refundPercentage}% refund between ${partialRefund.fromDaysBefore} and ${partialRefund.untilDaysBefore} days before; no refund in the last ${noRefundWithinDays} days or for a no-show.`;

/** The guest's pages after booking, in English (it/guest.ts is the reference, key by key). */
export default {
  failures: {
    missingId: 'Booking ID missing',
    missingToken: 'Incomplete link: open your booking from the link in the confirmation e-mail.',
    fetchFailed: 'We could not retrieve the booking',
    notFound: 'Booking not found',
    apartmentMissing: 'Apartment details not found',
    loadFailed: 'The details could not be loaded',
    noData: 'Booking details not available.',
  },
  confirmation: {
    description: 'The details of your booking.',
    titles: {
      booking: 'Your booking',
      unavailable: 'Booking not available',
      confirmed: 'Booking confirmed',
      pending: 'Payment processing',
      cancelled: 'Booking cancelled',
      rejected: 'Booking not accepted',
    },
    cancelled: 'The payment session expired and the booking was cancelled.',
    rejected: 'The booking was not accepted.',
    heading: 'Booking Confirmed!',
    thanksPaid: (name: string) =>
      `Thank you, ${name}. Your payment has been received and your stay is confirmed.`,
    thanksUnpaid: (name: string, amount: string) =>
      `Thank you, ${name}. Your stay is confirmed; we have not received the payment yet: amount due ${amount}.`,
    code: 'Booking code',
    pricePerNight: 'Price per night',
    guestDetails: 'Guest details',
    leadGuest: 'Lead guest',
    requests: 'Special requests',
    nextSteps: 'Next steps',
    mailSent: ['We have sent a confirmation e-mail to', 'with all the details.'],
    hostWillCall: `${site.host.name} will contact you before your arrival to agree on the time.`,
    checkInStep: `Check-in from ${checkIn.from}: after the pre-check-in we identify you in person or by video call, as the law requires, and you receive the access instructions.`,
    cancellationPolicy: policy,
    myBooking: 'My booking',
    home: 'Back to Home',
    loading: 'Loading booking details...',
    pendingText:
      'We are waiting for the payment to be confirmed: you will receive an e-mail as soon as it is complete.',
    help: `If you have just paid, check your e-mail or call us on ${site.contacts.phone}.`,
  },
  stay: {
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    checkInHours: `from ${checkIn.from} to ${checkIn.to}`,
    checkOutBy: `by ${checkOut.by}`,
    guests: 'Guests',
    guestCount: (count: number) => (count === 1 ? '1 guest' : `${count} guests`),
    nights: 'Nights',
    stayShare: 'Stay',
    totalPaid: 'Total paid',
    totalDue: 'Total due',
    total: 'Total',
  },
  myBooking: {
    title: 'My booking',
    description: 'Your booking, the arrival instructions and cancellation.',
    incompleteLink:
      'Incomplete link: open your booking from the link in the confirmation e-mail, or contact us.',
    loadFailed: 'The booking could not be loaded. Please try again shortly.',
    refusals: {
      not_found:
        'This booking link is not valid or has expired. Open the full link from your confirmation e-mail, or contact us.',
    },
    status: {
      confirmed: 'Confirmed',
      pending: 'Awaiting payment',
      cancelled: 'Cancelled',
      rejected: 'Not accepted',
    },
    code: 'Code',
    ended: {
      cancelled: 'This booking has been cancelled: the dates are available again.',
      rejected:
        'This booking was not accepted. Contact us: we will be happy to suggest other dates.',
      pending:
        'The payment has not been completed yet: the booking will be confirmed as soon as it arrives.',
    },
    yourStay: 'Your stay',
    noCharge: 'nothing charged',
    refunded: 'Refunded',
    refundedByHost: 'returned by the host by the same means as the payment',
    refundedToCard: `to the card used, within ${refundWorkingDays.from}-${refundWorkingDays.to} working days`,
    refundPending: 'Refund in progress',
    refundPendingByHost: 'we return it by the same means as the payment: we will contact you',
    arrival: 'Arrival and the house',
    openMap: 'Open in maps',
    hours: `Check-in from ${checkIn.from} to ${checkIn.to}, check-out by ${checkOut.by}.`,
    addToCalendar: 'Add to calendar',
    precheckin: 'Online pre-check-in',
    houseInstructions: 'House instructions',
    host: `Your host: ${site.host.name}`,
    hostText:
      'For any question about your stay, write to us on WhatsApp or call us; you can also reply to our e-mails. Assistance 24/7.',
    whatsappGreeting: (code: string) =>
      `Hello ${site.host.name}, I am the guest of booking ${code}.`,
    mailSubject: (code: string) => `Booking ${code}`,
  },
  cancellation: {
    title: 'Cancellation',
    policy,
    refusals: {
      not_confirmed: 'This booking is not confirmed: there is nothing to cancel.',
      started: `Your stay has already begun: it can no longer be cancelled online. For anything you need, call us on ${site.contacts.phone}.`,
    },
    unpaid: (daysBefore: number) =>
      `${days(daysBefore)} to check-in. The booking has not been paid: if you cancel today you owe nothing and there is nothing to refund.`,
    noRefund: (daysBefore: number) =>
      `${days(daysBefore)} to check-in: under the conditions, cancelling today gives no refund.`,
    refund: (daysBefore: number, amount: string, percentage: number) =>
      `${days(daysBefore)} to check-in: if you cancel today we refund ${amount} (${percentage}% of what you paid).`,
    cancel: 'Cancel the booking',
    confirmTitle: 'Do you want to cancel the booking?',
    confirmText: 'Cancelling is final: the dates become available to other guests.',
    refundToCard: (amount: string) =>
      `We will refund ${amount} to the card used for the payment, within ${refundWorkingDays.from}-${refundWorkingDays.to} working days.`,
    noRefundPaid: 'Under the cancellation conditions no refund is due.',
    nothingCharged: 'Nothing was charged: you owe nothing.',
    keep: 'No, keep it',
    cancelling: 'Cancelling…',
    confirm: 'Yes, cancel',
    done: 'Booking cancelled',
    mailSent: 'We have sent you a confirmation e-mail.',
    refundDelayed:
      'Booking cancelled, but Stripe has not made the refund yet: it will be retried automatically in the next few minutes.',
    refused: {
      refund_changed:
        'The refund amount has changed since it was shown: reload the page to see today’s before confirming.',
      invalid_transition: 'The booking has changed in the meantime: reload the page.',
    },
    failedTitle: 'Cancellation failed',
    failed: 'The booking could not be cancelled. Please try again shortly or contact us.',
  },
  extras: {
    title: 'Extras for your stay',
    loading: 'Loading extras...',
    paid: 'Payment received: the extras appear here as soon as Stripe confirms it.',
    pricing: { stay: 'per stay', day: 'per day', night: 'per night' },
    days,
    deposit: (amount: string) => ` + deposit ${amount}`,
    refundedWithDeposit: 'refunded, deposit included',
    depositReturnedAfter: 'deposit returned after departure',
    depositKept: (reason: string | undefined) => `deposit kept${reason ? `: ${reason}` : ''}`,
    depositReturned: 'deposit returned',
    depositReturning: 'deposit being returned',
    nothingNow: 'There are no extras to add to this stay at the moment.',
    failed: 'The extras could not be added. Please try again shortly.',
    choose: 'Choose an extra',
    pay: (amount: string) => `Pay ${amount} by card`,
    recomputed: 'We recompute the total at payment time, on Stripe’s secure page.',
    fromDay: 'From',
    toDay: 'To (included)',
    /** How many of an extra (cars a day, pets), up to the owner's limit. */
    /** A late check-out the host removed, with or without its refund. */
    removed: (refunded: boolean) =>
      refunded ? 'cancelled by the host, refunded' : 'cancelled by the host',
    quantity: 'How many',
  },
} satisfies Messages<'guest'>;
