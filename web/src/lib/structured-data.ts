import { apartmentPagePath } from '@catania/shared/config/page-paths';
import { site } from '@catania/shared/config/site';
import type { Apartment } from '@catania/shared/schemas/apartment';
import type { ReviewFigures } from '@catania/shared/schemas/review';

/**
 * The rating search engines read, from the computed figures only: none at all before
 * the first review, never a typed number.
 */
function aggregateRating(figures: ReviewFigures | undefined) {
  if (!figures || figures.average === null) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: figures.average,
    bestRating: site.reviews.ratingScale,
    worstRating: 1,
    reviewCount: figures.count,
  };
}

const address = {
  '@type': 'PostalAddress',
  streetAddress: site.contacts.address.street,
  postalCode: site.contacts.address.postalCode,
  addressLocality: site.contacts.address.city,
  addressRegion: site.contacts.address.region,
  addressCountry: site.contacts.address.country,
};

/** schema.org LodgingBusiness for the whole property (home page). */
export function lodgingBusiness(apartments: Apartment[] = [], figures?: ReviewFigures) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    name: site.brand.name,
    description: site.brand.description,
    url: site.brand.url,
    telephone: site.contacts.phone,
    email: site.contacts.email,
    image: `${site.brand.url}/images/hero/hero-1.webp`,
    address,
    geo: { '@type': 'GeoCoordinates', ...site.contacts.geo },
    checkinTime: site.stay.checkIn.from,
    checkoutTime: site.stay.checkOut.by,
    priceRange: apartments.length
      ? `€${Math.min(...apartments.map((a) => a.price))}-€${Math.max(...apartments.map((a) => a.price))}`
      : undefined,
    aggregateRating: aggregateRating(figures),
    containsPlace: apartments.map((a) => ({
      '@type': 'Apartment',
      name: a.name,
      url: `${site.brand.url}${apartmentPagePath(a.id)}`,
    })),
  };
}

/** schema.org Apartment for a detail page. */
export function apartmentData(apartment: Apartment, figures?: ReviewFigures) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Apartment',
    name: apartment.name,
    description: apartment.description,
    url: `${site.brand.url}${apartmentPagePath(apartment.id)}`,
    image: apartment.gallery.map((image) => `${site.brand.url}${image.src}`),
    numberOfRooms: apartment.beds,
    numberOfBathroomsTotal: apartment.baths,
    occupancy: { '@type': 'QuantitativeValue', maxValue: apartment.maxGuests },
    floorSize: { '@type': 'QuantitativeValue', value: apartment.size, unitCode: 'MTK' },
    amenityFeature: apartment.amenities.map((name) => ({
      '@type': 'LocationFeatureSpecification',
      name,
      value: true,
    })),
    address,
    containedInPlace: { '@type': 'LodgingBusiness', name: site.brand.name, url: site.brand.url },
    aggregateRating: aggregateRating(figures),
  };
}
