import type { SiteTexts } from '../schemas/site-content';
import { ATTRACTIONS } from './attractions';
import { FAQ_ITEMS } from './faq';
import { SEED_HERO } from './hero';
import { HOUSE_INSTRUCTIONS } from './house-instructions';

/**
 * The site's own texts as the repository seeds them: the home's hero and 'Scopri Catania' cards,
 * the house instructions a guest reads on 'La mia prenotazione' and the home's FAQ. A new stack
 * shows these until the owner publishes hers from 'Foto e testi'
 * (functions/src/site/site-texts.ts); the build prerenders the home from them.
 */
export const SEED_SITE_TEXTS: SiteTexts = {
  hero: SEED_HERO,
  attractions: ATTRACTIONS,
  houseInstructions: HOUSE_INSTRUCTIONS.map(({ title, text }) => ({ title, text })),
  faq: FAQ_ITEMS.map(({ id, question, answer }) => ({ id, question, answer })),
};
