import { useState } from 'react';
import { ApartmentChoice } from '../features/booking/apartment-choice';
import { BookingIntro } from '../features/booking/booking-intro';
import { CompleteBooking, preloadCompleteBooking } from '../features/booking/complete-booking';
import { useMessages } from '../i18n/messages';
import { usePageMeta } from '../lib/seo';
import { useApartments } from '../queries/apartments';

export default function BookingPage() {
  const t = useMessages('bookingPages');
  usePageMeta({
    ...t.meta.booking,
    path: '/prenota',
  });
  const apartments = useApartments();
  const [selectedId, setSelectedId] = useState<string>();
  const selected = apartments.data?.find((a) => a.id === selectedId);

  return (
    <>
      <BookingIntro />
      <section className="py-16 sm:py-20" aria-labelledby="choose-title">
        <div className="container-site">
          <h2 id="choose-title" className="text-3xl text-lava-900 sm:text-4xl">
            {t.chooseApartment}
          </h2>
          <ApartmentChoice
            apartments={apartments.data}
            loading={apartments.isLoading}
            selectedId={selectedId}
            onIntent={preloadCompleteBooking}
            onSelect={(id) => {
              setSelectedId(id);
              requestAnimationFrame(() =>
                document
                  .getElementById('completa')
                  ?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
              );
            }}
          />
          {selected ? (
            <CompleteBooking
              key={selected.id}
              apartment={selected}
              apartments={apartments.data ?? []}
            />
          ) : null}
        </div>
      </section>
    </>
  );
}
