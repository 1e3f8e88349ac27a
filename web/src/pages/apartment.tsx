import { resolveApartmentId } from '@catania/shared/config/apartments';
import { site } from '@catania/shared/config/site';
import { countNights } from '@catania/shared/domain/dates';
import {
  Bath,
  BedDouble,
  Check,
  MapPin,
  Maximize2,
  MessageCircle,
  Phone,
  Star,
  Users,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DateRangePicker, type Range } from '../components/date-range-picker';
import { Button } from '../components/ui/button';
import { Skeleton } from '../components/ui/skeleton';
import { AmenityIcon } from '../features/apartments/amenity-icon';
import { ApartmentImage } from '../features/apartments/apartment-image';
import { useApartment } from '../features/apartments/api';
import { CATEGORY_LABELS } from '../features/apartments/categories';
import { Gallery } from '../features/apartments/gallery';
import { useFreshAvailability } from '../features/availability/api';
import { formatEuro, nightsLabel } from '../lib/format';
import { structuredDataHtml, usePageMeta } from '../lib/seo';
import { apartmentData } from '../lib/structured-data';

const BookingDialog = lazy(() =>
  import('../features/booking/booking-dialog').then((m) => ({ default: m.BookingDialog })),
);

export default function ApartmentPage() {
  const params = useParams();
  const id = resolveApartmentId(params.id ?? '');
  const apartment = useApartment(id);
  const availability = useFreshAvailability(id);
  const [range, setRange] = useState<Range>({});
  const [bookingOpen, setBookingOpen] = useState(false);
  const data = apartment.data;
  // Prerendered pages start from build-time data (never fetched): the price waits for the API.
  const priceKnown = apartment.dataUpdatedAt > 0;

  usePageMeta({
    title: data ? `${data.name} · Appartamento a Catania` : 'Appartamento',
    description: data?.shortDescription ?? 'Appartamento nel centro storico di Catania.',
    path: id ? `/appartamento/${id}` : undefined,
  });

  if (!id || apartment.isError) {
    return (
      <section className="container-site grid min-h-[70vh] place-items-center pt-28 pb-20 text-center">
        <div>
          <h1 className="font-display text-4xl text-lava-900">Appartamento non trovato</h1>
          <p className="mt-4 text-lava-600">
            L'appartamento che cerchi non esiste o non è più disponibile.
          </p>
          <Button asChild className="mt-8">
            <Link to="/">Torna alla Home</Link>
          </Button>
        </div>
      </section>
    );
  }

  if (!data) {
    return (
      <div className="pt-20" role="status" aria-label="Caricamento appartamento">
        <Skeleton className="h-[60vh] rounded-none" />
        <div className="container-site mt-10 grid gap-4">
          <Skeleton className="h-12 w-2/3" />
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-40" />
        </div>
      </div>
    );
  }

  const nights = range.checkIn && range.checkOut ? countNights(range.checkIn, range.checkOut) : 0;
  const phone = site.contacts.phone.replace(/\s/g, '');
  const whatsapp = `https://wa.me/${site.contacts.whatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(`Ciao, vorrei informazioni su ${data.name}.`)}`;
  const { latitude, longitude } = site.contacts.geo;
  const registration = site.registrations[data.id];

  return (
    <article>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from our own data, escaped.
        dangerouslySetInnerHTML={structuredDataHtml(apartmentData(data))}
      />
      <header className="relative isolate flex min-h-[72svh] items-end overflow-hidden bg-lava-900 pt-28 pb-12">
        <ApartmentImage
          src={data.image.src}
          alt={data.image.alt}
          width={data.image.width}
          height={data.image.height}
          sizes="100vw"
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-lava-950/90 via-lava-950/30 to-lava-950/50" />
        <div className="container-site text-white">
          <span className="rounded-full bg-white/95 px-3 py-1 text-xs font-semibold tracking-wide text-lava-900 uppercase">
            {CATEGORY_LABELS[data.category]}
          </span>
          <h1 className="mt-4 text-4xl leading-tight sm:text-6xl">{data.name}</h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-white/90">
            <span className="flex items-center gap-1.5">
              <Star className="h-4 w-4 fill-ochre-300 text-ochre-300" aria-hidden />{' '}
              {data.rating.toLocaleString('it-IT')}/10
            </span>
            <span className="flex items-center gap-1.5">
              <MapPin className="h-4 w-4" aria-hidden /> {data.address}
            </span>
          </p>
        </div>
      </header>

      <div className="container-site grid gap-12 py-14 lg:grid-cols-[1.6fr_1fr] lg:py-20">
        <div className="min-w-0">
          <dl className="grid grid-cols-2 gap-4 rounded-3xl bg-white p-6 ring-1 ring-lava-100 sm:grid-cols-4">
            {[
              { icon: Users, label: 'Ospiti', value: `fino a ${data.maxGuests}` },
              { icon: BedDouble, label: 'Letti', value: String(data.beds) },
              { icon: Bath, label: 'Bagni', value: String(data.baths) },
              { icon: Maximize2, label: 'Superficie', value: `${data.size} m²` },
            ].map((item) => (
              <div key={item.label} className="relative pl-9">
                <dt className="text-xs text-lava-500">
                  <item.icon
                    className="absolute top-1 left-0 h-6 w-6 text-accent-700"
                    aria-hidden
                  />
                  {item.label}
                </dt>
                <dd className="font-semibold text-lava-900">{item.value}</dd>
              </div>
            ))}
          </dl>

          <section aria-labelledby="gallery-title" className="mt-12">
            <h2 id="gallery-title" className="text-3xl text-lava-900">
              Galleria fotografica
            </h2>
            <div className="mt-6">
              <Gallery images={data.gallery} name={data.name} />
            </div>
          </section>

          <section aria-labelledby="description-title" className="mt-12">
            <h2 id="description-title" className="text-3xl text-lava-900">
              L'appartamento
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-lava-700">{data.description}</p>
            <p className="mt-3 text-sm text-lava-500">{data.floor}</p>
          </section>

          <section aria-labelledby="amenities-title" className="mt-12">
            <h2 id="amenities-title" className="text-3xl text-lava-900">
              Servizi
            </h2>
            <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {data.amenities.map((amenity) => (
                <li
                  key={amenity}
                  className="flex items-center gap-3 rounded-2xl bg-white p-4 text-sm ring-1 ring-lava-100"
                >
                  <AmenityIcon label={amenity} className="h-5 w-5 text-accent-700" /> {amenity}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="highlights-title" className="mt-12">
            <h2 id="highlights-title" className="text-3xl text-lava-900">
              Caratteristiche speciali
            </h2>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {data.highlights.map((highlight) => (
                <li key={highlight} className="flex items-center gap-3 text-lava-700">
                  <span className="grid h-7 w-7 place-items-center rounded-full bg-emerald-100 text-emerald-800">
                    <Check className="h-4 w-4" aria-hidden />
                  </span>
                  {highlight}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="map-title" className="mt-12">
            <h2 id="map-title" className="text-3xl text-lava-900">
              Dove si trova
            </h2>
            <MapFrame latitude={latitude} longitude={longitude} name={data.name} />
            <div className="mt-4 flex flex-wrap gap-3">
              <Button asChild variant="outline" size="sm">
                <a
                  href={`https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Apri in Google Maps
                </a>
              </Button>
              <Button asChild variant="outline" size="sm">
                <a
                  href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Apri in OpenStreetMap
                </a>
              </Button>
            </div>
          </section>
        </div>

        <aside className="lg:sticky lg:top-24 lg:self-start">
          <div
            className="rounded-3xl bg-white p-6 shadow-xl shadow-lava-900/5 ring-1 ring-lava-100 sm:p-7"
            id="calendario"
          >
            <p>
              {priceKnown ? (
                <span className="font-display text-4xl text-lava-900">
                  {formatEuro(data.price)}
                </span>
              ) : (
                <span className="inline-block h-9 w-24 animate-pulse rounded-lg bg-lava-100 align-middle" />
              )}{' '}
              <span className="text-lava-500">/ notte</span>
            </p>
            <h2 className="mt-5 font-sans text-sm font-semibold text-lava-900">
              Calendario disponibilità
            </h2>
            <div className="mt-3">
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
            </div>
            <Button
              size="lg"
              className="mt-5 w-full"
              disabled={!range.checkIn || !range.checkOut || !priceKnown}
              onClick={() => setBookingOpen(true)}
            >
              {nights > 0 ? `Prenota ${nightsLabel(nights)}` : 'Seleziona le date'}
            </Button>
            <p className="mt-3 text-center text-xs text-lava-500">
              {site.cancellation.summary.split(';')[0]}
            </p>
          </div>
          <div className="mt-6 rounded-3xl bg-lava-950 p-6 text-white">
            <h2 className="font-display text-xl">Hai domande? Parla con {site.host.name}</h2>
            <p className="mt-2 text-sm text-lava-200">
              Rispondiamo tutti i giorni, {site.contacts.officeHours.from}–
              {site.contacts.officeHours.to}.
            </p>
            <div className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              <Button asChild variant="light">
                <a href={`tel:${phone}`}>
                  <Phone className="h-4 w-4" aria-hidden /> Chiama
                </a>
              </Button>
              <Button asChild>
                <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                  <MessageCircle className="h-4 w-4" aria-hidden /> WhatsApp
                </a>
              </Button>
            </div>
          </div>
          <p className="mt-4 text-center text-xs text-lava-500">
            CIN {registration.cin} · CIR {registration.cir}
          </p>
        </aside>
      </div>

      {bookingOpen && range.checkIn && range.checkOut ? (
        <Suspense>
          <BookingDialog
            open
            onOpenChange={setBookingOpen}
            apartment={{ id: data.id, name: data.name, price: data.price }}
            checkIn={range.checkIn}
            checkOut={range.checkOut}
          />
        </Suspense>
      ) : null}
    </article>
  );
}

/**
 * The embedded map loads only when asked: it is third-party content (OpenStreetMap) and would
 * otherwise cost every visitor a heavy frame.
 */
function MapFrame({
  latitude,
  longitude,
  name,
}: {
  latitude: number;
  longitude: number;
  name: string;
}) {
  const [show, setShow] = useState(false);
  const d = 0.006;
  const src = `https://www.openstreetmap.org/export/embed.html?bbox=${longitude - d}%2C${latitude - d / 1.5}%2C${longitude + d}%2C${latitude + d / 1.5}&layer=mapnik&marker=${latitude}%2C${longitude}`;
  return (
    <div className="mt-6 overflow-hidden rounded-3xl ring-1 ring-lava-100">
      {show ? (
        <iframe
          title={`Mappa di ${name}`}
          src={src}
          className="h-80 w-full border-0"
          loading="lazy"
        />
      ) : (
        <div className="grid h-80 place-items-center bg-[radial-gradient(circle_at_30%_40%,#e8d8bd,#f3e9d8)] p-6 text-center">
          <div>
            <MapPin className="mx-auto h-10 w-10 text-accent-700" aria-hidden />
            <p className="mt-3 text-lava-700">
              Centro storico di Catania, a pochi passi da Piazza Duomo.
            </p>
            <Button variant="dark" size="sm" className="mt-4" onClick={() => setShow(true)}>
              Mostra la mappa
            </Button>
            <p className="mt-2 text-xs text-lava-600">La mappa è fornita da OpenStreetMap.</p>
          </div>
        </div>
      )}
    </div>
  );
}
