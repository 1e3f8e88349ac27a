import { routes } from '@catania/shared/api/routes';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { centsToEuro } from '@catania/shared/domain/money';
import { pricingDay } from '@catania/shared/domain/pricing-calendar';
import type { PricingRule, PricingRuleInput } from '@catania/shared/schemas/pricing';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let api: TestApi;
let admin: AdminClient;
const today = todayInRome();
const d = (n: number) => addDays(today, n);

beforeAll(async () => {
  await useTestAdminCredentials();
  api = await startTestApi();
  admin = await signIn(api);
});
afterAll(() => api.stop());

async function quote(apartmentId: string, from: string, to: string) {
  const response = await api.fetch(
    `/api/prices/${apartmentId}/calculate?startDate=${from}&endDate=${to}`,
  );
  expect(response.status).toBe(200);
  return routes.calculatePrice.response.parse(await response.json());
}

async function rules(apartmentId: string): Promise<PricingRule[]> {
  const response = await admin.fetch(`/api/admin/prices/${apartmentId}`);
  expect(response.status).toBe(200);
  return routes.listPricingRules.response.parse(await response.json());
}

async function createRule(rule: Partial<PricingRuleInput>) {
  return admin.send('POST', '/api/admin/prices', {
    apartmentId: 'appartamento-1',
    type: 'seasonal',
    startDate: d(10),
    endDate: d(20),
    pricePerNight: 120,
    priority: 2,
    ...rule,
  });
}

describe('base prices', () => {
  it('lists the four apartments with their base price', async () => {
    const response = await admin.fetch('/api/admin/pricing');
    expect(response.status).toBe(200);
    expect(routes.listBasePrices.response.parse(await response.json())).toEqual([
      { apartmentId: 'appartamento-1', basePrice: 85 },
      { apartmentId: 'appartamento-2', basePrice: 75 },
      { apartmentId: 'appartamento-3', basePrice: 95 },
      { apartmentId: 'appartamento-4', basePrice: 110 },
    ]);
  });

  it('a new base price is what guests are quoted at once', async () => {
    const response = await admin.send('POST', '/api/admin/pricing', {
      apartmentId: 'appartamento-2',
      basePrice: 99,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect((await quote('appartamento-2', d(5), d(7))).pricePerNight).toBe(99);
    const apartments = (await (await api.fetch('/api/apartments')).json()) as {
      id: string;
      price: number;
    }[];
    expect(apartments.find((a) => a.id === 'appartamento-2')?.price).toBe(99);
  });

  it.each([0, -5, 12.5, '90', null])('refuses %j', async (basePrice) => {
    const response = await admin.send('POST', '/api/admin/pricing', {
      apartmentId: 'appartamento-2',
      basePrice,
    });
    expect(response.status).toBe(400);
  });

  it('refuses an unknown apartment', async () => {
    const response = await admin.send('POST', '/api/admin/pricing', {
      apartmentId: 'appartamento-9',
      basePrice: 80,
    });
    expect(response.status).toBe(400);
  });
});

describe('pricing rules', () => {
  it('creates, lists, edits and deletes a rule; guests are quoted by it', async () => {
    const created = await createRule({ description: '  Estate  ' });
    expect(created.status).toBe(201);
    const { rule } = routes.createPricingRule.response.parse(await created.json());
    expect(rule).toMatchObject({
      apartmentId: 'appartamento-1',
      type: 'seasonal',
      pricePerNight: 120,
      discountPercentage: null,
      priority: 2,
      isActive: true,
      description: 'Estate',
    });
    expect((await rules('appartamento-1')).map((r) => r.id)).toEqual([rule.id]);
    expect((await quote('appartamento-1', d(10), d(12))).pricePerNight).toBe(120);

    const updated = await admin.send('PUT', `/api/admin/prices/${rule.id}`, {
      apartmentId: 'appartamento-1',
      type: 'seasonal',
      startDate: d(10),
      endDate: d(20),
      pricePerNight: 130,
      priority: 1,
    });
    expect(updated.status).toBe(200);
    const edited = routes.updatePricingRule.response.parse(await updated.json()).rule;
    expect(edited).toMatchObject({ id: rule.id, pricePerNight: 130, priority: 1 });
    expect(edited.createdAt).toBe(rule.createdAt);
    expect((await quote('appartamento-1', d(10), d(12))).pricePerNight).toBe(130);

    expect((await admin.send('DELETE', `/api/admin/prices/${rule.id}`)).status).toBe(200);
    expect(await rules('appartamento-1')).toEqual([]);
    expect((await quote('appartamento-1', d(10), d(12))).pricePerNight).toBe(85);
    expect((await admin.send('DELETE', `/api/admin/prices/${rule.id}`)).status).toBe(404);
    expect(
      (
        await admin.send('PUT', `/api/admin/prices/${rule.id}`, {
          apartmentId: 'appartamento-1',
          type: 'seasonal',
          startDate: d(10),
          endDate: d(20),
          pricePerNight: 1,
        })
      ).status,
    ).toBe(404);
  });

  it('a discount type keeps only its percentage, other types only the price', async () => {
    const discount = await createRule({
      type: 'week_discount',
      startDate: d(0),
      endDate: d(60),
      pricePerNight: 50,
      discountPercentage: 10,
    });
    expect(discount.status).toBe(201);
    const { rule } = routes.createPricingRule.response.parse(await discount.json());
    expect(rule.pricePerNight).toBeNull();
    expect(rule.discountPercentage).toBe(10);
    // 7 nights at 85 with 10% off.
    const stay = await quote('appartamento-1', d(30), d(37));
    expect(stay.discount).toMatchObject({ type: 'week_discount', percentage: 10 });
    expect(stay.totalPrice).toBe(535.5);
    await admin.send('DELETE', `/api/admin/prices/${rule.id}`);
  });

  it.each([
    [{ type: 'seasonal', pricePerNight: null }, 'pricePerNight'],
    [{ type: 'week_discount', pricePerNight: 50, discountPercentage: null }, 'discountPercentage'],
    [{ type: 'month_discount', discountPercentage: 101 }, 'discountPercentage'],
    [{ pricePerNight: 0 }, 'pricePerNight'],
    [{ pricePerNight: 80.5 }, 'pricePerNight'],
    [{ priority: 6 }, 'priority'],
    [{ endDate: d(5) }, 'endDate'],
    [{ startDate: '2026-02-30' }, 'startDate'],
    [{ type: 'holiday' }, 'type'],
  ])('refuses %j naming %s', async (fields, field) => {
    const response = await createRule(fields as Partial<PricingRuleInput>);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { field: string }[] };
    expect(body.issues.map((i) => i.field)).toContain(field);
  });

  it('a rule cannot move to another apartment', async () => {
    const { rule } = routes.createPricingRule.response.parse(await (await createRule({})).json());
    const response = await admin.send('PUT', `/api/admin/prices/${rule.id}`, {
      apartmentId: 'appartamento-2',
      type: 'seasonal',
      startDate: d(10),
      endDate: d(20),
      pricePerNight: 100,
    });
    expect(response.status).toBe(400);
    await admin.send('DELETE', `/api/admin/prices/${rule.id}`);
  });

  it('the admin calendar shows for each night the price a guest pays', async () => {
    const made = [
      await createRule({ type: 'weekend', startDate: d(0), endDate: d(60), pricePerNight: 140 }),
      await createRule({ type: 'seasonal', startDate: d(15), endDate: d(25), pricePerNight: 110 }),
      await createRule({
        type: 'special_date',
        startDate: d(20),
        endDate: d(20),
        pricePerNight: 200,
        priority: 1,
      }),
    ];
    const ids = await Promise.all(
      made.map(async (r) => routes.createPricingRule.response.parse(await r.json()).rule.id),
    );
    const list = await rules('appartamento-1');
    const stay = await quote('appartamento-1', d(10), d(30));
    for (const night of stay.nightly) {
      expect(centsToEuro(pricingDay(85, list, night.date).night.priceCents)).toBe(night.price);
    }
    for (const id of ids) await admin.send('DELETE', `/api/admin/prices/${id}`);
  });
});

describe('copying rules', () => {
  it('replaces the destination rules with copies of the source ones', async () => {
    for (const [start, price] of [
      [40, 100],
      [50, 150],
    ] as const) {
      await createRule({ startDate: d(start), endDate: d(start + 5), pricePerNight: price });
    }
    // The destination's own rule must go.
    const old = await createRule({ apartmentId: 'appartamento-3', pricePerNight: 300 });
    expect(old.status).toBe(201);

    const response = await admin.send('POST', '/api/admin/prices/copy', {
      sourceApartmentId: 'appartamento-1',
      targetApartmentId: 'appartamento-3',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, copiedRules: 2 });
    const source = await rules('appartamento-1');
    const target = await rules('appartamento-3');
    expect(target.map((r) => [r.startDate, r.pricePerNight, r.apartmentId])).toEqual(
      source.map((r) => [r.startDate, r.pricePerNight, 'appartamento-3']),
    );
    expect(target.map((r) => r.id)).not.toEqual(expect.arrayContaining(source.map((r) => r.id)));
    expect((await quote('appartamento-3', d(50), d(52))).pricePerNight).toBe(150);
  });

  it('refuses an empty source and copying onto itself', async () => {
    const empty = await admin.send('POST', '/api/admin/prices/copy', {
      sourceApartmentId: 'appartamento-4',
      targetApartmentId: 'appartamento-3',
    });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Nessuna regola configurata per questo appartamento');
    expect((await rules('appartamento-3')).length).toBe(2);
    const self = await admin.send('POST', '/api/admin/prices/copy', {
      sourceApartmentId: 'appartamento-3',
      targetApartmentId: 'appartamento-3',
    });
    expect(self.status).toBe(400);
  });
});
