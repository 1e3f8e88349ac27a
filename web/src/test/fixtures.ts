import type { Apartment } from '@catania/shared/schemas/apartment';

/** An apartment as the API serves it, for the component tests. */
export function apartmentFixture(overrides: Partial<Apartment> = {}): Apartment {
  const image = { src: '/images/test.webp', alt: 'Il soggiorno', width: 1600, height: 1067 };
  return {
    id: 'appartamento-1',
    slug: 'moderno-duomo',
    name: 'Appartamento Moderno Duomo',
    category: 'moderna',
    shortDescription: 'A due passi dal Duomo.',
    description: 'Un appartamento luminoso nel centro storico.',
    image,
    gallery: [image],
    beds: 1,
    baths: 1,
    size: 45,
    price: 85,
    maxGuests: 2,
    amenities: ['Wi-Fi', 'Aria condizionata'],
    highlights: ['Vista sul Duomo'],
    floor: 'Secondo piano',
    address: 'Via Vittorio Emanuele II, Catania',
    ...overrides,
  };
}
