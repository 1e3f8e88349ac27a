import { site } from '@catania/shared/config/site';

const { officeHours } = site.contacts;

/**
 * The apartment page's words below its facts and booking card (the map, the host's card, the
 * gallery and its photo viewer), in Italian: loaded with those parts as they come near the screen
 * (pages/apartment-later-parts.ts), not with the page's first load. English is en/apartmentLater.ts.
 */
export default {
  /** The details' section titles, and the floor as the content writes it. */
  details: {
    floor: (_apartmentId: string, floor: string) => floor,
    gallery: 'Galleria fotografica',
    about: "L'appartamento",
    amenities: 'Servizi',
    highlights: 'Caratteristiche speciali',
  },
  map: {
    title: 'Dove si trova',
    googleMaps: 'Apri in Google Maps',
    openStreetMap: 'Apri in OpenStreetMap',
    frameTitle: (name: string) => `Mappa di ${name}`,
    place: 'Centro storico di Catania, a pochi passi da Piazza Duomo.',
    show: 'Mostra la mappa',
    credit: 'La mappa è fornita da OpenStreetMap.',
  },
  viewer: {
    /** The gallery's list of photos, and each photo's button that opens the viewer. */
    gallery: (name: string) => `Foto di ${name}`,
    open: (position: number, count: number, alt: string) =>
      `Apri la foto ${position} di ${count}: ${alt}`,
    title: (name: string, position: number, count: number) =>
      `${name}: foto ${position} di ${count}`,
    previous: 'Foto precedente',
    next: 'Foto successiva',
    close: 'Chiudi',
  },
  host: {
    title: `Hai domande? Parla con ${site.host.name}`,
    hours: `Rispondiamo tutti i giorni, ${officeHours.from}–${officeHours.to}.`,
    call: 'Chiama',
    whatsappText: (name: string) => `Ciao, vorrei informazioni su ${name}.`,
  },
};
