import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { bundleReport, TARGET_BYTES } from './bundle-report';
import { bundleSettings, cdkBundling, esbuildOptions } from './bundling';
import { functionSpecs } from './functions';
import { cdkJsonContext } from './testing';

describe('bundling', () => {
  it('gives the stack and the bundle report the same esbuild options', () => {
    for (const stripe of [true, false]) {
      const cdk = cdkBundling({ stripe });
      const api = esbuildOptions({ stripe, entry: 'x.ts' }, '/tmp/x/index.mjs');
      expect(cdk.forceDockerBundling).toBe(false);
      expect(cdk.format).toBe(api.format);
      expect(cdk.target).toBe(api.target);
      expect(cdk.minify).toBe(api.minify);
      expect(cdk.sourceMap).toBe(api.sourcemap);
      expect(cdk.sourcesContent).toBe(api.sourcesContent);
      expect(cdk.mainFields).toEqual(api.mainFields);
      expect(cdk.externalModules).toEqual(api.external);
      expect(cdk.banner).toBe((api.banner as { js: string }).js);
      for (const [from, to] of Object.entries(api.alias ?? {})) {
        expect(cdk.esbuildArgs?.[`--alias:${from}`]).toBe(to);
      }
    }
  });

  it('keeps the Stripe SDK out of every function that does not call Stripe', () => {
    for (const spec of functionSpecs()) {
      expect(bundleSettings(spec).external.includes('stripe'), spec.key).toBe(!spec.stripe);
      expect(bundleSettings(spec).external).toContain('@aws-sdk/*');
    }
  });

  it('bundles a real read handler small and Stripe-free, and the webhook with Stripe', async () => {
    const webhook = functionSpecs().find((s) => s.key === 'handleStripeWebhook');
    const only = ['listApartments', ...(webhook && existsSync(webhook.entry) ? [webhook.key] : [])];
    const rows = await bundleReport({
      only,
      runs: 1,
      skipImport: true,
      outDir: mkdtempSync(path.join(tmpdir(), 'catania-bundles-')),
    });
    const read = rows.find((r) => r.key === 'listApartments');
    expect(read).toMatchObject({ hasStripe: false, importsSes: false, problems: [] });
    expect(read?.bytes).toBeLessThan(TARGET_BYTES);
    if (only.includes('handleStripeWebhook')) {
      expect(rows.find((r) => r.key === 'handleStripeWebhook')?.hasStripe).toBe(true);
    }
  });

  it('stops the synth naming every missing handler file', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'catania-functions-'));
    const synth = () =>
      createApp({
        appProps: { context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] } },
        functionsDir: empty,
        env: {},
      });
    expect(synth).toThrow(/handlers\/list-apartments\.ts \(route listApartments\)/);
    expect(synth).toThrow(/jobs\/sync-calendars-job\.ts \(job syncCalendars\)/);
    expect(synth).toThrow(/allowMissingHandlers=true/);
  });
});
