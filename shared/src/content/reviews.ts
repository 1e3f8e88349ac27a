import type { ApartmentId } from '../config/apartments';
import type { PublicReview } from '../schemas/review';
import { apartmentNameOf } from './apartments';

/**
 * The twelve reviews of the site's first version (product §2), entered as what they are: reviews the
 * owner brought from Airbnb and Booking.com, each with its source and date. The table's seed
 * puts them in as published imported reviews (labelled 'da Airbnb' / 'da Booking.com' and
 * counted apart), and the prerender computes the pages' first figures from them, so the pages
 * are not empty on day one. The owner may hide any of them like every other review.
 */
export interface SeedReview {
  id: string;
  apartmentId: ApartmentId;
  source: 'airbnb' | 'booking';
  /** The date the platform shows. */
  date: string;
  overall: number;
  firstName: string;
  country: string;
  text: string;
  /**
   * The language of the text (BCP 47 primary tag). A text that opens in the guest's language and
   * goes on in Italian, as two do, counts as Italian: most of its words are.
   */
  language: string;
}

export const seedReviews: readonly SeedReview[] = [
  {
    id: 'seed-r1',
    apartmentId: 'appartamento-1',
    source: 'airbnb',
    date: '2025-09-14',
    overall: 10,
    firstName: 'Giulia e Marco',
    country: 'Milano',
    text: 'Posizione impagabile: usciti di casa eravamo in Piazza Duomo. Appartamento pulitissimo, letto comodissimo e un balcone dove fare colazione guardando i tetti. Giuseppe gentilissimo e sempre raggiungibile.',
    language: 'it',
  },
  {
    id: 'seed-r2',
    apartmentId: 'appartamento-1',
    source: 'booking',
    date: '2025-08-03',
    overall: 9,
    firstName: 'Sophie',
    country: 'Lione, Francia',
    text: 'Très bien situé, moderne et calme malgré le centre. Il check-in autonomo è stato semplicissimo e la cucina aveva tutto, anche la moka per il caffè.',
    language: 'it',
  },
  {
    id: 'seed-r3',
    apartmentId: 'appartamento-1',
    source: 'airbnb',
    date: '2025-06-22',
    overall: 10,
    firstName: 'Luca',
    country: 'Torino',
    text: 'Ho lavorato da remoto per una settimana: il Wi-Fi in fibra non ha mai perso un colpo. La sera, due passi e sei alla Pescheria o in Via Etnea. Tornerò.',
    language: 'it',
  },
  {
    id: 'seed-r4',
    apartmentId: 'appartamento-2',
    source: 'airbnb',
    date: '2025-10-05',
    overall: 10,
    firstName: 'Chiara e Davide',
    country: 'Bologna',
    text: "Dormire sotto un soffitto affrescato è un'esperienza! Dalla finestra si vedeva l'Etna fumare. Tutto curato nei dettagli, consigli preziosi su dove mangiare.",
    language: 'it',
  },
  {
    id: 'seed-r5',
    apartmentId: 'appartamento-2',
    source: 'booking',
    date: '2025-05-18',
    overall: 9,
    firstName: 'Anna',
    country: 'Vienna, Austria',
    text: 'Elegante e luminoso, proprio sulla via dello shopping. Un po’ di rumore la sera del sabato, ma le finestre isolano bene. Host disponibilissimo.',
    language: 'it',
  },
  {
    id: 'seed-r6',
    apartmentId: 'appartamento-2',
    source: 'airbnb',
    date: '2025-04-27',
    overall: 10,
    firstName: 'Francesco',
    country: 'Roma',
    text: 'Il bagno in pietra lavica è bellissimo. Villa Bellini a cinque minuti per una passeggiata al mattino. Prenotazione diretta semplice e conferma immediata.',
    language: 'it',
  },
  {
    id: 'seed-r7',
    apartmentId: 'appartamento-3',
    source: 'airbnb',
    date: '2025-09-28',
    overall: 10,
    firstName: 'Elena e Paolo',
    country: 'Verona',
    text: "Anniversario perfetto. L'aperitivo al tramonto sulla terrazza con vista sulle cupole resterà tra i nostri ricordi più belli. Vasca idromassaggio e colazione siciliana: tutto top.",
    language: 'it',
  },
  {
    id: 'seed-r8',
    apartmentId: 'appartamento-3',
    source: 'booking',
    date: '2025-07-12',
    overall: 10,
    firstName: 'Martina',
    country: 'Napoli',
    text: 'Una suite da sogno nel cuore della movida, eppure silenziosa di notte. Ci hanno fatto trovare granita e brioche il primo giorno: un pensiero dolcissimo.',
    language: 'it',
  },
  {
    id: 'seed-r9',
    apartmentId: 'appartamento-3',
    source: 'airbnb',
    date: '2025-06-02',
    overall: 9,
    firstName: 'James e Olivia',
    country: 'Londra, Regno Unito',
    text: 'Stunning terrace and a very romantic suite. Giuseppe ci ha prenotato un tour sull’Etna con una guida bravissima. Consigliatissimo.',
    language: 'it',
  },
  {
    id: 'seed-r10',
    apartmentId: 'appartamento-4',
    source: 'airbnb',
    date: '2025-10-12',
    overall: 10,
    firstName: 'Roberta',
    country: 'Firenze',
    text: 'Spaziosa e accogliente, perfetta per un soggiorno lungo: lavatrice, cucina vera e tanto spazio per le valigie. Il Castello Ursino è proprio di fronte.',
    language: 'it',
  },
  {
    id: 'seed-r11',
    apartmentId: 'appartamento-4',
    source: 'booking',
    date: '2025-03-30',
    overall: 9,
    firstName: 'Stefano e Ilaria',
    country: 'Genova',
    text: 'Quartiere autentico, con le rosticcerie migliori della città. Appartamento grande e luminoso, host attento. Il parcheggio convenzionato è stato comodissimo.',
    language: 'it',
  },
  {
    id: 'seed-r12',
    apartmentId: 'appartamento-4',
    source: 'airbnb',
    date: '2025-02-16',
    overall: 10,
    firstName: 'Hannah',
    country: 'Monaco, Germania',
    text: 'Due settimane a Catania come a casa. Pulizia a metà soggiorno inclusa, il mare a dieci minuti a piedi e un host che conosce ogni angolo della città.',
    language: 'it',
  },
];

/** The seed reviews as the public pages show them once published (the prerender's first data). */
export const publishedSeedReviews: PublicReview[] = seedReviews.map((seed) => ({
  id: seed.id,
  apartmentId: seed.apartmentId,
  apartmentName: apartmentNameOf(seed.apartmentId),
  stayMonth: seed.date.slice(0, 7),
  origin: seed.source,
  overall: seed.overall,
  text: seed.text,
  language: seed.language,
  firstName: seed.firstName,
  country: seed.country,
}));
