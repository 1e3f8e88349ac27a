import { expect, test, withConsent } from './helpers';

test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL));

test('unknown paths show the 404 page with a way home', { tag: '@phone-only' }, async ({
  page,
}) => {
  await page.goto('/questa-pagina-non-esiste');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Torna alla Home' }).click();
  await expect(page).toHaveURL('/');
});

test('the navigation bar changes look past 10 px and the scroll-to-top button appears past 300 px', {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.goto('/privacy');
  const header = page.locator('header[data-scrolled]');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  const toTop = page.getByRole('button', { name: "Torna all'inizio della pagina" });
  await expect(toTop).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(toTop).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a new path starts at the top of the page', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/privacy');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Termini e Condizioni' }).click();
  await expect(page).toHaveURL('/terms');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('footer: quick links, contacts, legal links and every CIN and CIR', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await page.goto('/chi-siamo');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Collegamenti Rapidi' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Contatti' })).toBeVisible();
  for (const name of ['Privacy Policy', 'Termini e Condizioni', 'Cookie Policy', 'Diritti GDPR']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: '+39 095 123 4567' })).toHaveAttribute(
    'href',
    'tel:+390951234567',
  );
  for (const [id, cin] of [
    ['appartamento-1', 'IT087015C2VZ4R7K1M'],
    ['appartamento-2', 'IT087015C2QH8T3N5B'],
    ['appartamento-3', 'IT087015C2LW6D9P2F'],
    ['appartamento-4', 'IT087015C2XJ1S5G8C'],
  ]) {
    await expect(footer.getByTestId(`registration-${id}`)).toContainText(`CIN ${cin}`);
    await expect(footer.getByTestId(`registration-${id}`)).toContainText('CIR 19087015C2078');
  }
  // Quick links scroll to the home sections from any path.
  await footer.getByRole('link', { name: 'Scopri Catania' }).click();
  await expect(page).toHaveURL('/#catania-centro');
  await expect(page.locator('#catania-centro')).toBeInViewport();
});

// On the desktop's bar; the phone's menu is the next test's.
test('section anchors work from another path', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/recensioni');
  await page
    .getByRole('navigation', { name: 'Navigazione principale' })
    .getByRole('link', { name: 'FAQ' })
    .click();
  await expect(page).toHaveURL('/#faq');
  await expect(page.locator('#faq')).toBeInViewport();
});

test('mobile menu: the same links plus Prenota, closing after a section scroll', {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Apri il menu' });
  await toggle.click();
  const menu = page.locator('#mobile-menu');
  for (const name of ['Home', 'Appartamenti', 'Chi siamo', 'Recensioni', 'FAQ']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await menu.getByRole('button', { name: 'Prenota' }).click();
  await expect(menu).toBeHidden();
  await expect(page.locator('#prenota')).toBeInViewport();
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Appartamenti' }).click();
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(page.locator('#appartamenti')).toBeInViewport();
});

// Every prerendered page's own title and description: checked on the phone's route walk
// (edge.spec.ts), which opens each of them anyway.

test('robots.txt and sitemap.xml are served', { tag: '@phone-only' }, async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/appartamento/appartamento-1');
  expect(sitemap).toContain('/prenota');
});
