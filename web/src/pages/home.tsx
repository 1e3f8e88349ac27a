import { site } from '@catania/shared/config/site';
import type { Apartment } from '@catania/shared/schemas/apartment';
import { ArrowRight, Clock, Mail, MessageCircle, Phone, Star } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Photo } from '../components/photo';
import { Button } from '../components/ui/button';
import { SectionHeading } from '../components/ui/section-heading';
import { Skeleton } from '../components/ui/skeleton';
import { WhenVisible } from '../components/when-visible';
import { ApartmentCard } from '../features/apartments/apartment-card';
import { useApartments } from '../features/apartments/api';
import { AvailabilityBadge } from '../features/availability/availability-badge';
import { HeroSearch } from '../features/availability/hero-search';
import { DiscoverCatania } from '../features/catania/discover-catania';
import { FaqSection } from '../features/faq/faq-section';
import { Hero } from '../features/hero/hero';
import { ReviewCard } from '../features/reviews/review-card';
import { reviews } from '../features/reviews/reviews';
import { structuredDataHtml, usePageMeta } from '../lib/seo';
import { lodgingBusiness } from '../lib/structured-data';

interface Booking {
  apartment: { id: string; name: string; price: number };
  checkIn: string;
  checkOut: string;
  guests?: number;
}

// Below the fold or on demand: loaded when near the viewport or when opened.
const ContactForm = lazy(() =>
  import('../features/contact/contact-form').then((m) => ({ default: m.ContactForm })),
);
const QuickBookingWidget = lazy(() =>
  import('../features/availability/quick-booking-widget').then((m) => ({
    default: m.QuickBookingWidget,
  })),
);
const BookingDialog = lazy(() =>
  import('../features/booking/booking-dialog').then((m) => ({ default: m.BookingDialog })),
);

/** SPEC 2 says the home keeps a slot for a photo gallery that renders nothing. */
function PhotoGallerySlot() {
  return null;
}

const SKELETONS = ['a', 'b', 'c', 'd'];

export default function HomePage() {
  usePageMeta({
    title: 'Catania Centro Apartments · Appartamenti nel centro storico di Catania',
    description:
      'Quattro appartamenti per coppie nel centro storico di Catania, a pochi passi dal Duomo e da Via Etnea. Disponibilità in tempo reale, conferma immediata e miglior prezzo prenotando direttamente.',
    path: '/',
  });
  const apartments = useApartments();
  const [booking, setBooking] = useState<Booking | null>(null);

  return (
    <>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from our own data, escaped.
        dangerouslySetInnerHTML={structuredDataHtml(lodgingBusiness(apartments.data))}
      />
      <Hero
        title={
          <>
            Vivi Catania <em className="text-ochre-300 not-italic">dal suo cuore barocco</em>
          </>
        }
        subtitle="Quattro appartamenti tra il Duomo, Via Etnea e il mare, pensati per due."
      >
        <HeroSearch
          onChoose={({ result, checkIn, checkOut }) => {
            const apartment = apartments.data?.find((a) => a.id === result.id);
            setBooking({
              apartment: {
                id: result.id,
                name: result.name,
                price: apartment?.price ?? result.pricePerNight,
              },
              checkIn,
              checkOut,
            });
          }}
        />
      </Hero>

      <section id="appartamenti" aria-labelledby="apartments-title" className="py-20 sm:py-28">
        <div className="container-site">
          <SectionHeading
            id="apartments-title"
            eyebrow="I nostri appartamenti"
            title="Quattro case, quattro modi di vivere Catania"
            intro="Palazzi storici restaurati con cura, arredi contemporanei e tutto il necessario per sentirsi a casa. Ogni appartamento ospita fino a 2 persone."
          />
          <div className="grid gap-8 md:grid-cols-2">
            {apartments.isLoading
              ? SKELETONS.map((key) => <Skeleton key={key} className="aspect-[4/5] rounded-3xl" />)
              : null}
            {apartments.isError ? (
              <p className="text-lava-600 md:col-span-2">
                Non riusciamo a caricare gli appartamenti in questo momento. Riprova tra poco o
                contattaci.
              </p>
            ) : null}
            {apartments.data?.map((apartment) => (
              <ApartmentCard
                key={apartment.id}
                apartment={apartment}
                badge={<AvailabilityBadge apartmentId={apartment.id} />}
                footer={
                  <div className="flex flex-wrap gap-3">
                    <Button asChild variant="dark" className="flex-1">
                      <Link
                        to={`/appartamento/${apartment.id}`}
                        aria-label={`Scopri ${apartment.name}`}
                      >
                        Scopri di più
                      </Link>
                    </Button>
                    <Button asChild variant="outline" className="flex-1">
                      <Link
                        to={`/smart-booking/${apartment.id}`}
                        aria-label={`Verifica le date di ${apartment.name}`}
                      >
                        Verifica date
                      </Link>
                    </Button>
                  </div>
                }
              />
            ))}
          </div>
        </div>
      </section>

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
              <li>✓ Check-in autonomo e assistenza 24/7</li>
              <li>✓ Miglior prezzo garantito sul sito ufficiale</li>
            </ul>
          </div>
          <div className="text-lava-800">
            <WhenVisible fallback={<Skeleton className="h-[34rem] rounded-3xl bg-lava-800" />}>
              {apartments.data ? (
                <QuickBookingWidget
                  apartments={apartments.data}
                  onAvailable={({ apartment, checkIn, checkOut, guests }) =>
                    setBooking({ apartment, checkIn, checkOut, guests })
                  }
                />
              ) : (
                <Skeleton className="h-[34rem] rounded-3xl bg-lava-800" />
              )}
            </WhenVisible>
          </div>
        </div>
      </section>

      <PhotoGallerySlot />

      <section id="chi-siamo" aria-labelledby="about-teaser-title" className="py-20 sm:py-28">
        <div className="container-site grid items-center gap-12 lg:grid-cols-2">
          <Photo
            src="/images/apartments/appartamento-3/terrazza.webp"
            alt="La terrazza della Suite Romantica Bellini al tramonto"
            // Half of container-site from 1024px (3rem gap), its full width below.
            sizes="(min-width: 1280px) 584px, (min-width: 1024px) calc(50vw - 56px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)"
            loading="lazy"
            className="aspect-[4/3] w-full rounded-3xl object-cover shadow-xl"
          />
          <div>
            <SectionHeading
              align="left"
              id="about-teaser-title"
              eyebrow="Chi siamo"
              title={`Ciao, sono ${site.host.name}: benvenuti a casa mia`}
              intro="Sono nato tra questi vicoli e ho restaurato quattro appartamenti nei palazzi del centro storico per farvi vivere Catania come chi ci abita: la granita al mattino, il mercato, il tramonto sull'Etna."
              className="mb-8"
            />
            <dl className="grid grid-cols-2 gap-6">
              <div>
                <dt className="text-sm text-lava-600">Recensioni verificate</dt>
                <dd className="font-display text-4xl text-lava-900">
                  {site.reviews.verifiedReviews}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-lava-600">Valutazione media</dt>
                <dd className="font-display text-4xl text-lava-900">
                  {site.reviews.rating.toLocaleString('it-IT')}
                </dd>
              </div>
            </dl>
            <Link
              to="/chi-siamo"
              className="mt-8 inline-flex items-center gap-2 font-semibold text-accent-700 hover:gap-3"
            >
              La nostra storia <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </div>
        </div>
      </section>

      <DiscoverCatania />

      <section id="recensioni" aria-labelledby="reviews-teaser-title" className="py-20 sm:py-28">
        <div className="container-site">
          <SectionHeading
            id="reviews-teaser-title"
            eyebrow="Recensioni"
            title={
              <>
                <Star
                  className="mr-2 inline h-8 w-8 fill-ochre-400 text-ochre-400 align-baseline"
                  aria-hidden
                />
                {site.reviews.rating.toLocaleString('it-IT')} su {site.reviews.headlineReviews}{' '}
                recensioni
              </>
            }
            intro="Cosa dicono gli ospiti che hanno soggiornato da noi."
          />
          <div className="grid gap-6 md:grid-cols-3">
            {reviews.slice(0, 3).map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </div>
          <div className="mt-10 text-center">
            <Button asChild variant="outline">
              <Link to="/recensioni">Leggi tutte le recensioni</Link>
            </Button>
          </div>
        </div>
      </section>

      <FaqSection />

      <section
        id="contatti"
        aria-labelledby="contact-title"
        className="bg-cream-100 py-20 sm:py-28"
      >
        <div className="container-site grid gap-12 lg:grid-cols-[1fr_1.5fr]">
          <div>
            <SectionHeading
              align="left"
              id="contact-title"
              eyebrow="Contatti"
              title="Scrivici, ti rispondiamo entro 24 ore"
              intro="Per domande su disponibilità, soggiorni lunghi o richieste particolari. Rispondiamo negli orari di ufficio, tutti i giorni."
              className="mb-8"
            />
            <ul className="grid gap-4 text-lava-700">
              <li className="flex gap-3">
                <Phone className="h-5 w-5 text-accent-700" aria-hidden />
                <a
                  href={`tel:${site.contacts.phone.replace(/\s/g, '')}`}
                  className="hover:text-accent-700"
                >
                  {site.contacts.phone}
                </a>
              </li>
              <li className="flex gap-3">
                <MessageCircle className="h-5 w-5 text-accent-700" aria-hidden />
                <a
                  href={`https://wa.me/${site.contacts.whatsapp.replace(/\D/g, '')}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:text-accent-700"
                >
                  WhatsApp {site.contacts.whatsapp}
                </a>
              </li>
              <li className="flex gap-3">
                <Mail className="h-5 w-5 text-accent-700" aria-hidden />
                <a
                  href={`mailto:${site.contacts.email}`}
                  className="break-all hover:text-accent-700"
                >
                  {site.contacts.email}
                </a>
              </li>
              <li className="flex gap-3">
                <Clock className="h-5 w-5 text-accent-700" aria-hidden />
                Tutti i giorni {site.contacts.officeHours.from}–{site.contacts.officeHours.to} ·{' '}
                {site.contacts.assistance}
              </li>
            </ul>
          </div>
          <WhenVisible fallback={<Skeleton className="h-[46rem] rounded-3xl" />}>
            <ContactForm />
          </WhenVisible>
        </div>
      </section>

      {booking ? (
        <Suspense>
          <BookingDialog
            open
            onOpenChange={(open) => {
              if (!open) setBooking(null);
            }}
            apartment={booking.apartment}
            checkIn={booking.checkIn}
            checkOut={booking.checkOut}
            defaultGuests={booking.guests}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export type { Apartment };
