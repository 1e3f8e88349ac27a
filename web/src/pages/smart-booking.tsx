import { resolveApartmentId } from '@catania/shared/config/apartments';
import { countNights } from '@catania/shared/domain/dates';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { ApartmentImage } from '../components/apartment-image';
import { DateRangePicker, type Range } from '../components/date-range-picker';
import { Button } from '../components/ui/button';
import { Skeleton } from '../components/ui/skeleton';
import { AvailabilityStatus } from '../features/availability/availability-status';
import { useStayPrice } from '../features/booking/api';
import { StayBooking } from '../features/booking/stay-booking';
import { useLocalizedPath, useMessages } from '../i18n/messages';
import { useFormats } from '../lib/format';
import { Link, useParams } from '../lib/navigation';
import { usePageMeta } from '../lib/seo';
import { useApartmentsAlwaysFresh } from '../queries/apartments';
import { useAvailability } from '../queries/availability';
import {
  ArrivalHint,
  arrivalHint,
  StayRuleNotice,
  stayDayRules,
  stayRuleProblem,
  useStayWords,
} from '../stay/stay-rules';

const SKELETONS = ['a', 'b', 'c', 'd'];

export default function SmartBookingPage() {
  const params = useParams();
  const id = params.apartmentId ? resolveApartmentId(params.apartmentId) : undefined;
  const apartments = useApartmentsAlwaysFresh();
  const { apartment: words } = useMessages('common');
  const { smart: t, meta } = useMessages('bookingPages');
  const { euro } = useFormats();
  const localized = useLocalizedPath();
  usePageMeta(meta.smartBooking);
  const apartment = apartments.data?.find((a) => a.id === id);

  if (!params.apartmentId || (!id && apartments.isSuccess)) {
    return (
      <section className="container-site pt-32 pb-20 sm:pt-40">
        <p className="eyebrow">{t.eyebrow}</p>
        <h1 className="mt-3 text-4xl text-lava-900 sm:text-5xl">{t.which}</h1>
        {params.apartmentId ? <p className="mt-4 text-lava-600">{t.notFound}</p> : null}
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {apartments.isLoading
            ? SKELETONS.map((key) => <Skeleton key={key} className="h-80" />)
            : null}
          {apartments.data?.map((a) => (
            <li key={a.id}>
              <Link
                to={localized(`/smart-booking/${a.id}`)}
                className="flex h-full flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-lava-100 transition-shadow hover:shadow-xl"
              >
                <ApartmentImage
                  src={a.image.src}
                  own={a.image}
                  alt=""
                  width={a.image.width}
                  height={a.image.height}
                  // Four columns from 1024px, two from 640px (1.5rem gaps), in container-site.
                  sizes="(min-width: 1280px) 286px, (min-width: 1024px) calc(25vw - 34px), (min-width: 640px) calc(50vw - 44px), calc(100vw - 40px)"
                  loading="lazy"
                  className="aspect-[3/2] w-full object-cover"
                />
                <span className="flex flex-1 flex-col p-5">
                  <span className="font-display text-xl text-lava-900">{a.name}</span>
                  <span className="mt-1 text-sm text-lava-600">
                    {euro(a.price)}
                    {t.perNight} · <Users className="inline h-4 w-4" aria-hidden />{' '}
                    {words.upToGuests(a.maxGuests)}
                  </span>
                  <span className="mt-3 line-clamp-3 text-sm text-lava-600">
                    {a.shortDescription}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  if (!apartment) {
    return (
      <div className="container-site pt-32 pb-20" role="status" aria-label={t.loading}>
        <Skeleton className="h-12 w-1/2" />
        <Skeleton className="mt-8 h-96" />
      </div>
    );
  }
  return <SmartBooking apartment={apartment} />;
}

function SmartBooking({
  apartment,
}: {
  apartment: { id: string; name: string; price: number; shortDescription: string };
}) {
  const availability = useAvailability(apartment.id);
  const [range, setRange] = useState<Range>({});
  const [open, setOpen] = useState(false);
  const price = useStayPrice(apartment.id, apartment.price, range.checkIn, range.checkOut);
  const unavailable = availability.isError ? [] : (availability.data?.unavailableDates ?? []);
  const complete = Boolean(range.checkIn && range.checkOut);
  const nights = range.checkIn && range.checkOut ? countNights(range.checkIn, range.checkOut) : 0;
  const rules = availability.isError ? {} : (availability.data ?? {});
  const words = useStayWords();
  const problem = stayRuleProblem(range, rules, words);
  const { smart: t } = useMessages('bookingPages');
  const { nights: nightsLabel } = useMessages('common');
  const { day, euro } = useFormats();

  return (
    <section className="container-site pt-32 pb-20 sm:pt-40">
      <p className="eyebrow">{t.eyebrow}</p>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-4xl text-lava-900 sm:text-5xl">{apartment.name}</h1>
        <p className="font-display text-3xl text-lava-900">
          {euro(apartment.price)}{' '}
          <span className="font-sans text-base text-lava-500">{t.night}</span>
        </p>
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,26rem)_1fr]">
        <div className="rounded-3xl bg-white p-6 ring-1 ring-lava-100">
          <DateRangePicker
            checkIn={range.checkIn}
            checkOut={range.checkOut}
            unavailableDates={unavailable}
            ruleOf={stayDayRules(rules, words)}
            onChange={setRange}
          />
          {range.checkOut ? null : (
            <ArrivalHint className="mt-4" message={arrivalHint(range.checkIn, rules, words)} />
          )}
          {range.checkIn && !range.checkOut ? (
            <StayRuleNotice className="mt-4" message={problem} />
          ) : null}
          <AvailabilityStatus
            className="mt-5"
            loading={availability.isLoading}
            error={availability.isError}
            unavailableCount={unavailable.length}
          />
        </div>
        <div className="rounded-3xl bg-white p-6 ring-1 ring-lava-100 sm:p-8">
          {complete && range.checkIn && range.checkOut ? (
            <>
              <h2 className="text-2xl text-lava-900">{t.summary}</h2>
              <dl className="mt-5 grid grid-cols-3 gap-4 text-sm" data-testid="smart-summary">
                <div>
                  <dt className="text-lava-500">{t.checkIn}</dt>
                  <dd className="font-semibold text-lava-900">{day(range.checkIn)}</dd>
                </div>
                <div>
                  <dt className="text-lava-500">{t.checkOut}</dt>
                  <dd className="font-semibold text-lava-900">{day(range.checkOut)}</dd>
                </div>
                <div>
                  <dt className="text-lava-500">{t.nights}</dt>
                  <dd className="font-semibold text-lava-900">{nightsLabel(nights)}</dd>
                </div>
              </dl>
              <StayRuleNotice className="mt-6" message={problem} />
              <Button
                size="lg"
                className="mt-8 w-full"
                disabled={price.loading || Boolean(problem)}
                onClick={() => setOpen(true)}
              >
                {t.book(euro(price.total))}
              </Button>
            </>
          ) : (
            <p className="text-lava-600">
              {t.hint} {apartment.shortDescription}
            </p>
          )}
        </div>
      </div>
      <StayBooking
        stay={
          open && range.checkIn && range.checkOut
            ? { apartment, checkIn: range.checkIn, checkOut: range.checkOut }
            : null
        }
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
