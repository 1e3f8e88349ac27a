import { type ImageEntry, imageUrlAt } from '@catania/shared/content/images';
import sharp, { type Sharp } from 'sharp';

/**
 * The image pipeline: one original (the owner's photo, a few MB from a phone, or a rendered
 * artwork scene) becomes every width the site's `srcset`s offer, as WebP, plus the numbers the
 * pages need to lay it out before it arrives (its size, and a placeholder to paint meanwhile).
 * `npm run images` (scripts/src/images) writes its output to web/public/images; the photo Lambda
 * (site/photos.ts) writes it to the site bucket: the same code either way.
 *
 * Files, for `/images/apartments/appartamento-1/soggiorno.webp`:
 *   soggiorno-400.webp, soggiorno-600.webp, soggiorno-800.webp, soggiorno-1200.webp, and
 *   soggiorno.webp at the largest width (1600, or the original's own width when smaller): the
 *   one URL that stands for the photo everywhere (content, JSON-LD, og:image, the img's src).
 *
 * WebP rather than AVIF: about as small at equal looks for photos at these sizes, understood by
 * every browser the site supports without a <picture> fallback, and encoded in a second where
 * AVIF takes a minute per large width on this machine.
 */
export const WIDTHS = [400, 600, 800, 1200, 1600] as const;

/**
 * Lower quality for the wide files: they are chosen by phones of 2-3 device pixels per CSS pixel,
 * where compression artefacts are a third of their size on screen.
 */
const qualityFor = (width: number) => (width >= 1200 ? 62 : width >= 800 ? 68 : 72);

export type { ImageEntry };

/** The file of one width: `name.webp` for the largest, `name-<w>.webp` otherwise. */
export const variantPath = imageUrlAt;

/** The widths served for an original `width` pixels wide: never upscaled. */
export function widthsFor(width: number): number[] {
  const widths = WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

const hex = (channel: number) => Math.round(channel).toString(16).padStart(2, '0');

/** The photo's average colour in three horizontal bands, as a top-to-bottom CSS gradient. */
async function placeholderOf(image: Sharp): Promise<string> {
  const { data } = await image
    .clone()
    .resize(1, 3, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const stops = [0, 1, 2].map(
    (band) =>
      `#${hex(data[band * 3] ?? 0)}${hex(data[band * 3 + 1] ?? 0)}${hex(data[band * 3 + 2] ?? 0)}`,
  );
  return `linear-gradient(${stops.join(',')})`;
}

export interface ImageVariant {
  width: number;
  data: Buffer;
}

/**
 * Every width of `source` (a file path or an encoded image) as WebP, largest last, with what the
 * pages need to know of it. Throws when `source` is not an image sharp can read.
 */
export async function renderVariants(
  source: string | Buffer,
): Promise<{ entry: ImageEntry; variants: ImageVariant[] }> {
  // Phones store the camera's orientation in EXIF: it is applied, and no metadata is written out
  // (sharp's default), so a photo's location never reaches the site.
  const original = sharp(source, { autoOrient: true, failOn: 'error' });
  const { width: sourceWidth, height: sourceHeight } = (await original.metadata()).autoOrient;
  if (!sourceWidth || !sourceHeight) throw new Error('empty image');
  const widths = widthsFor(sourceWidth);
  const largest = widths.at(-1) as number;
  const variants: ImageVariant[] = [];
  for (const width of widths) {
    const data = await original
      .clone()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: qualityFor(width), effort: 5, smartSubsample: true })
      .toBuffer();
    variants.push({ width, data });
  }
  return {
    entry: {
      width: largest,
      height: Math.round((sourceHeight * largest) / sourceWidth),
      widths,
      placeholder: await placeholderOf(original),
    },
    variants,
  };
}
