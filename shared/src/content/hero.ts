import type { Locale } from '../config/locales';
import type { HeroTexts } from '../schemas/site-texts';

/**
 * The home's first screen as the repository seeds it (the owner edits it in 'Foto e testi'; see
 * content/site-texts.ts). Its own module: the home's first load carries it, and nothing else of
 * the site's texts.
 */
export const SEED_HERO: HeroTexts = {
  title: 'Vivi Catania',
  titleAccent: 'dal suo cuore barocco',
  subtitle: 'Quattro appartamenti tra il Duomo, Via Etnea e il mare, pensati per due.',
};

/** The English home's first screen as the repository seeds it (content/site-texts-en.ts). */
export const SEED_HERO_EN: HeroTexts = {
  title: 'Live Catania',
  titleAccent: 'from its baroque heart',
  subtitle: 'Four apartments between the Cathedral, Via Etnea and the sea, made for two.',
};

/** Each language's seeded first screen: what the home shows before its texts are read. */
export const SEED_HEROES: Record<Locale, HeroTexts> = { it: SEED_HERO, en: SEED_HERO_EN };
