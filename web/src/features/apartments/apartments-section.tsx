import { apartmentPagePath } from '@catania/shared/config/page-paths';
import { useDeferredValue } from 'react';
import { AvailabilityBadge } from '../../components/availability-badge';
import { Button } from '../../components/ui/button';
import { SectionHeading } from '../../components/ui/section-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { useLocale, useLocalizedPath, useMessages } from '../../i18n/messages';
import { Link } from '../../lib/navigation';
import { useApartments } from '../../queries/apartments';
import { ApartmentCard } from './apartment-card';

const SKELETONS = ['a', 'b', 'c', 'd'];

/** The home's 'I nostri appartamenti': a card per apartment, today's availability on each. */
export function ApartmentsSection() {
  const apartments = useApartments();
  // The cards follow the API's answer in a render React may slice (a query's answer alone would
  // render them in one task, the page's first price format in it, while the guest may be tapping).
  const shown = useDeferredValue(apartments.data);
  const locale = useLocale();
  const localized = useLocalizedPath();
  const words = useMessages('common').home.apartments;
  return (
    <section id="appartamenti" aria-labelledby="apartments-title" className="py-20 sm:py-28">
      <div className="container-site">
        <SectionHeading
          id="apartments-title"
          eyebrow={words.eyebrow}
          title={words.title}
          intro={words.intro}
        />
        <div className="grid gap-8 md:grid-cols-2">
          {!shown && !apartments.isError
            ? SKELETONS.map((key) => <Skeleton key={key} className="aspect-[4/5] rounded-3xl" />)
            : null}
          {apartments.isError ? (
            <p className="text-lava-600 md:col-span-2">{words.loadFailed}</p>
          ) : null}
          {shown?.map((apartment) => (
            <ApartmentCard
              key={apartment.id}
              apartment={apartment}
              badge={<AvailabilityBadge apartmentId={apartment.id} />}
              footer={
                <div className="flex flex-wrap gap-3">
                  <Button asChild variant="dark" className="flex-1">
                    <Link
                      to={apartmentPagePath(apartment.id, locale)}
                      aria-label={words.discoverLabel(apartment.name)}
                    >
                      {words.discover}
                    </Link>
                  </Button>
                  <Button asChild variant="outline" className="flex-1">
                    <Link
                      to={localized(`/smart-booking/${apartment.id}`)}
                      aria-label={words.checkDatesLabel(apartment.name)}
                    >
                      {words.checkDates}
                    </Link>
                  </Button>
                </div>
              }
            />
          ))}
        </div>
      </div>
    </section>
  );
}
