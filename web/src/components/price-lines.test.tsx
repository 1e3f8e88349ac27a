import { guestTaxTerms, type TaxRate } from '@catania/shared/domain/tourist-tax';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatEuro } from '../lib/format';
import { renderFeature } from '../test/render';
import { PriceDetails, PriceLines, TouristTaxLine, TouristTaxNote } from './price-lines';

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

/** The owner's rates: 2 EUR a night until a stay's third night falls on the 3.50 EUR period. */
const rates: TaxRate[] = [
  { from: '2024-01-01', euroPerPersonPerNight: 2, maxNights: 4, exemptUnderAge: 18 },
  { from: '2026-07-08', euroPerPersonPerNight: 3.5, maxNights: 4, exemptUnderAge: 18 },
];
/** 6-13 July: 2 nights at 2 EUR, then 2 at 3.50 EUR up to the cap of 4: 11 EUR a guest. */
const tax = guestTaxTerms(rates, '2026-07-06', '2026-07-13');

describe('the price lines (the guest pages and the owner read the stored quote)', () => {
  it('groups the nights by price and rule, lists each discount, the total and the tourist tax', () => {
    renderFeature(
      <PriceLines price={breakdown} total={breakdown.total}>
        <TouristTaxLine tax={tax} guests={2} />
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
      `Imposta di soggiorno, all'arrivo (non inclusa) = fino a ${formatEuro(22)}`,
    ]);
    expect(within(details).queryByTestId('stay-gap')).toBeNull();
  });

  it("tells the tax at the owner's rates: the check-in's rate, the cap, and the stay's most", () => {
    renderFeature(<TouristTaxNote tax={tax} guests={3} />);
    expect(screen.getByTestId('tax-note').textContent).toContain(
      `${formatEuro(2)} a persona per notte, per le prime 4 notti (fino a ${formatEuro(33)} per questo soggiorno; esenti i minori di 18 anni)`,
    );
  });

  it("tells one guest's tax where the guests are not chosen yet, in English words and figures on an English page", () => {
    renderFeature(<TouristTaxNote tax={tax} />, { path: '/en/appartamenti/appartamento-1' });
    expect(screen.getByTestId('tax-note').textContent).toContain('€11 per person for this stay');
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
