import { site } from '@catania/shared/config/site';
import type { Messages } from '../../namespaces';

const { officeHours } = site.contacts;

/** The home's own words around the owner's, in English (it/home.ts is the reference). */
export default {
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
} satisfies Messages<'home'>;
