import { site } from '@catania/shared/config/site';
import { RULE_TYPE_INFO } from '@catania/shared/domain/pricing-calendar';
import { touristTaxEuro } from '@catania/shared/domain/stay';
import type { PriceCalculateResponse } from '@catania/shared/schemas/pricing';
import { formatEuro, nightsLabel } from '../../lib/format';
import { usePriceQuote } from './api';
import { QuotePending } from './quote-pending';

/** The nights of a quote grouped by their price, in the order they first occur. */
export function nightsByPrice(quote: Pick<PriceCalculateResponse, 'nightly'>) {
  const groups = new Map<number, number>();
  for (const night of quote.nightly) groups.set(night.price, (groups.get(night.price) ?? 0) + 1);
  return [...groups].map(([price, nights]) => ({ price, nights }));
}

/**
 * What the chosen stay costs, from the server's quote (the one the checkout charges, issue 11,
 * point 3): the nights by price, the stay discount, the total, and the tourist tax owed at
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
        {nightsByPrice(data).map(({ price, nights }) => (
          <div key={price} className="flex justify-between gap-4">
            <dt>
              {nightsLabel(nights)} × {formatEuro(price)}
            </dt>
            <dd className="tabular-nums">{formatEuro(price * nights)}</dd>
          </div>
        ))}
        {data.discount ? (
          <div className="flex justify-between gap-4 text-emerald-800">
            <dt>
              {RULE_TYPE_INFO[data.discount.type].label} ({data.discount.percentage}%)
            </dt>
            <dd className="tabular-nums">−{formatEuro(data.discount.amount)}</dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-4 border-t border-lava-100 pt-2 text-base font-semibold text-lava-900">
          <dt>Totale</dt>
          <dd className="font-display text-2xl" data-testid="stay-total">
            {formatEuro(data.totalPrice)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs leading-relaxed text-lava-500">
        Imposta di soggiorno non inclusa, da pagare all'arrivo:{' '}
        {formatEuro(site.touristTax.euroPerPersonPerNight)} a persona per notte (al massimo{' '}
        {site.touristTax.maxNights} notti, {formatEuro(touristTaxEuro(data.nights, 1))} a persona
        per questo soggiorno).
      </p>
    </div>
  );
}
