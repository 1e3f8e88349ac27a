import { site } from '@catania/shared/config/site';
import type { Apartment } from '@catania/shared/schemas/apartment';
import { lazy } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { WhenVisible } from '../../components/when-visible';
import type { QuickBookingChoice } from './quick-booking-widget';

// Below the fold: its code loads when the section comes near the screen.
const QuickBookingWidget = lazy(() =>
  import('./quick-booking-widget').then((m) => ({ default: m.QuickBookingWidget })),
);

/** The home's 'Prenotazione rapida': why book here, beside the quick availability widget. */
export function QuickBookingSection({
  apartments,
  onAvailable,
}: {
  apartments: Apartment[] | undefined;
  onAvailable: (choice: QuickBookingChoice) => void;
}) {
  const placeholder = <Skeleton className="h-[34rem] rounded-3xl bg-lava-800" />;
  return (
    <section
      id="prenota"
      aria-labelledby="quick-title"
      className="bg-lava-950 py-20 text-white sm:py-28"
    >
      <div className="container-site grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="eyebrow text-ochre-300">Prenotazione rapida</p>
          <h2 id="quick-title" className="mt-3 text-3xl leading-tight sm:text-5xl">
            Verifica in un attimo e prenota al miglior prezzo
          </h2>
          <p className="mt-5 max-w-lg text-lg text-lava-200">
            Prenotando direttamente risparmi le commissioni dei portali: disponibilità in tempo
            reale, conferma immediata e pagamento sicuro.
          </p>
          <ul className="mt-8 grid gap-3 text-lava-100">
            <li>✓ {site.cancellation.summary.split(';')[0]}</li>
            <li>✓ Check-in di persona o in videochiamata, assistenza 24/7</li>
            <li>✓ Miglior prezzo garantito sul sito ufficiale</li>
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
