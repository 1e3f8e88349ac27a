/**
 * The amenities an apartment may list: the one catalogue the owner picks from in the panel and
 * the server checks a page's list against, so a typo never reaches the site as a new "amenity".
 * Each is shown as written (Italian).
 */
export const AMENITIES = [
  'Wi-Fi',
  'Aria condizionata',
  'Riscaldamento',
  'Cucina attrezzata',
  'Angolo cottura',
  'Smart TV',
  'TV',
  'Bagno privato',
  'Macchina del caffè',
  'Balcone',
  'Terrazza privata',
  'Vasca idromassaggio',
  'Frigorifero',
  'Microonde',
  'Lavatrice',
  'Lavastoviglie',
  'Asciugacapelli',
  'Ferro da stiro',
  'Scrivania',
  'Ascensore',
  'Culla su richiesta',
] as const;
export type Amenity = (typeof AMENITIES)[number];
