import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  basePrice,
  copyPricingRulesRequest,
  priceCalculateQuery,
  pricingRuleInput,
  updateBasePriceRequest,
} from './pricing';

function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const seasonal = {
  apartmentId: 'appartamento-1',
  type: 'seasonal',
  startDate: '2026-07-01',
  endDate: '2026-08-31',
  pricePerNight: 120,
};
const weekDiscount = {
  apartmentId: 'appartamento-1',
  type: 'week_discount',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  discountPercentage: 10,
};

describe('pricingRuleInput', () => {
  it('accepts a price rule and fills the defaults: priority 1, active', () => {
    const parsed = pricingRuleInput.parse(seasonal);
    expect(parsed.priority).toBe(1);
    expect(parsed.isActive).toBe(true);
  });

  it('requires a price per night for every non-discount type', () => {
    for (const type of ['base', 'weekend', 'seasonal', 'special_date']) {
      expect(
        problems(pricingRuleInput, { ...seasonal, type, pricePerNight: undefined }),
        type,
      ).toEqual(['pricePerNight: Prezzo per notte richiesto']);
      expect(problems(pricingRuleInput, { ...seasonal, type, pricePerNight: null }), type).toEqual([
        'pricePerNight: Prezzo per notte richiesto',
      ]);
    }
  });

  it('wants a whole price of at least 1 euro', () => {
    expect(problems(pricingRuleInput, { ...seasonal, pricePerNight: 0 })).toEqual([
      'pricePerNight: Il prezzo minimo è €1',
    ]);
    expect(problems(pricingRuleInput, { ...seasonal, pricePerNight: 99.5 })).toEqual([
      'pricePerNight: Il prezzo deve essere un numero intero',
    ]);
    expect(problems(pricingRuleInput, { ...seasonal, pricePerNight: 1 })).toEqual([]);
  });

  it('requires a discount of 1 to 100 for discount types, and no price', () => {
    for (const type of ['week_discount', 'month_discount']) {
      expect(problems(pricingRuleInput, { ...weekDiscount, type }), type).toEqual([]);
      expect(
        problems(pricingRuleInput, { ...weekDiscount, type, discountPercentage: undefined }),
      ).toEqual(['discountPercentage: Sconto richiesto']);
    }
    const range = 'discountPercentage: Lo sconto deve essere tra 1 e 100';
    expect(problems(pricingRuleInput, { ...weekDiscount, discountPercentage: 0 })).toEqual([range]);
    expect(problems(pricingRuleInput, { ...weekDiscount, discountPercentage: 101 })).toEqual([
      range,
    ]);
    expect(problems(pricingRuleInput, { ...weekDiscount, discountPercentage: -5 })).toEqual([
      range,
    ]);
    expect(problems(pricingRuleInput, { ...weekDiscount, discountPercentage: 1 })).toEqual([]);
    expect(problems(pricingRuleInput, { ...weekDiscount, discountPercentage: 100 })).toEqual([]);
    expect(problems(pricingRuleInput, { ...weekDiscount, discountPercentage: 12.5 })).toEqual([
      'discountPercentage: Lo sconto deve essere un numero intero',
    ]);
  });

  it('accepts a one-day rule and refuses an end before the start', () => {
    expect(problems(pricingRuleInput, { ...seasonal, endDate: seasonal.startDate })).toEqual([]);
    expect(problems(pricingRuleInput, { ...seasonal, endDate: '2026-06-30' })).toEqual([
      'endDate: La data di fine deve essere uguale o successiva alla data di inizio',
    ]);
  });

  it('accepts priorities 1 to 5 only', () => {
    for (const priority of [1, 5])
      expect(problems(pricingRuleInput, { ...seasonal, priority })).toEqual([]);
    for (const priority of [0, 6, 2.5]) {
      expect(problems(pricingRuleInput, { ...seasonal, priority }), String(priority)).toHaveLength(
        1,
      );
    }
  });

  it('refuses unknown types, unknown apartments, impossible dates and extra fields', () => {
    expect(problems(pricingRuleInput, { ...seasonal, type: 'holiday' })).toEqual([
      'type: Tipo di regola non valido',
    ]);
    expect(problems(pricingRuleInput, { ...seasonal, apartmentId: 'appartamento-9' })).toEqual([
      'apartmentId: Appartamento non valido',
    ]);
    expect(problems(pricingRuleInput, { ...seasonal, startDate: '2026-02-30' })).toContain(
      'startDate: Data non valida: usa il formato aaaa-mm-gg',
    );
    expect(problems(pricingRuleInput, { ...seasonal, id: 'r1' })).toHaveLength(1);
  });
});

describe('basePrice', () => {
  it('is a whole number above 0', () => {
    expect(basePrice.safeParse(85).success).toBe(true);
    expect(problems(basePrice, 0)).toEqual([': I prezzi devono essere maggiori di €0']);
    expect(problems(basePrice, -10)).toEqual([': I prezzi devono essere maggiori di €0']);
    expect(problems(basePrice, 85.5)).toEqual([': Il prezzo deve essere un numero intero']);
    expect(problems(basePrice, '85')).toEqual([': Il prezzo deve essere un numero intero']);
  });

  it('the update body refuses extra fields', () => {
    expect(
      problems(updateBasePriceRequest, { apartmentId: 'appartamento-1', basePrice: 90 }),
    ).toEqual([]);
    expect(
      problems(updateBasePriceRequest, { apartmentId: 'appartamento-1', basePrice: 90, x: 1 }),
    ).toHaveLength(1);
  });
});

describe('copyPricingRulesRequest', () => {
  it('refuses copying an apartment onto itself', () => {
    expect(
      problems(copyPricingRulesRequest, {
        sourceApartmentId: 'appartamento-2',
        targetApartmentId: 'appartamento-2',
      }),
    ).toEqual([
      "targetApartmentId: L'appartamento di destinazione deve essere diverso dalla sorgente",
    ]);
    expect(
      problems(copyPricingRulesRequest, {
        sourceApartmentId: 'appartamento-2',
        targetApartmentId: 'appartamento-3',
      }),
    ).toEqual([]);
  });
});

describe('priceCalculateQuery', () => {
  it('checks the range and never throws on impossible dates', () => {
    expect(
      problems(priceCalculateQuery, { startDate: '2026-07-10', endDate: '2026-07-12' }),
    ).toEqual([]);
    expect(
      problems(priceCalculateQuery, { startDate: '2026-07-10', endDate: '2026-07-10' }),
    ).toEqual(['endDate: La data di check-out deve essere successiva al check-in']);
    expect(problems(priceCalculateQuery, { startDate: 'oggi', endDate: '2026-07-12' })).toEqual([
      'startDate: Data non valida: usa il formato aaaa-mm-gg',
    ]);
  });
});
