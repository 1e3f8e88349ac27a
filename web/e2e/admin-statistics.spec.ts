import type {
  OsservatorioDaysResponse,
  OsservatorioDayView,
} from '@catania/shared/schemas/osservatorio';
import { expect, type Page } from '@playwright/test';
import { day, test, toast, withConsent } from './helpers';

/**
 * 'Statistiche Regione' as the owner reads it on a phone: each day's send to the
 * Region, a day in error with the Region's message and 'Reinvia'. The sending itself is covered
 * against the Region's emulator in functions/src/checkin/osservatorio.test.ts.
 */
const ADMIN = { username: 'admin', password: 'e2e-password-catania' };

/** A day as the server lists it: sent unless said otherwise (only a sent day has `sentAt`). */
function row(date: string, overrides: Partial<OsservatorioDayView>): OsservatorioDayView {
  const view: OsservatorioDayView = {
    day: date,
    status: 'inviato',
    arrivals: 0,
    departures: 0,
    skipped: [],
    sendable: false,
    ...overrides,
  };
  return view.status === 'inviato' ? { sentAt: new Date().toISOString(), ...view } : view;
}

const failedMessage =
  'L\u2019Osservatorio Turistico non risponde o ha dato una risposta non valida: nuovo tentativo automatico entro un\u2019ora.';

function days(resent: boolean): OsservatorioDaysResponse {
  return {
    configured: true,
    days: [
      row(day(0), {
        status: 'da_inviare',
        message: 'La giornata si invia dopo la mezzanotte, con i suoi arrivi e partenze.',
      }),
      resent
        ? row(day(-1), { arrivals: 2, departures: 2 })
        : row(day(-1), {
            status: 'errore',
            arrivals: 2,
            departures: 2,
            sendable: true,
            message: failedMessage,
          }),
      row(day(-2), {
        arrivals: 2,
        skipped: [
          {
            stayKey: 'arrival:a1',
            apartmentId: 'appartamento-3',
            guestName: 'Marco Bruno',
            reason: 'Pre-check-in non completato: arrivo non comunicato alla Regione.',
          },
        ],
      }),
    ],
  };
}

async function openStatistics(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByRole('tab', { name: 'Check-in e ospiti' }).click();
  await page.getByRole('tab', { name: 'Statistiche Regione' }).click();
}

test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL));

test(
  "a day the Region did not accept shows its message and goes again with 'Reinvia'",
  {
    tag: '@phone-only',
  },
  async ({ page }, testInfo) => {
    let resent = false;
    await page.route('**/api/admin/osservatorio/days', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(days(resent)) }),
    );
    await page.route(`**/api/admin/osservatorio/days/${day(-1)}/send`, (route) => {
      resent = route.request().method() === 'POST';
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ day: row(day(-1), { arrivals: 2, departures: 2 }) }),
      });
    });
    await openStatistics(page);

    const list = page.getByTestId('osservatorio-days');
    const failed = list.locator(`[data-day="${day(-1)}"]`);
    await expect(failed).toContainText('Errore');
    await expect(failed).toContainText('non risponde');
    await expect(failed).toContainText('Arrivi: 2 ospiti');
    await expect(list.locator(`[data-day="${day(-2)}"]`)).toContainText('Marco Bruno');
    await expect(list.locator(`[data-day="${day(0)}"]`)).toContainText('dopo la mezzanotte');
    // The owner's phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    if (process.env.ADMIN_SCREENSHOTS) {
      await page.screenshot({ path: testInfo.outputPath('statistics-390.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: testInfo.outputPath('statistics-1280.png'), fullPage: true });
    }

    await failed.getByRole('button', { name: 'Reinvia' }).click();
    await expect(toast(page)).toContainText('Giornata inviata alla Regione');
    await expect(failed).toContainText('Inviato');
    await expect(failed.getByRole('button', { name: 'Reinvia' })).toHaveCount(0);
  },
);
