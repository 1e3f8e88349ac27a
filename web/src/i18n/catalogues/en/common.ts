import type { ApartmentId } from '@catania/shared/config/apartments';
import { site } from '@catania/shared/config/site';
import type { Amenity } from '@catania/shared/content/amenities';
import { APARTMENT_FLOOR_EN } from '@catania/shared/content/apartment-english';
import type { Messages } from '../../namespaces';

/** The amenities of the panel's list (shared/src/content/amenities.ts), in English. */
const AMENITIES_EN: Record<Amenity, string> = {
  'Wi-Fi': 'Wi-Fi',
  'Aria condizionata': 'Air conditioning',
  Riscaldamento: 'Heating',
  'Cucina attrezzata': 'Fully equipped kitchen',
  'Angolo cottura': 'Kitchenette',
  'Smart TV': 'Smart TV',
  TV: 'TV',
  'Bagno privato': 'Private bathroom',
  'Macchina del caffè': 'Coffee machine',
  Balcone: 'Balcony',
  'Terrazza privata': 'Private terrace',
  'Vasca idromassaggio': 'Hot tub',
  Frigorifero: 'Fridge',
  Microonde: 'Microwave',
  Lavatrice: 'Washing machine',
  Lavastoviglie: 'Dishwasher',
  Asciugacapelli: 'Hairdryer',
  'Ferro da stiro': 'Iron',
  Scrivania: 'Desk',
  Ascensore: 'Lift',
  'Culla su richiesta': 'Cot on request',
};

/** The texts every page shows, in English (it/common.ts is the reference, key by key). */
export default {
  nights: (count: number) => (count === 1 ? '1 night' : `${count} nights`),
  layout: {
    skipToContent: 'Skip to content',
    loading: 'Loading…',
    backToTop: 'Back to the top of the page',
  },
  nav: {
    label: 'Main navigation',
    homeLink: 'Catania Centro Apartments, home',
    home: 'Home',
    apartments: 'Apartments',
    about: 'About us',
    reviews: 'Reviews',
    faq: 'FAQ',
    book: 'Book',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    language: 'Language',
  },
  footer: {
    description:
      "Authentic Sicilian hospitality with modern comfort, right in Catania's historic centre, a short walk from the Cathedral and Via Etnea.",
    quickLinks: 'Quick links',
    home: 'Home',
    apartments: 'Apartments',
    about: 'About us',
    discoverCatania: 'Discover Catania',
    reviews: 'Reviews',
    contacts: 'Contact',
    assistance: 'Assistance 24/7',
    registrations: 'Registration codes of the apartments',
    apartment: (number: number) => `Apartment ${number}`,
    vatNumber: 'VAT no.',
    privacy: 'Privacy policy',
    terms: 'Terms and conditions',
    cookiePolicy: 'Cookie policy',
    gdpr: 'Your GDPR rights',
    cookiePreferences: 'Cookie preferences',
  },
  dates: {
    calendar: 'Calendar',
    previousYear: 'Previous year',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    nextYear: 'Next year',
    today: 'today',
    unavailable: 'unavailable',
    unavailableTip: 'Unavailable',
    checkIn: 'check-in',
    checkOut: 'check-out',
    placeholder: 'dd/mm/yyyy',
    chooseDate: 'Choose the date from the calendar',
  },
  heroSearch: {
    placeholder: 'Check-in - Check-out',
    datesLabel: 'Dates of stay',
    search: 'Check availability',
    searching: 'Searching…',
  },
  quickBooking: {
    eyebrow: 'Quick booking',
    title: 'Check in a moment and book at the best price',
    text: 'Booking direct saves you the booking sites’ fees: real-time availability, instant confirmation and secure payment.',
    checkIn: 'Check-in in person or by video call, assistance 24/7',
    bestPrice: 'Best price guaranteed on the official website',
  },
  freeCancellation: `Free cancellation up to ${site.cancellation.freeUntilDaysBefore} days before check-in (100% refund)`,
  dialog: { close: 'Close' },
  toast: {
    label: 'Notification',
    close: 'Close the notification',
    region: 'Notifications ({hotkey})',
  },
  meta: {
    home: {
      title: 'Catania Centro Apartments · Apartments in the historic centre of Catania',
      description:
        "Four apartments for couples in Catania's historic centre, a short walk from the Cathedral and Via Etnea. Live availability, instant confirmation and the best price when you book direct.",
    },
    about: {
      title: 'About us',
      description: (_headline: string | null) =>
        `${site.host.name} and his family welcome you to four restored apartments in the historic centre of Catania.`,
    },
    reviews: {
      title: 'Guest reviews',
      description: (_headline: string | null) =>
        'What guests say about our apartments in the historic centre of Catania, and how we verify every review.',
    },
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
    apartment: {
      title: (name: string | null) => (name ? `${name} · Apartment in Catania` : 'Apartment'),
      description: (name: string | null, _shortDescription: string | null) =>
        `${name ?? 'An apartment'}: a holiday apartment for two in the historic centre of Catania, Sicily.`,
    },
    privacy: {
      title: 'Privacy policy',
      description:
        'How we process the personal data of those who book, contact us or visit the site, under Regulation (EU) 2016/679 (GDPR).',
    },
    terms: {
      title: 'Terms and conditions',
      description:
        'The terms of booking and staying: payment, cancellation, check-in, house rules.',
    },
    cookiePolicy: {
      title: 'Cookie policy',
      description:
        'Which cookies the site uses, what they are for, how long they last and how to manage your consent.',
    },
    gdpr: {
      title: 'Your rights (GDPR)',
      description:
        'How to exercise your rights under Regulation (EU) 2016/679: access, rectification, erasure, portability, objection.',
    },
  },
  consent: {
    title: 'We respect your privacy',
    preferencesTitle: 'Cookie preferences',
    intro:
      'We use the technical cookies the site needs and, only with your consent, analytics and marketing cookies.',
    changeAnytime:
      'You can change your mind at any time from «Cookie preferences» at the bottom of the page.',
    read: 'Read our',
    and: 'and our',
    privacyPolicy: 'Privacy policy',
    cookiePolicy: 'Cookie policy',
    customize: 'Customise',
    rejectAll: 'Reject all',
    acceptAll: 'Accept all',
    save: 'Save preferences',
    closeWithoutAccepting: 'Close without accepting',
    necessary: 'Necessary',
    necessaryText:
      'Needed for the site to work (for instance to remember these preferences). Always on.',
    analytics: 'Analytics',
    analyticsText: 'Anonymous statistics about visits (Google Analytics with anonymised IP).',
    marketing: 'Marketing',
    marketingText: 'Measuring advertising campaigns and personalised ads.',
  },
  apartment: {
    categories: { moderna: 'Modern', deluxe: 'Deluxe', romantica: 'Romantic', famiglia: 'Family' },
    amenity: (name: string) => AMENITIES_EN[name as Amenity] ?? name,
    floor: (apartmentId: string, floor: string) =>
      APARTMENT_FLOOR_EN[apartmentId as ApartmentId] ?? floor,
    gallery: 'Photo gallery',
    about: 'The apartment',
    amenities: 'Amenities',
    highlights: 'Special features',
    perNight: 'per night',
    upToGuests: (count: number) => `up to ${count} guests`,
    mainAmenities: 'Main amenities',
    more: (count: number) => `+${count} more`,
    badge: {
      loading: 'Checking availability…',
      available: 'Available',
      occupiedFrom: (dayMonth: string) => `Booked from ${dayMonth}`,
      unavailableToday: 'Not available today',
      unknown: 'Availability to be checked',
    },
  },
  rating: {
    count: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
    none: 'No reviews yet',
  },
  home: {
    hero: { eyebrow: 'Historic centre · Catania, Sicily' },
    apartments: {
      eyebrow: 'Our apartments',
      title: 'Four homes, four ways to live Catania',
      intro:
        'Historic palazzi lovingly restored, contemporary furnishings and everything you need to feel at home. Each apartment sleeps up to 2 guests.',
      loadFailed:
        "We can't load the apartments right now. Please try again in a moment, or get in touch.",
      discover: 'Find out more',
      discoverLabel: (name: string) => `Discover ${name}`,
      checkDates: 'Check dates',
      checkDatesLabel: (name: string) => `Check dates for ${name}`,
    },
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for does not exist.',
    heading: '404 Page Not Found',
    text: 'The page you were looking for does not exist or has moved. Go back to the home page to discover our apartments in the historic centre of Catania.',
    home: 'Back to the home page',
  },
} satisfies Messages<'common'>;
