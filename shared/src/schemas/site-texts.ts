import * as z from 'zod';
import { LOCALES } from '../config/locales';
import { ATTRACTION_CATEGORIES, ATTRACTION_IDS } from '../content/attractions';
import { staleTranslations, text } from './site-content';

/** The site's texts the owner edits (the home's hero and cards, house instructions, FAQ), per language. */

export const SITE_TEXT_LIMITS = {
  houseInstructions: 12,
  instructionTitle: 60,
  instructionText: 1500,
  faq: 20,
  question: 200,
  answer: 1500,
  heroTitle: 40,
  heroTitleAccent: 40,
  /** Typed at 60 ms a character: 140 take about 8 s. */
  heroSubtitle: 140,
  attractionName: 60,
  attractionDescription: 400,
  attractionDistance: 40,
} as const;

/** One of the house instructions a guest reads before arriving (arrival, Wi-Fi, waste...). */
export const houseInstruction = z.strictObject({
  title: text('Istruzioni della casa: titolo', SITE_TEXT_LIMITS.instructionTitle),
  text: text('Istruzioni della casa: testo', SITE_TEXT_LIMITS.instructionText),
});

/** A question of the home's FAQ; its id names its element on the page (`faq-<id>`). */
export const faqEntry = z.strictObject({
  id: z
    .string({ error: 'FAQ: identificativo obbligatorio' })
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'FAQ: identificativo non valido'),
  question: text('FAQ: domanda', SITE_TEXT_LIMITS.question),
  answer: text('FAQ: risposta', SITE_TEXT_LIMITS.answer),
});

/**
 * The home's first screen: its title, whose accent is set apart in colour after it (may be
 * empty), and the subtitle typed beneath.
 */
export const heroTexts = z.strictObject({
  title: text('Copertina: titolo', SITE_TEXT_LIMITS.heroTitle),
  titleAccent: z
    .string({ error: 'Copertina: parte evidenziata del titolo obbligatoria' })
    .trim()
    .max(
      SITE_TEXT_LIMITS.heroTitleAccent,
      `Copertina: parte evidenziata del titolo: al massimo ${SITE_TEXT_LIMITS.heroTitleAccent} caratteri`,
    ),
  subtitle: text('Copertina: sottotitolo', SITE_TEXT_LIMITS.heroSubtitle),
});

export type HeroTexts = z.infer<typeof heroTexts>;

/** One 'Scopri Catania' card's words; its id names the sight (its icon is the site's). */
export const attractionTexts = z.strictObject({
  id: z.enum(ATTRACTION_IDS, { error: 'Scopri Catania: luogo sconosciuto' }),
  name: text('Scopri Catania: nome', SITE_TEXT_LIMITS.attractionName),
  description: text('Scopri Catania: descrizione', SITE_TEXT_LIMITS.attractionDescription),
  distance: text('Scopri Catania: distanza', SITE_TEXT_LIMITS.attractionDistance),
  category: z.enum(ATTRACTION_CATEGORIES, { error: 'Scopri Catania: scegli una categoria valida' }),
});

/**
 * PUT /api/admin/site/texts?lang=: the home's hero and 'Scopri Catania' cards, the house
 * instructions and the FAQ, in one language (each language's texts are a document of their own,
 * checked alike). Markup is kept as typed and shown as text: React escapes it.
 */
export const siteTextsInput = z.strictObject({
  hero: heroTexts,
  // Every card, in the home's order: card i shows the i-th 'Scopri Catania' photo.
  attractions: z
    .array(attractionTexts)
    .refine(
      (list) =>
        list.length === ATTRACTION_IDS.length &&
        list.every((card, index) => card.id === ATTRACTION_IDS[index]),
      `Scopri Catania: servono le ${ATTRACTION_IDS.length} schede della home, nel loro ordine`,
    ),
  houseInstructions: z
    .array(houseInstruction)
    .min(1, 'Istruzioni della casa: serve almeno una voce')
    .max(
      SITE_TEXT_LIMITS.houseInstructions,
      `Istruzioni della casa: al massimo ${SITE_TEXT_LIMITS.houseInstructions} voci`,
    ),
  faq: z
    .array(faqEntry)
    .min(1, 'FAQ: serve almeno una domanda')
    .max(SITE_TEXT_LIMITS.faq, `FAQ: al massimo ${SITE_TEXT_LIMITS.faq} domande`)
    .refine(
      (list) => new Set(list.map((entry) => entry.id)).size === list.length,
      'FAQ: due domande hanno lo stesso identificativo',
    ),
});

export type SiteTexts = z.infer<typeof siteTextsInput>;

/** GET /api/site/texts?lang=: the texts as published in that language (its seed's until then). */
export const siteTextsResponse = siteTextsInput;

/** GET/PUT /api/admin/site/texts: the texts as edited (or as published, before any edit). */
export const adminSiteTextsResponse = z.object({
  /** The language these texts are in. */
  locale: z.enum(LOCALES),
  texts: siteTextsInput,
  unpublished: z.boolean(),
  /**
   * Per other language, its texts (by path, as `hero.title`, `faq.2.answer`) whose Italian has
   * changed since they were written.
   */
  staleTranslations,
  updatedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
});

export type AdminSiteTextsResponse = z.infer<typeof adminSiteTextsResponse>;
