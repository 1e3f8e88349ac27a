import type { Page, TestInfo } from '@playwright/test';
import { withBusyAdminData } from './admin-fixtures';
import { consoleErrors, expect, test, withConsent } from './helpers';

/**
 * The owner runs the apartments from a phone: every admin view at 360 to 430 px
 * fits the screen (no sideways scrolling), its controls are big enough for a thumb (44 px), none
 * covers another, no label runs out of its button and no icon is squeezed; at 1280 px the same
 * views fit, with the same checks but the thumb's. No console error. One sign-in per project, then
 * a walk through every tab and sub-tab at each width, with a booking and a message open. Reads only: the lists
 * are answered with a busy season's data (admin-fixtures.ts), the rest comes from the stack.
 * ADMIN_SCREENSHOTS=1 saves a full-page screenshot of every view in the test's output folder.
 */
const ADMIN = { username: 'admin', password: 'e2e-password-catania' };
// The widths are set in the tests themselves: each runs in one project only.
const PHONE_ONLY = { tag: '@phone-only' };
const DESKTOP_ONLY = { tag: '@desktop-only' };

interface View {
  name: string;
  open: (page: Page) => Promise<void>;
  close?: (page: Page) => Promise<void>;
}

/** A dialog as a view of its own: opened by `open`, closed again with Escape after the checks. */
const dialogView = (name: string, open: (page: Page) => Promise<void>): View => ({
  name,
  open: async (page) => {
    await open(page);
    await expect(page.getByRole('dialog')).toBeVisible();
  },
  close: async (page) => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
});

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

/** Every view of the panel, in the order the owner meets them. */
const VIEWS: View[] = [
  {
    name: 'calendari-stato',
    open: async (page) => {
      await tab(page, 'Calendari');
      await tab(page, 'Status Dashboard');
      await expect(page.getByTestId('calendar-status').first()).toBeVisible();
    },
  },
  {
    name: 'calendari-configurazione',
    open: async (page) => {
      await tab(page, 'Configurazione');
      await expect(page.getByRole('button', { name: /Aggiungi/ }).first()).toBeVisible();
    },
  },
  {
    name: 'prezzi-base',
    open: async (page) => {
      await tab(page, 'Prezzi');
      await tab(page, 'Prezzi Base');
      await expect(page.getByRole('button', { name: /^Salva il prezzo/ }).first()).toBeVisible();
    },
  },
  {
    name: 'prezzi-dinamico',
    open: async (page) => {
      await tab(page, 'Pricing Dinamico');
      await expect(page.getByTestId('pricing-rule').first()).toBeVisible();
      await expect(page.getByTestId('pricing-grid')).toBeVisible();
    },
  },
  dialogView('prezzi-nuova-regola', (page) =>
    page.getByRole('button', { name: 'Nuova Regola', exact: true }).click(),
  ),
  {
    name: 'prenotazioni',
    open: async (page) => {
      await tab(page, 'Prenotazioni');
      const list = page.getByRole('list', { name: 'Prenotazioni' });
      await list.getByRole('button', { name: /Bongiovanni/ }).click();
      await expect(page.getByTestId('booking-detail')).toBeVisible();
    },
  },
  {
    name: 'prenotazioni-rimborsata',
    open: async (page) => {
      const list = page.getByRole('list', { name: 'Prenotazioni' });
      await list.getByRole('button', { name: /Luca Verdi/ }).click();
      await expect(page.getByTestId('booking-detail')).toContainText('Luca Verdi');
    },
  },
  {
    name: 'contatti',
    open: async (page) => {
      await tab(page, 'Contatti');
      await page.getByRole('list', { name: 'Contatti' }).getByRole('button').first().click();
      await expect(page.getByTestId('contact-detail')).toBeVisible();
    },
  },
  {
    name: 'check-in-arrivi',
    open: async (page) => {
      await tab(page, 'Check-in e ospiti');
      await tab(page, 'Arrivi');
      await expect(page.getByText('Maria Francesca Bongiovanni-Santangelo').first()).toBeVisible();
    },
  },
  dialogView('check-in-imposta-del-soggiorno', (page) =>
    page.getByRole('button', { name: 'Imposta', exact: true }).first().click(),
  ),
  {
    name: 'check-in-imposta',
    open: async (page) => {
      await tab(page, 'Imposta di soggiorno');
      if ((page.viewportSize()?.width ?? 0) < 640) {
        // On a phone each apartment's figures are a card, read without scrolling sideways.
        await expect(page.getByTestId('tax-report-cards')).toBeVisible();
        await expect(page.getByTestId('tax-report')).toBeHidden();
        return;
      }
      // The declaration's table meets its card's edges (a padding of its own would frame it twice).
      const table = await page.getByTestId('tax-report').boundingBox();
      const card = await page.getByTestId('tax-report').locator('xpath=../..').boundingBox();
      expect.soft((table?.x ?? 0) - (card?.x ?? 0)).toBeLessThanOrEqual(1);
    },
  },
  {
    name: 'messaggi',
    open: async (page) => {
      await tab(page, 'Messaggi');
      await expect(page.getByTestId('template-pre-arrival')).toBeVisible();
    },
  },
  dialogView('messaggi-modifica', (page) =>
    page.getByTestId('template-arrival-details').getByRole('button', { name: 'Modifica' }).click(),
  ),
  {
    name: 'stato-del-sistema',
    open: async (page) => {
      await tab(page, 'Stato del sistema');
      await expect(page.getByTestId('health-mail')).toBeVisible();
      // Problems are told on a red card, not a white one.
      const summary = page.getByTestId('system-health').getByRole('status');
      await expect(summary).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
    },
  },
];

test.beforeEach(async ({ context, baseURL }) => {
  await withConsent(context, baseURL);
});

/**
 * How far the document is wider than the viewport, and the innermost elements that stick out
 * (not those inside a box that scrolls or clips them, such as a wide table's own scroller).
 */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const sticksOut = (el: Element) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) return false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const clips = getComputedStyle(up).overflowX !== 'visible';
        if (clips && up.getBoundingClientRect().right <= width + 0.5) return false;
      }
      return true;
    };
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => sticksOut(el) && ![...el.children].some(sticksOut))
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} to ${Math.round(el.getBoundingClientRect().right)}`,
      );
    // An open dialog scrolls by itself: what sticks out of it widens the dialog, not the page.
    const dialog = document.querySelector('[role="dialog"]');
    const extra = Math.max(
      document.documentElement.scrollWidth - width,
      dialog ? dialog.scrollWidth - dialog.clientWidth : 0,
    );
    return { extra, culprits };
  });

/** Where the owner works: the open dialog, else the page's main content. */
const scopeOf = async (page: Page) =>
  (await page.getByRole('dialog').count()) > 0 ? '[role="dialog"]' : 'main';

/**
 * What a thumb or a pointer can hit in `scope`: the visible buttons, tabs, links and fields,
 * a field inside a label counting as the label.
 */
const targets = (scope: string) =>
  [
    'button',
    '[role="tab"]',
    'a[href]',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    '[role="switch"]',
    '[role="checkbox"]',
  ]
    .map((target) => `${scope} ${target}`)
    .join(', ');

/** Targets smaller than a thumb (44 x 44 px). */
const smallTargets = async (page: Page) =>
  page.evaluate(
    (selector) => {
      const visible = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      return [...document.querySelectorAll(selector)]
        .filter(visible)
        .filter((el) => {
          const box = (el.closest('label') ?? el).getBoundingClientRect();
          return box.height < 44 || box.width < 44;
        })
        .slice(0, 8)
        .map((el) => {
          const box = (el.closest('label') ?? el).getBoundingClientRect();
          const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
          return `${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`;
        });
    },
    targets(await scopeOf(page)),
  );

/** Buttons, tabs and links whose label runs out of them. */
const spilledLabels = async (page: Page) => {
  const scope = await scopeOf(page);
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)]
        .filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
        .slice(0, 8)
        .map(
          (el) => `"${el.textContent?.trim().slice(0, 40)}" ${el.scrollWidth} in ${el.clientWidth}`,
        ),
    `${scope} button, ${scope} [role="tab"], ${scope} a[href]`,
  );
};

/** Icons and round marks drawn square (`h-N w-N`) that a tight row squeezed out of shape. */
const squeezed = async (page: Page) =>
  page.evaluate(
    (scope) =>
      [...document.querySelectorAll(`${scope} *`)]
        .filter((el) => {
          const size = /(?:^|\s)h-([\d.]+)(?:\s|$)/.exec(el.getAttribute('class') ?? '')?.[1];
          if (!size || !(el.getAttribute('class') ?? '').split(/\s+/).includes(`w-${size}`)) {
            return false;
          }
          const box = el.getBoundingClientRect();
          return box.height > 0 && Math.abs(box.width - box.height) > 1;
        })
        .slice(0, 8)
        .map((el) => {
          const box = el.getBoundingClientRect();
          return `${el.tagName.toLowerCase()} in "${el.parentElement?.textContent?.trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`;
        }),
    await scopeOf(page),
  );

/** Pairs of targets that cover one another (neither inside the other). */
const overlaps = async (page: Page) =>
  page.evaluate(
    (selector) => {
      const targets = [...document.querySelectorAll(selector)]
        .map((el) => el.closest('label') ?? el)
        .filter((el, i, all) => all.indexOf(el) === i)
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        });
      // A button laid over the end of its field, as 'Mostra password' is, belongs to it.
      const laidOver = (field: Element, button: Element) =>
        field.tagName === 'INPUT' &&
        button.parentElement === field.parentElement &&
        getComputedStyle(button).position === 'absolute';
      const name = (el: Element) =>
        (el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName).slice(0, 30);
      const found: string[] = [];
      targets.forEach((a, i) => {
        const boxA = a.getBoundingClientRect();
        for (const b of targets.slice(i + 1)) {
          if (a.contains(b) || b.contains(a) || laidOver(a, b) || laidOver(b, a)) continue;
          const boxB = b.getBoundingClientRect();
          const x = Math.min(boxA.right, boxB.right) - Math.max(boxA.left, boxB.left);
          const y = Math.min(boxA.bottom, boxB.bottom) - Math.max(boxA.top, boxB.top);
          if (x > 1 && y > 1) found.push(`"${name(a)}" / "${name(b)}"`);
        }
      });
      return found.slice(0, 8);
    },
    targets(await scopeOf(page)),
  );

async function screenshot(page: Page, testInfo: TestInfo, name: string, width: number) {
  if (!process.env.ADMIN_SCREENSHOTS) return;
  await page.screenshot({
    path: testInfo.outputPath(`admin-${name}-${width}.png`),
    fullPage: true,
  });
}

async function signIn(page: Page) {
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { name: 'Pannello di Amministrazione' })).toBeVisible();
}

/**
 * Signs in and walks every view at each of `widths` in turn (the login at each width first),
 * checking each with `check`: one page and one sign-in for all the widths, the viewport resized
 * between walks as a turned phone would.
 */
async function walk(
  page: Page,
  testInfo: TestInfo,
  widths: number[],
  check: (view: string) => Promise<void>,
) {
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: widths[0] ?? 0, height: 844 });
  await withBusyAdminData(page);
  await page.goto('/admin');
  for (const width of widths) {
    await page.setViewportSize({ width, height: 844 });
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
    await screenshot(page, testInfo, 'login', width);
    await check(`login at ${width} px`);
  }
  await signIn(page);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 844 });
    for (const view of VIEWS) {
      await view.open(page);
      await screenshot(page, testInfo, view.name, width);
      await check(`${view.name} at ${width} px`);
      await view.close?.(page);
    }
  }
  expect(errors).toEqual([]);
}

test(
  'every admin view at 360 and 430 px fits the screen, with thumb-sized controls apart',
  PHONE_ONLY,
  async ({ page }, testInfo) => {
    // The narrowest and the widest common phones: a layout that holds at both holds between
    // (390 px, the project's own width, is walked by the other admin tests). Every view twice
    // over on one page: more than the default 30 s when the cores are shared.
    test.setTimeout(90_000);
    await walk(page, testInfo, [360, 430], async (view) => {
      expect.soft(await overflow(page), view).toEqual({ extra: 0, culprits: [] });
      expect.soft(await smallTargets(page), view).toEqual([]);
      expect.soft(await overlaps(page), view).toEqual([]);
      expect.soft(await spilledLabels(page), view).toEqual([]);
      expect.soft(await squeezed(page), view).toEqual([]);
    });
  },
);

test(
  'every admin view at 1280 px fits the screen, controls apart',
  DESKTOP_ONLY,
  async ({ page }, testInfo) => {
    // Every view once: about 15 s on a quiet machine, near the default 30 s when the cores are shared.
    test.setTimeout(60_000);
    await walk(page, testInfo, [1280], async (view) => {
      expect.soft(await overflow(page), view).toEqual({ extra: 0, culprits: [] });
      expect.soft(await overlaps(page), view).toEqual([]);
      expect.soft(await spilledLabels(page), view).toEqual([]);
      expect.soft(await squeezed(page), view).toEqual([]);
    });
  },
);
