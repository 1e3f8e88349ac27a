import { paginateScan } from '@aws-sdk/lib-dynamodb';
import { type RouteDefinition, routeList } from '@catania/shared/api/routes';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { ADMIN_CSRF_HEADER } from '@catania/shared/schemas/admin';
import {
  type AdminClient,
  signIn,
  TEST_ADMIN,
  useTestAdminCredentials,
} from '@catania/testing/admin-session';
import { signPayload } from '@catania/testing/payments';
import { tableFixtures } from '@catania/testing/table-fixtures';
import { type TableWrites, watchTableWrites } from '@catania/testing/table-writes';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';

/**
 * Generated requests against every route of the route table (no 5xx for any input).
 * For each route, fast-check builds requests from the route's own zod schemas (mostly valid
 * shapes with hostile values: impossible dates, years 0001 and 9999, 3 KB strings, wrong types,
 * extra fields), plus path parameters, query strings, headers (a 3 KB client address, odd content
 * types) and raw bodies (truncated JSON, text, a correctly signed Stripe event of any shape).
 * Admin routes are tried without a session and with a valid session and CSRF token.
 *
 * Every answer must be below 500, and a refusal (4xx) must leave the table as it was: a scan
 * before and after compares every item but the bookkeeping a refused request is meant to write:
 * abuse counters (LIMIT#, LOGIN#) and the failure log (FAILURE#: a refused Stripe webhook is
 * recorded, since a wrong signing secret would leave every payment unconfirmed). The scan is
 * skipped when the handlers' own DynamoDB client (watched, its requests still go to the table)
 * sent no write outside that bookkeeping: the table cannot have changed, and most answers are
 * refusals that read at most.
 *
 * Fixed seed and a bounded number of runs per route (FUZZ_RUNS, default 12: about 2,400 requests,
 * within the whole suite's time in CI) keep it repeatable; raise FUZZ_RUNS locally to search
 * further (FUZZ_RUNS=200 once before a release). Every request goes to the
 * loopback test API; generated feed URLs are loopback, private or junk, never a public host.
 */
const SEED = 20_261_110;
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

let api: TestApi;
let fixtures: ReturnType<typeof tableFixtures>;
let admin: AdminClient;
let writes: TableWrites;
const ADMIN_ADDRESS = { 'cloudfront-viewer-address': '198.51.100.7:4431' };

beforeAll(async () => {
  await useTestAdminCredentials();
  process.env.ICAL_FETCH_TIMEOUT_MS = '500';
  api = await startTestApi();
  fixtures = tableFixtures(api.tableName);
  // Imported once the functions' config is set (startTestApi): the client every handler uses.
  const { db } = await import('@catania/functions/lib/db');
  writes = watchTableWrites(db, BOOKKEEPING);
  admin = await signIn(api, TEST_ADMIN, ADMIN_ADDRESS);
});
afterAll(() => api?.stop());

// ---------------------------------------------------------------------------------------------
// Values

const today = todayInRome();
/** Mostly stays a guest could ask for, then years no stay falls in, then impossible dates. */
const dates = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -30, max: 700 }).map((n) => addDays(today, n)) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('0000', '0001', '0050', '0099', '1899', '2999', '9999')
      .chain((year) =>
        fc.integer({ min: 1, max: 28 }).map((d) => `${year}-06-${String(d).padStart(2, '0')}`),
      ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-1-5',
      '20260510',
      '2026-05-10T10:00:00Z',
      '',
    ),
  },
);
const hostile = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  'null',
  'undefined',
  'NaN',
  '1e309',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\r\nSubject: iniettato',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '😀🇮🇹',
  'x'.repeat(3000),
  'appartamento-1',
  'appartamento1',
  'moderno-duomo',
);
const strings = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: hostile },
  { weight: 1, arbitrary: dates },
  { weight: 1, arbitrary: fc.uuid() },
);
const numbers = fc.oneof(
  fc.integer({ min: -10, max: 1000 }),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -1, 1, 2, 3, 85, 170.5, 2 ** 31, 2 ** 53 + 1, 1e308, -0),
);
const emails = fc.oneof(
  fc.constantFrom(
    'ospite@example.it',
    'a@b.co',
    'OSPITE+tag@Example.IT',
    'x@y',
    '@',
    'a'.repeat(300),
  ),
  fc.emailAddress(),
);
/** Feed URLs: loopback, private, metadata and junk; never a public host. */
const feedUrls = fc.constantFrom(
  'http://127.0.0.1:9/feed.ics',
  'http://[::1]:9/feed.ics',
  'http://10.0.0.1/feed.ics',
  'http://169.254.169.254/latest/meta-data/',
  'http://192.168.1.1/feed.ics',
  'file:///etc/passwd',
  'ftp://127.0.0.1/feed.ics',
  'http://user:pass@127.0.0.1/feed.ics',
  'not a url',
);
const junk = fc.oneof(
  strings,
  numbers,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
};

/** Values shaped like the schema asks, with hostile ones mixed in at every level. */
function shapedValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((v) => shapedValue(v, depth)));
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), junk);
  if (schema.enum) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, junk);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const shaped = (() => {
    switch (type) {
      case 'object': {
        if (depth > 3 || !schema.properties) return fc.jsonValue({ maxDepth: 2 });
        const required = (schema.required ?? []).filter(
          (name) => name in (schema.properties ?? {}),
        );
        const fields = Object.fromEntries(
          Object.entries(schema.properties).map(([name, field]) => [
            name,
            shapedValue(field, depth + 1),
          ]),
        );
        return fc
          .tuple(
            fc.record(fields, { requiredKeys: required }),
            // Mostly every required field, so the checks past the schema are reached too.
            required.length > 0
              ? fc.option(fc.constantFrom(...required), { freq: 4 })
              : fc.constant(null),
            fc.option(fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 2 }), {
              freq: 4,
            }),
          )
          .map(([record, dropped, extra]) => {
            const value: Record<string, unknown> = { ...(extra ?? {}), ...record };
            if (dropped) delete value[dropped];
            return value;
          });
      }
      case 'array':
        return fc.array(schema.items ? shapedValue(schema.items, depth + 1) : junk, {
          maxLength: 4,
        });
      case 'string':
        if (schema.format === 'date') return dates;
        if (schema.format === 'email') return emails;
        if (schema.format === 'uri') return feedUrls;
        return strings;
      case 'integer':
      case 'number': {
        // Near the schema's own range (a year from 2020, an amount from 0.01), and junk numbers.
        const min = Math.ceil(schema.minimum ?? -5);
        const max = Math.max(min, Math.floor(Math.min(schema.maximum ?? min + 500, min + 500)));
        return fc.oneof(numbers, fc.integer({ min, max }));
      }
      case 'boolean':
        return fc.boolean();
      default:
        return junk;
    }
  })();
  return fc.oneof({ weight: 9, arbitrary: shaped }, { weight: 1, arbitrary: junk });
}

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

// ---------------------------------------------------------------------------------------------
// Requests

interface GeneratedRequest {
  path: string;
  query: string;
  headers: Record<string, string>;
  body?: string;
  /** Sign the body as Stripe would (the webhook). */
  sign: boolean;
}

const pathParams = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('appartamento-1', 'appartamento-4', 'appartamento3') },
  { weight: 3, arbitrary: strings.filter((s) => s.length > 0).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.uuid() },
  // Raw, as an attacker would type them: broken escapes, dots, encoded slashes.
  { weight: 1, arbitrary: fc.constantFrom('%E0', '%25E0', '%', '..', '%2F', 'a%00b', 'x.ics') },
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
);

/** What a header can carry at all (fetch refuses control and non-Latin-1 characters). */
const headerValues = fc
  .oneof(hostile, fc.string({ maxLength: 60 }))
  .filter((v) => /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(v));

const headerSets = fc.record(
  {
    'cloudfront-viewer-address': fc.oneof(
      fc.constantFrom('203.0.113.9:1234', '[2001:db8::1]:443', 'not an ip'),
      fc.ipV4().map((ip) => `${ip}:1`),
      // Over 2 KB: it once became a DynamoDB key as it was.
      fc.integer({ min: 2049, max: 6000 }).map((n) => `${'9'.repeat(n)}:1`),
    ),
    'x-forwarded-for': fc.oneof(fc.ipV4(), headerValues),
    cookie: fc.oneof(
      headerValues,
      fc.constant('session=aGVsbG8taGVsbG8taGVsbG8taGVsbG8taGVsbG8taGVsbG8'),
    ),
    [ADMIN_CSRF_HEADER]: headerValues,
    'stripe-signature': fc.oneof(headerValues, fc.constant('t=1,v1=00')),
    accept: fc.constantFrom('*/*', 'text/html', 'application/json'),
  },
  { requiredKeys: [] },
);

function bodies(route: RouteDefinition): fc.Arbitrary<string | undefined> {
  const shaped = route.body
    ? shapedValue(jsonSchemaOf(route.body)).map((value) => JSON.stringify(value) ?? 'null')
    : fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value));
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    { weight: 1, arbitrary: shaped.map((text) => text.slice(0, Math.floor(text.length / 2))) },
    { weight: 1, arbitrary: fc.oneof(hostile, fc.string({ maxLength: 200 })) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** A Stripe event of any shape: the real one's fields, each maybe missing or of another type. */
const stripeEvents = fc
  .record(
    {
      id: fc.oneof(fc.constant('evt_test_generated'), junk),
      object: fc.constant('event'),
      created: fc.oneof(fc.constant(1_700_000_000), junk),
      type: fc.oneof(
        fc.constantFrom(
          'checkout.session.completed',
          'checkout.session.expired',
          'checkout.session.async_payment_succeeded',
          'checkout.session.async_payment_failed',
          'payment_intent.succeeded',
        ),
        junk,
      ),
      data: fc.oneof(
        fc.record(
          {
            object: fc.oneof(
              fc.record(
                {
                  id: fc.oneof(fc.constant('cs_test_unknown'), junk),
                  client_reference_id: fc.oneof(fc.uuid(), junk),
                  payment_status: fc.constantFrom('paid', 'unpaid', 'no_payment_required', 7),
                  amount_total: numbers,
                  currency: fc.constantFrom('eur', 'usd', null),
                  status: fc.constantFrom('complete', 'expired', 'open'),
                },
                { requiredKeys: [] },
              ),
              junk,
            ),
          },
          { requiredKeys: [] },
        ),
        junk,
      ),
    },
    { requiredKeys: ['object', 'type', 'data'] },
  )
  .map((event) => JSON.stringify(event));

function requests(route: RouteDefinition): fc.Arbitrary<GeneratedRequest> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const query = route.query
    ? shapedValue(jsonSchemaOf(route.query)).map((value) =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? new URLSearchParams(
              Object.entries(value).map(([k, v]): [string, string] => [
                k,
                typeof v === 'string' ? v : String(v),
              ]),
            ).toString()
          : String(value),
      )
    : fc.oneof(
        fc.constant(''),
        fc.constant('t=1'),
        hostile.map((h) => `q=${encodeURIComponent(h)}`),
      );
  const body =
    route.access === 'webhook'
      ? fc.oneof({ weight: 4, arbitrary: stripeEvents }, { weight: 1, arbitrary: bodies(route) })
      : bodies(route);
  return fc
    .record({
      params: fc.tuple(...names.map(() => pathParams)),
      query,
      headers: headerSets,
      contentType: fc.option(contentTypes, { nil: undefined, freq: 5 }),
      body,
      // Mostly correctly signed: past the signature is where a webhook's input is trusted.
      sign: fc.oneof(
        { weight: 4, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
    })
    .map(({ params, query, headers, contentType, body, sign }) => {
      let path = route.path;
      names.forEach((name, i) => {
        path = path.replace(`{${name}}`, params[i] as string);
      });
      const all: Record<string, string> = { ...headers };
      if (route.method !== 'GET') all['content-type'] = contentType ?? 'application/json';
      return {
        path,
        query,
        headers: all,
        ...(route.method === 'GET' ? {} : { body }),
        sign: route.access === 'webhook' && sign,
      };
    });
}

// ---------------------------------------------------------------------------------------------
// The table before and after

/** Abuse counters and the failure log: the writes a refused request is meant to make. */
const BOOKKEEPING = /^(LIMIT|LOGIN|FAILURE)#/;

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

async function tableState(): Promise<string[]> {
  writes.takeChanged();
  const items: string[] = [];
  for await (const page of paginateScan({ client: fixtures.db }, { TableName: api.tableName })) {
    for (const item of page.Items ?? []) {
      if (!BOOKKEEPING.test(String(item.pk))) items.push(stable(item));
    }
  }
  return items.sort();
}

// ---------------------------------------------------------------------------------------------
// The property

type Mode = 'anonymous' | 'admin session';

async function send(route: RouteDefinition, request: GeneratedRequest, mode: Mode) {
  const headers = { ...request.headers };
  if (mode === 'admin session') {
    headers.cookie = admin.cookie;
    headers[ADMIN_CSRF_HEADER] = admin.csrfToken;
  }
  let body = request.body;
  if (request.sign && body !== undefined) {
    const signed = await signPayload(api, body);
    headers['stripe-signature'] = signed.signature;
    body = signed.payload;
  }
  return api.fetch(`${request.path}${request.query ? `?${request.query}` : ''}`, {
    method: route.method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
}

const cases = routeList.flatMap((route) =>
  (route.access === 'admin'
    ? (['anonymous', 'admin session'] as const)
    : (['anonymous'] as const)
  ).map((mode) => [`${route.method} ${route.path} (${mode})`, route, mode] as const),
);

describe('generated requests against every route', () => {
  it('covers every route of the route table', () => {
    expect(new Set(cases.map(([, route]) => route)).size).toBe(routeList.length);
  });

  it("sees the writes of the handlers' client, so a skipped scan is a table that did not change", async () => {
    writes.takeChanged();
    expect((await api.fetch('/api/apartments')).status).toBe(200);
    expect(writes.takeChanged()).toBe(false);
    // A sign-in writes a session (SESSION#): outside the bookkeeping.
    await signIn(api, TEST_ADMIN, ADMIN_ADDRESS);
    expect(writes.takeChanged()).toBe(true);
  });

  it.each(cases)(
    '%s: never a 5xx, and a 4xx writes nothing',
    async (_name, route, mode) => {
      let before = await tableState();
      await fc.assert(
        fc.asyncProperty(requests(route), async (request) => {
          const response = await send(route, request, mode);
          const text = await response.text();
          const what = `${route.method} ${request.path}?${request.query} -> ${response.status} ${text.slice(0, 300)}`;
          expect(response.status, what).toBeLessThan(500);
          if (writes.takeChanged()) {
            const after = await tableState();
            if (response.status >= 400) expect(after, `${what}: the table changed`).toEqual(before);
            before = after;
          }
          // Logging out ends the session the next requests use.
          if (mode === 'admin session' && route.handler === 'admin-logout' && response.ok) {
            admin = await signIn(api, TEST_ADMIN, ADMIN_ADDRESS);
            before = await tableState();
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    },
    120_000,
  );
});
