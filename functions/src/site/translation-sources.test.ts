import type { ApartmentContentResponse } from '@catania/shared/schemas/site-content';
import type { AdminSiteTextsResponse, SiteTexts } from '@catania/shared/schemas/site-texts';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The English that may be out of date: 'Foto e testi' saves an apartment's Italian and English
 * words, and the server says which English was written before its Italian last changed. Through
 * the API, against DynamoDB Local.
 */
let api: TestApi;
let admin: AdminClient;

beforeAll(async () => {
  await useTestAdminCredentials();
  api = await startTestApi();
  admin = await signIn(api);
}, 60_000);
afterAll(() => api?.stop());

const path = (id: string) => `/api/admin/apartments/${id}/content`;
const content = async (id: string) => {
  const response = await admin.fetch(path(id));
  expect(response.status).toBe(200);
  return (await response.json()) as ApartmentContentResponse;
};
const editable = (view: ApartmentContentResponse) => ({
  ...view.content,
  gallery: view.content.gallery.map(({ src, alt }) => ({ src, alt })),
});
const save = async (id: string, body: unknown) => {
  const response = await admin.send('PUT', path(id), body);
  expect(response.status).toBe(200);
  return (await response.json()) as ApartmentContentResponse;
};

describe('English written before its Italian changed', () => {
  it('names the English whose Italian changed after it, and the next save of that English clears it', async () => {
    const view = await content('appartamento-1');
    const english = {
      shortDescription: 'A bright flat near the Cathedral.',
      description: 'Written in English from the Italian of today.',
      highlights: ['Balcony on Via Etnea'],
    };
    const written = await save('appartamento-1', {
      ...editable(view),
      translations: { en: english },
    });
    expect(written.staleTranslations).toEqual({ en: [] });

    // The owner rewrites the Italian description and the highlights, not the English.
    const italianChanged = await save('appartamento-1', {
      ...editable(written),
      description: `${view.content.description} Nuovo terrazzo.`,
      highlights: [...view.content.highlights, 'Terrazzo'],
    });
    expect(italianChanged.staleTranslations).toEqual({ en: ['description', 'highlights'] });
    expect((await content('appartamento-1')).staleTranslations).toEqual({
      en: ['description', 'highlights'],
    });

    // Saving an unrelated change keeps the notice; saving the English description clears it.
    const unrelated = await save('appartamento-1', { ...editable(italianChanged), beds: 2 });
    expect(unrelated.staleTranslations).toEqual({ en: ['description', 'highlights'] });
    const checked = await save('appartamento-1', {
      ...editable(unrelated),
      translations: { en: { ...english, description: 'Rewritten: now with a terrace.' } },
    });
    expect(checked.staleTranslations).toEqual({ en: ['highlights'] });
  });

  it("knows a photo's English caption by its photo", async () => {
    const view = await content('appartamento-2');
    const [cover, second] = view.content.gallery;
    if (!cover || !second) throw new Error('the seed has two photos at least');
    const captions = { [cover.src]: 'The living room', [second.src]: 'The bedroom' };
    const written = await save('appartamento-2', {
      ...editable(view),
      translations: { en: { photoAlts: captions } },
    });
    const gallery = editable(written).gallery.map((photo, index) =>
      index === 0 ? { ...photo, alt: 'Soggiorno con divano letto nuovo' } : photo,
    );
    const changed = await save('appartamento-2', { ...editable(written), gallery });
    expect(changed.staleTranslations).toEqual({ en: [`photoAlts.${cover.src}`] });
  });

  it('flags English written before sources were kept once its Italian changes, not before', async () => {
    // The seed's English words have no source: they are not flagged as they are.
    const view = await content('appartamento-3');
    expect(view.content.translations?.en?.shortDescription).toBeTruthy();
    expect(view.staleTranslations).toEqual({ en: [] });
    const same = await save('appartamento-3', editable(view));
    expect(same.staleTranslations).toEqual({ en: [] });
    const changed = await save('appartamento-3', {
      ...editable(same),
      shortDescription: 'Una suite romantica con vista sul Teatro Massimo.',
    });
    expect(changed.staleTranslations).toEqual({ en: ['shortDescription'] });
  });

  it('refuses a bad English text with a 400 naming the field, and keeps what it knew', async () => {
    const view = await content('appartamento-1');
    const response = await admin.send('PUT', path('appartamento-1'), {
      ...editable(view),
      translations: { en: { description: 'x'.repeat(3001) } },
    });
    expect(response.status).toBe(400);
    const { issues } = (await response.json()) as { issues: { field: string; message: string }[] };
    expect(issues.find((i) => i.field === 'translations.en.description')?.message).toMatch(
      /Descrizione: al massimo 3000/,
    );
    expect(await content('appartamento-1')).toEqual(view);
  });
});

describe("the site's English texts written before their Italian changed", () => {
  const texts = async (lang: 'it' | 'en') => {
    const response = await admin.fetch(`/api/admin/site/texts?lang=${lang}`);
    expect(response.status).toBe(200);
    return (await response.json()) as AdminSiteTextsResponse;
  };
  const saveTexts = async (lang: 'it' | 'en', body: SiteTexts) => {
    const response = await admin.send('PUT', `/api/admin/site/texts?lang=${lang}`, body);
    expect(response.status).toBe(200);
    return (await response.json()) as AdminSiteTextsResponse;
  };

  it('names the English hero and question whose Italian changed, on either language, until the English is saved again', async () => {
    const english = await texts('en');
    expect(english.staleTranslations).toEqual({ en: [] });
    // The repository's English has no source yet: the owner's first English save records one.
    const written = await saveTexts('en', {
      ...english.texts,
      hero: { ...english.texts.hero, subtitle: 'Four homes in the baroque heart of Catania.' },
    });
    expect(written.staleTranslations).toEqual({ en: [] });

    const italian = await texts('it');
    const [first, ...rest] = italian.texts.faq;
    if (!first) throw new Error('the seed has a FAQ');
    const changed = await saveTexts('it', {
      ...italian.texts,
      hero: {
        ...italian.texts.hero,
        subtitle: 'Quattro case nel cuore barocco, ora con terrazzo.',
      },
      // The first question moves last: the English is matched by the question's id.
      faq: [...rest, { ...first, answer: `${first.answer} Anche online.` }],
    });
    const englishFirst = english.texts.faq.findIndex((entry) => entry.id === first.id);
    expect(changed.staleTranslations).toEqual({
      en: ['hero.subtitle', `faq.${englishFirst}.answer`],
    });
    expect((await texts('en')).staleTranslations).toEqual(changed.staleTranslations);

    const checked = await saveTexts('en', {
      ...written.texts,
      hero: {
        ...written.texts.hero,
        subtitle: 'Four homes in the baroque heart, now with a terrace.',
      },
    });
    expect(checked.staleTranslations).toEqual({ en: [`faq.${englishFirst}.answer`] });
  });

  it('refuses bad English texts with a 400 naming the field, and keeps what it knew', async () => {
    const english = await texts('en');
    const response = await admin.send('PUT', '/api/admin/site/texts?lang=en', {
      ...english.texts,
      hero: { ...english.texts.hero, subtitle: 'x'.repeat(141) },
    });
    expect(response.status).toBe(400);
    const { issues } = (await response.json()) as { issues: { field: string; message: string }[] };
    expect(issues.find((i) => i.field === 'hero.subtitle')?.message).toMatch(/al massimo 140/);
    expect(await texts('en')).toEqual(english);
  });
});
