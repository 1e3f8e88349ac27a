import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import {
  chooseStayFromPhoneBar,
  consoleErrors,
  expect,
  test,
  whenSettled,
  withConsent,
} from './helpers';

/**
 * The home's sections below the fold and the footer hydrate as they come near the screen
 * (components/deferred.tsx, ADR 0006): their code is not fetched with the first load, their
 * prerendered HTML stays in place meanwhile, and once reached they respond. Through the
 * production edge (the fixture fails on a CSP violation), with no error in the console
 * (a hydration mismatch is reported there).
 */
const manifest = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string }>;
const chunk = (source: string) => {
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} is not a chunk of its own in the build`);
  return `/${file}`;
};
const LATER = chunk('src/pages/home-later-sections.ts');
const FOOTER = chunk('src/app/layout/footer.tsx');

function watch(page: Page) {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  return { fetched, errors: consoleErrors(page) };
}

test('the home hydrates its later sections and footer only as they come near', async ({
  page,
  context,
  baseURL,
}) => {
  await withConsent(context, baseURL);
  const { fetched, errors } = watch(page);
  const settled = whenSettled(page);
  await page.goto('/');
  await settled();
  expect(fetched, 'not with the first load').not.toContain(LATER);
  expect(fetched, 'not with the first load').not.toContain(FOOTER);

  // Prerendered and in place, not yet hydrated: its controls wait.
  const faq = page.locator('#faq');
  const question = page.getByRole('button', { name: 'Qual è la politica di cancellazione?' });
  await expect(question).toBeDisabled();
  // The prerendered element itself is hydrated, never replaced by a client render (its position
  // cannot tell: the sections above it are laid out only as they come near, render-when-near).
  await faq.evaluate((element) => {
    element.dataset.prerendered = 'kept';
  });

  await faq.scrollIntoViewIfNeeded();
  await expect.poll(() => fetched).toContain(LATER);
  await expect(question).toBeEnabled();
  await expect(faq, 'hydrated in place').toHaveAttribute('data-prerendered', 'kept');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('faq-cancellazione')).toBeVisible();

  // The contact form (its own code, near the screen) accepts input.
  await page.locator('#contatti').scrollIntoViewIfNeeded();
  const name = page.getByLabel('Nome *', { exact: true });
  await name.fill('Giulia');
  await expect(name).toHaveValue('Giulia');

  // The footer, the last thing on the page: its one JavaScript control responds.
  const preferences = page.getByRole('button', { name: 'Preferenze cookie' });
  await preferences.scrollIntoViewIfNeeded();
  await expect.poll(() => fetched).toContain(FOOTER);
  await preferences.click();
  await expect(
    page.getByTestId('cookie-banner').getByRole('heading', { name: 'Preferenze Cookie' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('a section link hydrates the section it lands on', { tag: '@phone-only' }, async ({
  page,
}) => {
  const { fetched, errors } = watch(page);
  await page.goto('/#faq');
  await expect(page.locator('#faq')).toBeInViewport();
  await expect.poll(() => fetched).toContain(LATER);
  const question = page.getByRole('button', { name: "C'è un parcheggio?" });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
});

test('a section link from another page lands on its section of the home', {
  tag: '@phone-only',
}, async ({ page }) => {
  const { errors } = watch(page);
  await page.goto('/chi-siamo');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  // Each page is a document: the link loads the home at its section, whose later sections
  // hydrate there at once.
  await footer.getByRole('link', { name: 'Recensioni' }).click();
  await expect(page).toHaveURL(/\/#recensioni$/);
  await expect(page.locator('#recensioni')).toBeInViewport();
  const question = page.getByRole('button', { name: "C'è un parcheggio?" });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
});

test('the apartment page books at once and hydrates its gallery, map and contacts when reached', {
  tag: '@phone-only',
}, async ({ page, context, baseURL }) => {
  await withConsent(context, baseURL);
  const PARTS = chunk('src/pages/apartment-later-parts.ts');
  const { fetched, errors } = watch(page);
  const settled = whenSettled(page);
  await page.goto('/appartamento/appartamento-1');
  await settled();
  expect(fetched, 'not with the first load').not.toContain(PARTS);
  const photo = page.getByRole('button', { name: /^Apri la foto 1 di 5/ });
  await expect(photo).toBeDisabled();

  // The sticky bar and the calendar respond at once, the later parts still waiting.
  await chooseStayFromPhoneBar(page);

  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => fetched).toContain(PARTS);
  await photo.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  const map = page.getByRole('button', { name: 'Mostra la mappa' });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toBeEnabled();
  expect(errors).toEqual([]);
});

test('a page rendered afresh shows its footer with its first render, never its placeholder', {
  tag: '@phone-only',
}, async ({ page, context, baseURL }) => {
  await withConsent(context, baseURL);
  // Watches every change of the page from its first byte: the placeholder a client render shows
  // while the footer's module loads must never be inserted (the module is preloaded first).
  await page.addInitScript(() => {
    const seen = { placeholder: false };
    Object.assign(window, { footerPlaceholderSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="footer-placeholder"]')) seen.placeholder = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const errors = consoleErrors(page);
  await page.goto('/checkout');
  await expect(page.getByText('Caricamento dati prenotazione...')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { footerPlaceholderSeen: { placeholder: boolean } })
          .footerPlaceholderSeen.placeholder,
    ),
  ).toBe(false);
  expect(errors).toEqual([]);
});
