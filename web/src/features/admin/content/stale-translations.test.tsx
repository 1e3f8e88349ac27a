import { apartmentCatalogue } from '@catania/shared/content/apartments';
import type {
  ApartmentContentInput,
  ApartmentContentResponse,
  StaleTranslations,
} from '@catania/shared/schemas/site-content';
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { fillIn, renderFeature, stubApi } from '../../../test/render';
import { ContentManager } from './content-manager';

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
