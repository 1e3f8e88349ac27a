import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '@catania/shared/api/routes';
import { addDays, dayOfWeek, todayInRome } from '@catania/shared/domain/dates';
import { apiErrorBody } from '@catania/shared/schemas/common';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import { guestAddress } from '@catania/testing/payments';
import { tableFixtures } from '@catania/testing/table-fixtures';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Stay rules by period through the API: the owner's CRUD, its bad input, and the rules obeyed
 * by quotes and checkout (what the stay rules promise), a gap between two stays bookable whole.
 */

let api: TestApi;
let admin: AdminClient;
let fixtures: ReturnType<typeof tableFixtures>;
const today = todayInRome();
const d = (n: number) => addDays(today, n);
/** The first date on or after `d(from)` that falls on `weekday` (0 = Sunday). */
const nextWeekday = (from: number, weekday: number) => {
  let date = d(from);
  while (dayOfWeek(date) !== weekday) date = addDays(date, 1);
  return date;
};

beforeAll(async () => {
  await useTestAdminCredentials();
  api = await startTestApi();
  admin = await signIn(api);
  fixtures = tableFixtures(api.tableName);
});
afterAll(() => api.stop());

const quote = (apartmentId: string, from: string, to: string) =>
  api.fetch(`/api/prices/${apartmentId}/calculate?startDate=${from}&endDate=${to}`);

async function createStayRule(fields: Record<string, unknown>) {
  return admin.send('POST', '/api/admin/stay-rules', {
    apartmentId: 'appartamento-2',
    startDate: d(40),
    endDate: d(70),
    minNights: 5,
    priority: 1,
    ...fields,
  });
}

async function stayRuleItems() {
  const { Items = [] } = await fixtures.db.send(new ScanCommand({ TableName: api.tableName }));
  return Items.filter((item) => String(item.sk).startsWith('STAYRULE#'));
}

function checkoutBody(apartmentId: string, checkIn: string, checkOut: string, amount: number) {
  return {
    amount,
    apartmentId,
    guestDetails: { name: 'Giulia Bianchi', email: guestAddress('stay-rules'), phone: '' },
    bookingDetails: { apartmentName: 'Appartamento', checkIn, checkOut, guests: 2 },
  };
}

describe('stay rules: the owner sets them', () => {
  it('creates, lists, edits and deletes a rule (weekdays kept sorted, defaults filled)', async () => {
    const created = await createStayRule({
      apartmentId: 'appartamento-3',
      closedToArrival: [7, 1, 7],
      description: '  Agosto  ',
    });
    expect(created.status).toBe(201);
    const { rule } = routes.createStayRule.response.parse(await created.json());
    expect(rule).toMatchObject({
      apartmentId: 'appartamento-3',
      minNights: 5,
      maxNights: null,
      closedToArrival: [1, 7],
      closedToDeparture: [],
      gapFill: true,
      description: 'Agosto',
    });

    const listed = await admin.fetch('/api/admin/stay-rules/appartamento-3');
    expect(listed.status).toBe(200);
    expect(routes.listStayRules.response.parse(await listed.json())).toEqual([rule]);

    const edited = await admin.send('PUT', `/api/admin/stay-rules/${rule.id}`, {
      apartmentId: 'appartamento-3',
      startDate: rule.startDate,
      endDate: rule.endDate,
      minNights: 3,
      maxNights: 14,
      priority: 2,
    });
    expect(edited.status).toBe(200);
    expect(routes.updateStayRule.response.parse(await edited.json()).rule).toMatchObject({
      id: rule.id,
      minNights: 3,
      maxNights: 14,
      closedToArrival: [],
      createdAt: rule.createdAt,
    });

    expect((await admin.send('DELETE', `/api/admin/stay-rules/${rule.id}`)).status).toBe(200);
    expect((await admin.send('DELETE', `/api/admin/stay-rules/${rule.id}`)).status).toBe(404);
    const empty = await admin.fetch('/api/admin/stay-rules/appartamento-3');
    expect(await empty.json()).toEqual([]);
  });

  it.each([
    [{ minNights: 7, maxNights: 5 }, 'maxNights', /massimo non può essere inferiore al minimo/],
    [{ startDate: d(50), endDate: d(49) }, 'endDate', /fine deve essere uguale o successiva/],
    [{ closedToArrival: [8] }, 'closedToArrival.0', /da 1 \(lunedì\) a 7 \(domenica\)/],
    [{ closedToArrival: [1, 2, 3, 4, 5, 6, 7] }, 'closedToArrival', /Almeno un giorno/],
    [{ minNights: 0 }, 'minNights', /almeno 1 notte/],
    [{ minNights: 2.5 }, 'minNights', /numero intero/],
    [{ priority: 9 }, 'priority', /tra 1 e 5/],
    [{ minLeadDays: 10, maxAdvanceDays: 5 }, 'maxAdvanceDays', /anticipo massimo/i],
    [{ apartmentId: 'appartamento-9' }, 'apartmentId', /Appartamento non valido/],
    [{ colour: 'red' }, 'colour', /.+/],
  ])('refuses %j with a 400 naming %s, and saves nothing', async (fields, field, message) => {
    const before = await stayRuleItems();
    const response = await createStayRule(fields);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { field: string; message: string }[] };
    const issue = body.issues.find((i) => i.field === field) ?? body.issues[0];
    expect(issue?.field).toBe(field);
    expect(issue?.message).toMatch(message);
    expect(await stayRuleItems()).toEqual(before);
  });

  it('refuses an edit of an unknown rule with a 404, and the routes without a session', async () => {
    const response = await admin.send('PUT', '/api/admin/stay-rules/nessuna', {
      apartmentId: 'appartamento-2',
      startDate: d(1),
      endDate: d(2),
      minNights: 2,
    });
    expect(response.status).toBe(404);
    expect((await api.fetch('/api/admin/stay-rules/appartamento-2')).status).toBe(401);
  });
});

describe('stay rules: quotes and checkout obey them', () => {
  it('a 5-night minimum refuses 3 nights in its period, by the dates, in Italian', async () => {
    const created = await createStayRule({ apartmentId: 'appartamento-4', minNights: 5 });
    expect(created.status).toBe(201);
    const refused = await quote('appartamento-4', d(45), d(48));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      issues: [
        {
          field: 'endDate',
          message: 'Per questo arrivo il soggiorno minimo è di 5 notti',
          code: 'minNights',
          // The figures the message states, for a page in another language to word it.
          rule: { code: 'minStay', nights: 5, byRule: true },
        },
      ],
    });
    expect((await quote('appartamento-4', d(45), d(50))).status).toBe(200);
    // The date pickers get the rule with the availability, before the guest chooses.
    const availability = routes.getAvailability.response.parse(
      await (await api.fetch('/api/availability/appartamento-4')).json(),
    );
    expect(availability.stayRules).toEqual([
      expect.objectContaining({ startDate: d(40), endDate: d(70), minNights: 5 }),
    ]);
    // Outside the period the 2-night minimum of the terms still holds.
    expect((await quote('appartamento-4', d(80), d(82))).status).toBe(200);
    expect((await quote('appartamento-4', d(80), d(81))).status).toBe(400);

    const checkout = await api.post(
      '/api/create-payment-link',
      checkoutBody('appartamento-4', d(45), d(48), 330),
    );
    expect(checkout.status).toBe(400);
    expect(apiErrorBody.parse(await checkout.json())).toMatchObject({
      issues: [
        {
          field: 'bookingDetails.checkOut',
          code: 'minNights',
          rule: { code: 'minStay', nights: 5, byRule: true },
        },
      ],
    });
  });

  it('a 2-night gap between two stays in that period is bookable as exactly that gap', async () => {
    // appartamento-4 has the 5-night minimum from d(40) to d(70): nights d(50), d(51) free between
    // two sold stays.
    for (const n of [48, 49, 52, 53]) await fixtures.soldNight('appartamento-4', d(n));
    const gap = await quote('appartamento-4', d(50), d(52));
    expect(gap.status).toBe(200);
    expect(routes.calculatePrice.response.parse(await gap.json())).toMatchObject({
      nights: 2,
      gap: true,
    });
    // Part of the gap is not bookable, and the refusal says which dates are.
    const part = await quote('appartamento-4', d(50), d(51));
    expect(part.status).toBe(400);
    expect(((await part.json()) as { error: string }).error).toMatch(
      /sono libere solo 2 notti: si prenotano per intero/,
    );
  });

  it('a Sunday closed to arrival cannot be a check-in day; Monday can', async () => {
    const sunday = nextWeekday(100, 0);
    const created = await createStayRule({
      apartmentId: 'appartamento-1',
      startDate: d(95),
      endDate: d(130),
      minNights: 2,
      closedToArrival: [7],
    });
    expect(created.status).toBe(201);
    const refused = await quote('appartamento-1', sunday, addDays(sunday, 3));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      issues: [
        {
          field: 'startDate',
          message:
            'Non si può arrivare di domenica in questo periodo: scegli un altro giorno di check-in',
        },
      ],
    });
    expect((await quote('appartamento-1', addDays(sunday, 1), addDays(sunday, 4))).status).toBe(
      200,
    );
  });

  it('a higher priority rule wins where two overlap', async () => {
    await createStayRule({
      apartmentId: 'appartamento-3',
      startDate: d(200),
      endDate: d(260),
      minNights: 7,
      priority: 2,
    });
    await createStayRule({
      apartmentId: 'appartamento-3',
      startDate: d(220),
      endDate: d(230),
      minNights: 3,
      priority: 1,
    });
    expect((await quote('appartamento-3', d(222), d(225))).status).toBe(200);
    expect((await quote('appartamento-3', d(210), d(213))).status).toBe(400);
  });

  it('the search leaves out an apartment whose rules refuse the dates, and says why', async () => {
    const response = await api.post('/api/search-availability', {
      startDate: d(45),
      endDate: d(48),
    });
    expect(response.status).toBe(200);
    const { availableApartments, restricted } = routes.searchAvailability.response.parse(
      await response.json(),
    );
    const ids = availableApartments.map((a) => a.id);
    expect(ids).not.toContain('appartamento-4');
    expect(ids).toContain('appartamento-3');
    // Free on those nights, told apart with the rule's reason for the guest.
    expect(restricted).toEqual([
      {
        id: 'appartamento-4',
        name: expect.any(String),
        reason: 'Per questo arrivo il soggiorno minimo è di 5 notti',
        rule: { code: 'minStay', nights: 5, byRule: true },
      },
    ]);
  });
});

describe('pricing rules: relative prices and booking-time discounts', () => {
  it('a last-minute discount applies to a stay in 3 days and not to one in 30; the quote lists it', async () => {
    const created = await admin.send('POST', '/api/admin/prices', {
      apartmentId: 'appartamento-3',
      type: 'last_minute',
      startDate: today,
      endDate: d(365),
      discountPercentage: 10,
      threshold: 7,
    });
    expect(created.status).toBe(201);
    const soon = routes.calculatePrice.response.parse(
      await (await quote('appartamento-3', d(3), d(5))).json(),
    );
    expect(soon.discounts).toEqual([
      { type: 'last_minute', percentage: 10, amount: soon.subtotal / 10 },
    ]);
    expect(soon.totalPrice).toBe(soon.subtotal * 0.9);
    const later = routes.calculatePrice.response.parse(
      await (await quote('appartamento-3', d(30), d(32))).json(),
    );
    expect(later.discounts).toEqual([]);
    expect(later.totalPrice).toBe(later.subtotal);
  });

  it('the booking stores the breakdown it was charged', async () => {
    const body = await (await quote('appartamento-3', d(3), d(5))).json();
    const { totalPrice } = routes.calculatePrice.response.parse(body);
    const checkout = await api.post(
      '/api/create-payment-link',
      checkoutBody('appartamento-3', d(3), d(5), totalPrice),
    );
    expect(checkout.status).toBe(200);
    const { bookingId } = (await checkout.json()) as { bookingId: string };
    const bookings = routes.listBookings.response.parse(
      await (await admin.fetch('/api/bookings')).json(),
    );
    const booking = bookings.find((b) => b.id === bookingId);
    expect(booking?.priceBreakdown).toMatchObject({
      total: totalPrice,
      discounts: [{ type: 'last_minute', percentage: 10 }],
      gap: false,
    });
    expect(booking?.priceBreakdown?.nightly).toHaveLength(2);
  });

  it('copying a +20% weekend rule from an 85 EUR apartment gives a 110 EUR one its own weekend price', async () => {
    const friday = nextWeekday(150, 5);
    const created = await admin.send('POST', '/api/admin/prices', {
      apartmentId: 'appartamento-1',
      type: 'weekend',
      startDate: d(140),
      endDate: d(170),
      priceMode: 'percent',
      adjustment: 20,
      priority: 1,
    });
    expect(created.status).toBe(201);
    const own = routes.calculatePrice.response.parse(
      await (await quote('appartamento-1', friday, addDays(friday, 2))).json(),
    );
    expect(own.nightly.map((n) => n.price)).toEqual([102, 102]);

    const copied = await admin.send('POST', '/api/admin/prices/copy', {
      sourceApartmentId: 'appartamento-1',
      targetApartmentId: 'appartamento-4',
    });
    expect(copied.status).toBe(200);
    const theirs = routes.calculatePrice.response.parse(
      await (await quote('appartamento-4', friday, addDays(friday, 2))).json(),
    );
    expect(theirs.nightly.map((n) => n.price)).toEqual([132, 132]);
  });

  it.each([
    [{ type: 'weekend', priceMode: 'percent', adjustment: 0 }, 'adjustment'],
    [{ type: 'weekend', priceMode: 'percent', adjustment: -120 }, 'adjustment'],
    [{ type: 'last_minute', discountPercentage: 0, threshold: 7 }, 'discountPercentage'],
    [{ type: 'last_minute', discountPercentage: 101, threshold: 7 }, 'discountPercentage'],
    [{ type: 'length_discount', discountPercentage: 5 }, 'threshold'],
  ])('refuses the price rule %j naming %s', async (fields, field) => {
    const response = await admin.send('POST', '/api/admin/prices', {
      apartmentId: 'appartamento-2',
      startDate: d(1),
      endDate: d(30),
      ...fields,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { field: string }[] };
    expect(body.issues.map((i) => i.field)).toEqual([field]);
  });
});
