import sharp from 'sharp';

/**
 * Originals that weigh and compress like the owner's phone photos, to prove the pipeline and the
 * page budget with them (the bench, the pipeline's test): an artwork scene rendered at the
 * camera's resolution (4000x3000, 4:3) under the texture a photograph has and flat artwork
 * lacks: light falling unevenly, surfaces with grain at several scales, and sensor noise.
 * Saved as a phone saves it (JPEG, quality 92): 3 to 5 MB each.
 */
export async function photoLikeOriginal(
  svg: string,
  options: { width?: number; height?: number; seed?: number } = {},
): Promise<Buffer> {
  const width = options.width ?? 4000;
  const height = options.height ?? 3000;
  const random = seeded(options.seed ?? 1);
  const scene = await sharp(Buffer.from(svg), { density: 72 * (width / 1600) * 1.2 })
    .resize(width, height, { fit: 'cover' })
    .removeAlpha()
    .toBuffer();
  // Grey noise at four scales, each enlarged smoothly to the full frame: soft light and shade,
  // surface texture, fine detail, and the sensor's grain (one pixel).
  const octaves = [
    { divisor: 100, amplitude: 70 },
    { divisor: 12, amplitude: 45 },
    { divisor: 5, amplitude: 45 },
    { divisor: 2.5, amplitude: 55 },
    { divisor: 1, amplitude: 22 },
  ];
  const layers = await Promise.all(
    octaves.map(({ divisor, amplitude }) => {
      const w = Math.ceil(width / divisor);
      const h = Math.ceil(height / divisor);
      const noise = Buffer.alloc(w * h);
      for (let i = 0; i < noise.length; i++) {
        noise[i] = 128 + Math.round((random() * 2 - 1) * amplitude);
      }
      return sharp(noise, { raw: { width: w, height: h, channels: 1 } })
        .resize(width, height, { kernel: 'cubic', fit: 'fill' })
        .toColourspace('srgb')
        .png({ compressionLevel: 1 })
        .toBuffer();
    }),
  );
  return sharp(scene)
    .composite(layers.map((input) => ({ input, blend: 'soft-light' as const })))
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A small deterministic generator: the same seed gives the same photo, run after run. */
function seeded(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}
