import {
  type ExtraChoice,
  type ExtraDefinition,
  type ExtraLine,
  extrasTotal,
  LATE_CHECKOUT_ID,
  priceExtra,
} from '@catania/shared/domain/extras';
import type { ExtraOffer } from '@catania/shared/schemas/extras';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MINUTE } from '../../app/query-client';
import { Label } from '../../components/ui/input';
import { useLocale, useMessages } from '../../i18n/messages';
import { callApi } from '../../lib/api-client';
import { languageQuery } from '../../lib/api-language';
import { useFormats } from '../../lib/format';

/** What the guest took in the dialog: the choices the server prices, and the lines shown. */
export interface StayExtrasChoice {
  items: ExtraChoice[];
  lines: ExtraLine[];
  /** Euros paid for them now, deposits included. */
  totalEuro: number;
  depositEuro: number;
}

export const NO_EXTRAS: StayExtrasChoice = { items: [], lines: [], totalEuro: 0, depositEuro: 0 };

/** The extras a stay being booked can take, with the server's prices (5 min fresh). */
function useStayExtras(apartmentId: string, checkIn: string, checkOut: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['prices', 'extras', apartmentId, checkIn, checkOut, locale],
    queryFn:
      checkIn < checkOut
        ? () =>
            callApi('listStayExtras', {
              params: { id: apartmentId },
              query: { startDate: checkIn, endDate: checkOut, ...languageQuery(locale) },
            })
        : skipToken,
    staleTime: 5 * MINUTE,
    retry: false,
  });
}

/** An offer as the shared pricing reads it: the same arithmetic as the server's. */
const definitionOf = (offer: ExtraOffer): ExtraDefinition => ({
  ...offer,
  apartmentIds: [],
  active: true,
  ...(offer.id === LATE_CHECKOUT_ID ? { rule: 'late-checkout' as const } : {}),
});

interface Picked {
  from?: string;
  to?: string;
  count: number;
}

/**
 * The booking dialog's 'Extra' section: the late check-out (offered only when nobody arrives that
 * day), parking by the day within the stay, a pet, and the owner's own extras, each with its
 * price; the lines and their total go up to the dialog (`onChange`). The server prices them
 * again when the checkout opens. Nothing is shown when the stay can take none.
 */
export function StayExtrasStep({
  apartmentId,
  checkIn,
  checkOut,
  onChange,
}: {
  apartmentId: string;
  checkIn: string;
  checkOut: string;
  onChange: (choice: StayExtrasChoice) => void;
}) {
  const { data } = useStayExtras(apartmentId, checkIn, checkOut);
  const [picked, setPicked] = useState<Record<string, Picked>>({});
  const t = useMessages('booking').extras;
  const format = useFormats();
  const offers = data?.available ?? [];

  const chosen = offers.flatMap((offer) => {
    const pick = picked[offer.id];
    if (!pick) return [];
    const days = offer.days ?? [];
    const choice: ExtraChoice = {
      id: offer.id,
      ...(pick.count > 1 ? { count: pick.count } : {}),
      ...(offer.pricing === 'day'
        ? { from: pick.from ?? days[0], to: pick.to ?? days.at(-1) }
        : {}),
    };
    const line = priceExtra(definitionOf(offer), choice, { checkIn, checkOut });
    return typeof line === 'string' ? [] : [{ choice, line }];
  });
  const lines = chosen.map((c) => c.line);
  const { totalEuro, depositEuro } = extrasTotal(lines);
  const key = JSON.stringify(chosen.map((c) => c.choice));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the choices' key says when they change
  useEffect(() => {
    onChange({
      items: chosen.map((c) => c.choice),
      lines,
      totalEuro: totalEuro + depositEuro,
      depositEuro,
    });
  }, [key]);

  if (offers.length === 0) return null;
  const set = (id: string, pick: Picked | undefined) => {
    const next = { ...picked };
    if (pick) next[id] = pick;
    else delete next[id];
    setPicked(next);
  };

  return (
    <section
      aria-labelledby="stay-extras-title"
      className="mt-6 rounded-2xl border border-cream-300 p-5"
      data-testid="stay-extras"
    >
      <h3
        id="stay-extras-title"
        className="flex items-center gap-2 font-semibold text-lava-900 text-base"
      >
        <Sparkles className="h-4 w-4 text-accent-600" aria-hidden /> {t.title}
      </h3>
      <p className="mt-1 text-sm text-lava-600">{t.intro}</p>
      <ul className="mt-4 space-y-3">
        {offers.map((offer) => {
          const pick = picked[offer.id];
          const days = offer.days ?? [];
          return (
            <li key={offer.id} className="rounded-xl bg-cream-50 p-3">
              <label className="flex min-h-11 cursor-pointer items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1 h-5 w-5 shrink-0 accent-accent-600"
                  checked={Boolean(pick)}
                  onChange={() => set(offer.id, pick ? undefined : { count: 1 })}
                  data-testid={`stay-extra-${offer.id}`}
                />
                <span className="min-w-0">
                  <span className="block font-semibold text-lava-900 text-sm">
                    {offer.name}
                    <span className="font-normal text-lava-700">
                      {' · '}
                      {format.euro(offer.priceEuro)} {t.pricing[offer.pricing]}
                      {offer.depositEuro ? t.deposit(format.euro(offer.depositEuro)) : ''}
                    </span>
                  </span>
                  <span className="block text-sm text-lava-600">{offer.description}</span>
                  {offer.id === LATE_CHECKOUT_ID ? (
                    <span className="block text-xs text-lava-500">{t.lateCheckoutNote}</span>
                  ) : null}
                </span>
              </label>
              {pick && (offer.maxQuantity || offer.pricing === 'day') ? (
                <div className="mt-3 grid gap-3 pl-8 sm:grid-cols-3">
                  {offer.pricing === 'day' ? (
                    <>
                      <DaySelect
                        id={`${offer.id}-from`}
                        label={t.fromDay}
                        days={days}
                        value={pick.from ?? days[0]}
                        onChange={(from) =>
                          set(offer.id, {
                            ...pick,
                            from,
                            ...(pick.to && pick.to < from ? { to: from } : {}),
                          })
                        }
                      />
                      <DaySelect
                        id={`${offer.id}-to`}
                        label={t.toDay}
                        days={days.filter((d) => d >= (pick.from ?? days[0] ?? ''))}
                        value={pick.to ?? days.at(-1)}
                        onChange={(to) => set(offer.id, { ...pick, to })}
                      />
                    </>
                  ) : null}
                  {offer.maxQuantity ? (
                    <div>
                      <Label htmlFor={`${offer.id}-count`}>{t.quantity}</Label>
                      <select
                        id={`${offer.id}-count`}
                        className="h-11 w-full rounded-xl border border-lava-200 bg-white px-3 text-sm"
                        value={pick.count}
                        onChange={(event) =>
                          set(offer.id, { ...pick, count: Number(event.target.value) })
                        }
                      >
                        {Array.from({ length: offer.maxQuantity }, (_, i) => i + 1).map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                    </div>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {lines.length > 0 ? (
        <div
          className="mt-4 flex items-baseline justify-between gap-4 border-t border-cream-300 pt-3 text-sm"
          data-testid="stay-extras-total"
        >
          <span className="text-lava-700">
            {t.subtotal}
            {depositEuro > 0 ? (
              <span className="block text-xs text-lava-500">
                {t.depositNote(format.euro(depositEuro))}
              </span>
            ) : null}
          </span>
          <span className="font-semibold text-lava-900">
            {format.euro(totalEuro + depositEuro)}
          </span>
        </div>
      ) : null}
    </section>
  );
}

/** One day of the stay, for an extra by the day. */
function DaySelect({
  id,
  label,
  days,
  value,
  onChange,
}: {
  id: string;
  label: string;
  days: string[];
  value?: string;
  onChange: (day: string) => void;
}) {
  const format = useFormats();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className="h-11 w-full rounded-xl border border-lava-200 bg-white px-3 text-sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {days.map((d) => (
          <option key={d} value={d}>
            {format.day(d)}
          </option>
        ))}
      </select>
    </div>
  );
}
