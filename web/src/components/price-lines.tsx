import type { DiscountRuleType, PricingRuleType } from '@catania/shared/domain/pricing';
import type { GuestTaxTerms } from '@catania/shared/domain/tourist-tax';
import { type ReactNode, Suspense } from 'react';
import { useMessages } from '../i18n/messages';
import { useFormats } from '../lib/format';

/**
 * A stay's price as the server reached it: the server's quote (the apartment page, the booking
 * dialog) or the quote stored with the booking (the guest's page, the owner's detail). Never a
 * figure the browser computed.
 */
export interface PriceLinesSource {
  nightly: readonly { price: number; source?: PricingRuleType | 'base_price' }[];
  discounts: readonly { type: DiscountRuleType; percentage: number; amount: number }[];
  /** The stay fills exactly a gap between two stays (sold whole). */
  gap: boolean;
}

/**
 * The nights of a quote grouped by their price and the rule that set it (none: the apartment's
 * own price), in the order they first occur.
 */
export function nightsByPrice(quote: Pick<PriceLinesSource, 'nightly'>) {
  const groups = new Map<string, { price: number; nights: number; rule?: PricingRuleType }>();
  for (const night of quote.nightly) {
    const rule =
      night.source && night.source !== 'base_price' && night.source !== 'base'
        ? night.source
        : undefined;
    const key = `${night.price}|${rule ?? ''}`;
    const group = groups.get(key) ?? { price: night.price, nights: 0, rule };
    group.nights += 1;
    groups.set(key, group);
  }
  return [...groups.values()];
}

interface PriceLinesProps {
  price: PriceLinesSource;
  /** The total's row; left out where the total is shown just above (the booking dialog). */
  total?: number;
  totalTestId?: string;
  className?: string;
  children?: ReactNode;
}

/**
 * The price's lines: the nights by price and rule, each stay discount applied (in the order the
 * server applied them), and the total; `children` add rows after it (the tourist tax). Its texts
 * are the `price` catalogue's, loaded with the first breakdown shown.
 */
export function PriceLines(props: PriceLinesProps) {
  return (
    <Suspense fallback={null}>
      <Lines {...props} />
    </Suspense>
  );
}

function Lines({ price, total, totalTestId, className, children }: PriceLinesProps) {
  const t = useMessages('price');
  const { euro } = useFormats();
  const { nights } = useMessages('common');
  return (
    <div className={className} data-testid="price-lines">
      <dl className="grid gap-2 text-sm text-lava-700">
        {nightsByPrice(price).map(({ price: night, nights: count, rule }) => (
          <div key={`${night}|${rule ?? ''}`} className="flex justify-between gap-4">
            <dt>
              {nights(count)} × {euro(night)}
              {rule ? <span className="text-lava-500"> · {t.rules[rule]}</span> : null}
            </dt>
            <dd className="tabular-nums">{euro(night * count)}</dd>
          </div>
        ))}
        {price.discounts.map((discount) => (
          <div
            key={discount.type}
            className="flex justify-between gap-4 text-emerald-800"
            data-testid="stay-discount"
          >
            <dt>
              {t.rules[discount.type]} ({discount.percentage}%)
            </dt>
            <dd className="tabular-nums">−{euro(discount.amount)}</dd>
          </div>
        ))}
        {total === undefined ? null : (
          <div className="flex items-baseline justify-between gap-4 border-t border-lava-100 pt-2 text-base font-semibold text-lava-900">
            <dt>{t.total}</dt>
            <dd className="font-display text-2xl" data-testid={totalTestId}>
              {euro(total)}
            </dd>
          </div>
        )}
        {children}
      </dl>
      {price.gap ? (
        <p className="mt-2 text-xs leading-relaxed text-lava-600" data-testid="stay-gap">
          {t.gap}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Catania's tourist tax, a row after the total: owed at check-in, not part of the price ('fino a':
 * the under-18s are exempt). Its figures are the server's, at the rates the owner set.
 */
export function TouristTaxLine({ tax, guests }: { tax: GuestTaxTerms; guests: number }) {
  const t = useMessages('price');
  const { euro } = useFormats();
  return (
    <div className="flex justify-between gap-4 text-lava-500" data-testid="price-tax">
      <dt>{t.touristTax}</dt>
      <dd className="shrink-0 tabular-nums">{t.upTo(euro(tax.perGuestEuro * guests))}</dd>
    </div>
  );
}

/**
 * The tax told in a sentence under a stay's price: the check-in's rate, its cap, the exemption
 * age, and the most it comes to for `guests` (for one guest where they are not chosen yet).
 */
export function TouristTaxNote({
  tax,
  guests,
  className = 'mt-4 text-xs leading-relaxed text-lava-500',
}: {
  tax: GuestTaxTerms;
  guests?: number;
  className?: string;
}) {
  return (
    <Suspense fallback={null}>
      <TaxNote tax={tax} guests={guests} className={className} />
    </Suspense>
  );
}

function TaxNote({
  tax,
  guests,
  className,
}: {
  tax: GuestTaxTerms;
  guests?: number;
  className: string;
}) {
  const t = useMessages('price');
  const { euro } = useFormats();
  return (
    <p className={className} data-testid="tax-note">
      {t.taxNote({
        rate: euro(tax.euroPerPersonPerNight),
        maxNights: tax.maxNights,
        exemptUnderAge: tax.exemptUnderAge,
        amount: euro(tax.perGuestEuro * (guests ?? 1)),
        perGuest: guests === undefined,
      })}
    </p>
  );
}

/**
 * A booking's price details on the guest's pages, from the quote stored with it (the tourist tax
 * is told below them, with its exemptions).
 */
export function PriceDetails({ price, total }: { price: PriceLinesSource; total: number }) {
  return (
    <section
      aria-labelledby="price-details-title"
      className="mt-6 border-t border-cream-200 pt-5"
      data-testid="price-details"
    >
      <Suspense fallback={null}>
        <DetailsTitle />
      </Suspense>
      <PriceLines price={price} total={total} />
    </section>
  );
}

function DetailsTitle() {
  return (
    <h3 id="price-details-title" className="mb-3 text-base font-semibold text-lava-900">
      {useMessages('price').details}
    </h3>
  );
}
