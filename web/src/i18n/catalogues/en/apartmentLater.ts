import type { ApartmentId } from '@catania/shared/config/apartments';
import { site } from '@catania/shared/config/site';
import { APARTMENT_FLOOR_EN } from '@catania/shared/content/apartment-english';
import type { Messages } from '../../namespaces';

const { officeHours } = site.contacts;

/** The apartment page's words below the fold, in English (it/apartmentLater.ts is the reference). */
export default {
  /** The details' section titles, and the floor as the content writes it. */
  details: {
    floor: (apartmentId: string, floor: string) =>
      APARTMENT_FLOOR_EN[apartmentId as ApartmentId] ?? floor,
    gallery: 'Photo gallery',
    about: 'The apartment',
    amenities: 'Amenities',
    highlights: 'Special features',
  },
  map: {
    title: 'Where it is',
    googleMaps: 'Open in Google Maps',
    openStreetMap: 'Open in OpenStreetMap',
    frameTitle: (name: string) => `Map of ${name}`,
    place: "Catania's historic centre, a short walk from Piazza Duomo.",
    show: 'Show the map',
    credit: 'Map provided by OpenStreetMap.',
  },
  viewer: {
    /** The gallery's list of photos, and each photo's button that opens the viewer. */
    gallery: (name: string) => `Photos of ${name}`,
    open: (position: number, count: number, alt: string) =>
      `Open photo ${position} of ${count}: ${alt}`,
    title: (name: string, position: number, count: number) =>
      `${name}: photo ${position} of ${count}`,
    previous: 'Previous photo',
    next: 'Next photo',
    close: 'Close',
  },
  host: {
    title: `Any questions? Talk to ${site.host.name}`,
    hours: `We answer every day, ${officeHours.from}–${officeHours.to}.`,
    call: 'Call',
    whatsappText: (name: string) => `Hello, I'd like some information about ${name}.`,
  },
} satisfies Messages<'apartmentLater'>;
