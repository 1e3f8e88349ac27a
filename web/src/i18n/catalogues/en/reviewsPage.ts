import { site } from '@catania/shared/config/site';
import type { Messages } from '../../namespaces';

const { ratingScale, linkValidDaysAfterCheckOut } = site.reviews;

/** /recensioni's own words, in English (it/reviewsPage.ts is the reference). */
export default {
  /** The page's title and description (search results, the browser's tab, shared links). */
  meta: {
    title: 'Guest reviews',
    description: (_headline: string | null) =>
      'What guests say about our apartments in the historic centre of Catania, and how we verify every review.',
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
} satisfies Messages<'reviewsPage'>;
