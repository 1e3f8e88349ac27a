import type { ExtraLine } from '@catania/shared/domain/extras';
import type { GuestTaxTerms } from '@catania/shared/domain/tourist-tax';
import type { GuestPriceBreakdown } from '@catania/shared/schemas/pricing';
import {
  CalendarDays,
  ChevronDown,
  Lock,
  Mail,
  MessageSquare,
  Phone,
  User,
  Users,
} from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Button } from '../../components/ui/button';
import { useMessages } from '../../i18n/messages';
import { useFormats } from '../../lib/format';

// The quote's lines and the tax note come with the draft's figures: a checkout still loading its
// draft (the page's first paint, counted by the page-weight budget) does not fetch them.
const priceLines = () => import('../../components/price-lines');
const PriceLines = lazy(() => priceLines().then((m) => ({ default: m.PriceLines })));
const TouristTaxNote = lazy(() => priceLines().then((m) => ({ default: m.TouristTaxNote })));

/** What the checkout shows of a stay, whether it comes from the draft or from the server. */
export interface CheckoutStay {
  apartmentName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  total: number;
  guestName: string;
  guestEmail: string;
  guestPhone?: string;
  specialRequests?: string;
  /** The server's quote lines (from the booking dialog's draft, or stored with the booking). */
  priceBreakdown?: GuestPriceBreakdown;
  touristTax?: GuestTaxTerms;
  /** Extras taken in the booking dialog: paid with the stay, `total` is the stay's alone. */
  extras?: ExtraLine[];
}

/** What the guest pays now: the stay, and the extras taken with it (deposits included). */
export function amountToPay(stay: Pick<CheckoutStay, 'total' | 'extras'>): number {
  // Summed here, not with the domain's extrasTotal: the checkout's first load stays light.
  const extras = (stay.extras ?? []).reduce(
    (sum, line) => sum + line.totalEuro + (line.depositEuro ?? 0),
    0,
  );
  return Math.round((stay.total + extras) * 100) / 100;
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2.5">
      <dt className="text-lava-500">{label}</dt>
      <dd className="text-right font-semibold text-lava-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** product §2 Checkout: the stay's summary and the guest's details, side by side on wide screens. */
export function CheckoutSummary({ stay }: { stay: CheckoutStay }) {
  const t = useMessages('checkout');
  const { nights } = useMessages('common');
  const price = useMessages('price');
  const format = useFormats();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section
        aria-labelledby="checkout-summary-title"
        className="rounded-3xl border border-cream-300 bg-white p-6 shadow-sm sm:p-8"
      >
        <h2 id="checkout-summary-title" className="flex items-center gap-2 text-xl text-lava-900">
          <CalendarDays className="h-5 w-5 text-accent-600" aria-hidden /> {t.summary}
        </h2>
        <dl className="mt-4 divide-y divide-cream-200 text-sm">
          <Row label={t.apartment} testId="checkout-apartment">
            {stay.apartmentName}
          </Row>
          <Row label={t.checkIn} testId="checkout-check-in">
            <span className="block">{format.day(stay.checkIn)}</span>
            <span className="block text-xs font-normal text-lava-500">
              {t.from(format.longDay(stay.checkIn))}
            </span>
          </Row>
          <Row label={t.checkOut} testId="checkout-check-out">
            <span className="block">{format.day(stay.checkOut)}</span>
            <span className="block text-xs font-normal text-lava-500">
              {t.by(format.longDay(stay.checkOut))}
            </span>
          </Row>
          <Row label={t.nights}>{nights(stay.nights)}</Row>
          <Row label={t.guests} testId="checkout-guests">
            {t.guestCount(stay.guests)}
          </Row>
          {stay.extras?.length ? (
            <>
              <Row label={t.stay}>{format.euro(stay.total)}</Row>
              {stay.extras.map((line) => (
                <Row key={line.id} label={line.name} testId={`checkout-extra-${line.id}`}>
                  {format.euro(line.totalEuro)}
                  {line.depositEuro ? (
                    <span className="block text-xs font-normal text-lava-500">
                      + {t.deposit(format.euro(line.depositEuro))}
                    </span>
                  ) : null}
                </Row>
              ))}
            </>
          ) : null}
          <div className="flex items-baseline justify-between gap-4 pt-4">
            <dt className="font-semibold text-lava-900">{t.total}</dt>
            <dd className="font-display text-3xl text-lava-900" data-testid="checkout-total">
              {format.euro(amountToPay(stay))}
            </dd>
          </div>
        </dl>
        {stay.priceBreakdown ? (
          <details className="group mt-3 text-sm" data-testid="checkout-price-details">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 font-semibold text-accent-700 [&::-webkit-details-marker]:hidden">
              {price.details}
              <ChevronDown
                className="h-4 w-4 transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <Suspense fallback={null}>
              <PriceLines className="pt-1 pb-2" price={stay.priceBreakdown} />
            </Suspense>
          </details>
        ) : null}
        {stay.touristTax ? (
          <Suspense fallback={null}>
            <TouristTaxNote tax={stay.touristTax} guests={stay.guests} />
          </Suspense>
        ) : null}
      </section>

      <section
        aria-labelledby="checkout-guest-title"
        className="rounded-3xl border border-cream-300 bg-white p-6 shadow-sm sm:p-8"
      >
        <h2 id="checkout-guest-title" className="flex items-center gap-2 text-xl text-lava-900">
          <User className="h-5 w-5 text-accent-600" aria-hidden /> {t.guestDetails}
        </h2>
        <dl className="mt-4 space-y-3 text-sm">
          <div className="flex gap-3">
            <User className="mt-0.5 h-4 w-4 shrink-0 text-lava-400" aria-hidden />
            <div>
              <dt className="sr-only">{t.name}</dt>
              <dd className="font-semibold text-lava-900" data-testid="checkout-guest-name">
                {stay.guestName}
              </dd>
            </div>
          </div>
          <div className="flex gap-3">
            <Mail className="mt-0.5 h-4 w-4 shrink-0 text-lava-400" aria-hidden />
            <div>
              <dt className="sr-only">{t.email}</dt>
              <dd className="break-all text-lava-800">{stay.guestEmail}</dd>
            </div>
          </div>
          {stay.guestPhone ? (
            <div className="flex gap-3">
              <Phone className="mt-0.5 h-4 w-4 shrink-0 text-lava-400" aria-hidden />
              <div>
                <dt className="sr-only">{t.phone}</dt>
                <dd className="text-lava-800">{stay.guestPhone}</dd>
              </div>
            </div>
          ) : null}
          <div className="flex gap-3">
            <Users className="mt-0.5 h-4 w-4 shrink-0 text-lava-400" aria-hidden />
            <div>
              <dt className="sr-only">{t.guests}</dt>
              <dd className="text-lava-800">{t.guestCount(stay.guests)}</dd>
            </div>
          </div>
          {stay.specialRequests ? (
            <div className="flex gap-3">
              <MessageSquare className="mt-0.5 h-4 w-4 shrink-0 text-lava-400" aria-hidden />
              <div>
                <dt className="text-lava-500">{t.requests}</dt>
                <dd className="whitespace-pre-line text-lava-800">{stay.specialRequests}</dd>
              </div>
            </div>
          ) : null}
        </dl>
      </section>
    </div>
  );
}

/** The security note and the pay button: 'Paga €total', 'Reindirizzamento...' while busy. */
export function PaySection({
  total,
  busy,
  onPay,
  notice,
}: {
  total: number;
  busy: boolean;
  onPay: () => void;
  notice?: ReactNode;
}) {
  const t = useMessages('checkout');
  const format = useFormats();
  return (
    <section className="mt-6 rounded-3xl border border-cream-300 bg-white p-6 shadow-sm sm:p-8">
      {notice}
      <p className="flex gap-3 rounded-2xl bg-emerald-50 p-4 text-sm leading-relaxed text-emerald-900">
        <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span data-testid="security-note">
          <strong>{t.secureTitle}</strong> {t.secureText}
        </span>
      </p>
      <p className="mt-4 text-sm text-lava-600">
        <strong className="text-lava-800">{t.cancellation}</strong> {t.cancellationPolicy}
      </p>
      <Button
        size="lg"
        className="mt-6 w-full"
        onClick={onPay}
        disabled={busy}
        aria-busy={busy || undefined}
        data-testid="pay-button"
      >
        {busy ? t.redirecting : t.pay(format.euro(total))}
      </Button>
    </section>
  );
}
