import type { Apartment } from '@catania/shared/schemas/apartment';
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { useMessages } from '../../i18n/messages';
import { useFormats } from '../../lib/format';
import { useAvailability } from '../../queries/availability';
import { SellingPoints } from './booking-intro';

// The second step's code (Radix's tabs, the calendar, the stay's rules, the booking dialog's
// loader: about 14 KB gzip) loads when the guest reaches for an apartment's card, not with the
// page: nothing of it shows before a card is chosen (/prenota's first load).
const loadSteps = () => import('./booking-steps');
const BookingSteps = lazy(() => loadSteps().then((m) => ({ default: m.BookingSteps })));

/** Starts loading the second step (a card under the pointer, the finger or the focus). */
export const preloadCompleteBooking = () => void loadSteps().catch(() => undefined);

/**
 * /prenota's second step for the chosen apartment: its heading and price at once, the
 * apartment's availability asked for at once, the calendar and the quick booking as soon as
 * their code is there (the space they take held meanwhile).
 */
export function CompleteBooking({
  apartment,
  apartments,
}: {
  apartment: Apartment;
  apartments: Apartment[];
}) {
  const availability = useAvailability(apartment.id);
  const t = useMessages('bookingPages');
  const { apartment: words } = useMessages('common');
  const { euro } = useFormats();
  return (
    <div id="completa" className="mt-16 rounded-3xl bg-white p-6 ring-1 ring-lava-100 sm:p-10">
      <h2 className="text-3xl text-lava-900 sm:text-4xl">{t.complete}</h2>
      <p className="mt-2 text-lava-600">
        {apartment.name} · {euro(apartment.price)} {words.perNight}
      </p>
      <Suspense fallback={<StepsPending />}>
        <BookingSteps
          apartment={apartment}
          apartments={apartments}
          availability={availability}
          aside={<SellingPoints />}
        />
      </Suspense>
    </div>
  );
}

/** The tabs and the calendar's place while their code is on the way. */
function StepsPending() {
  const t = useMessages('bookingPages');
  return (
    <div className="mt-8" role="status" aria-label={t.loadingCalendar}>
      <Skeleton className="h-[6.25rem] rounded-3xl sm:h-[3.25rem] sm:w-[28.75rem] sm:rounded-full" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,24rem)_1fr]">
        <Skeleton className="h-[27rem]" />
        <Skeleton className="min-h-32 rounded-2xl" />
      </div>
    </div>
  );
}
