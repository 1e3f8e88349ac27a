import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { readMails } from '@catania/scripts/local/ses-emulator';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { apiErrorBody } from '@catania/shared/schemas/common';
import { guestAddress } from '@catania/testing/payments';
import { tableFixtures } from '@catania/testing/table-fixtures';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let api: TestApi;
let fixtures: ReturnType<typeof tableFixtures>;
let limits: typeof import('./limits');
const day = (n: number) => addDays(todayInRome(), n);
let lastOctet = 1;
/** A viewer address as CloudFront reports it, new for each caller of a test. */
const newAddress = () => `198.51.100.${lastOctet++}:51000`;
const from = (address: string) => ({
  headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': address },
});

beforeAll(async () => {
  api = await startTestApi({ abuseLimits: true });
  fixtures = tableFixtures(api.tableName);
  limits = await import('./limits');
});
afterAll(() => api.stop());

async function itemsStartingWith(prefix: string) {
  const { Items = [] } = await fixtures.db.send(new ScanCommand({ TableName: api.tableName }));
  return Items.filter((item) => String(item.pk).startsWith(prefix));
}

async function checkoutBody(
  checkIn: string,
  email: string,
  { nights = 2, apartmentId = 'appartamento-2' } = {},
) {
  const checkOut = addDays(checkIn, nights);
  const quote = await api.fetch(
    `/api/prices/${apartmentId}/calculate?startDate=${checkIn}&endDate=${checkOut}`,
  );
  const { totalPrice } = (await quote.json()) as { totalPrice: number };
  return {
    amount: totalPrice,
    apartmentId,
    guestDetails: { name: 'Marco Rossi', email, phone: '+39 333 000 2222' },
    bookingDetails: { apartmentName: 'Deluxe Via Etnea', checkIn, checkOut, guests: 2 },
  };
}

describe('countUse (the window, with an injected clock)', () => {
  const limit = { name: 'test', max: 2, windowSeconds: 60, message: 'Attendi {wait}.' };
  const start = new Date('2030-01-01T10:00:00Z');
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

  it('refuses past the limit with the wait to the window end, and allows again after it', async () => {
    await limits.countUse(limit, 'a', at(0));
    await limits.countUse(limit, 'a', at(10));
    const refused = await limits.countUse(limit, 'a', at(15)).catch((error: unknown) => error);
    expect(refused).toMatchObject({ retryAfterSeconds: 45, message: 'Attendi 45 secondi.' });
    // Another subject has its own count.
    await expect(limits.countUse(limit, 'b', at(15))).resolves.toBeUndefined();
    // The next window starts afresh.
    await expect(limits.countUse(limit, 'a', at(61))).resolves.toBeUndefined();
  });

  it('counts an e-mail whatever its case', async () => {
    await limits.countUse(limit, 'Anna@Example.it', at(0));
    await limits.countUse(limit, 'anna@example.it', at(1));
    await expect(limits.countUse(limit, ' ANNA@example.it', at(2))).rejects.toMatchObject({
      retryAfterSeconds: 58,
    });
  });
});

describe('checkouts', () => {
  it('30 from one address in a minute, each a different guest: at most 20 an hour (60 held nights), the rest 429 holding nothing; another address still books', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 30; i += 1) {
      const body = await checkoutBody(day(200 + 3 * i), guestAddress('flood'));
      last = await api.post('/api/create-payment-link', body, from(address));
      statuses.push(last.status);
    }
    const accepted = statuses.filter((s) => s === 200).length;
    // 20 an hour (more only if the run straddles the hour), never past 60 held nights.
    expect(accepted).toBeGreaterThanOrEqual(20);
    expect(accepted).toBeLessThanOrEqual(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - accepted);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(apiErrorBody.parse(await last?.json()).error).toMatch(
      /^(Troppe prenotazioni avviate in poco tempo|Hai già troppe notti in attesa di pagamento)/,
    );
    expect(await itemsStartingWith('BOOKING#')).toHaveLength(accepted);

    const other = await api.post(
      '/api/create-payment-link',
      await checkoutBody(day(300), guestAddress('other')),
      from(newAddress()),
    );
    expect(other.status).toBe(200);
  });

  it('one guest holds at most the longest stay unpaid (30 nights), whatever the +tag or case; another guest on the same address still books', async () => {
    const address = newAddress();
    const anna = `anna.${Math.random().toString(36).slice(2, 8)}@example.it`;
    const hold = (checkIn: string, email: string, nights: number) =>
      checkoutBody(checkIn, email, { nights, apartmentId: 'appartamento-3' }).then((body) =>
        api.post('/api/create-payment-link', body, from(address)),
      );
    expect((await hold(day(400), anna, 30)).status).toBe(200);
    // 40 held nights: refused, as the same inbox written otherwise.
    for (const email of [anna, anna.replace('@', '+mare@'), anna.toUpperCase()]) {
      const refused = await hold(day(431), email, 10);
      expect(refused.status).toBe(429);
      expect(apiErrorBody.parse(await refused.json()).error).toMatch(
        /^Hai già troppe notti in attesa di pagamento: completa il pagamento avviato o riprova tra \d+ (minut|second)[oi]/,
      );
    }
    // A family member, or a stranger behind the same carrier address, books a normal stay.
    expect((await hold(day(442), guestAddress('family'), 3)).status).toBe(200);
    const bookings = (await itemsStartingWith('BOOKING#')).filter(
      (b) => b.apartmentId === 'appartamento-3',
    );
    expect(bookings.map((b) => b.nights).sort()).toEqual([3, 30]);
  });

  it('20 checkouts at once for one e-mail from 20 addresses: the held nights never pass 30', async () => {
    const email = guestAddress('parallel');
    const bodies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        checkoutBody(day(100 + 6 * i), i % 2 ? email.toUpperCase() : email, {
          nights: 5,
          apartmentId: 'appartamento-4',
        }),
      ),
    );
    const statuses = await Promise.all(
      bodies.map((body) => api.post('/api/create-payment-link', body, from(newAddress()))),
    ).then((responses) => responses.map((r) => r.status));
    const accepted = statuses.filter((s) => s === 200).length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted * 5).toBeLessThanOrEqual(30);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 429)).toBe(true);
  });

  it('a stay longer than the site sells is a 400 with an Italian message', async () => {
    const body = await checkoutBody(day(20), guestAddress('long'), { nights: 20 });
    const response = await api.post(
      '/api/create-payment-link',
      { ...body, bookingDetails: { ...body.bookingDetails, checkOut: day(51) } },
      from(newAddress()),
    );
    expect(response.status).toBe(400);
    expect(apiErrorBody.parse(await response.json()).error).toMatch(/al massimo 30 notti/);
  });
});

const message = (email: string) => ({
  nome: 'Sara',
  cognome: 'Greco',
  email,
  messaggio: 'Avete un parcheggio vicino?',
  privacyConsent: true,
});

describe('contact messages', () => {
  it('a flood from one address is refused before it is stored or mailed', async () => {
    const address = newAddress();
    const before = (await itemsStartingWith('CONTACT#')).length;
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 15; i += 1) {
      last = await api.post('/api/contacts', message(guestAddress('contact')), from(address));
      statuses.push(last.status);
    }
    const accepted = statuses.filter((s) => s === 201).length;
    expect(accepted).toBeGreaterThanOrEqual(5);
    expect(accepted).toBeLessThanOrEqual(10);
    expect(last?.status).toBe(429);
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
    // Windows are fixed clock hours: a run in an hour's last minute is told seconds, not minutes.
    expect(apiErrorBody.parse(await last?.json()).error).toMatch(
      /^Troppi messaggi inviati in poco tempo\. Riprova tra \d+ (minut|second)[oi]\.$/,
    );
    expect((await itemsStartingWith('CONTACT#')).length - before).toBe(accepted);
    const other = await api.post('/api/contacts', message(guestAddress('x')), from(newAddress()));
    expect(other.status).toBe(201);
  });
});

describe("the owner's mail about contact messages", () => {
  it('a flood from many addresses and e-mails is stored whole, but mails the owner at most 20 times an hour, plus one notice', async () => {
    const run = `flood${Date.now()}`;
    const before = (await itemsStartingWith('CONTACT#')).length;
    for (let i = 0; i < 24; i += 1) {
      const body = { ...message(guestAddress(`${run}-${i}`)), cognome: `${run}-${i}` };
      expect((await api.post('/api/contacts', body, from(newAddress()))).status).toBe(201);
    }
    expect((await itemsStartingWith('CONTACT#')).length - before).toBe(24);
    const mails = await readMails(api.sesUrl);
    const notices = mails.filter((m) => m.subject.includes(run));
    // Earlier tests of this file used some of the hour's quota: never more than 20 in all.
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.length).toBeLessThanOrEqual(20);
    expect(notices.length).toBeLessThan(24);
    expect(mails.filter((m) => m.subject === 'Molti messaggi dal sito in poco tempo')).toHaveLength(
      1,
    );
  });
});

describe('availability searches', () => {
  it('faster than a person searches: 429 with Retry-After, other addresses unaffected', async () => {
    const address = newAddress();
    const search = (who: string) =>
      api.post(
        '/api/availability/check',
        { apartmentId: 'appartamento-1', checkIn: day(10), checkOut: day(12) },
        from(who),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 130; i += 1) statuses.push((await search(address)).status);
    // 60 a minute: at most two windows' worth pass, whatever the clock.
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(120);
    expect(statuses.at(-1)).toBe(429);
    expect((await search(newAddress())).status).toBe(200);
  });
});
