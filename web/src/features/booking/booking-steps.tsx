import type { Apartment } from '@catania/shared/schemas/apartment';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { Range } from '../../components/date-range-picker';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useMessages } from '../../i18n/messages';
import { StayBooking, type StayChoice } from './stay-booking';
import { type AvailabilityAnswer, StayChooser } from './stay-chooser';

const QuickBookingWidget = lazy(() =>
  import('../availability/quick-booking-widget').then((m) => ({
    default: m.QuickBookingWidget,
  })),
);

/**
 * /prenota's second step, loaded once an apartment is chosen (complete-booking.tsx): the
 * availability calendar with the stay's total, or the quick booking widget (`aside` beside it);
 * either opens the booking dialog for the stay.
 */
export function BookingSteps({
  apartment,
  apartments,
  availability,
  aside,
}: {
  apartment: Apartment;
  apartments: Apartment[];
  availability: AvailabilityAnswer;
  aside: ReactNode;
}) {
  const [range, setRange] = useState<Range>({});
  const [stay, setStay] = useState<StayChoice | null>(null);
  const { id, name, price } = apartment;
  const t = useMessages('bookingPages');
  return (
    <>
      <Tabs defaultValue="calendar" className="mt-8">
        <TabsList aria-label={t.mode}>
          <TabsTrigger value="calendar">{t.calendarTab}</TabsTrigger>
          <TabsTrigger value="quick">{t.quickTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="calendar">
          <StayChooser
            className="gap-8 lg:grid-cols-[minmax(0,24rem)_1fr]"
            summaryClassName="rounded-2xl bg-cream-100 p-6"
            apartmentId={id}
            availability={availability}
            range={range}
            onRangeChange={setRange}
            onBook={(chosen) => setStay({ apartment: { id, name, price }, ...chosen })}
            bookLabel={t.bookNow}
          />
        </TabsContent>
        <TabsContent value="quick">
          <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
            <Suspense fallback={<Skeleton className="h-[30rem]" />}>
              <QuickBookingWidget
                apartments={apartments}
                preselectedId={id}
                onAvailable={setStay}
              />
            </Suspense>
            {aside}
          </div>
        </TabsContent>
      </Tabs>
      <StayBooking stay={stay} onClose={() => setStay(null)} />
    </>
  );
}
