import type { Image } from '../schemas/apartment';
import type { HomePhotos } from '../schemas/site-photos';
import { imageEntry } from './images';

/** One of the repository's illustrations, with its size from the build's manifest. */
const illustration = (src: string, alt: string): Image => {
  const entry = imageEntry(src);
  if (!entry) throw new Error(`${src} is not in the image manifest: run npm run images`);
  return { src, alt, width: entry.width, height: entry.height };
};

/**
 * The home's photos as the repository seeds them: the hero's slides (the first is the first
 * screen's LCP image) and the 'Scopri Catania' cards' illustrations, in the cards' order
 * (web/src/features/catania/attractions.ts). A new stack shows these until the owner publishes
 * her own from 'Foto e testi' (functions/src/site/home-photos.ts); the build prerenders the home
 * from them.
 */
export const SEED_HOME_PHOTOS: HomePhotos = {
  hero: [
    illustration(
      '/images/hero/hero-1.webp',
      "Piazza Duomo con la Fontana dell'Elefante al tramonto",
    ),
    illustration('/images/hero/hero-2.webp', "L'Etna che domina la città di Catania"),
    illustration('/images/hero/hero-3.webp', 'Il porto di Catania e il Castello Ursino sul mare'),
  ],
  discover: [
    illustration('/images/catania/duomo.webp', "Duomo di Sant'Agata"),
    illustration('/images/catania/fontana-elefante.webp', "Fontana dell'Elefante"),
    illustration('/images/catania/pescheria.webp', 'La Pescheria'),
    illustration('/images/catania/via-etnea.webp', 'Via Etnea'),
    illustration('/images/catania/teatro-bellini.webp', 'Teatro Massimo Bellini'),
    illustration('/images/catania/castello-ursino.webp', 'Castello Ursino'),
    illustration('/images/catania/monastero-benedettini.webp', 'Monastero dei Benedettini'),
    illustration('/images/catania/villa-bellini.webp', 'Villa Bellini'),
    illustration('/images/catania/etna.webp', 'Etna'),
  ],
};
