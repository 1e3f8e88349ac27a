import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '@catania/shared/api/routes';
import { APARTMENT_IDS, type ApartmentId } from '@catania/shared/config/apartments';
import { apartmentCatalogue } from '@catania/shared/content/apartments';
import { APARTMENTS_EN } from '@catania/shared/content/apartments-en';
import { addDays, addMonths, todayInRome } from '@catania/shared/domain/dates';
import type { Apartment } from '@catania/shared/schemas/apartment';
import { apiErrorBody } from '@catania/shared/schemas/common';
import { tableFixtures } from '@catania/testing/table-fixtures';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../lib/keys';

let api: TestApi;
let fixtures: ReturnType<typeof tableFixtures>;
const today = todayInRome();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  api = await startTestApi();
  fixtures = tableFixtures(api.tableName);
});
afterAll(() => api.stop());

async function expectError(response: Response, status: number, field?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = apiErrorBody.parse(await response.json());
  expect(body.error).not.toMatch(/at .*\.ts/); // never a stack trace
  if (field) expect(body.issues?.map((i) => i.field).join(',')).toContain(field);
  return body;
}

describe('GET /api/apartments', () => {
  it('lists the four seeded apartments with their prices, in id order', async () => {
    const response = await api.fetch('/api/apartments');
    expect(response.status).toBe(200);
    const apartments = routes.listApartments.response.parse(await response.json());
    expect(apartments.map((a) => [a.id, a.category, a.price])).toEqual([
      ['appartamento-1', 'moderna', 85],
      ['appartamento-2', 'deluxe', 75],
      ['appartamento-3', 'romantica', 95],
      ['appartamento-4', 'famiglia', 110],
    ]);
    for (const apartment of apartments) {
      expect(apartment.maxGuests).toBe(2);
      expect(apartment.gallery.length).toBeGreaterThan(0);
      expect(apartment.description.length).toBeGreaterThan(200);
    }
  });

  it('answers with security headers and a request id', async () => {
    const response = await api.fetch('/api/apartments');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('GET /api/apartments/{id}', () => {
  it.each(['appartamento-2', 'appartamento2', 'deluxe-via-etnea', 'APPARTAMENTO-2'])(
    'resolves the alias %s',
    async (alias) => {
      const response = await api.fetch(`/api/apartments/${alias}`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { id: string }).id).toBe('appartamento-2');
    },
  );

  it('gives 404 for an unknown apartment', async () => {
    const body = await expectError(await api.fetch('/api/apartments/appartamento-9'), 404);
    expect(body.error).toBe('Appartamento non trovato');
  });

  it.each(['%25', '%E0%A4%A', 'a%2Fb', 'x'.repeat(3000)])(
    'gives 404, never a 500, for the odd id %s',
    async (id) => {
      await expectError(await api.fetch(`/api/apartments/${id}`), 404);
    },
  );
});

describe("the apartments' words in the language asked", () => {
  const english = (id: ApartmentId) => APARTMENTS_EN[id];
  const italian = (id: ApartmentId) =>
    apartmentCatalogue.find((apartment) => apartment.id === id) as Apartment;
  const answer = async (path: string) => {
    const response = await api.fetch(path);
    expect(response.status, path).toBe(200);
    return { text: await response.clone().text(), body: await response.json() };
  };

  it('answers English with ?lang=en, Italian without, and never the stored translations', async () => {
    const { text, body } = await answer('/api/apartments?lang=en');
    const apartments = routes.listApartments.response.parse(body);
    for (const apartment of apartments) {
      const words = english(apartment.id);
      expect(apartment.shortDescription).toBe(words.shortDescription);
      expect(apartment.description).toBe(words.description);
      expect(apartment.highlights).toEqual(words.highlights);
      expect(apartment.gallery.map((photo) => photo.alt)).toEqual(Object.values(words.photos));
      expect(apartment.image.alt).toBe(apartment.gallery[0]?.alt);
      // Names and figures are the same in every language.
      expect(apartment.name).toBe(italian(apartment.id).name);
    }
    expect(text).not.toContain('translations');

    const one = routes.getApartment.response.parse(
      (await answer('/api/apartments/appartamento-3?lang=en')).body,
    );
    expect(one.description).toBe(english('appartamento-3').description);

    const plain = await answer('/api/apartments/appartamento-3');
    const { translations: _, ...seedItalian } = italian('appartamento-3');
    expect(plain.body).toEqual(seedItalian);
    expect(plain.text).not.toContain('translations');
  });

  it('takes a language it does not know for Italian, never echoing it', async () => {
    for (const lang of ['zz-unknown', 'EN-GB', '<script>alert(1)</script>', 'en,it']) {
      const path = `/api/apartments/appartamento-2?lang=${encodeURIComponent(lang)}`;
      const { text, body } = await answer(path);
      expect((body as Apartment).description, lang).toBe(italian('appartamento-2').description);
      expect(text, lang).not.toContain(lang);
    }
    const { body } = await answer('/api/apartments?lang=fr');
    expect((body as Apartment[])[0]?.shortDescription).toBe(
      italian('appartamento-1').shortDescription,
    );
  });

  it('shows the Italian of a text not written in English, the others in English', async () => {
    const key = keys.apartment('appartamento-4');
    const update = (expression: string, values?: Record<string, unknown>) =>
      fixtures.db.send(
        new UpdateCommand({
          TableName: api.tableName,
          Key: key,
          UpdateExpression: expression,
          ExpressionAttributeValues: values,
        }),
      );
    await update('REMOVE translations.en.description, translations.en.photoAlts');
    try {
      const { body } = await answer('/api/apartments/appartamento-4?lang=en');
      const apartment = body as Apartment;
      expect(apartment.description).toBe(italian('appartamento-4').description);
      expect(apartment.gallery.map((photo) => photo.alt)).toEqual(
        italian('appartamento-4').gallery.map((photo) => photo.alt),
      );
      expect(apartment.shortDescription).toBe(english('appartamento-4').shortDescription);
      expect(apartment.highlights).toEqual(english('appartamento-4').highlights);
    } finally {
      await update('SET translations = :seed', {
        ':seed': italian('appartamento-4').translations,
      });
    }
  });

  it("gives a table seeded before the English the seed's English of the texts the owner left as they were", async () => {
    const key = keys.apartment('appartamento-4');
    const seed = italian('appartamento-4');
    await fixtures.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: key,
        UpdateExpression: 'REMOVE translations SET description = :mine',
        ExpressionAttributeValues: { ':mine': 'La descrizione scritta dalla proprietaria.' },
      }),
    );
    try {
      // Imported once the test API has pointed the table client at this file's table.
      const { seedTable } = await import('../apartments/seed');
      expect(await seedTable()).toBe(0);
      const { body } = await answer('/api/apartments/appartamento-4?lang=en');
      const apartment = body as Apartment;
      // Her own Italian has no English yet: it shows as she wrote it.
      expect(apartment.description).toBe('La descrizione scritta dalla proprietaria.');
      expect(apartment.shortDescription).toBe(english('appartamento-4').shortDescription);
      expect(apartment.highlights).toEqual(english('appartamento-4').highlights);
      expect(apartment.gallery[1]?.alt).toBe(english('appartamento-4').photos.camera);
      // A second run changes nothing: translations once there are the owner's.
      await seedTable();
      const again = (await answer('/api/apartments/appartamento-4?lang=en')).body as Apartment;
      expect(again).toEqual(apartment);
    } finally {
      await fixtures.db.send(
        new UpdateCommand({
          TableName: api.tableName,
          Key: key,
          UpdateExpression: 'SET description = :seed, translations = :translations',
          ExpressionAttributeValues: {
            ':seed': seed.description,
            ':translations': seed.translations,
          },
        }),
      );
    }
  });
});

describe('availability', () => {
  beforeAll(async () => {
    await fixtures.soldNight('appartamento-1', day(10));
    await fixtures.soldNight('appartamento-1', day(11));
    await fixtures.heldNight('appartamento-1', day(20), Date.now() + 30 * 60_000);
    await fixtures.heldNight('appartamento-1', day(21), Date.now() - 1_000); // expired hold
    await fixtures.blockedNight('appartamento-1', day(30), 'airbnb');
    await fixtures.blockedNight('appartamento-1', day(30), 'booking'); // same night, two feeds
    await fixtures.soldNight('appartamento-1', day(-3)); // the past is not published
    await fixtures.soldNight('appartamento-1', addMonths(today, 18)); // last day of the window
    await fixtures.soldNight('appartamento-1', addDays(addMonths(today, 18), 1)); // beyond it
  });

  it('merges sold nights, live holds and imported blocks over today + 18 months', async () => {
    const response = await api.fetch('/api/availability/appartamento1?t=123');
    expect(response.status).toBe(200);
    const { unavailableDates } = routes.getAvailability.response.parse(await response.json());
    expect(unavailableDates).toEqual([day(10), day(11), day(20), day(30), addMonths(today, 18)]);
  });

  it('batch gives every apartment in one answer', async () => {
    const response = await api.fetch('/api/availability/batch');
    const batch = routes.getAvailabilityBatch.response.parse(await response.json());
    expect(Object.keys(batch)).toEqual([...APARTMENT_IDS]);
    const first = batch['appartamento-1'];
    expect(first?.success && first.data.unavailableDates).toContain(day(20));
    const second = batch['appartamento-2'];
    expect(second?.success && second.data.unavailableDates).toEqual([]);
  });

  it('gives 404 for an unknown apartment', async () => {
    await expectError(await api.fetch('/api/availability/nowhere'), 404);
  });

  describe('POST /api/availability/check', () => {
    const check = (body: unknown) => api.post('/api/availability/check', body);

    it('is available when every night is free, and a check-out on a taken day is fine', async () => {
      const response = await check({
        apartmentId: 'appartamento-1',
        checkIn: day(8),
        checkOut: day(10),
      });
      expect(await response.json()).toEqual({ available: true, unavailableDates: [] });
    });

    it('names the taken nights when the stay overlaps', async () => {
      const response = await check({
        apartmentId: 'appartamento-1',
        checkIn: day(9),
        checkOut: day(13),
      });
      expect(await response.json()).toEqual({
        available: false,
        unavailableDates: [day(10), day(11)],
      });
    });

    it('ignores an expired hold', async () => {
      const response = await check({
        apartmentId: 'appartamento-1',
        checkIn: day(21),
        checkOut: day(23),
      });
      expect(((await response.json()) as { available: boolean }).available).toBe(true);
    });

    it('refuses bad input with the field named', async () => {
      await expectError(
        await check({ apartmentId: 'appartamento-1', checkIn: day(5) }),
        400,
        'checkOut',
      );
      await expectError(
        await check({ apartmentId: 'appartamento-1', checkIn: '2026-02-30', checkOut: day(5) }),
        400,
        'checkIn',
      );
      await expectError(
        await check({ apartmentId: 'appartamento-1', checkIn: day(5), checkOut: day(3) }),
        400,
        'checkOut',
      );
      await expectError(
        await check({ apartmentId: 'appartamento-1', checkIn: day(5), checkOut: day(400) }),
        400,
        'checkOut',
      );
      await expectError(
        await check({ apartmentId: 'appartamento-1', checkIn: day(5), checkOut: day(7), extra: 1 }),
        400,
        'extra',
      );
      await expectError(
        await check({ apartmentId: 'appartamento-1', checkIn: day(-2), checkOut: day(3) }),
        400,
        'checkIn',
      );
      await expectError(
        await check({ apartmentId: 7, checkIn: day(5), checkOut: day(7) }),
        400,
        'apartmentId',
      );
    });

    it('gives 404 for an unknown apartment', async () => {
      await expectError(
        await check({ apartmentId: 'attico', checkIn: day(5), checkOut: day(7) }),
        404,
      );
    });

    it('refuses malformed JSON, other content types and bodies over 16 KB', async () => {
      const malformed = await api.fetch('/api/availability/check', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"apartmentId": ',
      });
      await expectError(malformed, 400);
      const text = await api.fetch('/api/availability/check', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'hello',
      });
      await expectError(text, 415);
      const huge = await check({
        apartmentId: 'appartamento-1',
        checkIn: day(5),
        checkOut: day(7),
        padding: 'x'.repeat(17 * 1024),
      });
      await expectError(huge, 413);
    });
  });
});

describe('POST /api/search-availability', () => {
  const search = (body: unknown) => api.post('/api/search-availability', body);

  it('lists the apartments free for the whole stay, with prices', async () => {
    await fixtures.soldNight('appartamento-3', day(50));
    const response = await search({ startDate: day(49), endDate: day(52) });
    expect(response.status).toBe(200);
    const result = routes.searchAvailability.response.parse(await response.json());
    expect(result.totalFound).toBe(3);
    expect(result.availableApartments.map((a) => a.id)).toEqual([
      'appartamento-1',
      'appartamento-2',
      'appartamento-4',
    ]);
    const deluxe = result.availableApartments.find((a) => a.id === 'appartamento-2');
    expect(deluxe).toMatchObject({ nights: 3, pricePerNight: 75, totalPrice: 225, maxGuests: 2 });
    expect(deluxe?.description).toBe(apartmentCatalogue[1]?.shortDescription);
  });

  it('describes the apartments in the language asked', async () => {
    const response = await api.post('/api/search-availability?lang=en', {
      startDate: day(49),
      endDate: day(52),
    });
    const result = routes.searchAvailability.response.parse(await response.json());
    const deluxe = result.availableApartments.find((a) => a.id === 'appartamento-2');
    expect(deluxe?.description).toBe(APARTMENTS_EN['appartamento-2'].shortDescription);
  });

  it('refuses impossible ranges', async () => {
    await expectError(await search({ startDate: day(5), endDate: day(5) }), 400, 'endDate');
    await expectError(await search({ startDate: '2026-13-01', endDate: day(5) }), 400, 'startDate');
    await expectError(await search({ startDate: day(1) }), 400, 'endDate');
    await expectError(await search([]), 400);
  });
});

describe('GET /api/prices/{id}/calculate', () => {
  const quote = (id: string, startDate: string, endDate: string) =>
    api.fetch(`/api/prices/${id}/calculate?startDate=${startDate}&endDate=${endDate}`);

  it('prices from the base price without rules', async () => {
    const response = await quote('appartamento-4', day(100), day(103));
    const price = routes.calculatePrice.response.parse(await response.json());
    expect(price).toMatchObject({ nights: 3, pricePerNight: 110, totalPrice: 330, discount: null });
  });

  it('applies rules by priority and the week discount', async () => {
    const start = day(200);
    await fixtures.pricingRule({
      id: 'season',
      apartmentId: 'appartamento-2',
      type: 'seasonal',
      startDate: start,
      endDate: addDays(start, 30),
      pricePerNight: 100,
      priority: 3,
      isActive: true,
    });
    await fixtures.pricingRule({
      id: 'gala',
      apartmentId: 'appartamento-2',
      type: 'special_date',
      startDate: addDays(start, 1),
      endDate: addDays(start, 1),
      pricePerNight: 200,
      priority: 1,
      isActive: true,
    });
    await fixtures.pricingRule({
      id: 'week',
      apartmentId: 'appartamento-2',
      type: 'week_discount',
      startDate: start,
      endDate: addDays(start, 60),
      discountPercentage: 10,
      priority: 1,
      isActive: true,
    });
    const response = await quote('deluxe-via-etnea', start, addDays(start, 7));
    const price = routes.calculatePrice.response.parse(await response.json());
    expect(price.nightly.map((n) => n.price)).toEqual([100, 200, 100, 100, 100, 100, 100]);
    expect(price.subtotal).toBe(800);
    expect(price.discount).toEqual({ type: 'week_discount', percentage: 10, amount: 80 });
    expect(price.totalPrice).toBe(720);
    expect(price.pricePerNight).toBeCloseTo(720 / 7, 2);
  });

  it('gives 404 for an unknown apartment and 400 for a bad range', async () => {
    await expectError(await quote('villa', day(1), day(3)), 404);
    await expectError(await quote('appartamento-1', day(3), day(1)), 400, 'endDate');
    await expectError(await api.fetch('/api/prices/appartamento-1/calculate'), 400, 'startDate');
  });
});

describe('the gateway', () => {
  it('answers 404 JSON for an unknown API path', async () => {
    await expectError(await api.fetch('/api/nothing-here'), 404);
  });
});
