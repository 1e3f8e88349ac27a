import type { AdminReview } from '@catania/shared/schemas/review';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { fillIn, renderFeature, stubApi } from '../../../test/render';
import { ImportForm } from './review-import-form';

afterEach(() => vi.unstubAllGlobals());

const imported: AdminReview = {
  id: '01J0000000000000000000REV7',
  apartmentId: 'appartamento-1',
  apartmentName: 'Appartamento Moderno Duomo',
  stayMonth: '2025-08',
  origin: 'booking',
  overall: 9,
  text: 'Très bien situé.',
  language: 'fr',
  firstName: 'Claire',
  country: 'Francia',
  status: 'published',
  createdAt: '2025-08-20T10:00:00.000Z',
  log: [{ at: '2025-08-20T10:00:00.000Z', action: 'imported' }],
};

it('sends the language the owner picks, named in Italian, and none when left unstated', async () => {
  const received = stubApi({ moderateReview: imported });
  const { user } = renderFeature(<ImportForm />, { path: '/admin/recensioni' });
  const language = screen.getByLabelText('Lingua della recensione');
  expect(
    within(language)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'Non indicata',
    'Italiano',
    'Inglese',
    'Francese',
    'Tedesco',
    'Spagnolo',
    'Olandese',
    'Portoghese',
    'Polacco',
  ]);
  await fillIn(user, screen.getByLabelText(/Testo della recensione/), 'Très bien situé.');
  await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
  await user.selectOptions(language, 'Francese');
  await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
  await vi.waitFor(() => expect(received).toHaveLength(2));
  const [unstated, inFrench] = received.map((request) => request.body as Record<string, unknown>);
  expect(unstated).not.toHaveProperty('language');
  expect(inFrench).toMatchObject({
    action: 'import',
    apartmentId: 'appartamento-1',
    language: 'fr',
  });
});
