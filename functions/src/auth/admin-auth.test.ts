import { createHash } from 'node:crypto';
import { GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { readMails } from '@catania/scripts/local/ses-emulator';
import { buildPath } from '@catania/shared/api/path';
import { routeList } from '@catania/shared/api/routes';
import {
  ADMIN_CSRF_HEADER,
  ADMIN_DEVICE_COOKIE,
  ADMIN_SESSION_COOKIE,
  adminSessionResponse,
} from '@catania/shared/schemas/admin';
import { apiErrorBody } from '@catania/shared/schemas/common';
import {
  adminClient,
  cookiePair,
  signIn,
  TEST_ADMIN,
  useTestAdminCredentials,
} from '@catania/testing/admin-session';
import { tableFixtures } from '@catania/testing/table-fixtures';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, PRODUCTION_COST, parseHash } from './password';

let api: TestApi;
let fixtures: ReturnType<typeof tableFixtures>;

beforeAll(async () => {
  await useTestAdminCredentials();
  api = await startTestApi();
  fixtures = tableFixtures(api.tableName);
});
afterAll(() => api.stop());

/** A distinct caller address per test, as CloudFront reports it, so rate limits do not mix. */
let lastOctet = 10;
const freshAddress = () => ({ 'cloudfront-viewer-address': `203.0.113.${lastOctet++}:44321` });

const login = (body: unknown, headers: Record<string, string> = freshAddress()) =>
  api.fetch('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function errorOf(response: Response) {
  return apiErrorBody.parse(await response.json());
}

const adminRoutes = routeList.filter((r) => r.access === 'admin');
const pathOf = (path: string) =>
  buildPath(path, {
    id: 'x1',
    apartmentId: 'appartamento-1',
    feed: 'x',
    stayKey: 'x1',
    kind: 'x',
    period: '2026-Q1',
    photoId: 'x1',
    date: '2026-12-01',
  });
/** A valid query for the admin reads that require one. */
const sampleQuery: Record<string, string> = {
  'list-arrivals': '?from=2026-12-01&to=2026-12-31',
  'export-alloggiati': '?date=2026-12-01',
  'get-tourist-tax-report': '?period=2026-12',
  'get-tourist-tax-annual': '?year=2026',
};

describe('POST /api/admin/login', () => {
  it('signs in with the configured credentials and sets hardened __Host- cookies: the 8-hour session, the year-long device', async () => {
    // The session starts while the sign-in is answered: 8 hours after a moment between these
    // two (whole seconds), however long the machine takes.
    const before = Math.floor(Date.now() / 1000) * 1000;
    const response = await login(TEST_ADMIN);
    const after = Date.now();
    expect(response.status).toBe(200);
    const body = adminSessionResponse.parse(await response.json());
    expect(body.username).toBe('admin');
    expect(body.csrfToken.length).toBeGreaterThanOrEqual(43);
    const started = Date.parse(body.expiresAt) - 8 * 3600_000;
    expect(started).toBeGreaterThanOrEqual(before);
    expect(started).toBeLessThanOrEqual(after);

    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    const [session = [], device = []] = cookies.map((cookie) =>
      cookie.split(';').map((part) => part.trim()),
    );
    for (const [flags, name, maxAge] of [
      [session, ADMIN_SESSION_COOKIE, 'Max-Age=28800'],
      [device, ADMIN_DEVICE_COOKIE, `Max-Age=${365 * 86_400}`],
    ] as const) {
      const [cookieName, value] = (flags[0] ?? '').split('=');
      expect(cookieName).toBe(name);
      // 256 random bits in base64url: well over the 128 required.
      expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(flags).toContain('HttpOnly');
      expect(flags).toContain('Secure');
      expect(flags).toContain('SameSite=Strict');
      expect(flags).toContain('Path=/');
      expect(flags).not.toContainEqual(expect.stringMatching(/^Domain=/i));
      expect(flags).toContain(maxAge);
    }
  });

  it('stores the session hashed, with its expiry as the TTL', async () => {
    const before = Math.floor(Date.now() / 1000);
    const admin = await signIn(api, TEST_ADMIN, freshAddress());
    const after = Math.ceil(Date.now() / 1000);
    const sessionId = admin.cookie.slice(`${ADMIN_SESSION_COOKIE}=`.length);
    const { Items = [] } = await fixtures.db.send(
      new ScanCommand({
        TableName: api.tableName,
        FilterExpression: 'begins_with(pk, :p)',
        ExpressionAttributeValues: { ':p': 'SESSION#' },
      }),
    );
    expect(Items.length).toBeGreaterThan(0);
    for (const item of Items) {
      expect(JSON.stringify(item)).not.toContain(sessionId);
      // No session of this file outlives 8 hours from now.
      expect(Number(item.expiresAt)).toBeLessThanOrEqual(after + 8 * 3600);
    }
    // This sign-in's session (keyed by the id's SHA-256) ends 8 hours after it started.
    const hashed = createHash('sha256').update(sessionId).digest('base64url');
    const stored = Items.find((item) => String(item.pk).includes(hashed));
    expect(Number(stored?.expiresAt)).toBeGreaterThanOrEqual(before + 8 * 3600);
    expect(Number(stored?.expiresAt)).toBeLessThanOrEqual(after + 8 * 3600);
  });

  it('refuses a wrong password or username with the Italian message', async () => {
    for (const body of [
      { username: 'admin', password: 'sbagliata-sbagliata' },
      { username: 'owner', password: TEST_ADMIN.password },
    ]) {
      const response = await login(body);
      expect(response.status).toBe(401);
      expect((await errorOf(response)).error).toBe('Username o password non corretti.');
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('requires both fields', async () => {
    const response = await login({ username: 'admin', password: '' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues?.map((i) => i.field)).toContain('password');
  });

  it('limits failed logins per user and address, with a clear Italian message', async () => {
    const address = freshAddress();
    for (let i = 0; i < 4; i++) {
      expect(
        (await login({ username: 'admin', password: `wrong-${i}-xxxxxx` }, address)).status,
      ).toBe(401);
    }
    const fifth = await login({ username: 'admin', password: 'wrong-5-xxxxxx' }, address);
    expect(fifth.status).toBe(429);
    const body = await errorOf(fifth);
    expect(body.error).toMatch(
      /^Troppi tentativi di accesso non riusciti\. Riprova tra 1[45] minuti\.$/,
    );
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(800);

    // Even the right password waits out the window from that address…
    expect((await login(TEST_ADMIN, address)).status).toBe(429);
    // …while another address, or another user name from it, is not affected.
    expect((await login(TEST_ADMIN, freshAddress())).status).toBe(200);
    expect((await login({ username: 'someone', password: 'whatever-123' }, address)).status).toBe(
      401,
    );

    // Once the window is over the pair may try again.
    const { Items = [] } = await fixtures.db.send(
      new ScanCommand({
        TableName: api.tableName,
        FilterExpression: 'begins_with(pk, :p) AND failures >= :five',
        ExpressionAttributeValues: { ':p': 'LOGIN#', ':five': 5 },
      }),
    );
    for (const item of Items) {
      await fixtures.db.send(
        new UpdateCommand({
          TableName: api.tableName,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: 'SET windowStart = :old',
          ExpressionAttributeValues: { ':old': Date.now() - 16 * 60_000 },
        }),
      );
    }
    expect((await login(TEST_ADMIN, address)).status).toBe(200);
  });

  it('a successful login clears the failures of that user and address', async () => {
    const address = freshAddress();
    for (let i = 0; i < 4; i++)
      await login({ username: 'admin', password: 'nope-nope-nope' }, address);
    expect((await login(TEST_ADMIN, address)).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await login({ username: 'admin', password: 'nope-nope-nope' }, address)).status).toBe(
        401,
      );
    }
  });

  it('renews the session at each login and ends the one the browser held', async () => {
    const first = await signIn(api, TEST_ADMIN, freshAddress());
    const second = await signIn(api, TEST_ADMIN, { ...freshAddress(), cookie: first.cookie });
    expect(second.cookie).not.toBe(first.cookie);
    expect(second.csrfToken).not.toBe(first.csrfToken);
    expect((await first.fetch('/api/admin/session')).status).toBe(401);
    expect((await second.fetch('/api/admin/session')).status).toBe(200);
  });
});

describe('failed sign-ins from many addresses', () => {
  /** The count of failures of user 'admin' over all addresses (rate-limit.ts). */
  const allAddressesKey = {
    pk: `LOGIN#${createHash('sha256').update('admin').digest('hex').slice(0, 32)}#*`,
    sk: 'LOGIN',
  };
  const setFailures = (failures: number) =>
    fixtures.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: allAddressesKey,
        UpdateExpression: 'SET failures = :n, lastFailureAt = :now',
        ExpressionAttributeValues: { ':n': failures, ':now': Date.now() },
      }),
    );
  const deviceCookieOf = (response: Response) =>
    cookiePair(
      response.headers.getSetCookie().find((c) => c.startsWith(`${ADMIN_DEVICE_COOKIE}=`)) ?? '',
    );

  it('slow down browsers the owner never signed in from, growing to at most a minute, never the owner', async () => {
    // The owner's phone signed in once: it holds the device cookie.
    const device = deviceCookieOf(await login(TEST_ADMIN));
    expect(device).toMatch(/^__Host-device=[\w-]{43}$/);

    // A guesser rotating addresses: 10 failures cost nothing more than their scrypt time…
    for (let i = 0; i < 11; i++) {
      const response = await login({ username: 'admin', password: `guess-${i}-xxxxxxxx` });
      expect(response.status).toBe(401);
    }
    // …beyond that, the next attempt from any unknown browser waits, longer after each failure.
    await setFailures(16);
    const slowed = await login({ username: 'admin', password: 'guess-next-xxxxxxxx' });
    expect(slowed.status).toBe(429);
    expect((await errorOf(slowed)).error).toMatch(
      /^Troppi tentativi di accesso non riusciti\. Riprova tra \d+ secondi\.$/,
    );
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(25);
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(32);
    await setFailures(500);
    const capped = await login(TEST_ADMIN);
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // The owner's own browser signs in at once, from any address, keeps its device cookie…
    const owner = await login(TEST_ADMIN, { ...freshAddress(), cookie: device });
    expect(owner.status).toBe(200);
    expect(deviceCookieOf(owner)).toBe('');
    // …and its success ends the slowdown for everyone.
    expect((await login(TEST_ADMIN)).status).toBe(200);
  });

  it('the wait doubles with each failure beyond the tenth, up to a minute', async () => {
    // Imported here: the functions' modules read the table's config, set by startTestApi.
    const { slowdownMs } = await import('./rate-limit');
    expect([0, 10, 11, 12, 13, 16, 17, 100].map(slowdownMs)).toEqual([
      0, 0, 1000, 2000, 4000, 32_000, 60_000, 60_000,
    ]);
  });
});

describe('the admin password hash', () => {
  it("a hash at the earlier production cost still signs in and is remade at today's; a newly configured password wins", async () => {
    const configured = process.env.ADMIN_PASSWORD_HASH;
    const credential = { TableName: api.tableName, Key: { pk: 'ADMIN', sk: 'CREDENTIAL' } };
    try {
      process.env.ADMIN_PASSWORD_HASH = await hashPassword(TEST_ADMIN.password, {
        N: 2 ** 15,
        r: 8,
        p: 1,
      });
      expect((await login(TEST_ADMIN)).status).toBe(200);
      const { Item } = await fixtures.db.send(new GetCommand(credential));
      expect(parseHash(String(Item?.hash))?.cost).toEqual(PRODUCTION_COST);
      expect((await login(TEST_ADMIN)).status).toBe(200);
      expect((await login({ username: 'admin', password: 'non-e-questa-2026' })).status).toBe(401);

      // The owner sets a new password (npm run admin:password): the old one's remade hash is void.
      const newPassword = 'la-nuova-password-2027';
      process.env.ADMIN_PASSWORD_HASH = await hashPassword(newPassword, { N: 2 ** 10, r: 1, p: 1 });
      expect((await login(TEST_ADMIN)).status).toBe(401);
      expect((await login({ username: 'admin', password: newPassword })).status).toBe(200);
    } finally {
      process.env.ADMIN_PASSWORD_HASH = configured;
    }
    // Five scrypt checks at the production cost (128 MiB each): seconds on a busy machine.
  }, 60_000);
});

describe('GET /api/admin/session and logout', () => {
  it('answers the CSRF token of the live session', async () => {
    const admin = await signIn(api, TEST_ADMIN, freshAddress());
    const response = await admin.fetch('/api/admin/session', { csrf: false });
    expect(response.status).toBe(200);
    const body = adminSessionResponse.parse(await response.json());
    expect(body.csrfToken).toBe(admin.csrfToken);
  });

  it('logout deletes the session and clears the cookie', async () => {
    const admin = await signIn(api, TEST_ADMIN, freshAddress());
    expect((await admin.fetch('/api/admin/logout', { method: 'POST', csrf: false })).status).toBe(
      403,
    );
    const response = await admin.fetch('/api/admin/logout', { method: 'POST' });
    expect(response.status).toBe(200);
    const cleared = response.headers.getSetCookie()[0] as string;
    expect(cookiePair(cleared)).toBe(`${ADMIN_SESSION_COOKIE}=`);
    expect(cleared).toContain('Max-Age=0');
    expect(cleared).toContain('HttpOnly');
    expect(cleared).toContain('Secure');
    expect(cleared).toContain('SameSite=Strict');
    const after = await admin.fetch('/api/admin/session');
    expect(after.status).toBe(401);
  });

  it('an expired session is refused at once, even before the TTL removes it', async () => {
    const admin = await signIn(api, TEST_ADMIN, freshAddress());
    const { Items = [] } = await fixtures.db.send(
      new ScanCommand({
        TableName: api.tableName,
        FilterExpression: 'begins_with(pk, :p) AND csrfToken = :t',
        ExpressionAttributeValues: { ':p': 'SESSION#', ':t': admin.csrfToken },
      }),
    );
    const item = Items[0] as { pk: string; sk: string };
    await fixtures.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    const response = await admin.fetch('/api/admin/session');
    expect(response.status).toBe(401);
    expect((await errorOf(response)).error).toBe('Sessione scaduta o non valida. Accedi di nuovo.');
    const { Item } = await fixtures.db.send(
      new GetCommand({ TableName: api.tableName, Key: { pk: item.pk, sk: item.sk } }),
    );
    expect(Item).toBeDefined(); // still there: the check does not rely on the TTL
  });
});

describe('every admin route', () => {
  it('covers all product §7 admin calls', () => {
    expect(adminRoutes.map((r) => r.handler).sort()).toEqual(
      [
        'admin-logout',
        'get-admin-session',
        'list-calendars',
        'create-calendar',
        'delete-calendar',
        'sync-all-calendars',
        'sync-calendar',
        'accept-calendar-release',
        'list-ical-exports',
        'list-base-prices',
        'update-base-price',
        'list-pricing-rules',
        'create-pricing-rule',
        'update-pricing-rule',
        'delete-pricing-rule',
        'copy-pricing-rules',
        'list-contacts',
        'list-bookings',
        'update-booking-status',
        'get-system-health',
        'retry-mail',
        'list-arrivals',
        'create-arrival',
        'delete-arrival',
        'list-imported-stays',
        'get-stay-guests',
        'update-stay-tax',
        'export-alloggiati',
        'get-tourist-tax-report',
        'list-message-templates',
        'update-message-template',
        'reset-message-template',
        'preview-message-template',
        'list-preview-stays',
        'list-stay-messages',
        'send-stay-message',
        'skip-stay-message',
        'create-block',
        'list-blocks',
        'delete-block',
        'create-owner-booking',
        'send-payment-link',
        'record-refund-by-hand',
        'get-todo',
        'update-contact-state',
        'get-planning',
        'get-business-numbers',
        'get-tourist-tax-rates',
        'update-tourist-tax-rates',
        'record-tourist-tax-payment',
        'delete-tourist-tax-payment',
        'get-tourist-tax-annual',
        'record-identification',
        'get-apartment-access',
        'update-apartment-access',
        'list-stay-rules',
        'create-stay-rule',
        'update-stay-rule',
        'delete-stay-rule',
        'list-admin-reviews',
        'moderate-review',
        'get-apartment-content',
        'update-apartment-content',
        'preview-apartment-content',
        'preview-home',
        'create-photo-upload-url',
        'create-photo',
        'delete-photo',
        'get-site-status',
        'publish-site',
        'send-alloggiati',
        'get-alloggiati-receipt',
        'list-osservatorio-days',
        'resend-osservatorio-day',
        'check-alloggiati-connection',
        'check-osservatorio-connection',
        'decide-booking-deposit',
        'remove-booking-late-checkout',
        'list-extra-definitions',
        'put-extra-definition',
        'get-admin-site-texts',
        'update-site-texts',
        'get-admin-home-photos',
        'update-home-photos',
        'delete-home-photo',
      ].sort(),
    );
  });

  it.each(adminRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers 401 without a session (and with a forged one)',
    async (_name, route) => {
      for (const cookie of [
        undefined,
        `${ADMIN_SESSION_COOKIE}=aGVsbG8taGVsbG8taGVsbG8taGVsbG8taGVsbG8taGVsbG8`,
      ]) {
        const response = await api.fetch(pathOf(route.path), {
          method: route.method,
          headers: {
            ...(cookie ? { cookie } : {}),
            'content-type': 'application/json',
            [ADMIN_CSRF_HEADER]: 'anything',
          },
          ...(route.method === 'GET' ? {} : { body: '{}' }),
        });
        expect(response.status).toBe(401);
        expect((await errorOf(response)).code).toBe('session_required');
      }
    },
  );

  const writes = adminRoutes.filter((r) => r.method !== 'GET');
  it.each(writes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers 403 with a session but without the right CSRF token',
    async (_name, route) => {
      const admin = await signIn(api, TEST_ADMIN, freshAddress());
      const other = await signIn(api, TEST_ADMIN, freshAddress());
      for (const token of [undefined, '', 'x'.repeat(43), other.csrfToken]) {
        const client = adminClient(api, admin.cookie, token ?? '');
        const response = await client.fetch(pathOf(route.path), {
          method: route.method,
          csrf: token !== undefined,
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        expect(response.status).toBe(403);
        expect((await errorOf(response)).code).toBe('csrf_token_invalid');
      }
    },
  );

  it('reads need no CSRF token', async () => {
    const admin = await signIn(api, TEST_ADMIN, freshAddress());
    for (const route of adminRoutes.filter((r) => r.method === 'GET')) {
      if (route.handler === 'list-contacts' || route.handler === 'list-bookings') continue;
      const query = sampleQuery[route.handler] ?? '';
      const response = await admin.fetch(pathOf(route.path) + query, { csrf: false });
      // Some samples name nothing (an unknown stay, a day with no guests to export): any
      // answer but a refused session or CSRF token shows the read went through.
      expect([401, 403], route.path).not.toContain(response.status);
      expect(response.status, route.path).toBeLessThan(500);
    }
  });
});

describe('sign-in under attack', () => {
  const loginItems = async () => {
    const { Items = [] } = await fixtures.db.send(
      new ScanCommand({
        TableName: api.tableName,
        FilterExpression: 'begins_with(pk, :p)',
        ExpressionAttributeValues: { ':p': 'LOGIN#' },
      }),
    );
    return new Map(Items.map((item) => [String(item.pk), Number(item.failures)]));
  };
  const wrong = (i: number) => ({ username: 'admin', password: `parallel-guess-${i}-xx` });
  const deviceOf = (response: Response) =>
    cookiePair(
      response.headers.getSetCookie().find((c) => c.startsWith(`${ADMIN_DEVICE_COOKIE}=`)) ?? '',
    );
  /** Two of the owner's browsers, signed in before any attack (an attack slows unknown ones). */
  const ownerAddress = freshAddress();
  let phone = '';
  let laptop = '';
  beforeAll(async () => {
    phone = deviceOf(await login(TEST_ADMIN, ownerAddress));
    laptop = deviceOf(await login(TEST_ADMIN));
  });

  it('20 parallel wrong sign-ins from one address check at most 5 passwords', async () => {
    const address = freshAddress();
    const before = await loginItems();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(wrong(i), address)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // Every password checked was counted first: the counts grew by at most 5 for this address.
    const after = await loginItems();
    const grown = [...after].filter(([pk, n]) => !pk.endsWith('#*') && n !== before.get(pk));
    expect(grown).toHaveLength(1);
    expect(grown[0]?.[1]).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
    // The owner's own browser, elsewhere, is not touched by it.
    expect((await login(TEST_ADMIN, { ...freshAddress(), cookie: laptop })).status).toBe(200);
  });

  it("a signed-in browser's device cookie keeps working while its own address is attacked", async () => {
    expect(phone).toMatch(/^__Host-device=/);
    // A burst from the owner's own address (the same café's Wi-Fi): the address's count is used up…
    for (let i = 0; i < 6; i++) await login(wrong(i), ownerAddress);
    expect((await login(TEST_ADMIN, ownerAddress)).status).toBe(429);
    // …but the owner's browser has its own count, and signs in.
    expect((await login(TEST_ADMIN, { ...ownerAddress, cookie: phone })).status).toBe(200);
  });

  it("20 parallel wrong sign-ins from the owner's own browser check exactly 5 passwords", async () => {
    const device = laptop;
    const before = await loginItems();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(wrong(i), { ...freshAddress(), cookie: device })),
    );
    const after = await loginItems();
    const grown = [...after].filter(([pk, n]) => !pk.endsWith('#*') && n !== before.get(pk));
    expect(grown.map(([, n]) => n)).toEqual([5]);
    expect(answers.filter((r) => r.status === 401)).toHaveLength(4);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(16);
  });
});

describe('the one-time sign-in link', () => {
  const OWNER = 'info@cataniacentroapartments.it';
  const ask = (address = freshAddress()) =>
    api.fetch('/api/admin/login-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...address },
      body: '{}',
    });
  const use = (token: string, headers: Record<string, string> = freshAddress()) =>
    api.fetch('/api/admin/login-link/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ token }),
    });
  async function mailedToken(after: number): Promise<string> {
    for (let i = 0; i < 50; i++) {
      const mail = (await readMails(api.sesUrl, OWNER))
        .filter((m) => m.subject.startsWith('Il tuo link di accesso'))
        .at(after);
      const token = /accesso=([A-Za-z0-9_-]{43})/.exec(mail?.body.text ?? '')?.[1];
      if (token) return token;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('no sign-in link mailed');
  }

  it('is mailed to the owner, signs a new browser in once, and makes it a known one', async () => {
    const response = await ask();
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^Ti abbiamo inviato un link di accesso/,
    );
    const token = await mailedToken(-1);

    const first = await use(token);
    expect(first.status).toBe(200);
    const session = adminSessionResponse.parse(await first.json());
    const cookies = first.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith(`${ADMIN_DEVICE_COOKIE}=`))).toBe(true);
    const sessionCookie = cookiePair(
      cookies.find((c) => c.startsWith(`${ADMIN_SESSION_COOKIE}=`)) ?? '',
    );
    const admin = adminClient(api, sessionCookie, session.csrfToken);
    expect((await admin.fetch('/api/admin/session')).status).toBe(200);

    // Used once: a second click, or a copy, is refused.
    const again = await use(token);
    expect(again.status).toBe(401);
    expect((await errorOf(again)).error).toBe(
      'Link di accesso non valido, già usato o scaduto. Chiedine uno nuovo.',
    );
  });

  it('works while the password sign-in is refused, and is limited to 3 requests an hour per address', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      await login({ username: 'admin', password: `x-${i}-xxxxxx` }, address);
    }
    expect((await login(TEST_ADMIN, address)).status).toBe(429);
    const linkMails = async () =>
      (await readMails(api.sesUrl, OWNER)).filter((m) =>
        m.subject.startsWith('Il tuo link di accesso'),
      ).length;
    const before = await linkMails();
    expect((await ask(address)).status).toBe(200);
    const token = await mailedToken(-1);
    expect((await use(token, address)).status).toBe(200);
    expect((await ask(address)).status).toBe(200);
    expect((await ask(address)).status).toBe(200);
    const fourth = await ask(address);
    expect(fourth.status).toBe(429);
    expect((await errorOf(fourth)).error).toMatch(/^Troppi tentativi/);
    // The three links were mailed (the mails leave through the outbox), the refused fourth not.
    await expect.poll(async () => (await linkMails()) - before).toBeGreaterThanOrEqual(3);
    expect((await linkMails()) - before).toBe(3);
  });

  it('refuses a malformed or unknown token', async () => {
    expect((await use('short')).status).toBe(400);
    expect((await use('a'.repeat(43))).status).toBe(401);
  });
});
