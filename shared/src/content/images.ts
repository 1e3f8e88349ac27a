import { imageManifest } from './images.generated';

/**
 * What the site knows of each image before it arrives, made by `npm run images`
 * (scripts/src/images): its size, the widths it exists in, and a placeholder to paint meanwhile.
 * Keyed by the image's URL (`/images/apartments/appartamento-1/soggiorno.webp`), which is also
 * the file of its largest width; each other width is `<name>-<width>.webp` beside it.
 */
export interface ImageEntry {
  width: number;
  height: number;
  /** Ascending; the last is the image's own URL. */
  widths: number[];
  /** A CSS background (the photo's colours, top to bottom). */
  placeholder: string;
}

/** The URL of `src` at `width` (one of its entry's widths). */
export function imageUrlAt(src: string, width: number, largest: number): string {
  return width === largest ? src : src.replace(/\.webp$/, `-${width}.webp`);
}

/**
 * What the site knows of an image: the build's manifest, else what a photo uploaded from the panel
 * carries with it (its widths and placeholder, made by the same pipeline).
 */
export function imageEntry(
  src: string,
  own?: { width: number; height: number; widths?: number[]; placeholder?: string },
): ImageEntry | undefined {
  return (
    imageManifest[src] ?? (own?.widths?.length && own.placeholder ? (own as ImageEntry) : undefined)
  );
}

/** The `srcset` of an image: every width it exists in. */
export function srcSetOf(src: string, entry: ImageEntry): string {
  const largest = entry.widths.at(-1) as number;
  return entry.widths.map((width) => `${imageUrlAt(src, width, largest)} ${width}w`).join(', ');
}
