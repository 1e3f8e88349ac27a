import { site } from '@catania/shared/config/site';
import type { Messages } from '../../namespaces';

const { ratingScale, linkValidDaysAfterCheckOut } = site.reviews;

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
  page: {
    eyebrow: 'Reviews',
    average: `average out of ${ratingScale}`,
    published: 'published reviews',
    verifiedHere: 'stays verified here',
    fromPlatforms: 'from Airbnb and Booking.com',
    list: 'All reviews',
    empty: 'No reviews have been published yet.',
  },
  policy: {
    title: 'How we verify reviews',
    verifiedBefore: 'Reviews marked',
    verifiedLabel: '“Verified stay”',
    verifiedAfter: `can only be written by people who stayed with us: after check-out we send the guest a personal link, valid for ${linkValidDaysAfterCheckOut} days and usable once per stay. The link comes either from a booking paid on this website or from a stay booked on another platform and registered by the host with the guest's e-mail address; each review's card says which.`,
    platforms:
      'Reviews marked “from Airbnb” or “from Booking.com” were written on those platforms and copied here by the host, with their original date and score: we count them separately and do not present them as verified by us.',
    hiding:
      'We publish every review, positive or negative, without changing its text or its score. We hide one only for one of these reasons, noted in our records:',
    hideReasons: {
      offensive: 'Offensive or discriminatory language',
      personal_data: "Contains other people's personal data",
      not_about_stay: 'Not about the stay',
    },
    figures:
      'Hidden reviews count neither in the average nor in the total. The average, the number of reviews and the scores for cleanliness, location, host and value for money are computed automatically from the published reviews. Reviews are neither sponsored nor rewarded.',
  },
} satisfies Messages<'reviews'>;
