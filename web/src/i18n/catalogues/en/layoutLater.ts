import type { Messages } from '../../namespaces';

/** The layout's words loaded later, in English (it/layoutLater.ts is the reference). */
export default {
  /** The footer (it hydrates as it comes near the screen; a page rendered afresh loads it first). */
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
    registrations: 'Registration codes of the apartments',
    apartment: (number: number) => `Apartment ${number}`,
    vatNumber: 'VAT no.',
    privacy: 'Privacy policy',
    terms: 'Terms and conditions',
    cookiePolicy: 'Cookie policy',
    gdpr: 'Your GDPR rights',
    cookiePreferences: 'Cookie preferences',
  },
  /** The cookie banner's preferences, one switch per kind of cookie (opened on demand). */
  consentPreferences: {
    necessary: 'Necessary',
    necessaryText:
      'Needed for the site to work (for instance to remember these preferences). Always on.',
    analytics: 'Analytics',
    analyticsText: 'Anonymous statistics about visits (Google Analytics with anonymised IP).',
    marketing: 'Marketing',
    marketingText: 'Measuring advertising campaigns and personalised ads.',
  },
  /** The notifications (their region loads with the first one). */
  toast: {
    label: 'Notification',
    close: 'Close the notification',
    region: 'Notifications ({hotkey})',
  },
} satisfies Messages<'layoutLater'>;
