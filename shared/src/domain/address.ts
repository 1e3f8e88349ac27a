import type { ApartmentId } from '../config/apartments';
import { site } from '../config/site';

/**
 * An apartment's full address as the footer writes the company's: `Via Etnea, 176, 95131 Catania
 * (CT)`. City and province are the site's (all four apartments are in Catania's centre).
 */
export function apartmentAddress(id: ApartmentId): string {
  const { street, postalCode } = site.apartmentAddresses[id];
  const { city, province } = site.contacts.address;
  return `${street}, ${postalCode} ${city} (${province})`;
}

/** A map search for the apartment's address (Google Maps' documented search URL). */
export function apartmentMapUrl(id: ApartmentId): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(apartmentAddress(id))}`;
}

/** `CIN IT087015C2VZ4R7K1M · CIR 19087015C207845`: the registrations an advert must show. */
export function registrationLine(id: ApartmentId): string {
  const { cin, cir } = site.registrations[id];
  return `CIN ${cin} · CIR ${cir}`;
}
