import type { PricingRule } from '@catania/shared/schemas/pricing';
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderFeature, stubApi } from '../../../test/render';
import { CopyRulesDialog } from './copy-rules-dialog';

const rule = (overrides: Partial<PricingRule>): PricingRule => ({
  id: 'r1',
  apartmentId: 'appartamento-2',
  type: 'week_discount',
  startDate: '2026-07-01',
  endDate: '2026-08-31',
  pricePerNight: null,
  discountPercentage: 10,
  priority: 1,
  isActive: true,
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

it("previews the source's rules in Italian, never by their internal type", async () => {
  stubApi({
    listPricingRules: [
      rule({}),
      rule({
        id: 'r2',
        type: 'special_date',
        pricePerNight: 150,
        discountPercentage: null,
        description: 'Festa di Sant’Agata',
      }),
      rule({
        id: 'r3',
        type: 'weekend',
        pricePerNight: null,
        discountPercentage: null,
        priceMode: 'percent',
        adjustment: 20,
      }),
    ],
  });
  const { user } = renderFeature(
    <CopyRulesDialog
      open
      onOpenChange={() => {}}
      targetId="appartamento-1"
      names={{ 'appartamento-2': 'Deluxe Via Etnea' }}
    />,
  );
  await user.selectOptions(screen.getByLabelText('Appartamento sorgente'), 'appartamento-2');
  const preview = await screen.findByTestId('copy-preview');
  expect(preview).not.toHaveTextContent(/week_discount|special_date|Regola /);
  const [weekly, special, weekend] = [...preview.querySelectorAll('li')].map(
    (li) => li.textContent,
  );
  expect(weekly).toBe('Sconto settimanale · 01/07/2026 – 31/08/2026 · -10%');
  // A fixed price lands unchanged on another base price: flagged; a percentage is not.
  expect(special).toBe(
    'Data speciale · Festa di Sant’Agata · 01/07/2026 – 31/08/2026 · €150prezzo fisso: copiato invariato',
  );
  expect(weekend).toBe('Weekend · 01/07/2026 – 31/08/2026 · +20%');
});
