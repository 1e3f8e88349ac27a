import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/** Where the owner drops original photos: photos/<path under /images>.jpg (see its README). */
export const PHOTOS_DIR = resolve(root, 'photos');
/** The served images (web/public/images, copied into the build). */
export const WEB_IMAGES = resolve(root, 'web/public/images');
/** What the pages know of each image: sizes, widths, placeholder (generated, committed). */
export const MANIFEST_FILE = resolve(root, 'shared/src/content/images.generated.ts');
/** What each image was last made from, so an unchanged one is not encoded again. */
export const STATE_FILE = resolve(root, 'scripts/src/images/sources.json');
