import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apartmentFixture } from '../../test/fixtures';
import { ITALIAN_WORDS, italianLeft, pageWords } from '../../test/languages';
import { renderFeature } from '../../test/render';
import { HostContactCard } from '../contact/host-contact-card';
import { ApartmentFacts } from './apartment-facts';
import { ApartmentMap } from './apartment-map';
import { ApartmentNotFound, ApartmentSkeleton } from './apartment-states';
import { Gallery } from './gallery';
import { PhotoViewer } from './photo-viewer';

afterEach(() => vi.unstubAllGlobals());

const apartment = apartmentFixture({ beds: 1, baths: 1, size: 1200 });
const photo = { src: '/images/test.webp', alt: 'The living room', width: 1600, height: 1067 };

describe("the apartment page's own words in English", () => {
  it('the facts, the map, the host card and the missing page speak English', () => {
    renderFeature(
      <>
        <ApartmentFacts apartment={apartment} />
        <ApartmentMap name={apartment.name} />
        <HostContactCard apartmentName={apartment.name} />
        <ApartmentNotFound />
        <ApartmentSkeleton />
        <Gallery images={[photo, { ...photo, src: '/images/b.webp' }]} name={apartment.name} />
      </>,
      { path: '/en/appartamento/appartamento-1' },
    );
    expect(screen.getByRole('list', { name: `Photos of ${apartment.name}` })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Open photo 2 of 2: The living room' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Guests').nextSibling).toHaveTextContent('up to 2');
    expect(screen.getByText('Size').nextSibling).toHaveTextContent('1,200 m²');
    expect(screen.getByRole('heading', { name: 'Where it is' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in Google Maps' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent("Hello, I'd like some information about")),
    );
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/en',
    );
    expect(screen.getByRole('status', { name: 'Loading the apartment' })).toBeInTheDocument();
    const words = pageWords().replaceAll(apartment.name, '').replaceAll('Piazza Duomo', '');
    expect(italianLeft(['calendar', 'apartmentLater', 'common'], words)).toEqual([]);
    expect(words).not.toMatch(ITALIAN_WORDS);
  });

  it("the photo viewer's title and buttons speak English", () => {
    renderFeature(
      <PhotoViewer
        images={[photo, { ...photo, src: '/images/b.webp' }]}
        name={apartment.name}
        index={0}
        onStep={() => undefined}
        onClose={() => undefined}
      />,
      { path: '/en/appartamento/appartamento-1' },
    );
    const viewer = screen.getByTestId('lightbox');
    expect(within(viewer).getByText(`${apartment.name}: photo 1 of 2`)).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Previous photo' })).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Next photo' })).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(italianLeft(['apartmentLater'], pageWords(viewer))).toEqual([]);
  });

  it('the same words in Italian, as before', () => {
    renderFeature(
      <>
        <ApartmentFacts apartment={apartment} />
        <ApartmentMap name={apartment.name} />
        <HostContactCard apartmentName={apartment.name} />
      </>,
      { path: '/appartamento/appartamento-1' },
    );
    expect(screen.getByText('Ospiti').nextSibling).toHaveTextContent('fino a 2');
    expect(screen.getByText('Superficie').nextSibling).toHaveTextContent('1200 m²');
    expect(screen.getByRole('heading', { name: 'Dove si trova' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostra la mappa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Chiama/ })).toBeInTheDocument();
  });
});
