import type { ApartmentId } from '../config/apartments';

/**
 * The apartments' words in English, written for guests from the Italian of the catalogue
 * (content/apartments.ts): what an English page says until the owner writes her own. Photos are
 * named as in the catalogue's gallery. Names and addresses are the same in every language.
 */
export interface ApartmentEnglish {
  shortDescription: string;
  description: string;
  highlights: string[];
  /** Each gallery photo's alt text (and the photo viewer's caption), by the photo's name. */
  photos: Record<string, string>;
}

export const APARTMENTS_EN: Record<ApartmentId, ApartmentEnglish> = {
  'appartamento-1': {
    shortDescription:
      "A bright, modern open-plan flat a stone's throw from Piazza Duomo, with a fully equipped kitchen and a balcony over the old town.",
    description:
      'A 45 m² open-plan space with stylish contemporary furnishings, in a restored eighteenth-century building a few steps from Piazza Duomo and the Elephant Fountain. The living area, with a sofa and a smart TV, opens onto a balcony overlooking the baroque rooftops; the kitchen comes with a hob, an oven and an espresso machine. The double bed has a memory-foam mattress and pure cotton linen, and the private bathroom a spacious walk-in shower. Air conditioning and heating you control yourself, and fibre Wi-Fi if you need to work remotely. In the morning, the historic fish market and the cafés serving granita with brioche are a three-minute walk away.',
    highlights: [
      '200 m from Piazza Duomo',
      'Balcony over the baroque rooftops',
      'Fibre-optic Wi-Fi',
      'Check-in in person or by video call',
    ],
    photos: {
      soggiorno: 'Bright living room with sofa and balcony',
      camera: 'Bedroom with a double bed',
      cucina: 'Modern, fully equipped kitchen',
      bagno: 'Bathroom with walk-in shower',
      balcone: 'Balcony looking over the rooftops of the old town',
    },
  },
  'appartamento-2': {
    shortDescription:
      'An elegant deluxe studio on Via Etnea, with frescoed ceilings, a kitchenette and views of Mount Etna on clear days.',
    description:
      'On the first floor of a grand old family residence on Via Etnea, the shopping street that climbs towards the volcano, this 40 m² studio keeps its original frescoed ceilings and Sicilian majolica floors. A king-size bed, a reading armchair and a desk make it just right for a couple. The kitchenette has a fridge, a microwave and a kettle, and the lava-stone bathroom a rain shower. On clear days you can see the summit of Mount Etna from the windows. Villa Bellini and its gardens are a five-minute walk away.',
    highlights: [
      'Original frescoed ceilings',
      'Views of Mount Etna',
      'On the main shopping street',
      '5 minutes from Villa Bellini',
    ],
    photos: {
      camera: 'Deluxe bedroom with a frescoed ceiling',
      soggiorno: 'Reading corner with an armchair',
      cucina: 'Kitchenette',
      bagno: 'Lava-stone bathroom with a rain shower',
      vista: 'View over Via Etnea and Mount Etna',
    },
  },
  'appartamento-3': {
    shortDescription:
      'A romantic suite with a private terrace overlooking the Teatro Massimo Bellini, a whirlpool bath and a Sicilian breakfast basket.',
    description:
      'Made for couples, this 50 m² suite is on the top floor of a building facing the Teatro Massimo Bellini. The private terrace, with a little table and sun loungers, is the perfect spot for a sunset drink with a view of the domes. Inside you will find a four-poster bed, soft lighting, a whirlpool bath for two and a kitchen with an espresso machine and a selection of Sicilian produce for breakfast. All around are the bars and trattorias of Piazza Bellini, the heart of Catania’s nightlife.',
    highlights: [
      'Private terrace over the Teatro Bellini',
      'Whirlpool bath for two',
      'Sicilian breakfast basket',
      'In the heart of the nightlife',
    ],
    photos: {
      terrazza: 'Private terrace at sunset',
      camera: 'Four-poster bed',
      bagno: 'Whirlpool bath for two',
      soggiorno: 'Living area with soft lighting',
      cucina: 'Kitchen with an espresso machine',
    },
  },
  'appartamento-4': {
    shortDescription:
      'A spacious 70 m² one-bedroom apartment next to Castello Ursino, with a kitchen-diner, a washing machine and room to settle in for a longer stay.',
    description:
      'The roomiest of our apartments: 70 m² on the raised ground floor, facing Castello Ursino, with a double bedroom, a living room with a sofa bed and a kitchen-diner with a dishwasher and a washing machine. It is the ideal choice if you are staying a while and want to feel at home: space to unpack, a dining table for four, an iron and an ironing board. The neighbourhood is the Civita, with its authentic little streets, local markets and some of the best street food in town; the sea at the marina is a ten-minute walk away.',
    highlights: [
      'Facing Castello Ursino',
      'Kitchen-diner',
      'Ideal for longer stays',
      'Washing machine and dishwasher',
    ],
    photos: {
      soggiorno: 'Spacious living room with a dining table',
      camera: 'Double bedroom',
      cucina: 'Kitchen-diner with a dishwasher',
      bagno: 'Bathroom with shower',
      castello: 'Castello Ursino, just round the corner',
    },
  },
};
