import type { RouteBody } from '@catania/shared/api/types';
import { DEFAULT_LOCALE } from '@catania/shared/config/locales';
import type { BookingExtra } from '@catania/shared/schemas/extras';
import { PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/input';
import { useLocale, useMessages } from '../../i18n/messages';
import type { Messages } from '../../i18n/namespaces';
import { type Formats, useFormats } from '../../lib/format';
import { refusalText } from '../../lib/refusal-text';
import { buyBookingExtras, useBookingExtras } from './api';

type Item = RouteBody<'buyBookingExtras'>['items'][number];
type Words = Messages<'guest'>['extras'];

/** A deposit as its guest reads it: held until after the stay, then returned or kept. */
function depositNote(extra: BookingExtra, t: Words): string {
  if (extra.refundedAt) return t.refundedWithDeposit;
  if (!extra.deposit) return t.depositReturnedAfter;
  if (extra.deposit.outcome === 'kept') return t.depositKept(extra.deposit.reason);
  return extra.deposit.refundedAt ? t.depositReturned : t.depositReturning;
}

/**
 * '2 giorni, 30 €' / '3 nights, €60 + deposit €100': a bought line's quantity and price in the
 * page's language (the mails and the panel write it with shared/domain/extras' extraLineDetail).
 */
function lineDetail(extra: BookingExtra, t: Words, nights: (count: number) => string, f: Formats) {
  const unit = extra.pricing ?? (extra.from ? 'day' : extra.quantity > 1 ? 'night' : 'stay');
  const count =
    unit === 'day'
      ? `${t.days(extra.quantity)}, `
      : unit === 'night'
        ? `${nights(extra.quantity)}, `
        : '';
  const times = extra.count && extra.count > 1 ? `${extra.count} × ` : '';
  const each = times && unit === 'stay' ? `${f.euro(extra.unitEuro)}, ` : '';
  const deposit = extra.depositEuro ? t.deposit(f.euro(extra.depositEuro)) : '';
  return `${times}${count}${each}${f.euro(extra.totalEuro)}${deposit}`;
}

/**
 * 'Extra per il soggiorno': what the house offers on top of the stay, priced by the
 * server and paid on Stripe's page; what was bought, deposits told as such.
 */
export function ExtrasCard({
  bookingId,
  token,
  nights,
}: {
  bookingId: string;
  token: string;
  nights: number;
}) {
  const { data, isLoading, isError } = useBookingExtras(bookingId, token);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [ranges, setRanges] = useState<Record<string, { from?: string; to?: string }>>({});
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | undefined>();
  const [paying, setPaying] = useState(false);
  const returned = new URLSearchParams(window.location.search).get('extras');
  const t = useMessages('guest').extras;
  const common = useMessages('common');
  const format = useFormats();
  const locale = useLocale();

  if (isLoading) return <p className="text-sm text-lava-600">{t.loading}</p>;
  if (isError || !data) return null;
  // An extra by the day: the days chosen, the whole stay until the guest narrows them.
  const rangeOf = (offer: (typeof data.available)[number]) => {
    const days = offer.days ?? [];
    const range = ranges[offer.id] ?? {};
    return { days, from: range.from ?? days[0], to: range.to ?? days.at(-1) };
  };

  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };

  const estimate = data.available
    .filter((offer) => chosen.has(offer.id))
    .reduce((sum, offer) => {
      const { days, from, to } = rangeOf(offer);
      const count =
        offer.pricing === 'day' && from && to
          ? days.filter((d) => d >= from && d <= to).length
          : offer.pricing === 'night'
            ? nights
            : 1;
      const many = counts[offer.id] ?? 1;
      return sum + many * (count * offer.priceEuro + (offer.depositEuro ?? 0));
    }, 0);

  const pay = async () => {
    setError(undefined);
    const items: Item[] = data.available
      .filter((offer) => chosen.has(offer.id))
      .map((offer) => {
        const many = counts[offer.id] ?? 1;
        const count = many > 1 ? { count: many } : {};
        if (offer.pricing !== 'day') return { id: offer.id, ...count };
        const { from, to } = rangeOf(offer);
        return { id: offer.id, from: from ?? '', to: to ?? '', ...count };
      });
    setPaying(true);
    try {
      const { url } = await buyBookingExtras(bookingId, token, items);
      window.location.assign(url);
    } catch (failure) {
      setError(refusalText(failure, locale, {}, t.failed));
      setPaying(false);
    }
  };

  return (
    <section
      aria-labelledby="extras-title"
      className="rounded-3xl border border-cream-300 bg-white p-6 shadow-sm sm:p-8"
      data-testid="extras-card"
    >
      <h2 id="extras-title" className="flex items-center gap-2 text-xl text-lava-900">
        <PartyPopper className="h-5 w-5 text-accent-600" aria-hidden /> {t.title}
      </h2>
      {returned === 'paid' ? (
        <p
          className="mt-3 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
          role="status"
        >
          {t.paid}
        </p>
      ) : null}
      {data.purchased.length > 0 ? (
        <ul className="mt-4 space-y-1 text-sm text-lava-800" data-testid="extras-purchased">
          {data.purchased.map((extra) => (
            <li key={`${extra.purchaseId}-${extra.id}`}>
              <strong className="text-lava-900">{extra.name}</strong>
              {extra.from && extra.to
                ? ` (${format.day(extra.from)} – ${format.day(extra.to)})`
                : ''}
              : {lineDetail(extra, t, common.nights, format)}
              {extra.depositEuro ? ` — ${depositNote(extra, t)}` : ''}
              {extra.removed ? ` — ${t.removed(extra.removed.refund)}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {data.notice ? (
        <p className="mt-3 text-sm text-lava-600">
          {locale === DEFAULT_LOCALE ? data.notice : t.nothingNow}
        </p>
      ) : null}
      {data.available.length > 0 ? (
        <div className="mt-4 space-y-3">
          {data.available.map((offer) => (
            <div key={offer.id} className="rounded-2xl border border-cream-300 p-4">
              <label className="flex min-h-11 cursor-pointer items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1 h-5 w-5 accent-accent-600"
                  checked={chosen.has(offer.id)}
                  onChange={() => toggle(offer.id)}
                />
                <span>
                  <span className="block font-semibold text-lava-900">
                    {offer.name} · {format.euro(offer.priceEuro)} {t.pricing[offer.pricing]}
                    {offer.depositEuro ? t.deposit(format.euro(offer.depositEuro)) : ''}
                  </span>
                  <span className="block text-sm text-lava-600">{offer.description}</span>
                </span>
              </label>
              {offer.maxQuantity && chosen.has(offer.id) ? (
                <QuantityChoice
                  id={offer.id}
                  max={offer.maxQuantity}
                  value={counts[offer.id] ?? 1}
                  onChange={(count) => setCounts({ ...counts, [offer.id]: count })}
                />
              ) : null}
              {offer.pricing === 'day' && chosen.has(offer.id) ? (
                <DayRange
                  id={offer.id}
                  {...rangeOf(offer)}
                  onChange={(range) => setRanges({ ...ranges, [offer.id]: range })}
                />
              ) : null}
            </div>
          ))}
          {error ? (
            <p className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
              {error}
            </p>
          ) : null}
          <Button disabled={chosen.size === 0 || paying} onClick={pay} data-testid="extras-pay">
            {chosen.size === 0 ? t.choose : t.pay(format.euro(estimate))}
          </Button>
          <p className="text-xs text-lava-500">{t.recomputed}</p>
        </div>
      ) : null}
    </section>
  );
}

/** The first and last day of an extra by the day, among the stay's days. */
function DayRange({
  id,
  days,
  from,
  to,
  onChange,
}: {
  id: string;
  days: string[];
  from?: string;
  to?: string;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  const t = useMessages('guest').extras;
  const format = useFormats();
  const select = (which: 'from' | 'to', label: string, value?: string) => (
    <div>
      <Label htmlFor={`${id}-${which}`}>{label}</Label>
      <select
        id={`${id}-${which}`}
        className="h-11 w-full rounded-xl border border-lava-200 bg-white px-3 text-sm"
        value={value}
        onChange={(event) =>
          onChange(
            which === 'from' ? { from: event.target.value, to } : { from, to: event.target.value },
          )
        }
      >
        {days.map((d) => (
          <option key={d} value={d}>
            {format.day(d)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-2">
      {select('from', t.fromDay, from)}
      {select('to', t.toDay, to)}
    </div>
  );
}

/** How many of an extra (cars a day, pets), up to the owner's limit for one booking. */
function QuantityChoice({
  id,
  max,
  value,
  onChange,
}: {
  id: string;
  max: number;
  value: number;
  onChange: (count: number) => void;
}) {
  const t = useMessages('guest').extras;
  return (
    <div className="mt-3 max-w-40">
      <Label htmlFor={`${id}-count`}>{t.quantity}</Label>
      <select
        id={`${id}-count`}
        className="h-11 w-full rounded-xl border border-lava-200 bg-white px-3 text-sm"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}
