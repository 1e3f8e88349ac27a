import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { artwork, renderArtwork, writeTouchIcon } from '@catania/artwork/generate';
import { MANIFEST_FILE, PHOTOS_DIR, STATE_FILE, WEB_IMAGES } from './paths';
import { type ImageEntry, renderSizes, variantPath, WIDTHS } from './pipeline';

/**
 * `npm run images`: makes every size of every image the site shows. For each image path, the
 * owner's photo in photos/ (any of PHOTO_TYPES) if there is one, else the artwork scene of that
 * path; a photo with no artwork counterpart is an image of its own. An image whose source has
 * not changed since the last run is left alone. Writes web/public/images and the manifest the
 * pages read (shared/src/content/images.generated.ts).
 */
export const PHOTO_TYPES = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.tif', '.tiff'];

/** Changes whenever the pipeline would write different files: every image is made again. */
const PIPELINE_VERSION = `webp-1:${WIDTHS.join(',')}`;

export interface BuildOptions {
  photosDir?: string;
  outDir?: string;
  manifestFile?: string;
  stateFile?: string;
  /** Include the artwork scenes (default true): the bench makes only the photos it was given. */
  artwork?: boolean;
  log?: (line: string) => void;
}

export interface BuiltImage {
  /** The URL of the image on the site (`/images/apartments/appartamento-1/soggiorno.webp`). */
  src: string;
  source: 'photo' | 'artwork';
  entry: ImageEntry;
  /** Bytes of each width, when made in this run. */
  files?: { width: number; bytes: number }[];
}

interface Source {
  path: string;
  kind: 'photo' | 'artwork';
  hash: string;
  original: () => Promise<string | Buffer>;
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

const sha = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of [PIPELINE_VERSION, ...parts]) hash.update(part);
  return hash.digest('hex').slice(0, 20);
};

function sources(photosDir: string, withArtwork: boolean): Source[] {
  const byPath = new Map<string, Source>();
  if (withArtwork) {
    for (const { path, scene } of artwork) {
      const svg = scene();
      byPath.set(path, {
        path,
        kind: 'artwork',
        hash: sha('artwork', svg),
        original: () => renderArtwork(svg),
      });
    }
  }
  for (const file of walk(photosDir)) {
    const type = extname(file).toLowerCase();
    if (type === '.heic' || type === '.heif') {
      throw new Error(
        `${relative(photosDir, file)}: HEIC photos are not supported, export it as JPEG (on an iPhone: Settings > Camera > Formats > Most Compatible)`,
      );
    }
    if (!PHOTO_TYPES.includes(type)) continue;
    const path = relative(photosDir, file).slice(0, -type.length).split('\\').join('/');
    if (byPath.get(path)?.kind === 'photo') {
      throw new Error(`Two photos for ${path}: keep one of them in ${photosDir}`);
    }
    byPath.set(path, {
      path,
      kind: 'photo',
      hash: sha('photo', readFileSync(file)),
      original: async () => file,
    });
  }
  return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
}

type State = Record<string, { hash: string; source: 'photo' | 'artwork'; entry: ImageEntry }>;

const readState = (file: string): State =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as State) : {};

export async function buildImages(options: BuildOptions = {}): Promise<BuiltImage[]> {
  const photosDir = options.photosDir ?? PHOTOS_DIR;
  const outDir = options.outDir ?? WEB_IMAGES;
  const manifestFile = options.manifestFile ?? MANIFEST_FILE;
  const stateFile = options.stateFile ?? STATE_FILE;
  const log = options.log ?? ((line: string) => console.log(line));
  const previous = readState(stateFile);
  const next: State = {};
  const built: BuiltImage[] = [];

  for (const source of sources(photosDir, options.artwork ?? true)) {
    const canonical = join(outDir, `${source.path}.webp`);
    const src = `/images/${source.path}.webp`;
    const known = previous[source.path];
    if (known?.hash === source.hash && existsSync(canonical)) {
      next[source.path] = known;
      built.push({ src, source: source.kind, entry: known.entry });
      continue;
    }
    const { entry, files } = await renderSizes(await source.original(), canonical);
    next[source.path] = { hash: source.hash, source: source.kind, entry };
    built.push({ src, source: source.kind, entry, files });
    log(
      `${src}  ${source.kind}  ${entry.width}x${entry.height}  ${files.map((f) => `${f.width}w ${(f.bytes / 1024).toFixed(0)} KB`).join(', ')}`,
    );
  }
  // Images whose source is gone (a photo removed, with no artwork behind it): their files go too.
  for (const [path, { entry }] of Object.entries(previous)) {
    if (next[path]) continue;
    const canonical = join(outDir, `${path}.webp`);
    for (const width of entry.widths) {
      rmSync(variantPath(canonical, width, entry.widths.at(-1) as number), { force: true });
    }
    log(`/images/${path}.webp  removed (no photo or artwork any more)`);
  }

  writeFileSync(stateFile, `${JSON.stringify(next, null, 2)}\n`);
  writeManifest(manifestFile, built);
  if (outDir === WEB_IMAGES) await writeTouchIcon(join(WEB_IMAGES, '../apple-touch-icon.png'));
  const made = built.filter((b) => b.files).length;
  log(`${built.length} images, ${made} made now, ${built.length - made} unchanged`);
  return built;
}

function writeManifest(file: string, built: BuiltImage[]) {
  const entries = Object.fromEntries(
    [...built].sort((a, b) => a.src.localeCompare(b.src)).map((b) => [b.src, b.entry]),
  );
  writeFileSync(
    file,
    [
      '// Generated by `npm run images` (scripts/src/images/build.ts): do not edit by hand.',
      "import type { ImageEntry } from './images';",
      '',
      `export const imageManifest: Record<string, ImageEntry> = ${JSON.stringify(entries, null, 2)};`,
      '',
    ].join('\n'),
  );
  // Formatted as the repository's formatter wants it, so the lint stays green.
  if (file === MANIFEST_FILE)
    spawnSync('npx', ['biome', 'format', '--write', file], { stdio: 'ignore' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildImages();
}
