import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import {
  type ImageEntry,
  renderVariants,
  variantPath,
  WIDTHS,
  widthsFor,
} from '@catania/functions/site/image-pipeline';

/**
 * `npm run images`'s use of the image pipeline (functions/src/site/image-pipeline.ts, the code
 * the photo Lambda runs on the owner's uploads): every width of an original, written to disk.
 */
export { type ImageEntry, variantPath, WIDTHS, widthsFor };

export interface WrittenFile {
  file: string;
  width: number;
  bytes: number;
}

/**
 * Writes every width of `source` (a file path or an encoded image) next to `canonicalFile`
 * (an absolute path ending in .webp), removing variants of earlier runs that no longer apply.
 */
export async function renderSizes(
  source: string | Buffer,
  canonicalFile: string,
): Promise<{ entry: ImageEntry; files: WrittenFile[] }> {
  let rendered: Awaited<ReturnType<typeof renderVariants>>;
  try {
    rendered = await renderVariants(source);
  } catch (error) {
    throw new Error(`${canonicalFile}: ${(error as Error).message}`);
  }
  const { entry, variants } = rendered;
  const largest = entry.widths.at(-1) as number;
  mkdirSync(dirname(canonicalFile), { recursive: true });
  removeStaleVariants(canonicalFile, entry.widths, largest);
  const files = variants.map(({ width, data }) => {
    const file = variantPath(canonicalFile, width, largest);
    writeFileSync(file, data);
    return { file, width, bytes: data.length };
  });
  return { entry, files };
}

function removeStaleVariants(canonicalFile: string, widths: number[], largest: number) {
  const stem = basename(canonicalFile, '.webp');
  const dir = dirname(canonicalFile);
  const current = new Set(widths.map((w) => basename(variantPath(canonicalFile, w, largest))));
  for (const name of readdirSync(dir)) {
    const variant =
      name.startsWith(`${stem}-`) && /^\d{3,4}\.webp$/.test(name.slice(stem.length + 1));
    if (variant && !current.has(name)) rmSync(join(dir, name));
  }
}
