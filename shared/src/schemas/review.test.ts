import { describe, expect, it } from 'vitest';
import { publishedSeedReviews, seedReviews } from '../content/reviews';
import { formatsFor } from '../domain/formats';
import { adminReview, publicReview, reviewLanguage } from './review';

const review = {
  id: '01J0000000000000000000REV1',
  apartmentId: 'appartamento-1',
  apartmentName: 'Appartamento Moderno Duomo',
  stayMonth: '2025-09',
  origin: 'airbnb',
  overall: 9,
  text: 'Très bien situé, moderne et calme.',
  firstName: 'Sophie',
  country: 'Lione, Francia',
};

describe("a review's language", () => {
  it('is any BCP 47 primary tag, not only the languages the site speaks', () => {
    for (const language of ['it', 'en', 'fr', 'de', 'es', 'nl', 'yue']) {
      expect(reviewLanguage.safeParse(language).success, language).toBe(true);
      expect(publicReview.parse({ ...review, language }).language).toBe(language);
    }
  });

  it('refuses what is not a short lowercase tag', () => {
    for (const language of ['', 'f', 'FR', 'Fr', 'fr-FR', 'french', 'it ', '12', 7]) {
      expect(reviewLanguage.safeParse(language).success, String(language)).toBe(false);
      expect(publicReview.safeParse({ ...review, language }).success, String(language)).toBe(false);
    }
  });

  it('is optional: a review stored before it was recorded stays valid, for the pages and the panel', () => {
    expect(publicReview.parse(review)).not.toHaveProperty('language');
    expect(
      adminReview.safeParse({
        ...review,
        status: 'published',
        createdAt: '2025-09-20T12:00:00.000Z',
        log: [{ at: '2025-09-20T12:00:00.000Z', action: 'imported' }],
      }).success,
    ).toBe(true);
  });

  it("is named in the page's language, and unnamed when unknown", () => {
    expect(formatsFor('en').languageName('it')).toBe('Italian');
    expect(formatsFor('it').languageName('en')).toBe('inglese');
    expect(formatsFor('it').languageName('fr')).toBe('francese');
    expect(formatsFor('en').languageName('qqq')).toBeUndefined();
    expect(formatsFor('en').languageName('not a tag')).toBeUndefined();
  });
});

describe("the seed's reviews", () => {
  it('each carry the language of its text, a valid one, as the pages show them', () => {
    expect(publishedSeedReviews).toHaveLength(seedReviews.length);
    for (const [index, shown] of publishedSeedReviews.entries()) {
      expect(publicReview.parse(shown).language).toBe(seedReviews[index]?.language);
    }
    // Every one is written in Italian, or mostly (two open in French and in English).
    expect(new Set(seedReviews.map((seed) => seed.language))).toEqual(new Set(['it']));
  });
});
