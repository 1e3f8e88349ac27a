import { apartmentCatalogue } from '@catania/shared/content/apartments';
import { APARTMENTS_EN } from '@catania/shared/content/apartments-en';
import type {
  ApartmentContentInput,
  ApartmentContentResponse,
} from '@catania/shared/schemas/site-content';
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { fillIn, refuse, renderFeature, stubApi } from '../../../test/render';
import { ContentManager } from './content-manager';

afterEach(() => vi.unstubAllGlobals());

const seed = apartmentCatalogue[0] as (typeof apartmentCatalogue)[number];
const english = APARTMENTS_EN['appartamento-1'];
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
const view = (content = stored, unpublished = false): ApartmentContentResponse => ({
  apartmentId: 'appartamento-1',
  content,
  photos: content.gallery,
  unpublished,
  staleTranslations: {},
  updatedAt: null,
  publishedAt: null,
});
const answers = {
  listApartments: apartmentCatalogue,
  getSiteStatus: { pages: [], publishingSince: null },
  getApartmentContent: view(),
};

it("edits an apartment's English words beside the Italian: both kept in its one draft, previewed in English", async () => {
  const calls = stubApi({
    ...answers,
    updateApartmentContent: ({ body }) => view(body as ApartmentContentResponse['content'], true),
    previewApartmentContent: { html: '<html lang="en"><body><p>A studio</p></body></html>' },
  });
  const { user } = renderFeature(<ContentManager />);
  const italian = await screen.findByLabelText('Descrizione breve');
  expect(italian).toHaveValue(shortDescription);
  expect(screen.getByRole('button', { name: 'Italiano' })).toHaveAttribute('aria-pressed', 'true');
  // An Italian edit not yet saved waits while the owner writes the English.
  await fillIn(user, italian, '!');

  await user.click(screen.getByRole('button', { name: 'English' }));
  expect(screen.queryByLabelText('Descrizione breve')).toBeNull();
  expect(screen.queryByLabelText('Nome')).toBeNull();
  const short = screen.getByLabelText('Descrizione breve in inglese');
  expect(short).toHaveValue(english.shortDescription);
  expect(screen.getByLabelText('Punti di forza in inglese (uno per riga)')).toHaveValue(
    english.highlights.join('\n'),
  );
  expect(screen.getByLabelText('Foto 1 in inglese')).toHaveValue(english.photos.soggiorno);
  expect(screen.getByText(`In italiano: «${seed.gallery[0]?.alt}»`)).toBeVisible();
  // Emptied, a text shows the Italian on the English page.
  await user.clear(short);
  const description = screen.getByLabelText('Descrizione in inglese');
  await user.clear(description);
  await fillIn(user, description, 'A bright studio by the cathedral.');
  await user.click(screen.getByRole('button', { name: 'Salva bozza' }));

  expect(await screen.findByText('Bozza non pubblicata')).toBeVisible();
  const puts = calls.filter((call) => call.route === 'updateApartmentContent');
  expect(puts).toHaveLength(1);
  const body = puts[0]?.body as ApartmentContentInput;
  expect(body.shortDescription).toBe(`${shortDescription}!`);
  expect(body.translations?.en).toMatchObject({
    shortDescription: '',
    description: 'A bright studio by the cathedral.',
    highlights: english.highlights,
  });

  await user.click(screen.getByRole('button', { name: 'Anteprima' }));
  expect(
    await screen.findByTitle("Anteprima della pagina dell'appartamento in inglese"),
  ).toBeVisible();
  const [preview] = calls.filter((call) => call.route === 'previewApartmentContent');
  expect(preview?.query.get('lang')).toBe('en');

  await user.click(screen.getByRole('button', { name: 'Italiano' }));
  expect(screen.getByLabelText('Descrizione breve')).toHaveValue(`${shortDescription}!`);
});

it('shows a refused English text by its field, and says so from the Italian view', async () => {
  stubApi({
    ...answers,
    updateApartmentContent: refuse(400, {
      error: 'Dati non validi',
      code: 'bad_request',
      issues: [
        {
          field: 'translations.en.description',
          message: 'Descrizione: al massimo 3000 caratteri',
        },
      ],
    }),
  });
  const { user } = renderFeature(<ContentManager />);
  await fillIn(user, await screen.findByLabelText('Descrizione'), '!');
  await user.click(screen.getByRole('button', { name: 'Salva bozza' }));
  expect(await screen.findByText('Controlla i testi in inglese: uno non va bene.')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'English' }));
  expect(screen.getByLabelText('Descrizione in inglese')).toHaveAccessibleDescription(
    'Descrizione: al massimo 3000 caratteri',
  );
  expect(screen.queryByText('Controlla i testi in inglese: uno non va bene.')).toBeNull();
});
