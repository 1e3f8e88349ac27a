import type { Apartment } from '@catania/shared/schemas/apartment';
import { lazy, Suspense, useState } from 'react';
import type { Range } from '../../components/date-range-picker';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { formatEuro } from '../../lib/format';
import { useAvailability } from '../availability/api';
import { SellingPoints } from './booking-intro';
import type { StayChoice } from './stay-booking';
import { StayChooser } from './stay-chooser';

const QuickBookingWidget = lazy(() =>
  import('../availability/quick-booking-widget').then((m) => ({
    default: m.QuickBookingWidget,
  })),
);

/**
 * /prenota's second step for the chosen apartment: the availability calendar with the stay's
 * total, or the quick booking widget; either hands the stay to the booking dialog.
 */
export function CompleteBooking({
  apartment,
  apartments,
  onChoose,
}: {
  apartment: Apartment;
  apartments: Apartment[];
  onChoose: (stay: StayChoice) => void;
}) {
  const availability = useAvailability(apartment.id);
  const [range, setRange] = useState<Range>({});
  const { id, name, price } = apartment;
  return (
    <div id="completa" className="mt-16 rounded-3xl bg-white p-6 ring-1 ring-lava-100 sm:p-10">
      <h2 className="text-3xl text-lava-900 sm:text-4xl">2. Completa la tua prenotazione</h2>
      <p className="mt-2 text-lava-600">
        {name} · {formatEuro(price)} a notte
      </p>
      <Tabs defaultValue="calendar" className="mt-8">
        <TabsList aria-label="Modalità di prenotazione">
          <TabsTrigger value="calendar">Calendario Disponibilità</TabsTrigger>
          <TabsTrigger value="quick">Prenotazione Rapida</TabsTrigger>
        </TabsList>
        <TabsContent value="calendar">
          <StayChooser
            className="gap-8 lg:grid-cols-[minmax(0,24rem)_1fr]"
            summaryClassName="rounded-2xl bg-cream-100 p-6"
            apartmentId={id}
            availability={availability}
            range={range}
            onRangeChange={setRange}
            onBook={(stay) => onChoose({ apartment: { id, name, price }, ...stay })}
            bookLabel="Prenota ora"
          />
        </TabsContent>
        <TabsContent value="quick">
          <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
            <Suspense fallback={<Skeleton className="h-[30rem]" />}>
              <QuickBookingWidget
                apartments={apartments}
                preselectedId={id}
                onAvailable={(stay) => onChoose(stay)}
              />
            </Suspense>
            <SellingPoints />
          </div>
        </TabsContent>
      </Tabs>
    </div>
  );
}
