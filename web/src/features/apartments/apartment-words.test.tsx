import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apartmentFixture } from '../../test/fixtures';
import { refuse, renderFeature, stubApi } from '../../test/render';
import { ApartmentChoice } from '../booking/apartment-choice';
import { ApartmentCard } from './apartment-card';
import { ApartmentDetails } from './apartment-details';
import { ApartmentHero } from './apartment-hero';

const apartment = apartmentFixture({
  amenities: ['Wi-Fi', 'Aria condizionata', 'Cucina attrezzata', 'Lavatrice', 'Ascensore'],
  floor: 'Secondo piano con ascensore',
});
// The rating beside the name is not what these tests read: its call fails, and it stays hidden.
const noReviews = refuse(500, { error: 'Errore', code: 'internal_error' });

afterEach(() => vi.unstubAllGlobals());

describe("an apartment's words in English", () => {
  it('the card names the category, price, guests and amenities in English, and links in English', async () => {
    stubApi({ getReviews: noReviews });
    renderFeature(<ApartmentCard apartment={apartment} />, { path: '/en' });
    const card = await screen.findByTestId('apartment-card-appartamento-1');
    expect(within(card).getByText('Modern')).toBeInTheDocument();
    expect(within(card).getByText('€85')).toBeInTheDocument();
    expect(within(card).getByText('per night')).toBeInTheDocument();
    expect(card).toHaveTextContent('up to 2 guests');
    const amenities = within(card).getByRole('list', { name: 'Main amenities' });
    expect(amenities).toHaveTextContent('Wi-Fi Air conditioning Fully equipped kitchen+2 more');
    expect(within(card).getByRole('link', { name: apartment.name })).toHaveAttribute(
      'href',
      '/en/appartamento/appartamento-1',
    );
  });

  it("the page's header and details name the category, floor, amenities and sections in English", async () => {
    stubApi({ getReviews: noReviews });
    renderFeature(
      <>
        <ApartmentHero apartment={apartment} />
        <ApartmentDetails apartment={apartment} />
      </>,
      { path: '/en/appartamento/appartamento-1' },
    );
    expect(await screen.findByText('Modern')).toBeInTheDocument();
    for (const title of ['Photo gallery', 'The apartment', 'Amenities', 'Special features']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Second floor with lift')).toBeInTheDocument();
    expect(screen.getByText('Washing machine')).toBeInTheDocument();
    expect(screen.getByText('Lift')).toBeInTheDocument();
  });

  it("/prenota's choice names the price, guests and amenities in English", async () => {
    stubApi({ getReviews: noReviews });
    renderFeature(
      <ApartmentChoice
        apartments={[apartment]}
        loading={false}
        selectedId={undefined}
        onSelect={() => {}}
      />,
      { path: '/en/prenota' },
    );
    const choice = await screen.findByTestId('select-appartamento-1');
    expect(choice).toHaveTextContent('€85per night');
    expect(choice).toHaveTextContent('up to 2 guests');
    expect(choice).toHaveTextContent('Air conditioning');
  });
});

describe("an apartment's words in Italian", () => {
  it('stay as the content and the site write them', async () => {
    stubApi({ getReviews: noReviews });
    renderFeature(
      <>
        <ApartmentCard apartment={apartment} />
        <ApartmentDetails apartment={apartment} />
      </>,
    );
    const card = await screen.findByTestId('apartment-card-appartamento-1');
    expect(within(card).getByText('Moderna')).toBeInTheDocument();
    expect(within(card).getByText('a notte')).toBeInTheDocument();
    expect(card).toHaveTextContent('fino a 2 ospiti');
    expect(within(card).getByRole('list', { name: 'Servizi principali' })).toHaveTextContent(
      'Wi-Fi Aria condizionata Cucina attrezzata+2 altri',
    );
    expect(within(card).getByRole('link', { name: apartment.name })).toHaveAttribute(
      'href',
      '/appartamento/appartamento-1',
    );
    expect(screen.getByRole('heading', { name: "L'appartamento" })).toBeInTheDocument();
    expect(screen.getByText('Secondo piano con ascensore')).toBeInTheDocument();
  });
});
