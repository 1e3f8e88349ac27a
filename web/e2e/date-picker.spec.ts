import type { Page } from '@playwright/test';
import { expect, mockJson, pickDay, pickerTrigger, test, withConsent } from './helpers';

// A fixed "today" (Monday 1 July 2030 in Catania) and a known calendar make the rules testable.
const TODAY = new Date('2030-07-01T10:00:00+02:00');
const UNAVAILABLE = ['2030-07-03', '2030-07-04', '2030-07-10'];

test.beforeEach(async ({ page, context, baseURL }) => {
  await withConsent(context, baseURL);
  await page.clock.setFixedTime(TODAY);
  await mockJson(page, /\/api\/availability\/appartamento-1(\?.*)?$/, {
    unavailableDates: UNAVAILABLE,
  });
  await page.goto('/smart-booking/appartamento-1');
  await expect(page.getByTestId('availability-status')).toContainText(
    '3 date non disponibili trovate',
  );
});

const trigger = (page: Page) => pickerTrigger(page);
const text = (page: Page) => page.getByTestId('date-range-text');
const calendar = (page: Page) => page.getByTestId('date-range-calendar');
const dayButton = (page: Page, date: string) => calendar(page).locator(`[data-date="${date}"]`);
/** Reset, back to nothing chosen (the open calendar stays on its month). */
async function resetRange(page: Page) {
  await calendar(page).getByRole('button', { name: 'Reset' }).click();
  await expect(text(page)).toHaveText('Seleziona periodo');
}

test('headers, weekdays from Monday, legend, past and unavailable days', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await expect(text(page)).toHaveText('Seleziona periodo');
  await trigger(page).click();
  await expect(calendar(page)).toContainText('Seleziona data di check-in');
  await expect(page.getByTestId('calendar-title')).toHaveText('Luglio 2030');
  await expect(calendar(page).locator('th')).toHaveText([
    'Lun',
    'Mar',
    'Mer',
    'Gio',
    'Ven',
    'Sab',
    'Dom',
  ]);
  await expect(calendar(page)).toContainText('Selezionato');
  await expect(calendar(page)).toContainText('Non disp.');
  // 1 July 2030 is a Monday: the first cell of the grid.
  await expect(
    calendar(page).locator('tbody tr').first().locator('td').first().locator('button'),
  ).toHaveAttribute('data-date', '2030-07-01');
  await expect(dayButton(page, '2030-07-01')).toHaveClass(/ring-1/); // today highlighted
  await expect(dayButton(page, '2030-07-03')).toHaveAttribute('aria-disabled', 'true');
  await expect(dayButton(page, '2030-07-03')).toHaveClass(/line-through/);
  await dayButton(page, '2030-07-03').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Non disponibile');
  await dayButton(page, '2030-07-03').click({ force: true });
  await expect(text(page)).toHaveText('Seleziona periodo');
  await calendar(page).getByRole('button', { name: 'Mese successivo' }).click();
  await expect(page.getByTestId('calendar-title')).toHaveText('Agosto 2030');
  await calendar(page).getByRole('button', { name: 'Mese precedente' }).click();
  await expect(page.getByTestId('calendar-title')).toHaveText('Luglio 2030');
  await expect(calendar(page).getByRole('button', { name: 'Mese precedente' })).toBeDisabled();
});

/**
 * The phone's walk through the picker's rules: one page (every step starts with nothing chosen),
 * reloaded only where the clock or the calendar's answer changes. A page load and hydration cost
 * seconds here, so the rules share one.
 */
test("the picker's rules on a phone: ranges, restarts, quick options, past days, errors", {
  tag: '@phone-only',
}, async ({ page }) => {
  // Seven steps on one page, two reloads: more than one page's usual time.
  test.setTimeout(90_000);
  await test.step('check-in, then a check-out on an unavailable day whose nights before are free', async () => {
    await trigger(page).click();
    await dayButton(page, '2030-07-01').click();
    await expect(text(page)).toHaveText('01/07/2030 - ...');
    await expect(calendar(page)).toContainText('Seleziona data di check-out');
    // 3 July is taken, but nights 1 and 2 are free: it can be the check-out day.
    await expect(dayButton(page, '2030-07-03')).not.toHaveAttribute('aria-disabled', 'true');
    await expect(dayButton(page, '2030-07-05')).toHaveAttribute('aria-disabled', 'true');
    await dayButton(page, '2030-07-03').click();
    await expect(text(page)).toHaveText('01/07/2030 - 03/07/2030');
    await expect(calendar(page)).toContainText('Seleziona data di check-in');
    await expect(dayButton(page, '2030-07-02')).toHaveAttribute('data-in-range', 'true');
    await expect(page.getByTestId('smart-summary')).toContainText('2 notti');
    await expect(page.getByRole('button', { name: /^Prenota Ora - \d/ })).toBeVisible();
    await resetRange(page);
  });

  await test.step('a day before the check-in restarts; a click after a complete range starts over; Reset clears', async () => {
    await dayButton(page, '2030-07-08').click();
    await dayButton(page, '2030-07-06').click();
    await expect(text(page)).toHaveText('06/07/2030 - ...');
    // A restart is told, not silent.
    await expect(calendar(page).getByTestId('calendar-restart')).toHaveText(
      'Il giorno scelto non viene dopo il check-in, quindi è il nuovo check-in. Ora scegli il check-out.',
    );
    await expect(dayButton(page, '2030-07-12')).toHaveAttribute('aria-disabled', 'true'); // 10 July in between
    await dayButton(page, '2030-07-09').click();
    await expect(text(page)).toHaveText('06/07/2030 - 09/07/2030');
    await dayButton(page, '2030-07-11').click();
    await expect(text(page)).toHaveText('11/07/2030 - ...');
    await expect(calendar(page).getByTestId('calendar-restart')).toContainText(
      'Le date erano già complete: ricominciamo con un nuovo check-in.',
    );
    await resetRange(page);
  });

  await test.step('quick options, shifted past taken nights', async () => {
    const quick = async (label: string, expected: string) => {
      await calendar(page).getByRole('button', { name: label }).click();
      await expect(text(page)).toHaveText(expected);
    };
    await quick('Questo weekend', '05/07/2030 - 07/07/2030'); // next Friday, 2 nights
    await quick('3 notti', '05/07/2030 - 08/07/2030'); // tomorrow, shifted past 3-4 July
    await quick('1 settimana', '11/07/2030 - 18/07/2030'); // shifted past 10 July
    await quick('10 giorni', '11/07/2030 - 21/07/2030');
    await resetRange(page);
  });

  await test.step('pickDay helper reaches later months', async () => {
    await pickDay(page, '2030-09-10');
    await pickDay(page, '2030-09-14');
    await expect(text(page)).toHaveText('10/09/2030 - 14/09/2030');
  });

  await test.step('past days cannot be chosen', async () => {
    await page.clock.setFixedTime(new Date('2030-07-20T10:00:00+02:00'));
    await page.reload();
    await trigger(page).click();
    await expect(dayButton(page, '2030-07-19')).toHaveAttribute('aria-disabled', 'true');
    // Past days look it: faded, unlike the days that can be chosen (they once computed alike).
    const colour = (date: string) =>
      dayButton(page, date).evaluate((button) => getComputedStyle(button).color);
    expect(await colour('2030-07-19')).not.toBe(await colour('2030-07-21'));
    expect(await colour('2030-07-21')).toBe('rgb(27, 24, 22)');
    await dayButton(page, '2030-07-19').click({ force: true });
    await expect(text(page)).toHaveText('Seleziona periodo');
  });

  await test.step('an availability error shows every date as free with the API badge', async () => {
    await page.clock.setFixedTime(TODAY);
    await page.unrouteAll();
    await mockJson(
      page,
      /\/api\/availability\/appartamento-1(\?.*)?$/,
      { error: 'boom', code: 'x' },
      500,
    );
    await page.reload();
    const status = page.getByTestId('availability-status');
    await expect(status).toContainText(
      'Errore nel caricamento disponibilità - tutte le date appaiono disponibili',
    );
    await expect(status).toContainText('Errore API');
    await trigger(page).click();
    await expect(dayButton(page, '2030-07-03')).not.toHaveAttribute('aria-disabled', 'true');
  });

  await test.step('smart booking without an apartment lists them to choose from', async () => {
    await page.goto('/smart-booking');
    await expect(
      page.getByRole('heading', { name: 'Quale appartamento preferisci?' }),
    ).toBeVisible();
    await page.getByRole('link', { name: /Deluxe Via Etnea/ }).click();
    await expect(page).toHaveURL('/smart-booking/appartamento-2');
    await expect(page.getByRole('heading', { name: 'Deluxe Via Etnea' })).toBeVisible();
  });
});

test('the calendar is a grid the keyboard drives, and tells the chosen stay', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await trigger(page).focus();
  await page.keyboard.press('Enter');
  const focused = page.locator(':focus');
  // The focus lands on today in the grid, the only day in the Tab order.
  await expect(focused).toHaveAttribute('data-date', '2030-07-01');
  await expect(calendar(page).getByRole('grid', { name: 'Luglio 2030' })).toBeVisible();
  await expect(calendar(page).locator('[data-date][tabindex="0"]')).toHaveCount(1);
  await expect(focused).toHaveCSS('outline-style', 'solid');
  const moves: [key: string, date: string][] = [
    ['ArrowRight', '2030-07-02'],
    ['ArrowDown', '2030-07-09'],
    ['End', '2030-07-14'],
    ['Home', '2030-07-08'],
    ['PageDown', '2030-08-08'],
    ['PageUp', '2030-07-08'],
    ['ArrowUp', '2030-07-01'],
    ['ArrowLeft', '2030-07-01'], // never before today
    ['ArrowRight', '2030-07-02'],
    ['ArrowRight', '2030-07-03'],
  ];
  for (const [key, date] of moves) {
    await page.keyboard.press(key);
    await expect(focused, `${key} -> ${date}`).toHaveAttribute('data-date', date);
  }
  await expect(page.getByTestId('calendar-title')).toHaveText('Luglio 2030');
  // A taken day is reachable, announced as disabled, and Enter on it chooses nothing.
  await expect(focused).toHaveAttribute('aria-disabled', 'true');
  await expect(focused).toHaveAccessibleName(/non disponibile/);
  await page.keyboard.press('Enter');
  await expect(text(page)).toHaveText('Seleziona periodo');
  for (const key of ['ArrowRight', 'ArrowRight', 'Enter', 'ArrowRight', 'ArrowRight', ' ']) {
    await page.keyboard.press(key);
  }
  await expect(text(page)).toHaveText('05/07/2030 - 07/07/2030');
  await expect(calendar(page).getByTestId('calendar-range')).toHaveText(
    'Dal 05/07/2030 al 07/07/2030, 2 notti',
  );
  await expect(calendar(page).getByTestId('calendar-range')).toHaveAttribute('role', 'status');
  await expect(calendar(page).locator('td[aria-selected="true"]')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(calendar(page)).toBeHidden();
  await expect(trigger(page)).toBeFocused();
});

test('at 360 px the calendar fits, its days are 44 px targets and the dates are not clipped', {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await trigger(page).click();
  await dayButton(page, '2030-07-22').click();
  await dayButton(page, '2030-07-29').click();
  const box = await dayButton(page, '2030-07-29').boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  const popover = await calendar(page).boundingBox();
  expect(popover?.x).toBeGreaterThanOrEqual(0);
  expect((popover?.x ?? 0) + (popover?.width ?? 0)).toBeLessThanOrEqual(360);
  const clipped = await text(page).evaluate((node) => node.scrollWidth > node.clientWidth);
  expect(clipped).toBe(false);
});
