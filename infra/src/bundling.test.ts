import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ORIGIN_VERIFY_HEADER } from '@catania/shared/api/edge-headers';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { bundleReport } from './bundle-report';
import {
  bundleSettings,
  cdkBundling,
  chooseMemoryMb,
  esbuildOptions,
  memoryMbOf,
  TARGET_BYTES,
} from './bundling';
import { functionSpecs, repoRoot } from './functions';
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

  it('bundles each function with only what its route uses', async () => {
    const only = [
      'listApartments',
      'getBooking',
      'listCalendars',
      'deleteCalendar',
      'createContact',
      'syncCalendar',
      'handleStripeWebhook',
    ];
    const { rows } = await bundleReport({
      only,
      skipImport: true,
      outDir: mkdtempSync(path.join(tmpdir(), 'catania-bundles-')),
    });
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
    expect(row('handleStripeWebhook')).toMatchObject({ hasStripe: true, problems: [] });
  });

  it('ships the comuni table beside the check-in bundles that read it, and only there', async () => {
    const spec = (key: string) => {
      const found = functionSpecs().find((s) => s.key === key);
      if (!found) throw new Error(`no function ${key}`);
      return found;
    };
    // CDK's own local bundling, as a synth for deployment runs it.
    const app = new App({
      outdir: mkdtempSync(path.join(tmpdir(), 'catania-cdk-out-')),
      context: { 'aws:cdk:enable-asset-metadata': true },
    });
    const stack = new Stack(app, 'Bundles');
    for (const key of ['searchComuni', 'listApartments']) {
      const s = spec(key);
      new NodejsFunction(stack, s.id, {
        entry: s.entry,
        handler: 'handler',
        runtime: Runtime.NODEJS_22_X,
        projectRoot: repoRoot,
        depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
        bundling: cdkBundling(s),
      });
    }
    const assembly = app.synth();
    const assetDir = (id: string) => {
      const functions = Template.fromStack(stack).findResources('AWS::Lambda::Function');
      const logical = Object.keys(functions).find((k) => k.startsWith(id));
      const assetPath = functions[logical ?? '']?.Metadata?.['aws:asset:path'] as string;
      return path.join(assembly.directory, assetPath);
    };
    expect(existsSync(path.join(assetDir('SearchComuni'), 'tables/comuni.json'))).toBe(true);
    expect(existsSync(path.join(assetDir('ListApartments'), 'index.mjs'))).toBe(true);
    expect(existsSync(path.join(assetDir('ListApartments'), 'tables'))).toBe(false);

    // The deployed code finds a comune in the shipped file.
    process.env.ORIGIN_VERIFY_SECRET = 'bundle-test';
    const bundle = pathToFileURL(path.join(assetDir('SearchComuni'), 'index.mjs')).href;
    const { handler } = (await import(bundle)) as {
      handler: (event: unknown, context: unknown) => Promise<{ statusCode: number; body: string }>;
    };
    const response = await handler(
      {
        version: '2.0',
        routeKey: 'GET /api/alloggiati/comuni',
        rawPath: '/api/alloggiati/comuni',
        rawQueryString: 'q=catania',
        queryStringParameters: { q: 'catania' },
        headers: { [ORIGIN_VERIFY_HEADER]: 'bundle-test' },
        requestContext: {
          http: { method: 'GET', path: '/api/alloggiati/comuni' },
          requestId: 'r1',
        },
        isBase64Encoded: false,
      },
      { awsRequestId: 'r1', functionName: 'search-comuni' },
    );
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body).comuni).toContainEqual(
      expect.objectContaining({ code: '419087015', name: 'Catania', province: 'CT' }),
    );
  });

  it('chooses memory from the measured cold start', () => {
    expect(chooseMemoryMb({ importRatio: 1, rssMb: 60 })).toBe(512);
    expect(chooseMemoryMb({ importRatio: 1.4, rssMb: 75 })).toBe(768);
    expect(chooseMemoryMb({ importRatio: 2.1, rssMb: 85 })).toBe(1088);
    // Never less than four times what the import leaves resident, never more than one vCPU.
    expect(chooseMemoryMb({ importRatio: 1.1, rssMb: 200 })).toBe(832);
    expect(chooseMemoryMb({ importRatio: 5, rssMb: 80 })).toBe(1769);
    const spec = { key: 'listApartments', memoryMb: 256 };
    const record = {
      measuredAt: '2026-11-23T00:00:00.000Z',
      loadAverage: 1,
      bareImportCpuMs: 200,
      functions: {
        listApartments: { memoryMb: 512, importCpuMs: 260, importRatio: 1.3, rssMb: 80 },
      },
    };
    expect(memoryMbOf(spec, record)).toBe(512);
    expect(memoryMbOf({ ...spec, key: 'unmeasured' }, record)).toBe(256);
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
