import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';
import * as scenes from './scenes';

/**
 * Renders the site's illustrations (SVG scenes in scenes.ts) to WebP under web/public/images.
 * The owner's photos can replace any of them at the same path. Run: npx tsx scripts/src/artwork/generate.ts
 */
const OUT = resolve(import.meta.dirname, '../../../web/public/images');

type Job = { file: string; scene: () => string; widths: number[]; quality?: number };
const apt = (id: string, name: string, scene: () => string): Job => ({
  file: `apartments/${id}/${name}`,
  scene,
  widths: [1600],
});

const jobs: Job[] = [
  { file: 'hero/hero-1', scene: scenes.heroDuomo, widths: [800, 1600] },
  { file: 'hero/hero-2', scene: scenes.heroEtna, widths: [800, 1600] },
  { file: 'hero/hero-3', scene: scenes.heroSea, widths: [800, 1600] },
  apt('appartamento-1', 'soggiorno', scenes.soggiorno1),
  apt('appartamento-1', 'camera', scenes.camera1),
  apt('appartamento-1', 'cucina', scenes.cucina1),
  apt('appartamento-1', 'bagno', scenes.bagno1),
  apt('appartamento-1', 'balcone', scenes.balcone),
  apt('appartamento-2', 'camera', scenes.camera2),
  apt('appartamento-2', 'soggiorno', scenes.soggiorno2),
  apt('appartamento-2', 'cucina', scenes.cucina2),
  apt('appartamento-2', 'bagno', scenes.bagno2),
  apt('appartamento-2', 'vista', scenes.vista),
  apt('appartamento-3', 'terrazza', scenes.terrazza),
  apt('appartamento-3', 'camera', scenes.camera3),
  apt('appartamento-3', 'bagno', scenes.bagno3),
  apt('appartamento-3', 'soggiorno', scenes.soggiorno3),
  apt('appartamento-3', 'cucina', scenes.cucina3),
  apt('appartamento-4', 'soggiorno', scenes.soggiorno4),
  apt('appartamento-4', 'camera', scenes.camera4),
  apt('appartamento-4', 'cucina', scenes.cucina4),
  apt('appartamento-4', 'bagno', scenes.bagno4),
  apt('appartamento-4', 'castello', scenes.castello),
  { file: 'catania/duomo', scene: scenes.attractionDuomo, widths: [800] },
  { file: 'catania/fontana-elefante', scene: scenes.attractionElefante, widths: [800] },
  { file: 'catania/via-etnea', scene: scenes.attractionViaEtnea, widths: [800] },
  { file: 'catania/pescheria', scene: scenes.attractionPescheria, widths: [800] },
  { file: 'catania/teatro-bellini', scene: scenes.attractionBellini, widths: [800] },
  { file: 'catania/castello-ursino', scene: scenes.attractionCastello, widths: [800] },
  { file: 'catania/villa-bellini', scene: scenes.attractionVillaBellini, widths: [800] },
  { file: 'catania/monastero-benedettini', scene: scenes.attractionBenedettini, widths: [800] },
  { file: 'catania/etna', scene: scenes.attractionEtna, widths: [800] },
  { file: 'fallback', scene: scenes.fallback, widths: [1600] },
];

for (const job of jobs) {
  const svg = Buffer.from(job.scene());
  for (const width of job.widths) {
    const suffix = job.file.startsWith('hero/') ? `-${width}` : '';
    const target = join(OUT, `${job.file}${suffix}.webp`);
    mkdirSync(dirname(target), { recursive: true });
    const info = await sharp(svg, { density: 72 })
      .resize({ width })
      .webp({ quality: job.quality ?? (width <= 800 ? 70 : 74), effort: 6, smartSubsample: true })
      .toFile(target);
    console.log(
      `${target.replace(`${OUT}/`, '')}  ${info.width}x${info.height}  ${(info.size / 1024).toFixed(0)} KB`,
    );
  }
}
// Touch icon for iOS home screens.
await sharp(
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 180"><rect width="180" height="180" fill="#c9561a"/><circle cx="118" cy="62" r="22" fill="#e6c483"/><path d="M20 140 L68 78 L82 88 L96 70 L160 140 Z" fill="#1b1816"/><path d="M82 88 L96 70 L110 86 L96 80 Z" fill="#fdfbf7"/></svg>`,
  ),
)
  .png()
  .toFile(join(OUT, '../apple-touch-icon.png'));
