import { site } from '@catania/shared/config/site';
import type { Messages } from '../../namespaces';

const { officeHours } = site.contacts;

/** The apartment page's words around the owner's, in English (it/apartment.ts is the reference). */
export default {
  facts: {
    guests: 'Guests',
    upTo: (count: number) => `up to ${count}`,
    beds: 'Beds',
    baths: 'Bathrooms',
    size: 'Size',
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
  notFound: {
    title: 'Apartment not found',
    text: "The apartment you're looking for doesn't exist or is no longer available.",
    home: 'Back to the home page',
  },
  loading: 'Loading the apartment',
} satisfies Messages<'apartment'>;
