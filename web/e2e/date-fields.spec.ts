import { day, ddmmyyyy, expect, test, withConsent } from './helpers';

// A browser in American English: the site's dates stay Italian (a native date input followed the
// browser's language and showed mm/dd/yyyy).
test.use({ locale: 'en-US' });

test('every date field of the home is the site’s own, Italian whatever the browser, and fits at 360 px', {
  tag: '@phone-only',
}, async ({ page, context, baseURL }) => {
  await withConsent(context, baseURL);
  await page.setViewportSize({ width: 360, height: 780 });
  test.setTimeout(60_000);
  await page.goto('/#prenota');
  const widget = page.getByTestId('quick-booking');
  // The widget's code loads as its section comes near the screen.
  await expect(widget).toBeVisible({ timeout: 20_000 });
  await widget.getByRole('combobox', { name: 'Appartamento' }).click();
  await page.getByRole('option', { name: /Suite Romantica Bellini/ }).click();
  const checkIn = widget.getByLabel('Check-in', { exact: true });
  const checkOut = widget.getByLabel('Check-out', { exact: true });
  await expect(checkIn).toHaveAttribute('placeholder', 'gg/mm/aaaa');
  // Typed as digits, the slashes come by themselves; the day is read the Italian way.
  await checkIn.pressSequentially(ddmmyyyy(day(40)).replaceAll('/', ''));
  await expect(checkIn).toHaveValue(ddmmyyyy(day(40)));
  const clipped = await checkIn.evaluate(
    (input: HTMLInputElement) => input.scrollWidth > input.clientWidth,
  );
  expect(clipped).toBe(false);

  // The check-out from the calendar behind the button, by keyboard: it opens on the day after
  // the check-in, Enter chooses, the focus comes back to the button.
  const button = widget.getByRole('button', { name: 'Scegli il check-out dal calendario' });
  await button.focus();
  await page.keyboard.press('Enter');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('data-date', day(41));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('date-field-calendar')).toBeHidden();
  await expect(checkOut).toHaveValue(ddmmyyyy(day(43)));
  await expect(button).toBeFocused();
  await expect(widget.getByTestId('quick-summary')).toContainText('3 notti');
  // A past day in that calendar is disabled and looks it.
  await button.click();
  const past = page.getByTestId('date-field-calendar').locator(`[data-date="${day(40)}"]`);
  await expect(past).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');

  // The contact form's dates too; and no native date input anywhere on the page.
  await page.locator('#contatti').scrollIntoViewIfNeeded();
  const contactCheckIn = page.getByTestId('contact-form').getByLabel('Check-in (facoltativo)');
  await expect(contactCheckIn).toBeVisible({ timeout: 20_000 });
  await expect(contactCheckIn).toHaveAttribute('placeholder', 'gg/mm/aaaa');
  await contactCheckIn.fill('31/02/2030');
  await expect(contactCheckIn).toHaveValue('31/02/2030');
  await expect(page.locator('input[type="date"]')).toHaveCount(0);
});
