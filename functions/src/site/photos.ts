import { randomBytes } from 'node:crypto';
import { imageUrlAt } from '@catania/shared/content/images';
import type { Image } from '@catania/shared/schemas/apartment';
import {
  HEIC_MESSAGE,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_MEGABYTES,
  PHOTO_TYPES_LABEL,
} from '@catania/shared/schemas/site-photos';
import { InvalidInput } from '../lib/errors';
import { renderVariants } from './image-pipeline';
import { deleteUpload, presignUpload, putSiteFile, readUpload, uploadSize } from './site-storage';

/**
 * The owner's photos: an upload URL for one file (its type and size checked before it is sent),
 * then the uploaded original made into the site's sizes by the image pipeline `npm run images`
 * uses, with its orientation applied and no metadata kept. The original is deleted either way:
 * its EXIF (location included) never outlives the request.
 */

/** What the uploaded photo's sizes are published under (never reused: cached for a year). */
export const OWNER_IMAGES_PREFIX = 'images/uploads';
/** Site files of the owner's photos never change (new photo, new name). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const randomId = () => randomBytes(16).toString('base64url');

export async function createUploadUrl(contentType: string, size: number) {
  const key = `uploads/${randomId()}`;
  return { key, ...(await presignUpload(key, contentType, size)) };
}

type Sniffed = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | undefined;

/** What the file's first bytes say it is, whatever its name or declared type claimed. */
export function sniffImage(data: Buffer): Sniffed {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (
    data.toString('latin1', 4, 8) === 'ftyp' &&
    /^avi[fs]$/.test(data.toString('latin1', 8, 12))
  ) {
    return 'avif';
  }
  if (
    data.toString('latin1', 4, 8) === 'ftyp' &&
    /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(data.toString('latin1', 8, 12))
  ) {
    return 'heic';
  }
  return undefined;
}

const refuse = (field: string, message: string) => new InvalidInput(message, [{ field, message }]);

/**
 * Makes the upload under `key` into every width the site serves, in the site bucket under
 * `folder` (the apartment's id, or `home`), and answers the photo as the site will show it. Refuses (400, nothing kept) a missing upload, one larger than
 * the limit, and anything that is not a JPEG, PNG, WebP, AVIF (or HEIC) photo sharp can read.
 */
export async function processUpload(input: {
  key: string;
  folder: string;
  alt: string;
}): Promise<Image & { id: string }> {
  const size = await uploadSize(input.key);
  if (size === undefined) throw refuse('key', 'Foto: nessun file caricato, riprova il caricamento');
  try {
    if (size > PHOTO_MAX_BYTES) {
      throw refuse('key', `Dimensione: la foto supera il limite di ${PHOTO_MAX_MEGABYTES} MB`);
    }
    const original = await readUpload(input.key);
    const type = sniffImage(original);
    if (!type) throw refuse('key', `Tipo di file: il file non è una foto ${PHOTO_TYPES_LABEL}`);
    // A HEIC file is made if sharp can decode it (an AV1 one can); an iPhone's, in HEVC, cannot
    // be by the prebuilt libvips: then the owner is told how to send a JPEG instead.
    const rendered = await renderVariants(original).catch(() => {
      throw refuse(
        'key',
        type === 'heic' ? HEIC_MESSAGE : 'Foto: il file è danneggiato o non si riesce a leggere',
      );
    });
    const id = randomId();
    const src = `/${OWNER_IMAGES_PREFIX}/${input.folder}/${id}.webp`;
    const largest = rendered.entry.widths.at(-1) as number;
    await Promise.all(
      rendered.variants.map(({ width, data }) =>
        putSiteFile({
          key: imageUrlAt(src, width, largest).slice(1),
          body: data,
          contentType: 'image/webp',
          cacheControl: IMMUTABLE,
        }),
      ),
    );
    return {
      id,
      src,
      alt: input.alt,
      width: rendered.entry.width,
      height: rendered.entry.height,
      widths: rendered.entry.widths,
      placeholder: rendered.entry.placeholder,
    };
  } finally {
    await deleteUpload(input.key);
  }
}
