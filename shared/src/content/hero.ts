import type { HeroTexts } from '../schemas/site-content';

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
