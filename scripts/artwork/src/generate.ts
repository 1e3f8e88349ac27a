import sharp from 'sharp';
import * as scenes from './scenes';

/**
 * The site's illustrations: SVG scenes (scenes.ts) that stand in for the owner's photos until
 * they are dropped into photos/ (see photos/README.md). `npm run images` renders each scene as
 * an original and sends it through the same pipeline as a photo; a photo at the same path wins.
 */
const apartment = (id: string, name: string, scene: () => string) => ({
  path: `apartments/${id}/${name}`,
  scene,
});

/** Each artwork's path under web/public/images (without `.webp`) and its scene. */
export const artwork: { path: string; scene: () => string }[] = [
  { path: 'hero/hero-1', scene: scenes.heroDuomo },
  { path: 'hero/hero-2', scene: scenes.heroEtna },
  { path: 'hero/hero-3', scene: scenes.heroSea },
  apartment('appartamento-1', 'soggiorno', scenes.soggiorno1),
  apartment('appartamento-1', 'camera', scenes.camera1),
  apartment('appartamento-1', 'cucina', scenes.cucina1),
  apartment('appartamento-1', 'bagno', scenes.bagno1),
  apartment('appartamento-1', 'balcone', scenes.balcone),
  apartment('appartamento-2', 'camera', scenes.camera2),
  apartment('appartamento-2', 'soggiorno', scenes.soggiorno2),
  apartment('appartamento-2', 'cucina', scenes.cucina2),
  apartment('appartamento-2', 'bagno', scenes.bagno2),
  apartment('appartamento-2', 'vista', scenes.vista),
  apartment('appartamento-3', 'terrazza', scenes.terrazza),
  apartment('appartamento-3', 'camera', scenes.camera3),
  apartment('appartamento-3', 'bagno', scenes.bagno3),
  apartment('appartamento-3', 'soggiorno', scenes.soggiorno3),
  apartment('appartamento-3', 'cucina', scenes.cucina3),
  apartment('appartamento-4', 'soggiorno', scenes.soggiorno4),
  apartment('appartamento-4', 'camera', scenes.camera4),
  apartment('appartamento-4', 'cucina', scenes.cucina4),
  apartment('appartamento-4', 'bagno', scenes.bagno4),
  apartment('appartamento-4', 'castello', scenes.castello),
  { path: 'catania/duomo', scene: scenes.attractionDuomo },
  { path: 'catania/fontana-elefante', scene: scenes.attractionElefante },
  { path: 'catania/via-etnea', scene: scenes.attractionViaEtnea },
  { path: 'catania/pescheria', scene: scenes.attractionPescheria },
  { path: 'catania/teatro-bellini', scene: scenes.attractionBellini },
  { path: 'catania/castello-ursino', scene: scenes.attractionCastello },
  { path: 'catania/villa-bellini', scene: scenes.attractionVillaBellini },
  { path: 'catania/monastero-benedettini', scene: scenes.attractionBenedettini },
  { path: 'catania/etna', scene: scenes.attractionEtna },
  { path: 'fallback', scene: scenes.fallback },
];

/** A scene as an original for the pipeline: lossless, at the largest width the site serves. */
export function renderArtwork(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 }).png().toBuffer();
}

/** The touch icon for iOS home screens, written to `file` (a PNG). */
export function writeTouchIcon(file: string): Promise<unknown> {
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 180"><rect width="180" height="180" fill="#c9561a"/><circle cx="118" cy="62" r="22" fill="#e6c483"/><path d="M20 140 L68 78 L82 88 L96 70 L160 140 Z" fill="#1b1816"/><path d="M82 88 L96 70 L110 86 L96 80 Z" fill="#fdfbf7"/></svg>`,
    ),
  )
    .png()
    .toFile(file);
}
