import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import CookiePolicyPage from '../../pages/cookie-policy';
import GdprPage from '../../pages/gdpr';
import PrivacyPage from '../../pages/privacy';
import TermsPage from '../../pages/terms';
import { renderFeature } from '../../test/render';

const pages: [path: string, Page: ComponentType, english: string, italian: string][] = [
  ['/privacy', PrivacyPage, 'Data we collect', 'Dati che raccogliamo'],
  [
    '/cookie-policy',
    CookiePolicyPage,
    'Technical cookies (always active)',
    'Cookie tecnici (sempre attivi)',
  ],
  ['/terms', TermsPage, 'Cancellation and changes', 'Cancellazione e modifiche'],
  ['/gdpr', GdprPage, 'How to exercise them', 'Come esercitarli'],
];

/** Italian words of the legal texts: none may remain on an English page but names. */
const ITALIAN =
  /\b(Informazioni|aggiornamento|dati|Titolare|appartamento|prenotazione|soggiorno|cancellazione|rimborso|giorni|notti|consenso|diritti|della|degli|alle|dalle|oppure|Scrivi)\b/;

describe('the legal pages in English (/en/...)', () => {
  // The translations load with their page; their modules' first transform can take seconds on a
  // busy machine, which is not what these tests wait for.
  beforeAll(
    () =>
      Promise.all(
        Object.values(import.meta.glob('../../i18n/legal/en/*.tsx')).map((load) => load()),
      ),
    60_000,
  );

  it.each(pages)(
    '%s reads in English, says the Italian text prevails and links to it',
    async (path, Page, english) => {
      // The page suspends until its translation has loaded: the render is awaited.
      await act(async () => {
        renderFeature(<Page />, { path: `/en${path}` });
      });
      expect(
        await screen.findByRole('heading', {
          level: 2,
          name: new RegExp(english.replace(/[()]/g, '\\$&')),
        }),
      ).toBeTruthy();
      expect(screen.getByText('Legal information')).toBeInTheDocument();
      expect(screen.getByText(/^Last updated: \d+ \w+ \d{4}$/)).toBeInTheDocument();
      expect(screen.getByTestId('legal-prevails')).toHaveTextContent('the Italian text prevails');
      expect(screen.getByRole('link', { name: 'which you can read here' })).toHaveAttribute(
        'href',
        path,
      );
      // Names stay as they are: the company, its address, the authority's and the court's names.
      const text = (document.body.textContent ?? '')
        .replace(/Garante per la protezione dei dati personali/g, '')
        .replace(/Tribunale di Catania/g, '');
      expect(text).not.toMatch(ITALIAN);
    },
  );

  it("names each apartment's registration code as the footer does, in the page's language", async () => {
    await act(async () => {
      renderFeature(<TermsPage />, { path: '/en/terms' });
    });
    expect(
      await screen.findByText(/Registration codes: Apartment 1 CIN IT\w+; Apartment 2 CIN/),
    ).toBeInTheDocument();
  });

  it('keeps its links in English', async () => {
    renderFeature(<PrivacyPage />, { path: '/en/privacy' });
    expect(await screen.findByRole('link', { name: 'GDPR rights' })).toHaveAttribute(
      'href',
      '/en/gdpr',
    );
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/en/cookie-policy',
    );
  });
});

describe('the legal pages in Italian', () => {
  it.each(pages)(
    '%s keeps its Italian text, with no translation note',
    async (path, Page, _english, italian) => {
      renderFeature(<Page />, { path });
      expect(
        await screen.findByRole('heading', {
          level: 2,
          name: new RegExp(italian.replace(/[()]/g, '\\$&')),
        }),
      ).toBeTruthy();
      expect(screen.getByText('Informazioni legali')).toBeInTheDocument();
      expect(screen.getByText(/^Ultimo aggiornamento: \d+ \w+ \d{4}$/)).toBeInTheDocument();
      expect(screen.queryByTestId('legal-prevails')).toBeNull();
    },
  );
});
