import { resolveApartmentId } from '@catania/shared/config/apartments';
import { apartmentPagePath } from '@catania/shared/config/page-paths';
import { site } from '@catania/shared/config/site';
import { deferred } from '../components/deferred';
import { ApartmentFacts } from '../features/apartments/apartment-facts';
import { ApartmentHero } from '../features/apartments/apartment-hero';
import { ApartmentNotFound, ApartmentSkeleton } from '../features/apartments/apartment-states';
import {
  ApartmentBookingCard,
  PhoneBookingBar,
  useApartmentBooking,
} from '../features/booking/apartment-booking';
import { StayBooking } from '../features/booking/stay-booking';
import { useMessages, withMessages } from '../i18n/messages';
import { useParams } from '../lib/navigation';
import { structuredDataHtml, usePageMeta } from '../lib/seo';
import { apartmentData } from '../lib/structured-data';
import { useApartment } from '../queries/apartments';
import { useReviews } from '../queries/reviews';

// Below the facts and the booking card: hydrated as each comes near the screen, their code not in
// the first load. On a phone the gallery starts right under the fold, so it waits until it is on
// screen (no margin): a scroll or a touch, not the first load, fetches it.
const laterParts = withMessages(() => import('./apartment-later-parts'), 'apartmentLater');
const ApartmentDetails = deferred(() => laterParts().then((m) => m.ApartmentDetails), {
  fallback: <div className="min-h-[80rem]" />,
  margin: '0px',
});
const ApartmentMap = deferred(() => laterParts().then((m) => m.ApartmentMap), {
  fallback: <div className="min-h-[30rem]" />,
});
const ApartmentReviews = deferred(() => laterParts().then((m) => m.ApartmentReviews), {
  fallback: <div className="min-h-[40rem]" />,
});
const HostContactCard = deferred(() => laterParts().then((m) => m.HostContactCard), {
  fallback: <div className="min-h-[11rem]" />,
});

export default function ApartmentPage() {
  const params = useParams();
  const id = resolveApartmentId(params.id ?? '');
  const apartment = useApartment(id);
  const reviews = useReviews();
  const data = apartment.data;
  const booking = useApartmentBooking(data);
  // Prerendered pages start from build-time data (never fetched): the price waits for the API.
  const priceKnown = apartment.dataUpdatedAt > 0;

  const { meta } = useMessages('calendar').apartmentPage;
  usePageMeta({
    title: meta.title(data?.name ?? null),
    description: meta.description(data?.name ?? null, data?.shortDescription ?? null),
    path: id ? apartmentPagePath(id) : undefined,
  });

  if (!id || apartment.isError) return <ApartmentNotFound />;
  if (!data) return <ApartmentSkeleton />;

  const registration = site.registrations[data.id];
  return (
    <article>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from our own data, escaped.
        dangerouslySetInnerHTML={structuredDataHtml(
          apartmentData(data, reviews.data?.apartments[data.id]),
        )}
      />
      <ApartmentHero apartment={data} />
      <div className="container-site grid gap-12 py-14 lg:grid-cols-[1.6fr_1fr] lg:py-20">
        <div className="min-w-0">
          <ApartmentFacts apartment={data} />
          <ApartmentDetails apartment={data} />
          <ApartmentMap name={data.name} />
          <ApartmentReviews apartmentId={data.id} />
        </div>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <ApartmentBookingCard apartment={data} booking={booking} priceKnown={priceKnown} />
          <div className="mt-6">
            <HostContactCard apartmentName={data.name} />
          </div>
          <p className="mt-4 text-center text-xs text-lava-500">
            CIN {registration.cin} · CIR {registration.cir}
          </p>
        </aside>
      </div>
      <PhoneBookingBar apartment={data} booking={booking} priceKnown={priceKnown} />
      <StayBooking stay={booking.choice} onClose={booking.close} />
    </article>
  );
}
