import { SEED_HEROES } from '@catania/shared/content/hero';
import type { Apartment } from '@catania/shared/schemas/apartment';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { deferred } from '../components/deferred';
import { ApartmentsSection } from '../features/apartments/apartments-section';
import { HeroSearch } from '../features/availability/hero-search';
import { Hero } from '../features/hero/hero';
import { useLocale, useMessages, withMessages } from '../i18n/messages';
import { structuredDataHtml, usePageMeta } from '../lib/seo';
import { useSiteTexts } from '../lib/site-content';
import { lodgingBusiness } from '../lib/structured-data';
import { apartmentKeys, useApartments } from '../queries/apartments';
import { useReviews } from '../queries/reviews';

/** What the booking dialog opens with, from the hero's search or the quick widget. */
interface Booking {
  apartment: { id: string; name: string; price: number };
  checkIn: string;
  checkOut: string;
  guests?: number;
}

// On demand: loaded when a search or the widget opens it.
const BookingDialog = lazy(() =>
  import('../features/booking/booking-dialog').then((m) => ({ default: m.BookingDialog })),
);

// Below the fold: hydrated as each comes near the screen, their code not in the first load.
const laterSections = withMessages(() => import('./home-later-sections'), 'homeSections');
const later = { fallback: <div className="min-h-[40rem]" /> };
const QuickBookingSection = deferred(
  () => laterSections().then((m) => m.QuickBookingSection),
  later,
);
const HostTeaser = deferred(() => laterSections().then((m) => m.HostTeaser), later);
const DiscoverCatania = deferred(() => laterSections().then((m) => m.DiscoverCatania), later);
const ReviewsTeaser = deferred(() => laterSections().then((m) => m.ReviewsTeaser), later);
const FaqSection = deferred(() => laterSections().then((m) => m.FaqSection), later);
const ContactSection = deferred(() => laterSections().then((m) => m.ContactSection), later);

/** product §2 says the home keeps a slot for a photo gallery that renders nothing. */
function PhotoGallerySlot() {
  return null;
}

/**
 * The business for search engines, with the apartments and the reviews' figures: its own component,
 * so that their answers re-render this script alone, not the whole page (a query's answer renders
 * at once, in one task).
 */
function HomeStructuredData() {
  const apartments = useApartments();
  const reviews = useReviews();
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from our own data, escaped.
      dangerouslySetInnerHTML={structuredDataHtml(lodgingBusiness(apartments.data, reviews.data))}
    />
  );
}

export default function HomePage() {
  const { meta } = useMessages('common');
  const locale = useLocale();
  usePageMeta({ ...meta.home, path: '/' });
  const queryClient = useQueryClient();
  // The owner's words as published (the prerendered home carries them; the seed's until then).
  const hero = useSiteTexts().data?.hero ?? SEED_HEROES[locale];
  const [booking, setBooking] = useState<Booking | null>(null);

  return (
    <>
      <HomeStructuredData />
      <Hero
        title={
          <>
            {hero.title}{' '}
            {hero.titleAccent ? (
              <em className="text-ochre-300 not-italic">{hero.titleAccent}</em>
            ) : null}
          </>
        }
        subtitle={hero.subtitle}
      >
        <HeroSearch
          onChoose={({ result, checkIn, checkOut }) => {
            const apartment = queryClient
              .getQueryData<Apartment[]>(apartmentKeys.list(locale))
              ?.find((a) => a.id === result.id);
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
      <div className="[&_section]:render-when-near">
        <ApartmentsSection />
        <QuickBookingSection onAvailable={setBooking} />
        <PhotoGallerySlot />
        <HostTeaser />
        <DiscoverCatania />
        <ReviewsTeaser />
        <FaqSection />
        <ContactSection />
      </div>
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
