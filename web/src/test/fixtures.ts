import type { Apartment } from '@catania/shared/schemas/apartment';
import type { Booking } from '@catania/shared/schemas/booking';
import type { ReviewFigures, ReviewsResponse } from '@catania/shared/schemas/review';

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

/** The published reviews as GET /api/reviews gives them: one verified here, one from Airbnb. */
export function reviewsFixture(): ReviewsResponse {
  const figures = (direct: number, airbnb: number): ReviewFigures => ({
    count: direct + airbnb,
    average: direct + airbnb ? 9.5 : null,
    aspects: {
      cleanliness: direct ? 10 : null,
      position: direct ? 9.5 : null,
      host: direct ? 10 : null,
      value: direct ? 9 : null,
    },
    byOrigin: { direct, airbnb, booking: 0 },
  });
  return {
    ...figures(1, 1),
    reviews: [
      {
        id: '01J0000000000000000000REV1',
        apartmentId: 'appartamento-1',
        apartmentName: 'Appartamento Moderno Duomo',
        stayMonth: '2025-09',
        origin: 'direct',
        verification: 'paid_booking',
        overall: 10,
        aspects: { cleanliness: 10, position: 9, host: 10, value: 9 },
        title: 'Lovely flat',
        text: 'A lovely flat right by the cathedral, spotless and quiet.',
        firstName: 'Emma',
        country: 'United Kingdom',
        reply: { text: 'Thank you Emma!', at: '2025-10-02T09:00:00.000Z' },
      },
      {
        id: '01J0000000000000000000REV2',
        apartmentId: 'appartamento-1',
        apartmentName: 'Appartamento Moderno Duomo',
        stayMonth: '2025-07',
        origin: 'airbnb',
        overall: 9,
        text: 'Great location and a very kind host.',
        firstName: 'Jan',
        country: 'Netherlands',
      },
    ],
    apartments: {
      'appartamento-1': figures(1, 1),
      'appartamento-2': figures(0, 0),
      'appartamento-3': figures(0, 0),
      'appartamento-4': figures(0, 0),
    },
  };
}
