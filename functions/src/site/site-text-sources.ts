import type { TranslatedLocale } from '@catania/shared/schemas/apartment';
import type { SiteTexts } from '@catania/shared/schemas/site-texts';
import { keys } from '../lib/keys';
import { hashOf } from '../lib/translation-sources';
import { getSourcesRecord, putSourcesRecord } from './translation-sources';

/**
 * Which Italian each of the site's texts in another language was written from (the home's hero
 * and cards, the house instructions, the FAQ): per text, by its path in that language's document
 * (`hero.title`, `attractions.0.name`, `faq.2.answer`), a hash of the Italian text it stands for
 * when it was last written. Each language's texts are a document of their own: a card is matched
 * to the Italian by its sight, a question by its id, an instruction by its place.
 */
export type TextSources = Record<string, string>;

/** Each text of a document: its path, and the key of the Italian text it stands for. */
function textsOf(texts: SiteTexts): Map<string, { key: string; value: string }> {
  const found = new Map<string, { key: string; value: string }>();
  const add = (path: string, key: string, value: string) => {
    if (value) found.set(path, { key, value });
  };
  for (const field of ['title', 'titleAccent', 'subtitle'] as const) {
    add(`hero.${field}`, `hero.${field}`, texts.hero[field]);
  }
  texts.attractions.forEach((card, i) => {
    for (const field of ['name', 'description', 'distance'] as const) {
      add(`attractions.${i}.${field}`, `attractions.${card.id}.${field}`, card[field]);
    }
  });
  texts.houseInstructions.forEach((item, i) => {
    add(`houseInstructions.${i}.title`, `houseInstructions.${i}.title`, item.title);
    add(`houseInstructions.${i}.text`, `houseInstructions.${i}.text`, item.text);
  });
  texts.faq.forEach((entry, i) => {
    add(`faq.${i}.question`, `faq.${entry.id}.question`, entry.question);
    add(`faq.${i}.answer`, `faq.${entry.id}.answer`, entry.answer);
  });
  return found;
}

const italianByKey = (italian: SiteTexts) =>
  new Map([...textsOf(italian).values()].map(({ key, value }) => [key, value]));

/**
 * The sources once a save turns `before` into `after` (one language's or the Italian's): a text
 * written or changed was written from the Italian then saved; one left as it was keeps its
 * source, or, written before sources were kept, gets the Italian it stood beside until now.
 */
export function recordTextSources(
  translation: { before: SiteTexts; after: SiteTexts },
  italian: { before: SiteTexts; after: SiteTexts },
  kept: TextSources,
): TextSources {
  const earlier = textsOf(translation.before);
  const [italianBefore, italianAfter] = [italianByKey(italian.before), italianByKey(italian.after)];
  return Object.fromEntries(
    [...textsOf(translation.after)].map(([path, { key, value }]) => {
      const changed = earlier.get(path)?.value !== value;
      const source = changed
        ? hashOf(italianAfter.get(key))
        : (kept[path] ?? hashOf(italianBefore.get(key)));
      return [path, source];
    }),
  );
}

/** The texts of a translation whose Italian has changed since they were written. */
export function staleTexts(translation: SiteTexts, italian: SiteTexts, kept: TextSources) {
  const now = italianByKey(italian);
  return [...textsOf(translation)]
    .filter(([path, { key }]) => kept[path] !== undefined && kept[path] !== hashOf(now.get(key)))
    .map(([path]) => path);
}

export const getTextSources = async (locale: TranslatedLocale): Promise<TextSources> =>
  (await getSourcesRecord<TextSources>(keys.siteTextSources(locale))) ?? {};

export const putTextSources = (locale: TranslatedLocale, sources: TextSources) =>
  putSourcesRecord(keys.siteTextSources(locale), 'siteTextSources', sources);
