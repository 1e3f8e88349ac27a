import type { Apartment } from '@catania/shared/schemas/apartment';
import type { Booking } from '@catania/shared/schemas/booking';

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

/** A confirmed booking as the admin API lists it, for the component tests. */
export function bookingFixture(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'b0000001-aaaa',
    apartmentId: 'appartamento-1',
    guestName: 'Mario Rossi',
    guestEmail: 'mario@example.it',
    checkIn: '2026-07-10',
    checkOut: '2026-07-13',
    nights: 3,
    guests: 2,
    totalPrice: 270,
    pricePerNight: 90,
    status: 'confirmed',
    createdAt: '2026-06-20T10:00:00.000Z',
    updatedAt: '2026-06-20T10:00:00.000Z',
    ...overrides,
  };
}
