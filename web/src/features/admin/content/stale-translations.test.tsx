import { apartmentCatalogue } from '@catania/shared/content/apartments';
import { SEED_SITE_TEXTS_BY_LOCALE } from '@catania/shared/content/site-texts';
import type {
  ApartmentContentInput,
  ApartmentContentResponse,
  StaleTranslations,
} from '@catania/shared/schemas/site-content';
import type { AdminSiteTextsResponse, SiteTexts } from '@catania/shared/schemas/site-texts';
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { fillIn, renderFeature, stubApi } from '../../../test/render';
import { ContentManager } from './content-manager';
import { SiteTextsEditor } from './site-texts-editor';

afterEach(() => vi.unstubAllGlobals());

const seed = apartmentCatalogue[0] as (typeof apartmentCatalogue)[number];
const { name, category, shortDescription, description, amenities, highlights } = seed;
const stored: ApartmentContentResponse['content'] = {
  name,
  category,
  shortDescription,
  description,
  amenities: amenities as ApartmentContentInput['amenities'],
  highlights,
  beds: seed.beds,
  baths: seed.baths,
  size: seed.size,
  gallery: seed.gallery,
  translations: seed.translations,
};
const cover = seed.gallery[0]?.src ?? '';
const view = (
  staleTranslations: StaleTranslations,
  content = stored,
): ApartmentContentResponse => ({
  apartmentId: 'appartamento-1',
  content,
  photos: content.gallery,
  unpublished: true,
  staleTranslations,
  updatedAt: null,
  publishedAt: null,
});
const NOTICE = /Il testo italiano è cambiato dopo questa traduzione: controlla l'inglese\./;

it('tells which English to check since its Italian changed, on the switch and by each field; a saved English loses its notice', async () => {
  const calls = stubApi({
    listApartments: apartmentCatalogue,
    getSiteStatus: { pages: [], publishingSince: null },
    getApartmentContent: view({ en: ['description', `photoAlts.${cover}`] }),
    // The server has recorded the English description as written from today's Italian.
    updateApartmentContent: ({ body }) =>
      view({ en: [`photoAlts.${cover}`] }, body as ApartmentContentResponse['content']),
  });
  const { user } = renderFeature(<ContentManager />);
  await screen.findByLabelText('Descrizione breve');
  // On the Italian view, the switch says how many English texts to check.
  const switchToEnglish = screen.getByRole('button', { name: 'English 2 testi da controllare' });
  expect(screen.queryByText(NOTICE)).toBeNull();

  await user.click(switchToEnglish);
  const englishDescription = screen.getByLabelText('Descrizione in inglese');
  expect(englishDescription).toHaveAccessibleDescription(NOTICE);
  expect(screen.getByLabelText('Foto 1 in inglese')).toHaveAccessibleDescription(NOTICE);
  expect(screen.getByLabelText('Descrizione breve in inglese')).not.toHaveAccessibleDescription(
    NOTICE,
  );
  expect(screen.getAllByText(NOTICE)).toHaveLength(2);

  await user.clear(englishDescription);
  await fillIn(user, englishDescription, 'A bright studio, now with a terrace.');
  await user.click(screen.getByRole('button', { name: 'Salva bozza' }));

  expect(
    await screen.findByRole('button', { name: 'English 1 testo da controllare' }),
  ).toBeVisible();
  expect(screen.getByLabelText('Descrizione in inglese')).not.toHaveAccessibleDescription(NOTICE);
  expect(screen.getByLabelText('Foto 1 in inglese')).toHaveAccessibleDescription(NOTICE);
  const puts = calls.filter((call) => call.route === 'updateApartmentContent');
  expect(puts).toHaveLength(1);
  expect((puts[0]?.body as ApartmentContentInput | undefined)?.translations?.en?.description).toBe(
    'A bright studio, now with a terrace.',
  );
});

it('shows no count and no notice when every translation is as recent as its Italian', async () => {
  stubApi({
    listApartments: apartmentCatalogue,
    getSiteStatus: { pages: [], publishingSince: null },
    getApartmentContent: view({ en: [] }),
  });
  const { user } = renderFeature(<ContentManager />);
  await screen.findByLabelText('Descrizione breve');
  await user.click(screen.getByRole('button', { name: 'English' }));
  expect(screen.getByLabelText('Descrizione in inglese')).toBeVisible();
  expect(screen.queryByText(NOTICE)).toBeNull();
});

it("tells which of the site's English texts to check, and a saved English text loses its notice", async () => {
  const textsView = (
    lang: 'it' | 'en',
    stale: string[],
    texts: SiteTexts = SEED_SITE_TEXTS_BY_LOCALE[lang],
  ): AdminSiteTextsResponse => ({
    locale: lang,
    texts,
    unpublished: false,
    staleTranslations: { en: stale },
    updatedAt: null,
    publishedAt: null,
  });
  const lang = (query: URLSearchParams) => (query.get('lang') === 'en' ? 'en' : 'it');
  let stale = ['hero.subtitle', 'faq.0.answer'];
  stubApi({
    getAdminSiteTexts: ({ query }) => textsView(lang(query), stale),
    updateSiteTexts: ({ body, query }) => {
      stale = ['faq.0.answer'];
      return textsView(lang(query), stale, body as SiteTexts);
    },
  });
  const { user } = renderFeature(<SiteTextsEditor />);
  await screen.findByLabelText('Titolo');
  expect(screen.queryByText(NOTICE)).toBeNull();

  await user.click(screen.getByRole('button', { name: 'English 2 testi da controllare' }));
  const subtitle = await screen.findByDisplayValue(SEED_SITE_TEXTS_BY_LOCALE.en.hero.subtitle);
  expect(subtitle).toHaveAccessibleDescription(NOTICE);
  expect(screen.getByLabelText('Risposta 1')).toHaveAccessibleDescription(NOTICE);
  expect(screen.getByLabelText('Domanda 1')).not.toHaveAccessibleDescription(NOTICE);

  await user.clear(subtitle);
  await fillIn(user, subtitle, 'Four homes in the baroque heart, now with a terrace.');
  await user.click(screen.getByRole('button', { name: 'Salva bozza' }));
  expect(
    await screen.findByRole('button', { name: 'English 1 testo da controllare' }),
  ).toBeVisible();
  expect(screen.getByDisplayValue(/now with a terrace/)).not.toHaveAccessibleDescription(NOTICE);
  expect(screen.getByLabelText('Risposta 1')).toHaveAccessibleDescription(NOTICE);
});
