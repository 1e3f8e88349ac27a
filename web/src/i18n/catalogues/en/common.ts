import { site } from '@catania/shared/config/site';
import type { Amenity } from '@catania/shared/content/amenities';
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
  /** The assistance's hours, as the footer and the home's contact section tell them. */
  assistance: 'Assistance 24/7',
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
  freeCancellation: `Free cancellation up to ${site.cancellation.freeUntilDaysBefore} days before check-in (100% refund)`,
  dialog: { close: 'Close' },
  meta: {
    home: {
      title: 'Catania Centro Apartments · Apartments in the historic centre of Catania',
      description:
        "Four apartments for couples in Catania's historic centre, a short walk from the Cathedral and Via Etnea. Live availability, instant confirmation and the best price when you book direct.",
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
  },
  apartment: {
    categories: { moderna: 'Modern', deluxe: 'Deluxe', romantica: 'Romantic', famiglia: 'Family' },
    amenity: (name: string) => AMENITIES_EN[name as Amenity] ?? name,
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
} satisfies Messages<'common'>;
