import { site } from '@catania/shared/config/site';
import { RULE_TYPE_INFO } from '@catania/shared/domain/pricing-calendar';
import { touristTaxEuro } from '@catania/shared/domain/stay-terms';
import type { PriceCalculateResponse } from '@catania/shared/schemas/pricing';
import { formatEuro, nightsLabel } from '../../lib/format';
import { usePriceQuote } from './api';
import { QuotePending } from './quote-pending';

/**
 * The nights of a quote grouped by their price and the rule that set it (none: the apartment's
 * own price), in the order they first occur.
 */
export function nightsByPrice(quote: Pick<PriceCalculateResponse, 'nightly'>) {
  const groups = new Map<string, { price: number; nights: number; rule?: string }>();
  for (const night of quote.nightly) {
    const rule =
      night.source && night.source !== 'base_price' && night.source !== 'base'
        ? RULE_TYPE_INFO[night.source].label
        : undefined;
    const key = `${night.price}|${rule ?? ''}`;
    const group = groups.get(key) ?? { price: night.price, nights: 0, rule };
    group.nights += 1;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * What the chosen stay costs, from the server's quote (the one the checkout charges, issue 11,
 * point 3): the nights by price and rule, the stay discounts, the total, and the tourist tax owed at
 * check-in (not part of the price).
 */
export function StayQuote({
  apartmentId,
  checkIn,
  checkOut,
}: {
  apartmentId: string;
  checkIn: string;
  checkOut: string;
}) {
  const quote = usePriceQuote(apartmentId, checkIn, checkOut);
  if (quote.isPending) return <QuotePending />;
  if (quote.isError) {
    return (
      <p className="text-sm text-lava-600" role="status">
        Non riusciamo a calcolare il prezzo ora: lo vedrai al passo successivo.
      </p>
    );
  }
  const data = quote.data;
  return (
    <div data-testid="stay-quote">
      <dl className="grid gap-2 text-sm text-lava-700">
        {nightsByPrice(data).map(({ price, nights, rule }) => (
          <div key={`${price}|${rule ?? ''}`} className="flex justify-between gap-4">
            <dt>
              {nightsLabel(nights)} × {formatEuro(price)}
              {rule ? <span className="text-lava-500"> · {rule}</span> : null}
            </dt>
            <dd className="tabular-nums">{formatEuro(price * nights)}</dd>
          </div>
        ))}
        {data.discounts.map((discount) => (
          <div
            key={discount.type}
            className="flex justify-between gap-4 text-emerald-800"
            data-testid="stay-discount"
          >
            <dt>
              {RULE_TYPE_INFO[discount.type].label} ({discount.percentage}%)
            </dt>
            <dd className="tabular-nums">−{formatEuro(discount.amount)}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 border-t border-lava-100 pt-2 text-base font-semibold text-lava-900">
          <dt>Totale</dt>
          <dd className="font-display text-2xl" data-testid="stay-total">
            {formatEuro(data.totalPrice)}
          </dd>
        </div>
      </dl>
      {data.gap ? (
        <p className="mt-2 text-xs leading-relaxed text-lava-600" data-testid="stay-gap">
          Queste notti sono libere tra due soggiorni: si prenotano solo per intero.
        </p>
      ) : null}
      <p className="mt-2 text-xs leading-relaxed text-lava-500">
        Imposta di soggiorno non inclusa, da pagare all'arrivo:{' '}
        {formatEuro(site.touristTax.euroPerPersonPerNight)} a persona per notte (al massimo{' '}
        {site.touristTax.maxNights} notti, {formatEuro(touristTaxEuro(data.nights, 1))} a persona
        per questo soggiorno).
      </p>
    </div>
  );
}
