import { site } from '@catania/shared/config/site';
import type { Messages } from '../../namespaces';

/** The about page in English (it/about.ts is the reference). */
export default {
  /** The page's title and description (search results, the browser's tab, shared links). */
  meta: {
    title: 'About us',
    description: (_headline: string | null) =>
      `${site.host.name} and his family welcome you to four restored apartments in the historic centre of Catania.`,
  },
  eyebrow: 'About us',
  title: 'Sicilian hospitality from a Catanese family',
  tagline: 'Authentic Sicilian hospitality in the heart of Catania.',
  story: [
    `My name is ${site.host.name} and I was born a few steps from Piazza Duomo. When our family's palazzi needed a new life, we restored them with local craftsmen: lava stone, majolica tiles, frescoed ceilings and every modern comfort.`,
    'Today we welcome couples from all over the world in four apartments, each with a character of its own. We look forward to giving you honest tips on where to eat, what to see and how to get up Etna, and we are on hand at any hour during your stay.',
    'When you book on our website you deal with us directly: no commission, clear prices and quick answers.',
  ],
  book: 'Book your stay',
  apartments: 'apartments in the centre',
  assistance: 'guest assistance',
  walk: 'Everything within walking distance: the Cathedral, the fish market, Teatro Bellini',
  cleaning: 'Professional cleaning and cotton linen',
  tips: 'Personal tips to enjoy the city like a local',
} satisfies Messages<'about'>;
