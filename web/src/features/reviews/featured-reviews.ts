export interface Review {
  id: string;
  name: string;
  location: string;
  rating: number;
  comment: string;
  date: string;
  avatar: string;
  apartment: string;
}

/** The three reviews the home shows (SPEC 2): the first of the list, apart so the home loads only these. */
export const featuredReviews: Review[] = [
  {
    id: 'r1',
    name: 'Giulia e Marco',
    location: 'Milano',
    rating: 10,
    date: '2025-09-14',
    avatar: 'GM',
    apartment: 'Appartamento Moderno Duomo',
    comment:
      'Posizione impagabile: usciti di casa eravamo in Piazza Duomo. Appartamento pulitissimo, letto comodissimo e un balcone dove fare colazione guardando i tetti. Giuseppe gentilissimo e sempre raggiungibile.',
  },
  {
    id: 'r2',
    name: 'Sophie',
    location: 'Lione, Francia',
    rating: 9,
    date: '2025-08-03',
    avatar: 'S',
    apartment: 'Appartamento Moderno Duomo',
    comment:
      'Très bien situé, moderne et calme malgré le centre. Il check-in autonomo è stato semplicissimo e la cucina aveva tutto, anche la moka per il caffè.',
  },
  {
    id: 'r3',
    name: 'Luca',
    location: 'Torino',
    rating: 10,
    date: '2025-06-22',
    avatar: 'L',
    apartment: 'Appartamento Moderno Duomo',
    comment:
      'Ho lavorato da remoto per una settimana: il Wi-Fi in fibra non ha mai perso un colpo. La sera, due passi e sei alla Pescheria o in Via Etnea. Tornerò.',
  },
];
