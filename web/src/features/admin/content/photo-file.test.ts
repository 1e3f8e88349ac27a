import { HEIC_MESSAGE, PHOTO_MAX_BYTES } from '@catania/shared/schemas/site-photos';
import { describe, expect, it } from 'vitest';
import { photoFileProblem } from './photo-upload';

const file = (name: string, type: string, size = 1000) => {
  const chosen = new File([new Uint8Array(1)], name, { type });
  Object.defineProperty(chosen, 'size', { value: size });
  return chosen;
};

describe('a photo chosen on the phone, checked before it is sent', () => {
  it('takes the types the photo function reads: JPEG, PNG, WebP, AVIF', () => {
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.webp', 'image/webp'],
      ['a.avif', 'image/avif'],
    ] as const) {
      expect(photoFileProblem(file(name, type)), name).toBeUndefined();
    }
  });

  it("tells how to send an iPhone's HEIC as a JPEG, by its type or, untyped, by its name", () => {
    expect(photoFileProblem(file('IMG_0001.HEIC', 'image/heic'))).toBe(HEIC_MESSAGE);
    expect(photoFileProblem(file('IMG_0001.heif', ''))).toBe(HEIC_MESSAGE);
  });

  it('refuses another type and a file over the limit, in Italian', () => {
    expect(photoFileProblem(file('menu.pdf', 'application/pdf'))).toBe(
      'Sono accettate solo foto JPEG, PNG, WebP o AVIF.',
    );
    expect(photoFileProblem(file('big.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1))).toMatch(
      /supera il limite di 25 MB/,
    );
  });
});
