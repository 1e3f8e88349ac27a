import sharp from 'sharp';
import {
  animationsSettled,
  axeViolations,
  consoleErrors,
  expect,
  edgeTest as test,
  toast,
  withConsent,
} from './helpers';

/**
 * 'Foto e testi' as the owner uses it, through the production edge: a photo from the phone goes
 * straight to storage through the site's own `/uploads/*` (the CSP's `connect-src 'self'`), the
 * server makes its sizes, a new description is saved as a draft, and a publish puts both on the
 * apartment page the edge serves. The API's rules (sizes, types, metadata, locks, bad input) are
 * checked by functions/src/site/site-content.test.ts; this checks what only a browser shows.
 * Apartment 4, which no other spec reads the texts or gallery of, and the desktop project only,
 * since it changes a public page.
 */
const ADMIN = { username: 'admin', password: 'e2e-password-catania' };
const APT = 'appartamento-4';
const run = Date.now().toString(36);

test.beforeEach(async ({ context, baseURL }) => {
  await withConsent(context, baseURL);
});

/** A camera's photo: 3000 px wide, as a phone sends it. */
const cameraPhoto = () =>
  sharp({
    create: { width: 3000, height: 2000, channels: 3, background: { r: 180, g: 90, b: 40 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

test(
  'the owner adds a photo and a new description, previews and publishes them',
  {
    tag: '@desktop-only',
  },
  async ({ page }, testInfo) => {
    // A photo's sizes and a page's render run server-side, in the test's time.
    test.slow();
    const errors = consoleErrors(page);
    await page.goto('/admin');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('tab', { name: 'Foto e testi', exact: true }).click();
    await page.getByLabel('Contenuti di').selectOption(APT);
    await expect(page.getByRole('heading', { name: 'Galleria' })).toBeVisible();
    await animationsSettled(page);
    // The panel's own content, as admin.spec.ts audits the other tabs.
    expect(await axeViolations(page, { include: 'main', exclude: 'main .bg-accent-600' })).toEqual(
      [],
    );

    const alt = `Soggiorno con divano e finestra su via Etnea ${run}`;
    await page.getByLabel(/^Foto \(JPEG/).setInputFiles({
      name: 'IMG_0001.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto(),
    });
    await page.getByLabel('Testo alternativo (obbligatorio)').fill(alt);
    await page.getByRole('button', { name: 'Carica la foto' }).click();
    // The server makes every width of a camera's photo: seconds on a busy machine.
    await expect(toast(page)).toContainText('Foto aggiunta', { timeout: 30_000 });
    // The notice stays open while she goes on to the description: the save bar, held at the
    // bottom of the screen, rises above it, so 'Salva bozza' is never under it (a click there
    // would land on the notice and the save would never run).
    const save = page.getByRole('button', { name: 'Salva bozza' });
    // A laptop's screen under the browser's bars: the bar is held at its bottom.
    await page.setViewportSize({ width: 1280, height: 620 });
    await page
      .getByLabel('Descrizione', { exact: true })
      .evaluate((field) => field.scrollIntoView({ block: 'start' }));
    const [notice, button] = await Promise.all([toast(page).boundingBox(), save.boundingBox()]);
    expect(notice && button, 'the notice and the save button are on screen').toBeTruthy();
    if (notice && button) {
      const apart =
        button.y + button.height <= notice.y ||
        notice.y + notice.height <= button.y ||
        button.x + button.width <= notice.x ||
        notice.x + notice.width <= button.x;
      expect(apart, "the notice lies clear of 'Salva bozza'").toBe(true);
    }

    const description = `Descrizione aggiornata dal pannello ${run}: luminoso, silenzioso, vicino al Duomo.`;
    await page.getByLabel('Descrizione', { exact: true }).fill(description);
    await save.click();
    // The save answers before the preview can show it: seconds when the machine is busy.
    await expect(toast(page)).toContainText('Bozza salvata', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Anteprima' })).toBeEnabled();
    await page.getByRole('button', { name: 'Anteprima' }).click();
    const frame = page.locator('iframe[title="Anteprima della pagina dell\'appartamento"]');
    const preview = page.frameLocator('iframe[title="Anteprima della pagina dell\'appartamento"]');
    await expect(preview.getByText(description)).toBeVisible();
    // A picture of the page: sandboxed, and no script in it.
    await expect(frame).toHaveAttribute('sandbox', '');
    expect(await frame.getAttribute('srcdoc')).not.toMatch(/<script/i);
    await page.screenshot({ path: testInfo.outputPath('foto-e-testi-draft.png'), fullPage: true });

    await page.getByRole('button', { name: 'Pubblica sul sito' }).click();
    await expect(toast(page)).toContainText('Sito aggiornato', { timeout: 30_000 });

    const response = await page.request.get(`/appartamento/${APT}`);
    const html = await response.text();
    expect(html).toContain(description);
    expect(html).toMatch(/\/images\/uploads\/appartamento-4\/[\w-]+-(400|800)\.webp/);
    await page.goto(`/appartamento/${APT}`);
    await expect(page.getByText(description)).toBeVisible();
    await expect(page.getByRole('img', { name: alt }).first()).toBeAttached();
    // The sandbox refuses the test tool's own probes of the frame (with the machine busy,
    // Playwright may evaluate there before its isolated world is ready): the frame has no script.
    const sandboxRefusals = /^Blocked script execution in 'about:srcdoc'/;
    expect(errors.filter((error) => !sandboxRefusals.test(error))).toEqual([]);
  },
);
