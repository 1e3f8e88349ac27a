import { lazy, useDeferredValue } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { WhenVisible } from '../../components/when-visible';
import { useMessages } from '../../i18n/messages';
import { useApartments } from '../../queries/apartments';
import type { QuickBookingChoice } from './quick-booking-widget';

// Below the fold: its code loads when the section comes near the screen.
const QuickBookingWidget = lazy(() =>
  import('./quick-booking-widget').then((m) => ({ default: m.QuickBookingWidget })),
);

/** The home's 'Prenotazione rapida': why book here, beside the quick availability widget. */
export function QuickBookingSection({
  onAvailable,
}: {
  onAvailable: (choice: QuickBookingChoice) => void;
}) {
  const apartments = useDeferredValue(useApartments().data);
  const { quickBooking: t } = useMessages('homeSections');
  const { freeCancellation } = useMessages('common');
  const placeholder = <Skeleton className="h-[34rem] rounded-3xl bg-lava-800" />;
  return (
    <section
      id="prenota"
      aria-labelledby="quick-title"
      className="bg-lava-950 py-20 text-white sm:py-28"
    >
      <div className="container-site grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="eyebrow text-ochre-300">{t.eyebrow}</p>
          <h2 id="quick-title" className="mt-3 text-3xl leading-tight sm:text-5xl">
            {t.title}
          </h2>
          <p className="mt-5 max-w-lg text-lg text-lava-200">{t.text}</p>
          <ul className="mt-8 grid gap-3 text-lava-100">
            <li>✓ {freeCancellation}</li>
            <li>✓ {t.checkIn}</li>
            <li>✓ {t.bestPrice}</li>
          </ul>
        </div>
        <div className="text-lava-800">
          <WhenVisible fallback={placeholder}>
            {apartments ? (
              <QuickBookingWidget apartments={apartments} onAvailable={onAvailable} />
            ) : (
              placeholder
            )}
          </WhenVisible>
        </div>
      </div>
    </section>
  );
}
