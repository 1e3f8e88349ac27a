import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STRIPE_TARGET_BYTES, TARGET_BYTES } from '@catania/infra/bundling';
import { describe, expect, it } from 'vitest';
import { allSpecs, bundleReport } from './bundle-report';

/**
 * The Lambda bundles as the stack builds them (same esbuild options): each carries only what its
 * route uses and stays within its size limit. Bundling every function takes a minute or more on a
 * busy machine.
 */
describe('the Lambda bundles', { timeout: 180_000 }, () => {
  // Every function bundled once, as the deploy would, for both tests.
  let report: ReturnType<typeof bundleReport> | undefined;
  const everyBundle = () => {
    report ??= bundleReport({
      skipImport: true,
      outDir: mkdtempSync(path.join(tmpdir(), 'catania-bundles-')),
    });
    return report;
  };

  it('bundles each function with only what its route uses', async () => {
    const { rows } = await everyBundle();
    const row = (key: string) => {
      const found = rows.find((r) => r.key === key);
      if (!found) throw new Error(`${key} was not bundled`);
      return found;
    };
    expect(row('listApartments')).toMatchObject({
      hasStripe: false,
      importsSes: false,
      hasIcal: false,
      problems: [],
    });
    expect(row('listApartments').bytes).toBeLessThan(TARGET_BYTES);
    // A guest reading a booking never sends mail; listing or deleting feeds parses none.
    expect(row('getBooking')).toMatchObject({ importsSes: false, hasStripe: false });
    expect(row('listCalendars')).toMatchObject({ hasIcal: false, importsSes: false });
    expect(row('deleteCalendar')).toMatchObject({ hasIcal: false, importsSes: false });
    expect(row('createContact')).toMatchObject({ importsSes: true, hasIcal: false });
    expect(row('syncCalendar')).toMatchObject({ hasIcal: true, importsSes: true });
    // node-ical is a bundle of its own beside the sync's, loaded by the feeds that need it.
    expect(row('syncCalendar').sideBundles.map((b) => b.file)).toEqual(['node-ical-reader.mjs']);
    expect(row('listCalendars').sideBundles).toEqual([]);
    expect(row('handleStripeWebhook')).toMatchObject({ hasStripe: true, problems: [] });
  });

  it('keeps every bundle within 250 KB, 500 KB where the Stripe SDK is needed', async () => {
    const { rows } = await everyBundle();
    expect(rows.length).toBe(allSpecs().length);
    for (const row of rows) {
      expect(row.limitBytes, row.key).toBe(row.hasStripe ? STRIPE_TARGET_BYTES : TARGET_BYTES);
      expect(
        row.bytes,
        `${row.handler}: ${row.largest.map((l) => l.name).join(', ')}`,
      ).toBeLessThanOrEqual(row.limitBytes);
    }
  });
});
