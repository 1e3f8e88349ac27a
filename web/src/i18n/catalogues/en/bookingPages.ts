import type { Messages } from '../../namespaces';

/** The booking pages, in English (it/bookingPages.ts is the reference). */
export default {
  /** The pages' titles and descriptions (search results, the browser's tab, shared links). */
  meta: {
    booking: {
      title: 'Book your apartment in Catania',
      description:
        "Choose your apartment in Catania's historic centre, check live availability and book at the best price, guaranteed.",
    },
    smartBooking: {
      title: 'Smart booking: choose your dates',
      description:
        'Choose your dates on the calendar with live availability and book your apartment in Catania straight away.',
    },
  },
  intro: {
    eyebrow: 'Direct booking',
    title: 'Book your stay in Catania',
    text: 'Choose the apartment, check the free dates and complete your booking in a few minutes.',
    realTime: 'Real-time availability',
    realTimeText: 'The calendar is synchronised with every booking site.',
    instant: 'Instant confirmation',
    instantText: 'Your booking is confirmed as soon as you pay.',
    bestPrice: 'Best price guaranteed',
    bestPriceText: 'On the official website you pay no fees.',
    freeCancellation: 'Free cancellation',
  },
  sellingPoints: {
    bestPrice: 'Best price guaranteed, or we refund the difference',
    checkIn: 'Check-in in person or by video call',
    assistance: 'Assistance 24 hours a day during your stay',
    payment: 'Secure payment with Stripe',
  },
  chooseApartment: '1. Choose the apartment',
  complete: '2. Complete your booking',
  loadingCalendar: 'Loading the calendar',
  mode: 'How to book',
  calendarTab: 'Availability calendar',
  quickTab: 'Quick booking',
  bookNow: 'Book now',
  smart: {
    eyebrow: 'Smart booking',
    which: 'Which apartment would you like?',
    notFound: 'Apartment not found: choose one below.',
    loading: 'Loading',
    perNight: '/night',
    night: '/ night',
    summary: 'Summary',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    nights: 'Nights',
    book: (total: string) => `Book now - ${total}`,
    hint: 'Choose the dates on the calendar: the days struck through in red are already taken.',
  },
} satisfies Messages<'bookingPages'>;
