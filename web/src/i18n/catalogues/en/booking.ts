import { site } from '@catania/shared/config/site';
import type { Messages } from '../../namespaces';
import checkout from './checkout';

/** The booking dialog, in English (it/booking.ts is the reference, key by key). */
export default {
  title: (apartment: string) => `Book ${apartment}`,
  description: 'Check the summary and enter the details of the main guest.',
  apartment: 'Apartment',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  nights: 'Nights',
  pricePerNight: 'Price per night',
  total: 'Total',
  priceDetails: 'Price details',
  name: 'Full name *',
  email: 'Email *',
  phone: 'Phone',
  guests: 'Guests',
  guestCount: (count: number) => (count === 1 ? '1 guest' : `${count} guests`),
  requests: 'Special requests',
  requestsPlaceholder: 'Arrival time, special needs…',
  cancellationTerms: 'Cancellation terms:',
  // One English wording of the policy: the checkout's, which follows the dialog.
  cancellationPolicy: checkout.cancellationPolicy,
  cancel: 'Cancel',
  book: 'Book now',
  redirectTitle: 'Taking you to the checkout',
  redirectText: 'Complete the payment to confirm your booking.',
  errorTitle: 'Error',
  errorText: 'Something went wrong. Please try again.',
  extras: {
    title: 'Extras for your stay',
    intro: 'Add them now: you pay them with your stay, on the same secure Stripe page.',
    pricing: { stay: 'per stay', day: 'per day', night: 'per night' },
    deposit: (amount: string) => ` + ${amount} deposit`,
    fromDay: 'From',
    toDay: 'To (included)',
    quantity: 'Quantity',
    subtotal: 'Extras',
    depositNote: (amount: string) => `including a ${amount} deposit, returned after your stay`,
    lateCheckoutNote: 'Available because no other guest arrives that day.',
  },
  fieldErrors: {
    guestName: 'Your name must be at least 2 characters long',
    guestEmail: 'Please enter a valid email address',
    guestPhone: 'Please enter a valid phone number',
    guests: `At least 1 guest, at most ${site.stay.maxGuests}`,
  },
} satisfies Messages<'booking'>;
