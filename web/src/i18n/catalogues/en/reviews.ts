import { site } from '@catania/shared/config/site';
import type { Messages } from '../../namespaces';

const { ratingScale } = site.reviews;

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
    writtenIn: (language: string) => `Written in ${language}`,
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
} satisfies Messages<'reviews'>;
