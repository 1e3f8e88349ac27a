import { type ApartmentId, LEGACY_SLUGS } from '../config/apartments';
import { site } from '../config/site';
import type { Apartment, ApartmentTranslations, Image } from '../schemas/apartment';
import { APARTMENTS_EN } from './apartments-en';

/**
 * The apartment catalogue: the four apartments' texts and photos as published, read by the
 * table's seed (with each one's first base price), the prerender and the pages. The owner
 * changes prices in the admin panel; photos are plain URLs under /images/apartments/<id>/ so the
 * owner's own can replace the artwork.
 */
const photoSrc = (id: ApartmentId, name: string) => `/images/apartments/${id}/${name}.webp`;

const photo = (id: ApartmentId, name: string, alt: string): Image => ({
  src: photoSrc(id, name),
  alt,
  width: 1600,
  height: 1067,
});

/** The apartment's words in English (content/apartments-en.ts), its photos' by their URL. */
function translations(id: ApartmentId): ApartmentTranslations {
  const { photos, ...texts } = APARTMENTS_EN[id];
  const photoAlts = Object.entries(photos).map(([name, alt]) => [photoSrc(id, name), alt]);
  return { en: { ...texts, photoAlts: Object.fromEntries(photoAlts) } };
}

const common = { maxGuests: site.stay.maxGuests };

export const apartmentCatalogue: Apartment[] = [
  {
    ...common,
    id: 'appartamento-1',
    slug: LEGACY_SLUGS['appartamento-1'],
    name: 'Appartamento Moderno Duomo',
    category: 'moderna',
    price: 85,
    beds: 1,
    baths: 1,
    size: 45,
    floor: 'Secondo piano con ascensore',
    address: 'Via Vittorio Emanuele II, Catania',
    shortDescription:
      'Open space luminoso e moderno a due passi da Piazza Duomo, con cucina attrezzata e balcone sul centro storico.',
    description:
      "Un open space di 45 m² arredato con gusto contemporaneo, in un palazzo del Settecento restaurato a pochi passi da Piazza Duomo e dalla Fontana dell'Elefante. La zona giorno con divano e Smart TV si apre su un balcone affacciato sui tetti barocchi; la cucina è completa di piano cottura, forno e macchina del caffè espresso. Il letto matrimoniale ha materasso in memory foam e biancheria in puro cotone. Il bagno privato ha una doccia walk-in ampia. Aria condizionata e riscaldamento autonomi, Wi-Fi in fibra per chi lavora da remoto. La mattina, la pescheria storica e i bar per la granita con brioche sono a tre minuti a piedi.",
    image: photo('appartamento-1', 'soggiorno', 'Soggiorno luminoso con divano e balcone'),
    gallery: [
      photo('appartamento-1', 'soggiorno', 'Soggiorno luminoso con divano e balcone'),
      photo('appartamento-1', 'camera', 'Camera con letto matrimoniale'),
      photo('appartamento-1', 'cucina', 'Cucina moderna attrezzata'),
      photo('appartamento-1', 'bagno', 'Bagno con doccia walk-in'),
      photo('appartamento-1', 'balcone', 'Balcone con vista sui tetti del centro storico'),
    ],
    amenities: [
      'Wi-Fi',
      'Aria condizionata',
      'Cucina attrezzata',
      'Smart TV',
      'Bagno privato',
      'Macchina del caffè',
      'Balcone',
      'Frigorifero',
    ],
    highlights: [
      'A 200 m da Piazza Duomo',
      'Balcone sui tetti barocchi',
      'Wi-Fi in fibra ottica',
      'Check-in di persona o in videochiamata',
    ],
    translations: translations('appartamento-1'),
  },
  {
    ...common,
    id: 'appartamento-2',
    slug: LEGACY_SLUGS['appartamento-2'],
    name: 'Deluxe Via Etnea',
    category: 'deluxe',
    price: 75,
    beds: 1,
    baths: 1,
    size: 40,
    floor: 'Primo piano',
    address: 'Via Etnea, Catania',
    shortDescription:
      "Elegante monolocale deluxe su Via Etnea, con soffitti affrescati, vista sull'Etna nelle giornate limpide e angolo cottura.",
    description:
      "Al primo piano di un palazzo nobiliare su Via Etnea, la strada dello shopping che sale verso il vulcano, questo monolocale di 40 m² conserva i soffitti affrescati originali e i pavimenti in maiolica siciliana. Il letto matrimoniale king size, la poltrona di lettura e la scrivania lo rendono perfetto per una coppia. L'angolo cottura ha frigorifero, microonde e bollitore; il bagno in pietra lavica ha una doccia a pioggia. Dalle finestre, nelle giornate limpide, si vede la cima dell'Etna. Villa Bellini e i suoi giardini sono a cinque minuti a piedi.",
    image: photo('appartamento-2', 'camera', 'Camera deluxe con soffitto affrescato'),
    gallery: [
      photo('appartamento-2', 'camera', 'Camera deluxe con soffitto affrescato'),
      photo('appartamento-2', 'soggiorno', 'Angolo lettura con poltrona'),
      photo('appartamento-2', 'cucina', 'Angolo cottura'),
      photo('appartamento-2', 'bagno', 'Bagno in pietra lavica con doccia a pioggia'),
      photo('appartamento-2', 'vista', "Vista su Via Etnea e sull'Etna"),
    ],
    amenities: [
      'Wi-Fi',
      'Aria condizionata',
      'Angolo cottura',
      'TV',
      'Bagno privato',
      'Frigorifero',
      'Asciugacapelli',
      'Scrivania',
    ],
    highlights: [
      'Soffitti affrescati originali',
      "Vista sull'Etna",
      'Sulla via dello shopping',
      'A 5 minuti da Villa Bellini',
    ],
    translations: translations('appartamento-2'),
  },
  {
    ...common,
    id: 'appartamento-3',
    slug: LEGACY_SLUGS['appartamento-3'],
    name: 'Suite Romantica Bellini',
    category: 'romantica',
    price: 95,
    beds: 1,
    baths: 1,
    size: 50,
    floor: 'Ultimo piano con terrazza',
    address: 'Piazza Teatro Massimo, Catania',
    shortDescription:
      'Suite romantica con terrazza privata sul Teatro Massimo Bellini, vasca idromassaggio e colazione siciliana in dotazione.',
    description:
      "Pensata per le coppie, la suite di 50 m² è all'ultimo piano di un palazzo affacciato sul Teatro Massimo Bellini. La terrazza privata, arredata con tavolino e lettini, è il posto giusto per un aperitivo al tramonto con vista sulle cupole. Dentro, un letto a baldacchino, luci soffuse, una vasca idromassaggio per due e una cucina con macchina per il caffè espresso e una selezione di prodotti siciliani per la prima colazione. Tutto intorno, i locali e le trattorie della movida di Piazza Bellini.",
    image: photo('appartamento-3', 'terrazza', 'Terrazza privata al tramonto'),
    gallery: [
      photo('appartamento-3', 'terrazza', 'Terrazza privata al tramonto'),
      photo('appartamento-3', 'camera', 'Letto a baldacchino'),
      photo('appartamento-3', 'bagno', 'Vasca idromassaggio per due'),
      photo('appartamento-3', 'soggiorno', 'Zona giorno con luci soffuse'),
      photo('appartamento-3', 'cucina', 'Cucina con macchina per espresso'),
    ],
    amenities: [
      'Wi-Fi',
      'Aria condizionata',
      'Terrazza privata',
      'Vasca idromassaggio',
      'Smart TV',
      'Bagno privato',
      'Macchina del caffè',
      'Cucina attrezzata',
    ],
    highlights: [
      'Terrazza privata sul Teatro Bellini',
      'Vasca idromassaggio per due',
      'Kit colazione siciliana',
      'Nel cuore della movida',
    ],
    translations: translations('appartamento-3'),
  },
  {
    ...common,
    id: 'appartamento-4',
    slug: LEGACY_SLUGS['appartamento-4'],
    name: 'Casa Famiglia Castello Ursino',
    category: 'famiglia',
    price: 110,
    beds: 2,
    baths: 1,
    size: 70,
    floor: 'Piano rialzato',
    address: 'Piazza Federico di Svevia, Catania',
    shortDescription:
      'Ampio bilocale di 70 m² accanto al Castello Ursino, con cucina abitabile, lavatrice e spazio per lunghi soggiorni.',
    description:
      'Il più spazioso dei nostri appartamenti: 70 m² al piano rialzato, di fronte al Castello Ursino, con una camera matrimoniale, un soggiorno con divano letto, una cucina abitabile con lavastoviglie e lavatrice. È la scelta ideale per chi si ferma a lungo e vuole sentirsi a casa: spazi per riporre le valigie, tavolo da pranzo per quattro, ferro e asse da stiro. Il quartiere è quello dei vicoli autentici della Civita, con i mercati rionali e le migliori rosticcerie della città; il mare del porto turistico è a dieci minuti a piedi.',
    image: photo('appartamento-4', 'soggiorno', 'Ampio soggiorno con tavolo da pranzo'),
    gallery: [
      photo('appartamento-4', 'soggiorno', 'Ampio soggiorno con tavolo da pranzo'),
      photo('appartamento-4', 'camera', 'Camera matrimoniale'),
      photo('appartamento-4', 'cucina', 'Cucina abitabile con lavastoviglie'),
      photo('appartamento-4', 'bagno', 'Bagno con doccia'),
      photo('appartamento-4', 'castello', 'Il Castello Ursino a due passi'),
    ],
    amenities: [
      'Wi-Fi',
      'Aria condizionata',
      'Cucina attrezzata',
      'Lavatrice',
      'Smart TV',
      'Bagno privato',
      'Frigorifero',
      'Lavastoviglie',
      'Macchina del caffè',
    ],
    highlights: [
      'Di fronte al Castello Ursino',
      'Cucina abitabile',
      'Ideale per lunghi soggiorni',
      'Lavatrice e lavastoviglie',
    ],
    translations: translations('appartamento-4'),
  },
];

/** An apartment's published name (reviews and mails name the apartment of a stay). */
export const apartmentNameOf = (id: ApartmentId): string =>
  apartmentCatalogue.find((apartment) => apartment.id === id)?.name ?? id;
