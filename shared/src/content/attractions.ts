/**
 * The 'Scopri Catania' cards as the repository seeds them: real sights of Catania's historic
 * centre, with walking distances from the apartments, in the cards' order (card i shows the home's
 * i-th 'Scopri Catania' photo, content/home-photos.ts). The owner edits their words in 'Foto e
 * testi' (site texts, content/site-texts.ts); each card's icon is the site's, by its id.
 */
export const ATTRACTION_CATEGORIES = [
  'Storia',
  'Arte',
  'Cultura',
  'Gusto',
  'Natura',
  'Shopping',
] as const;
export type AttractionCategory = (typeof ATTRACTION_CATEGORIES)[number];

export const ATTRACTION_IDS = [
  'duomo',
  'elefante',
  'pescheria',
  'via-etnea',
  'teatro-bellini',
  'castello-ursino',
  'benedettini',
  'villa-bellini',
  'etna',
] as const;
export type AttractionId = (typeof ATTRACTION_IDS)[number];

export interface Attraction {
  id: AttractionId;
  name: string;
  description: string;
  distance: string;
  category: AttractionCategory;
}

export const ATTRACTIONS: Attraction[] = [
  {
    id: 'duomo',
    name: "Duomo di Sant'Agata",
    description:
      "La cattedrale barocca dedicata alla patrona della città, ricostruita da Vaccarini dopo il terremoto del 1693. Dentro, la cappella con le reliquie di Sant'Agata e la tomba di Vincenzo Bellini.",
    distance: '3 min a piedi',
    category: 'Storia',
  },
  {
    id: 'elefante',
    name: "Fontana dell'Elefante",
    description:
      "Il simbolo di Catania: 'u Liotru', l'elefante in pietra lavica che regge un obelisco egizio, al centro di Piazza Duomo dal 1736.",
    distance: '3 min a piedi',
    category: 'Arte',
  },
  {
    id: 'pescheria',
    name: 'La Pescheria',
    description:
      'Il mercato del pesce più scenografico di Sicilia, tra le grida dei venditori, pesce spada e ricci di mare. Da vedere la mattina, da lunedì a sabato.',
    distance: '4 min a piedi',
    category: 'Gusto',
  },
  {
    id: 'via-etnea',
    name: 'Via Etnea',
    description:
      'La via principale della città, che sale dritta verso il vulcano tra palazzi barocchi, chiese, negozi e le pasticcerie storiche dei cannoli e della granita.',
    distance: '5 min a piedi',
    category: 'Shopping',
  },
  {
    id: 'teatro-bellini',
    name: 'Teatro Massimo Bellini',
    description:
      "Il teatro d'opera inaugurato nel 1890 con la Norma, dedicato al compositore catanese. Stagione lirica e sinfonica di grande livello e una sala tra le più belle d'Italia.",
    distance: '6 min a piedi',
    category: 'Cultura',
  },
  {
    id: 'castello-ursino',
    name: 'Castello Ursino',
    description:
      'Fortezza sveva voluta da Federico II nel XIII secolo, circondata un tempo dal mare e oggi dalla colata lavica del 1669. Ospita il Museo Civico.',
    distance: '8 min a piedi',
    category: 'Storia',
  },
  {
    id: 'benedettini',
    name: 'Monastero dei Benedettini',
    description:
      "Uno dei complessi monastici più grandi d'Europa, patrimonio UNESCO, oggi sede dell'Università. Chiostri, cucine settecentesche e una domus romana sotto i pavimenti.",
    distance: '10 min a piedi',
    category: 'Arte',
  },
  {
    id: 'villa-bellini',
    name: 'Villa Bellini',
    description:
      "Il giardino storico della città, con viali alberati, il chiosco liberty e l'orologio floreale. Dalla collinetta, nelle giornate limpide, si vede l'Etna.",
    distance: '12 min a piedi',
    category: 'Natura',
  },
  {
    id: 'etna',
    name: 'Etna',
    description:
      "Il vulcano attivo più alto d'Europa, patrimonio UNESCO. Escursioni ai crateri sommitali con guide autorizzate, in funivia e jeep dal Rifugio Sapienza.",
    distance: '45 min in auto',
    category: 'Natura',
  },
];
