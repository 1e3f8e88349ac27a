import { site } from '@catania/shared/config/site';
import type { Messages } from '../../namespaces';

const { ratingScale } = site.reviews;
const { officeHours } = site.contacts;

/** The published reviews' words in English (it/reviews.ts is the reference). */
export default {
  headline: (score: string, count: string) => `${score} from ${count}`,
  noneYet: 'No reviews yet',
  guestReviews: 'Guest reviews',
  verifiedHere: (count: number) => `${count} verified here`,
  fromAirbnb: (count: number) => `${count} from Airbnb`,
  fromBooking: (count: number) => `${count} from Booking.com`,
  policyLink: 'How we verify reviews',
  aspects: {
    cleanliness: 'Cleanliness',
    position: 'Location',
    host: 'Host',
    value: 'Value for money',
  },
  origins: { airbnb: 'from Airbnb', booking: 'from Booking.com' },
  verifications: {
    paid_booking: 'Booking paid on this website',
    registered_stay: 'Stay registered by the host (booked on another platform)',
  },
  card: {
    score: (score: number) => `Rated ${score} out of ${ratingScale}`,
    hostReply: "The host's reply",
    stay: (month: string) => `stayed in ${month}`,
    verified: 'Verified stay',
  },
  stats: {
    published: 'published reviews',
    average: `average rating out of ${ratingScale}`,
  },
  teaser: { eyebrow: 'Reviews', all: 'Read all reviews' },
  apartment: {
    title: (headline: string) => `Reviews · ${headline}`,
    all: 'All reviews',
  },
  apartmentPage: {
    facts: {
      guests: 'Guests',
      upTo: (count: number) => `up to ${count}`,
      beds: 'Beds',
      baths: 'Bathrooms',
      size: 'Size',
    },
    map: {
      title: 'Where it is',
      googleMaps: 'Open in Google Maps',
      openStreetMap: 'Open in OpenStreetMap',
      frameTitle: (name: string) => `Map of ${name}`,
      place: "Catania's historic centre, a short walk from Piazza Duomo.",
      show: 'Show the map',
      credit: 'Map provided by OpenStreetMap.',
    },
    viewer: {
      title: (name: string, position: number, count: number) =>
        `${name}: photo ${position} of ${count}`,
      previous: 'Previous photo',
      next: 'Next photo',
      close: 'Close',
    },
    host: {
      title: `Any questions? Talk to ${site.host.name}`,
      hours: `We answer every day, ${officeHours.from}–${officeHours.to}.`,
      call: 'Call',
      whatsappText: (name: string) => `Hello, I'd like some information about ${name}.`,
    },
    notFound: {
      title: 'Apartment not found',
      text: "The apartment you're looking for doesn't exist or is no longer available.",
      home: 'Back to the home page',
    },
    loading: 'Loading the apartment',
  },
} satisfies Messages<'reviews'>;
