import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../test/render';
import { SearchResultsDialog } from './search-results-dialog';

const free = {
  id: 'appartamento-1' as const,
  name: 'Appartamento Moderno Duomo',
  description: 'Luminoso, a due passi dal Duomo.',
  image: '/images/appartamento-1/cover.webp',
  maxGuests: 2,
  amenities: ['wifi'],
  nights: 3,
  totalPrice: 255,
  pricePerNight: 85,
};

describe('the search results', () => {
  it('list the free apartments and say why the others free on those nights are not offered', () => {
    renderFeature(
      <SearchResultsDialog
        open
        onOpenChange={() => {}}
        onChoose={() => {}}
        checkIn="2027-08-10"
        checkOut="2027-08-13"
        results={{
          availableApartments: [free],
          totalFound: 1,
          restricted: [
            {
              id: 'appartamento-4',
              name: 'Suite Famiglia',
              reason: 'Per questo arrivo il soggiorno minimo è di 5 notti',
            },
          ],
        }}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Prenota Appartamento Moderno Duomo' }),
    ).toBeVisible();
    expect(screen.getByTestId('search-restricted')).toHaveTextContent(
      'Liberi ma non per queste date: Suite Famiglia, per questo arrivo il soggiorno minimo è di 5 notti.',
    );
  });
});
