import { todayInRome } from '@catania/shared/domain/dates';
import { centsToEuro, formatEuro } from '@catania/shared/domain/money';
import { isDiscountType, type PriceRule } from '@catania/shared/domain/pricing';
import {
  nightChanges,
  PREVIEW_DAYS,
  ruleConditionLabel,
} from '@catania/shared/domain/pricing-calendar';
import type { PricingRule } from '@catania/shared/schemas/pricing';
import { formatDay } from '../../../lib/format';

/** See before saving: the nights of the next 60 days whose price the draft changes. */
export function RulePreview({
  basePrice,
  rules,
  draft,
}: {
  basePrice: number;
  rules: readonly PricingRule[];
  draft: PriceRule | undefined;
}) {
  const today = todayInRome();
  if (!draft) return null;
  const discount = isDiscountType(draft.type);
  const changes = discount ? [] : nightChanges(basePrice, rules, draft, today);
  return (
    <section
      aria-label="Anteprima dei prossimi 60 giorni"
      className="rounded-xl bg-lava-50 p-3 text-sm"
      data-testid="rule-preview"
    >
      <h4 className="font-semibold text-lava-900">Anteprima: prossimi {PREVIEW_DAYS} giorni</h4>
      {discount ? (
        <p className="mt-1 text-lava-700">
          Sconto del {draft.discountPercentage}% sul totale dei soggiorni
          {ruleConditionLabel(draft) ? ` ${ruleConditionLabel(draft)}` : ''} con arrivo tra il{' '}
          {formatDay(draft.startDate)} e il {formatDay(draft.endDate)}.
        </p>
      ) : changes.length === 0 ? (
        <p className="mt-1 text-lava-700">
          Nessun prezzo cambia nei prossimi {PREVIEW_DAYS} giorni (un'altra regola vince, o le date
          sono più avanti).
        </p>
      ) : (
        <>
          <p className="mt-1 text-lava-700">
            Cambia il prezzo di {changes.length} {changes.length === 1 ? 'notte' : 'notti'}:
          </p>
          <ul className="mt-1 grid grid-cols-2 gap-x-3 gap-y-0.5 sm:grid-cols-3">
            {changes.slice(0, 12).map((change) => (
              <li key={change.date} className="tabular-nums">
                {formatDay(change.date).slice(0, 5)}: {formatEuro(centsToEuro(change.beforeCents))}{' '}
                → <strong>{formatEuro(centsToEuro(change.afterCents))}</strong>
              </li>
            ))}
          </ul>
          {changes.length > 12 ? (
            <p className="mt-1 text-lava-600">e altre {changes.length - 12}.</p>
          ) : null}
        </>
      )}
    </section>
  );
}
