import { site } from '@catania/shared/config/site';
import type { Messages } from '../../namespaces';

const { officeHours } = site.contacts;

/** The home's sections below the fold, in English (it/homeSections.ts is the reference). */
export default {
  quickBooking: {
    eyebrow: 'Quick booking',
    title: 'Check in a moment and book at the best price',
    text: 'Booking direct saves you the booking sites’ fees: real-time availability, instant confirmation and secure payment.',
    checkIn: 'Check-in in person or by video call, assistance 24/7',
    bestPrice: 'Best price guaranteed on the official website',
  },
  host: {
    photoAlt: "The Suite Romantica Bellini's terrace at sunset",
    eyebrow: 'About us',
    title: `Hello, I'm ${site.host.name}: welcome to my home`,
    intro:
      'I was born in these narrow streets, and I restored four apartments in the old palazzi of the historic centre so you can live Catania like a local: granita in the morning, the market, the sunset over Etna.',
    story: 'Our story',
  },
  discover: {
    eyebrow: 'Discover Catania',
    title: 'Baroque streets, the sea and the volcano, all on foot',
    intro:
      "From our apartments you can walk to the finest sights of the historic centre, a UNESCO World Heritage Site. Here's what we recommend.",
    categories: {
      Storia: 'History',
      Arte: 'Art',
      Cultura: 'Culture',
      Gusto: 'Food',
      Natura: 'Nature',
      Shopping: 'Shopping',
    },
  },
  faq: {
    eyebrow: 'Frequently asked questions',
    title: 'Everything you need to know before you travel',
    intro: "Can't find your answer? Write to us: we reply within 24 hours.",
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Write to us, we reply within 24 hours',
    intro:
      'Questions about availability, longer stays or special requests? We answer during office hours, every day.',
    hours: `Every day ${officeHours.from}–${officeHours.to}`,
  },
} satisfies Messages<'homeSections'>;
