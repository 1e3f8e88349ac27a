import { site } from '@catania/shared/config/site';

const { officeHours } = site.contacts;

/**
 * The apartment page's words around the owner's (her description and highlights are content):
 * its facts, the map, the photo viewer, the host's card, its missing and loading states. English
 * is en/apartment.ts, key by key.
 */
export default {
  facts: {
    guests: 'Ospiti',
    upTo: (count: number) => `fino a ${count}`,
    beds: 'Letti',
    baths: 'Bagni',
    size: 'Superficie',
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
  notFound: {
    title: 'Appartamento non trovato',
    text: "L'appartamento che cerchi non esiste o non è più disponibile.",
    home: 'Torna alla Home',
  },
  loading: 'Caricamento appartamento',
};
