import type { Locale } from '../config/locales';
import type { SiteTexts } from '../schemas/site-texts';
import { ATTRACTIONS } from './attractions';
import { FAQ_ITEMS } from './faq';
import { SEED_HERO } from './hero';
import { HOUSE_INSTRUCTIONS } from './house-instructions';
import { SEED_SITE_TEXTS_EN } from './site-texts-en';

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

/** Each language's seed: what its pages show until the owner publishes her texts in it. */
export const SEED_SITE_TEXTS_BY_LOCALE: Record<Locale, SiteTexts> = {
  it: SEED_SITE_TEXTS,
  en: SEED_SITE_TEXTS_EN,
};
