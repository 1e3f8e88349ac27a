import { expect, test, withConsent } from './helpers';

/**
 * Photos in the width they are shown at (srcset and sizes from `npm run images`), a placeholder
 * painted while they load, and the hero's later slides fetched only when their turn comes.
 * On a phone (390 px, one device pixel per CSS pixel in this project).
 */
test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL));

const PHONE = { tag: '@phone-only' };

test(
  'apartment photos carry every width, and a phone gets the small ones',
  PHONE,
  async ({ page }) => {
    await page.goto('/appartamento/appartamento-1');
    const photos = page.locator('main img[srcset]');
    // The header photo and the five of the gallery.
    await expect(photos).toHaveCount(6);
    for (const photo of await photos.all()) {
      await expect(photo).toHaveAttribute(
        'srcset',
        /-400\.webp 400w, .*-800\.webp 800w, .*\.webp 1600w$/,
      );
      await expect(photo).toHaveAttribute('sizes', /.+/);
    }
    const gallery = page.getByRole('list', { name: /Foto di/ }).locator('img');
    const thumbnail = gallery.nth(1);
    await thumbnail.scrollIntoViewIfNeeded();
    await expect(thumbnail).toHaveJSProperty('complete', true);
    // A tile about 170 px wide: the 400 px file, not the 1600 px one.
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/images\/apartments\/appartamento-1\/\w+-400\.webp$/,
    );
  },
);

test('a lazy photo paints its colours while it loads, not a blank box', PHONE, async ({ page }) => {
  // Hold the gallery's files back, so what shows meanwhile can be seen.
  await page.route(/\/images\/apartments\/appartamento-1\/(camera|cucina)-\d+\.webp$/, () => {});
  await page.goto('/appartamento/appartamento-1');
  const waiting = page
    .getByRole('list', { name: /Foto di/ })
    .locator('img')
    .nth(1);
  await waiting.scrollIntoViewIfNeeded();
  await expect(waiting).toHaveJSProperty('naturalWidth', 0);
  expect(await waiting.evaluate((img) => getComputedStyle(img).backgroundImage)).toMatch(
    /^linear-gradient\(rgb\(/,
  );
});

test('the hero fetches a later slide only when its turn comes', PHONE, async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/images/hero/')) requested.push(path);
  });
  await page.clock.install();
  await page.goto('/');
  const slides = page.getByTestId('hero-slides');
  await expect(slides).toHaveAttribute('data-active', '0');
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((path) => !path.startsWith('/images/hero/hero-1'))).toEqual([]);

  await page.clock.fastForward(4000);
  await expect(slides).toHaveAttribute('data-active', '1');
  expect(requested.some((path) => path.startsWith('/images/hero/hero-2'))).toBe(true);
  expect(requested.some((path) => path.startsWith('/images/hero/hero-3'))).toBe(false);
});
