import { touristTaxEuro } from '@catania/shared/domain/stay-terms';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatEuro } from '../../lib/format';
import { renderFeature } from '../../test/render';
import { PriceDetails, PriceLines, TouristTaxLine } from './price-lines';

/** A stored breakdown as the server keeps it: two weekend nights, a week discount, a gap. */
const breakdown = {
  nightly: [
    { date: '2026-07-06', price: 85, source: 'base_price' as const },
    { date: '2026-07-07', price: 85, source: 'base_price' as const },
    { date: '2026-07-08', price: 85, source: 'base_price' as const },
    { date: '2026-07-09', price: 85, source: 'base_price' as const },
    { date: '2026-07-10', price: 102, source: 'weekend' as const },
    { date: '2026-07-11', price: 102, source: 'weekend' as const },
    { date: '2026-07-12', price: 85, source: 'base_price' as const },
  ],
  subtotal: 629,
  discounts: [{ type: 'week_discount' as const, percentage: 10, amount: 62.9 }],
  total: 566.1,
  gap: false,
};

describe('the price lines (the guest pages and the owner read the stored quote)', () => {
  it('groups the nights by price and rule, lists each discount, the total and the tourist tax', () => {
    renderFeature(
      <PriceLines price={breakdown} total={breakdown.total}>
        <TouristTaxLine nights={7} guests={2} />
      </PriceLines>,
    );
    const details = screen.getByTestId('price-lines');
    const rows = within(details)
      .getAllByRole('term')
      .map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      `5 notti × ${formatEuro(85)} = ${formatEuro(425)}`,
      `2 notti × ${formatEuro(102)} · Weekend = ${formatEuro(204)}`,
      `Sconto settimanale (10%) = −${formatEuro(62.9)}`,
      `Totale = ${formatEuro(566.1)}`,
      `Imposta di soggiorno, all'arrivo (non inclusa) = fino a ${formatEuro(touristTaxEuro(7, 2))}`,
    ]);
    expect(touristTaxEuro(7, 2)).toBeGreaterThan(0);
    expect(within(details).queryByTestId('stay-gap')).toBeNull();
  });

  it('says when the nights fill a gap between two stays, sold whole', () => {
    renderFeature(
      <PriceDetails
        price={{ ...breakdown, nightly: breakdown.nightly.slice(0, 2), discounts: [], gap: true }}
        total={170}
      />,
    );
    expect(screen.getByTestId('stay-gap')).toHaveTextContent('si prenotano solo per intero');
  });

  it("reads in the page's language: an English page names the rules in English", async () => {
    renderFeature(<PriceDetails price={breakdown} total={breakdown.total} />, {
      path: '/en/la-mia-prenotazione',
    });
    const details = screen.getByTestId('price-details');
    expect(within(details).getByRole('heading')).toHaveTextContent('Price details');
    expect(details).toHaveTextContent('2 nights ×');
    expect(details).toHaveTextContent('Weekly discount (10%)');
  });
});
