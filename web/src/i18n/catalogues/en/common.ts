import type { Messages } from '../../namespaces';

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
  dialog: { close: 'Close' },
  toast: {
    label: 'Notification',
    close: 'Close the notification',
    region: 'Notifications ({hotkey})',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for does not exist.',
    heading: '404 Page Not Found',
    text: 'The page you were looking for does not exist or has moved. Go back to the home page to discover our apartments in the historic centre of Catania.',
    home: 'Back to the home page',
  },
} satisfies Messages<'common'>;
