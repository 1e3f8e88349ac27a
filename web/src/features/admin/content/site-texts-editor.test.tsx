import type { Locale } from '@catania/shared/config/locales';
import { SEED_SITE_TEXTS, SEED_SITE_TEXTS_BY_LOCALE } from '@catania/shared/content/site-texts';
import type { AdminSiteTextsResponse, SiteTexts } from '@catania/shared/schemas/site-texts';
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { fillIn, refuse, renderFeature, stubApi } from '../../../test/render';
import { SiteTextsEditor } from './site-texts-editor';

afterEach(() => vi.unstubAllGlobals());

const view = (
  texts: SiteTexts,
  unpublished = false,
  locale: Locale = 'it',
  staleTranslations: AdminSiteTextsResponse['staleTranslations'] = {},
): AdminSiteTextsResponse => ({
  locale,
  texts,
  unpublished,
  staleTranslations,
  updatedAt: unpublished ? '2026-11-27T10:00:00.000Z' : null,
  publishedAt: null,
});

it("edits the hero and a 'Scopri Catania' card and saves them as a draft with the rest", async () => {
  const calls = stubApi({
    getAdminSiteTexts: view(SEED_SITE_TEXTS),
    updateSiteTexts: ({ body }) => view(body as SiteTexts, true),
  });
  const { user } = renderFeature(<SiteTextsEditor />);
  const title = await screen.findByLabelText('Titolo');
  expect(title).toHaveValue('Vivi Catania');
  expect(screen.getByLabelText('Parte evidenziata del titolo')).toHaveValue(
    'dal suo cuore barocco',
  );
  expect(screen.getByLabelText('Nome della scheda 1')).toHaveValue("Duomo di Sant'Agata");
  expect(screen.getByRole('button', { name: 'Salva bozza' })).toBeDisabled();

  await user.clear(title);
  await fillIn(user, title, 'Benvenuti a Catania');
  await user.clear(screen.getByLabelText('Parte evidenziata del titolo'));
  const subtitle = screen.getByLabelText('Sottotitolo');
  await user.clear(subtitle);
  await fillIn(user, subtitle, 'Quattro case nel centro storico.');
  expect(screen.getByText('32/140 caratteri')).toBeVisible();
  await user.selectOptions(screen.getByLabelText('Categoria della scheda 3'), 'Cultura');
  const distance = screen.getByLabelText('Distanza della scheda 3');
  await user.clear(distance);
  await fillIn(user, distance, '2 min a piedi');
  await user.click(screen.getByRole('button', { name: 'Salva bozza' }));

  expect(await screen.findByText('Bozza non pubblicata')).toBeVisible();
  const [put] = calls.filter((call) => call.route === 'updateSiteTexts');
  const [first, second, third, ...rest] = SEED_SITE_TEXTS.attractions;
  expect(put?.body).toEqual({
    ...SEED_SITE_TEXTS,
    hero: {
      title: 'Benvenuti a Catania',
      titleAccent: '',
      subtitle: 'Quattro case nel centro storico.',
    },
    attractions: [
      first,
      second,
      { ...third, category: 'Cultura', distance: '2 min a piedi' },
      ...rest,
    ],
  });
});

it("shows the server's refusal under the hero's and the card's fields", async () => {
  stubApi({
    getAdminSiteTexts: view(SEED_SITE_TEXTS),
    updateSiteTexts: refuse(400, {
      error: 'Dati non validi',
      code: 'validation_error',
      issues: [
        { field: 'hero.title', message: 'Copertina: titolo: non può essere vuoto' },
        {
          field: 'attractions.1.description',
          message: 'Scopri Catania: descrizione: al massimo 400 caratteri',
        },
      ],
    }),
  });
  const { user } = renderFeature(<SiteTextsEditor />);
  const title = await screen.findByLabelText('Titolo');
  await user.clear(title);
  await user.click(screen.getByRole('button', { name: 'Salva bozza' }));

  const titleError = await screen.findByText('Copertina: titolo: non può essere vuoto');
  expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(title).toHaveAttribute('aria-describedby', titleError.id);
  const description = screen.getByLabelText('Descrizione della scheda 2');
  expect(description).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Scopri Catania: descrizione: al massimo 400 caratteri')).toBeVisible();
  expect(screen.queryByText('Bozza non pubblicata')).toBeNull();
});

it('previews the home from the saved draft, and only once the changes are saved', async () => {
  stubApi({
    getAdminSiteTexts: view(SEED_SITE_TEXTS, true),
    updateSiteTexts: ({ body }) => view(body as SiteTexts, true),
    previewHome: { html: '<html><body><h1>Benvenuti a Catania</h1></body></html>' },
  });
  const { user } = renderFeature(<SiteTextsEditor />);
  const title = await screen.findByLabelText('Titolo');
  const preview = screen.getByRole('button', { name: 'Anteprima' });
  expect(preview).toBeEnabled();
  await fillIn(user, title, '!');
  expect(preview).toBeDisabled();
  expect(screen.getByText('Salva la bozza per vederne l’anteprima.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Salva bozza' }));
  await vi.waitFor(() => expect(preview).toBeEnabled());

  await user.click(preview);
  const iframe = await screen.findByTitle('Anteprima della home');
  expect(iframe).toHaveAttribute('sandbox', '');
  expect(iframe.getAttribute('srcdoc')).toContain('Benvenuti a Catania');
  await user.click(screen.getByRole('button', { name: 'Chiudi' }));
  expect(screen.queryByTitle('Anteprima della home')).toBeNull();
});

it('edits the English texts beside the Italian: its own draft, saved and previewed in English', async () => {
  const english = SEED_SITE_TEXTS_BY_LOCALE.en;
  const lang = (query: URLSearchParams): Locale => (query.get('lang') === 'en' ? 'en' : 'it');
  const calls = stubApi({
    getAdminSiteTexts: ({ query }) =>
      view(SEED_SITE_TEXTS_BY_LOCALE[lang(query)], false, lang(query)),
    updateSiteTexts: ({ body, query }) => view(body as SiteTexts, true, lang(query)),
    previewHome: ({ query }) => ({
      html: `<html lang="${lang(query)}"><body><h1>Welcome to Catania</h1></body></html>`,
    }),
  });
  const { user } = renderFeature(<SiteTextsEditor />);
  const italianTitle = await screen.findByLabelText('Titolo');
  expect(screen.getByRole('button', { name: 'Italiano' })).toHaveAttribute('aria-pressed', 'true');
  // An Italian edit not yet saved waits while the owner looks at the English.
  await fillIn(user, italianTitle, '!');

  await user.click(screen.getByRole('button', { name: 'English' }));
  expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  // The panel's words stay Italian; the texts are the English document's.
  const title = await screen.findByDisplayValue('Live Catania');
  expect(title).toHaveAccessibleName('Titolo');
  expect(screen.getByLabelText('Nome della scheda 1')).toHaveValue("Sant'Agata Cathedral");
  expect(screen.getByLabelText('Domanda 1')).toHaveValue('What is the cancellation policy?');
  expect(screen.getByText(/versione inglese del sito/)).toBeVisible();
  await user.clear(title);
  await fillIn(user, title, 'Welcome to Catania');
  await user.click(screen.getByRole('button', { name: 'Salva bozza' }));
  expect(await screen.findByText('Bozza non pubblicata')).toBeVisible();
  const [put] = calls.filter((call) => call.route === 'updateSiteTexts');
  expect(put?.query.get('lang')).toBe('en');
  expect(put?.body).toEqual({ ...english, hero: { ...english.hero, title: 'Welcome to Catania' } });

  await user.click(screen.getByRole('button', { name: 'Anteprima' }));
  const iframe = await screen.findByTitle('Anteprima della home in inglese');
  expect(iframe.getAttribute('srcdoc')).toContain('Welcome to Catania');
  const [preview] = calls.filter((call) => call.route === 'previewHome');
  expect(preview?.query.get('lang')).toBe('en');

  await user.click(screen.getByRole('button', { name: 'Italiano' }));
  expect(await screen.findByDisplayValue('Vivi Catania!')).toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'updateSiteTexts')).toHaveLength(1);
});
