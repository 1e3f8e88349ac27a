import { featuredReviews, type Review } from './featured-reviews';

export type { Review };

/** The 12 static guest reviews (SPEC 2), three for each apartment; the home's three first. */
export const reviews: Review[] = [
  ...featuredReviews,
  {
    id: 'r4',
    name: 'Chiara e Davide',
    location: 'Bologna',
    rating: 10,
    date: '2025-10-05',
    avatar: 'CD',
    apartment: 'Deluxe Via Etnea',
    comment:
      "Dormire sotto un soffitto affrescato è un'esperienza! Dalla finestra si vedeva l'Etna fumare. Tutto curato nei dettagli, consigli preziosi su dove mangiare.",
  },
  {
    id: 'r5',
    name: 'Anna',
    location: 'Vienna, Austria',
    rating: 9,
    date: '2025-05-18',
    avatar: 'A',
    apartment: 'Deluxe Via Etnea',
    comment:
      'Elegante e luminoso, proprio sulla via dello shopping. Un po’ di rumore la sera del sabato, ma le finestre isolano bene. Host disponibilissimo.',
  },
  {
    id: 'r6',
    name: 'Francesco',
    location: 'Roma',
    rating: 10,
    date: '2025-04-27',
    avatar: 'F',
    apartment: 'Deluxe Via Etnea',
    comment:
      'Il bagno in pietra lavica è bellissimo. Villa Bellini a cinque minuti per una passeggiata al mattino. Prenotazione diretta semplice e conferma immediata.',
  },
  {
    id: 'r7',
    name: 'Elena e Paolo',
    location: 'Verona',
    rating: 10,
    date: '2025-09-28',
    avatar: 'EP',
    apartment: 'Suite Romantica Bellini',
    comment:
      "Anniversario perfetto. L'aperitivo al tramonto sulla terrazza con vista sulle cupole resterà tra i nostri ricordi più belli. Vasca idromassaggio e colazione siciliana: tutto top.",
  },
  {
    id: 'r8',
    name: 'Martina',
    location: 'Napoli',
    rating: 10,
    date: '2025-07-12',
    avatar: 'M',
    apartment: 'Suite Romantica Bellini',
    comment:
      'Una suite da sogno nel cuore della movida, eppure silenziosa di notte. Ci hanno fatto trovare granita e brioche il primo giorno: un pensiero dolcissimo.',
  },
  {
    id: 'r9',
    name: 'James e Olivia',
    location: 'Londra, Regno Unito',
    rating: 9,
    date: '2025-06-02',
    avatar: 'JO',
    apartment: 'Suite Romantica Bellini',
    comment:
      'Stunning terrace and a very romantic suite. Giuseppe ci ha prenotato un tour sull’Etna con una guida bravissima. Consigliatissimo.',
  },
  {
    id: 'r10',
    name: 'Roberta',
    location: 'Firenze',
    rating: 10,
    date: '2025-10-12',
    avatar: 'R',
    apartment: 'Casa Famiglia Castello Ursino',
    comment:
      'Spaziosa e accogliente, perfetta per un soggiorno lungo: lavatrice, cucina vera e tanto spazio per le valigie. Il Castello Ursino è proprio di fronte.',
  },
  {
    id: 'r11',
    name: 'Stefano e Ilaria',
    location: 'Genova',
    rating: 9,
    date: '2025-03-30',
    avatar: 'SI',
    apartment: 'Casa Famiglia Castello Ursino',
    comment:
      'Quartiere autentico, con le rosticcerie migliori della città. Appartamento grande e luminoso, host attento. Il parcheggio convenzionato è stato comodissimo.',
  },
  {
    id: 'r12',
    name: 'Hannah',
    location: 'Monaco, Germania',
    rating: 10,
    date: '2025-02-16',
    avatar: 'H',
    apartment: 'Casa Famiglia Castello Ursino',
    comment:
      'Due settimane a Catania come a casa. Pulizia a metà soggiorno inclusa, il mare a dieci minuti a piedi e un host che conosce ogni angolo della città.',
  },
];
