import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
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
import {
  bundleSettings,
  cdkBundling,
  chooseMemoryMb,
  esbuildOptions,
  memoryMbOf,
} from './bundling';
import { functionSpecs, repoRoot } from './functions';
import { cdkJsonContext } from './testing';

const spec = (key: string) => {
  const found = functionSpecs().find((s) => s.key === key);
  if (!found) throw new Error(`no function ${key}`);
  return found;
};

/**
 * Bundles `entries` with CDK's own local bundling, as a synth for deployment runs it; returns
 * where the asset of the function whose id starts with `id` is.
 */
function synthBundles(entries: { id: string; entry: string }[]) {
  const app = new App({
    outdir: mkdtempSync(path.join(tmpdir(), 'catania-cdk-out-')),
    context: { 'aws:cdk:enable-asset-metadata': true },
  });
  const stack = new Stack(app, 'Bundles');
  for (const { id, entry } of entries) {
    new NodejsFunction(stack, id, {
      entry,
      handler: 'handler',
      runtime: Runtime.NODEJS_22_X,
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      bundling: cdkBundling({ stripe: false }),
    });
  }
  const assembly = app.synth();
  const functions = Template.fromStack(stack).findResources('AWS::Lambda::Function');
  return (id: string) => {
    const logical = Object.keys(functions).find((k) => k.startsWith(id));
    const assetPath = functions[logical ?? '']?.Metadata?.['aws:asset:path'] as string;
    return path.join(assembly.directory, assetPath);
  };
}

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

  it('ships the comuni table beside the check-in bundles that read it, and only there', async () => {
    const assetDir = synthBundles(
      ['searchComuni', 'listApartments'].map((key) => {
        const s = spec(key);
        return { id: s.id, entry: s.entry };
      }),
    );
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

  it('ships node-ical as a bundle beside the feed parser, loaded only for the feeds that need it', async () => {
    const assetDir = synthBundles([
      // The feed parser as an entry of its own: its bundle exports parseFeed to call below.
      { id: 'ParseFeed', entry: path.join(repoRoot, 'functions/src/calendars/parse-feed.ts') },
      { id: spec('syncCalendar').id, entry: spec('syncCalendar').entry },
      { id: spec('listCalendars').id, entry: spec('listCalendars').entry },
    ]);
    expect(existsSync(path.join(assetDir('SyncCalendar'), 'node-ical-reader.mjs'))).toBe(true);
    expect(existsSync(path.join(assetDir('ListCalendars'), 'node-ical-reader.mjs'))).toBe(false);
    const main = readFileSync(path.join(assetDir('ParseFeed'), 'index.mjs'), 'utf8');
    const side = readFileSync(path.join(assetDir('ParseFeed'), 'node-ical-reader.mjs'), 'utf8');
    // rrule-temporal's own name for its rule class: in the side bundle, not in the main one.
    expect(side).toContain('RRuleTemporal');
    expect(main).not.toContain('RRuleTemporal');

    // The deployed code reads a weekly recurrence (node-ical, from the side bundle) and a plain
    // stay (the pre-pass) into the same nights as the sources do.
    const { parseFeed } = (await import(
      pathToFileURL(path.join(assetDir('ParseFeed'), 'index.mjs')).href
    )) as typeof import('../../functions/src/calendars/parse-feed');
    const feed = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//EN',
      'BEGIN:VEVENT',
      'UID:weekly',
      'DTSTAMP:20260101T000000Z',
      'DTSTART;VALUE=DATE:20260504',
      'DTEND;VALUE=DATE:20260505',
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:stay',
      'DTSTAMP:20260101T000000Z',
      'DTSTART;VALUE=DATE:20260601',
      'DTEND;VALUE=DATE:20260603',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const window = { from: '2026-05-01', to: '2026-12-31' };
    expect(await parseFeed(feed, window)).toEqual({
      eventCount: 2,
      nights: ['2026-05-04', '2026-05-11', '2026-05-18', '2026-06-01', '2026-06-02'],
    });
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
