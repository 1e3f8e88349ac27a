import { site } from '@catania/shared/config/site';
import { countNights } from '@catania/shared/domain/dates';
import {
  BadgeEuro,
  CalendarClock,
  CheckCircle2,
  Headphones,
  KeyRound,
  ShieldCheck,
  Star,
  Users,
  Zap,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { DateRangePicker, type Range } from '../components/date-range-picker';
import { Button } from '../components/ui/button';
import { Skeleton } from '../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { AmenityIcon } from '../features/apartments/amenity-icon';
import { ApartmentImage } from '../features/apartments/apartment-image';
import { useApartments } from '../features/apartments/api';
import { useAvailability } from '../features/availability/api';
import { cn } from '../lib/cn';
import { formatEuro, nightsLabel } from '../lib/format';
import { usePageMeta } from '../lib/seo';

const QuickBookingWidget = lazy(() =>
  import('../features/availability/quick-booking-widget').then((m) => ({
    default: m.QuickBookingWidget,
  })),
);
const BookingDialog = lazy(() =>
  import('../features/booking/booking-dialog').then((m) => ({ default: m.BookingDialog })),
);

const benefits = [
  {
    icon: Zap,
    title: 'Disponibilità in tempo reale',
    text: 'Il calendario è sincronizzato con tutti i portali.',
  },
  {
    icon: CheckCircle2,
    title: 'Conferma immediata',
    text: 'La prenotazione è confermata appena paghi.',
  },
  {
    icon: BadgeEuro,
    title: 'Miglior prezzo garantito',
    text: 'Sul sito ufficiale non paghi commissioni.',
  },
  {
    icon: CalendarClock,
    title: 'Cancellazione gratuita',
    text: site.cancellation.summary.split(';')[0] ?? '',
  },
];

const sellingPoints = [
  { icon: CalendarClock, text: site.cancellation.summary.split(';')[0] ?? '' },
  { icon: BadgeEuro, text: 'Miglior prezzo garantito o ti rimborsiamo la differenza' },
  { icon: KeyRound, text: 'Check-in autonomo e senza contatto' },
  { icon: Headphones, text: 'Assistenza 24 ore su 24 durante il soggiorno' },
];

interface Draft {
  apartment: { id: string; name: string; price: number };
  checkIn: string;
  checkOut: string;
  guests?: number;
}

const SKELETONS = ['a', 'b', 'c', 'd'];

const STARS = [1, 2, 3, 4, 5];

export default function BookingPage() {
  usePageMeta({
    title: 'Prenota il tuo appartamento a Catania',
    description:
      'Scegli il tuo appartamento nel centro storico di Catania, verifica la disponibilità in tempo reale e prenota al miglior prezzo garantito.',
    path: '/prenota',
  });
  const apartments = useApartments();
  const [selectedId, setSelectedId] = useState<string>();
  const [range, setRange] = useState<Range>({});
  const [draft, setDraft] = useState<Draft | null>(null);
  const selected = apartments.data?.find((a) => a.id === selectedId);
  const availability = useAvailability(selectedId);
  const nights = range.checkIn && range.checkOut ? countNights(range.checkIn, range.checkOut) : 0;

  return (
    <>
      <section className="bg-lava-950 pt-32 pb-16 text-white sm:pt-40 sm:pb-20">
        <div className="container-site">
          <p className="eyebrow text-ochre-300">Prenotazione diretta</p>
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight sm:text-6xl">
            Prenota il tuo soggiorno a Catania
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-lava-200">
            Scegli l'appartamento, controlla le date libere e completa la prenotazione in pochi
            minuti.
          </p>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {benefits.map((b) => (
              <li key={b.title} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
                <b.icon className="h-6 w-6 text-accent-400" aria-hidden />
                <h2 className="mt-3 font-sans text-base font-semibold">{b.title}</h2>
                <p className="mt-1 text-sm text-lava-200">{b.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="py-16 sm:py-20" aria-labelledby="choose-title">
        <div className="container-site">
          <h2 id="choose-title" className="text-3xl text-lava-900 sm:text-4xl">
            1. Scegli l'appartamento
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
            {apartments.isLoading
              ? SKELETONS.map((key) => <Skeleton key={key} className="h-[30rem]" />)
              : null}
            {apartments.data?.map((apartment) => {
              const active = apartment.id === selectedId;
              return (
                <button
                  key={apartment.id}
                  type="button"
                  aria-pressed={active}
                  onClick={() => {
                    setSelectedId(apartment.id);
                    setRange({});
                    requestAnimationFrame(() =>
                      document
                        .getElementById('completa')
                        ?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
                    );
                  }}
                  className={cn(
                    'flex flex-col overflow-hidden rounded-3xl bg-white text-left ring-1 transition-all hover:shadow-xl',
                    active ? 'shadow-xl ring-2 ring-accent-600' : 'ring-lava-100',
                  )}
                  data-testid={`select-${apartment.id}`}
                >
                  <ApartmentImage
                    src={apartment.image.src}
                    alt=""
                    width={apartment.image.width}
                    height={apartment.image.height}
                    // Four columns from 1280px, two from 768px (1.5rem gaps), in container-site.
                    sizes="(min-width: 1280px) 286px, (min-width: 768px) calc(50vw - 44px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)"
                    loading="lazy"
                    className="aspect-[3/2] w-full object-cover"
                  />
                  <span className="flex flex-1 flex-col p-5">
                    <span className="flex items-start justify-between gap-3">
                      <span className="font-display text-xl text-lava-900">{apartment.name}</span>
                      <span className="shrink-0 text-right font-display text-xl text-lava-900">
                        {formatEuro(apartment.price)}
                        <span className="block font-sans text-xs text-lava-500">a notte</span>
                      </span>
                    </span>
                    <span className="mt-2 flex gap-4 text-sm text-lava-600">
                      <span className="flex items-center gap-1">
                        <Users className="h-4 w-4" aria-hidden /> fino a {apartment.maxGuests}{' '}
                        ospiti
                      </span>
                      <span>{apartment.size} m²</span>
                    </span>
                    <span className="mt-3 line-clamp-3 text-sm text-lava-600">
                      {apartment.shortDescription}
                    </span>
                    <span className="mt-4 grid grid-cols-2 gap-2 text-xs text-lava-700">
                      {apartment.amenities.slice(0, 4).map((amenity) => (
                        <span key={amenity} className="flex items-center gap-1.5">
                          <AmenityIcon label={amenity} className="h-3.5 w-3.5 text-accent-700" />{' '}
                          {amenity}
                        </span>
                      ))}
                    </span>
                    <span className="mt-auto flex items-center gap-1.5 pt-4 text-sm text-lava-700">
                      <span className="flex" aria-hidden>
                        {STARS.map((key) => (
                          <Star key={key} className="h-4 w-4 fill-ochre-400 text-ochre-400" />
                        ))}
                      </span>
                      {apartment.rating.toLocaleString('it-IT')} · {site.reviews.bookingPageReviews}{' '}
                      recensioni
                    </span>
                  </span>
                </button>
              );
            })}
          </div>

          {selected ? (
            <div
              id="completa"
              className="mt-16 rounded-3xl bg-white p-6 ring-1 ring-lava-100 sm:p-10"
            >
              <h2 className="text-3xl text-lava-900 sm:text-4xl">
                2. Completa la tua prenotazione
              </h2>
              <p className="mt-2 text-lava-600">
                {selected.name} · {formatEuro(selected.price)} a notte
              </p>
              <Tabs defaultValue="calendar" className="mt-8">
                <TabsList aria-label="Modalità di prenotazione">
                  <TabsTrigger value="calendar">Calendario Disponibilità</TabsTrigger>
                  <TabsTrigger value="quick">Prenotazione Rapida</TabsTrigger>
                </TabsList>
                <TabsContent value="calendar">
                  <div className="grid gap-8 lg:grid-cols-[minmax(0,24rem)_1fr]">
                    {availability.isLoading ? (
                      <Skeleton className="h-[27rem]" />
                    ) : (
                      <DateRangePicker
                        inline
                        checkIn={range.checkIn}
                        checkOut={range.checkOut}
                        unavailableDates={availability.data?.unavailableDates ?? []}
                        onChange={setRange}
                      />
                    )}
                    <div className="rounded-2xl bg-cream-100 p-6">
                      <p className="text-sm text-lava-600">
                        {nights > 0
                          ? `${nightsLabel(nights)} · da ${formatEuro(selected.price * nights)}`
                          : 'Scegli la data di arrivo e quella di partenza sul calendario.'}
                      </p>
                      <Button
                        size="lg"
                        className="mt-5 w-full"
                        disabled={!range.checkIn || !range.checkOut}
                        onClick={() => {
                          if (range.checkIn && range.checkOut) {
                            setDraft({
                              apartment: {
                                id: selected.id,
                                name: selected.name,
                                price: selected.price,
                              },
                              checkIn: range.checkIn,
                              checkOut: range.checkOut,
                            });
                          }
                        }}
                      >
                        Prenota ora
                      </Button>
                    </div>
                  </div>
                </TabsContent>
                <TabsContent value="quick">
                  <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
                    <Suspense fallback={<Skeleton className="h-[30rem]" />}>
                      <QuickBookingWidget
                        key={selected.id}
                        apartments={apartments.data ?? []}
                        preselectedId={selected.id}
                        onAvailable={({ apartment, checkIn, checkOut, guests }) =>
                          setDraft({ apartment, checkIn, checkOut, guests })
                        }
                      />
                    </Suspense>
                    <ul className="grid content-start gap-4">
                      {sellingPoints.map((point) => (
                        <li key={point.text} className="flex gap-3 text-sm text-lava-700">
                          <point.icon className="h-5 w-5 shrink-0 text-accent-700" aria-hidden />
                          {point.text}
                        </li>
                      ))}
                      <li className="flex gap-3 text-sm text-lava-700">
                        <ShieldCheck className="h-5 w-5 shrink-0 text-accent-700" aria-hidden />
                        Pagamento sicuro con Stripe
                      </li>
                    </ul>
                  </div>
                </TabsContent>
              </Tabs>
            </div>
          ) : null}
        </div>
      </section>

      {draft ? (
        <Suspense>
          <BookingDialog
            open
            onOpenChange={(open) => !open && setDraft(null)}
            apartment={draft.apartment}
            checkIn={draft.checkIn}
            checkOut={draft.checkOut}
            defaultGuests={draft.guests}
          />
        </Suspense>
      ) : null}
    </>
  );
}
