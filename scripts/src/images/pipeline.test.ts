import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as scenes from '@catania/artwork/scenes';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImages } from './build';
import { photoLikeOriginal } from './photo-like';
import { renderSizes } from './pipeline';

const work = mkdtempSync(join(tmpdir(), 'catania-images-'));
let portrait: Buffer;

beforeAll(async () => {
  // A phone photo held upright: stored landscape, with the EXIF orientation saying "turn right".
  const landscape = await photoLikeOriginal(scenes.soggiorno1(), { width: 1800, height: 1350 });
  portrait = await sharp(landscape).withMetadata({ orientation: 6 }).jpeg().toBuffer();
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('renderSizes', () => {
  it('writes every width up to the original, upright, without metadata', async () => {
    const canonical = join(work, 'sizes/camera.webp');
    const { entry, files } = await renderSizes(portrait, canonical);
    // Upright: 1350 wide, so no 1600 (never enlarged); the largest is the canonical file.
    expect(entry).toMatchObject({ width: 1200, height: 1600, widths: [400, 600, 800, 1200] });
    expect(files.map((f) => f.file.replace(`${work}/sizes/`, ''))).toEqual([
      'camera-400.webp',
      'camera-600.webp',
      'camera-800.webp',
      'camera.webp',
    ]);
    for (const file of files) {
      const meta = await sharp(file.file).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: file.width });
      expect(meta.height).toBe(Math.round((file.width * 1800) / 1350));
      expect(meta.exif).toBeUndefined();
    }
    expect(entry.placeholder).toMatch(
      /^linear-gradient\(#[0-9a-f]{6},#[0-9a-f]{6},#[0-9a-f]{6}\)$/,
    );
  });

  it('removes the widths an earlier, larger original had', async () => {
    const canonical = join(work, 'stale/vista.webp');
    mkdirSync(dirname(canonical), { recursive: true });
    writeFileSync(join(work, 'stale/vista-1200.webp'), 'old');
    writeFileSync(join(work, 'stale/vista-alta.webp'), 'another image');
    const small = await sharp(portrait).autoOrient().resize({ width: 700 }).jpeg().toBuffer();
    const { entry } = await renderSizes(small, canonical);
    expect(entry.widths).toEqual([400, 600]);
    expect(existsSync(join(work, 'stale/vista-1200.webp'))).toBe(false);
    expect(existsSync(join(work, 'stale/vista-alta.webp'))).toBe(true);
  });
});

describe('buildImages (npm run images)', () => {
  const photos = join(work, 'photos');
  const out = join(work, 'public/images');
  const options = {
    photosDir: photos,
    outDir: out,
    manifestFile: join(work, 'manifest.ts'),
    stateFile: join(work, 'state.json'),
    artwork: false,
    log: () => {},
  };
  const drop = (path: string, bytes: Buffer) => {
    mkdirSync(dirname(join(photos, path)), { recursive: true });
    writeFileSync(join(photos, path), bytes);
  };

  it('makes a dropped photo, skips it when unchanged, redoes it when replaced, removes it when gone', async () => {
    drop('apartments/appartamento-9/ingresso.jpg', portrait);
    const first = await buildImages(options);
    expect(first.map((b) => [b.src, b.source, Boolean(b.files)])).toEqual([
      ['/images/apartments/appartamento-9/ingresso.webp', 'photo', true],
    ]);
    expect(existsSync(join(out, 'apartments/appartamento-9/ingresso-400.webp'))).toBe(true);
    const manifest = readFileSync(options.manifestFile, 'utf8');
    expect(manifest).toContain('"/images/apartments/appartamento-9/ingresso.webp"');
    const state = JSON.parse(readFileSync(options.stateFile, 'utf8'));
    expect(state['apartments/appartamento-9/ingresso'].entry.widths).toEqual([400, 600, 800, 1200]);

    expect((await buildImages(options)).every((b) => !b.files)).toBe(true);

    drop(
      'apartments/appartamento-9/ingresso.jpg',
      await sharp(portrait).autoOrient().flop().jpeg().toBuffer(),
    );
    expect((await buildImages(options))[0]?.files).toHaveLength(4);

    rmSync(join(photos, 'apartments/appartamento-9/ingresso.jpg'));
    expect(await buildImages(options)).toEqual([]);
    expect(existsSync(join(out, 'apartments/appartamento-9/ingresso.webp'))).toBe(false);
    expect(existsSync(join(out, 'apartments/appartamento-9/ingresso-400.webp'))).toBe(false);
  });

  it('refuses an iPhone HEIC with what to do instead', async () => {
    drop('hero/hero-1.heic', Buffer.from('not decoded'));
    await expect(buildImages(options)).rejects.toThrow(/export it as JPEG/);
    rmSync(join(photos, 'hero/hero-1.heic'));
  });
});
