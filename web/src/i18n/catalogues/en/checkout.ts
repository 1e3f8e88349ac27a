import { site } from '@catania/shared/config/site';
import type { Messages } from '../../namespaces';

const { freeUntilDaysBefore, partialRefund, noRefundWithinDays } = site.cancellation;

/** The checkout, in English (it/checkout.ts is the reference, key by key). */
export default {
  metaTitle: 'Checkout',
  metaDescription: 'Complete your booking and pay securely.',
  eyebrow: 'Booking',
  title: 'Complete your booking',
  loading: 'Loading your booking...',
  lostBooking: "Can't find your booking?",
  chooseAgain: 'Choose your dates again',
  home: 'Back to the home page',
  summary: 'Your stay',
  apartment: 'Apartment',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  from: (day: string) => `${day}, from ${site.stay.checkIn.from}`,
  by: (day: string) => `${day}, by ${site.stay.checkOut.by}`,
  nights: 'Nights',
  guests: 'Guests',
  guestCount: (count: number) => (count === 1 ? '1 guest' : `${count} guests`),
  total: 'Total',
  stay: 'Stay',
  deposit: (amount: string) => `${amount} deposit, returned after your stay`,
  guestDetails: 'Guest details',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  requests: 'Special requests',
  secureTitle: 'Secure payment.',
  secureText: `You will be taken to the secure page of our payment provider (Stripe). Your card details never pass through our servers. Your booking is confirmed as soon as the payment is complete; the dates are held for you for ${site.payment.checkoutSessionMinutes} minutes.`,
  cancellation: 'Cancellation:',
  cancellationPolicy: `Free cancellation up to ${freeUntilDaysBefore} days before check-in (100% refund); ${partialRefund.refundPercentage}% refund between ${partialRefund.fromDaysBefore} and ${partialRefund.untilDaysBefore} days before; no refund in the last ${noRefundWithinDays} days or for a no-show.`,
  redirecting: 'Redirecting...',
  pay: (amount: string) => `Pay ${amount}`,
  changeDates: 'Change the dates of your stay',
  paymentErrorTitle: 'Payment error',
  paymentError: 'The payment could not be started. Please try again.',
} satisfies Messages<'checkout'>;
