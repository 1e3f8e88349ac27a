import { apartmentPagePath } from '@catania/shared/config/page-paths';
import type { Apartment } from '@catania/shared/schemas/apartment';
import { Maximize2, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePreloadRoute } from '../../app/use-preload-route';
import { AmenityIcon } from '../../components/amenity-icon';
import { ApartmentImage } from '../../components/apartment-image';
import { ApartmentRating } from '../../components/apartment-rating';
import { useLocale, useMessages } from '../../i18n/messages';
import { useFormats } from '../../lib/format';
import { Link } from '../../lib/navigation';

/** product §2 home card: image, name, category, price per night, badge, 3 amenities plus the rest. */
export function ApartmentCard({
  apartment,
  badge,
  footer,
  eager,
}: {
  apartment: Apartment;
  badge?: ReactNode;
  footer?: ReactNode;
  eager?: boolean;
}) {
  const shown = apartment.amenities.slice(0, 3);
  const rest = apartment.amenities.length - shown.length;
  const t = useMessages('common').apartment;
  const format = useFormats();
  const href = apartmentPagePath(apartment.id, useLocale());
  // The apartment page is where a card leads: its code is fetched as the card comes into view.
  const preload = usePreloadRoute<HTMLElement>(href);
  return (
    <article
      {...preload}
      className="group flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-lava-100 transition-shadow hover:shadow-xl hover:shadow-lava-900/10"
      data-testid={`apartment-card-${apartment.id}`}
    >
      <Link
        to={href}
        className="relative block aspect-[3/2] overflow-hidden"
        tabIndex={-1}
        aria-hidden
      >
        <ApartmentImage
          src={apartment.image.src}
          own={apartment.image}
          alt=""
          width={apartment.image.width}
          height={apartment.image.height}
          // The home's grid: one column, two from 768px (2rem gap) in container-site.
          sizes="(min-width: 1280px) 592px, (min-width: 768px) calc(50vw - 48px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)"
          loading={eager ? 'eager' : 'lazy'}
          className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-105"
        />
        <span className="absolute top-4 left-4 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold tracking-wide text-lava-900 uppercase">
          {t.categories[apartment.category]}
        </span>
        {badge ? <span className="absolute top-4 right-4">{badge}</span> : null}
      </Link>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <div className="flex items-start justify-between gap-4">
          <h3 className="text-2xl leading-tight text-lava-900">
            <Link to={href} className="hover:text-accent-700">
              {apartment.name}
            </Link>
          </h3>
          <p className="shrink-0 text-right">
            <span className="font-display text-2xl text-lava-900">
              {format.euro(apartment.price)}
            </span>
            <span className="block text-xs text-lava-500">{t.perNight}</span>
          </p>
        </div>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-lava-600">
          <ApartmentRating apartmentId={apartment.id} />
          <span className="flex items-center gap-1">
            <Users className="h-4 w-4" aria-hidden /> {t.upToGuests(apartment.maxGuests)}
          </span>
          <span className="flex items-center gap-1">
            <Maximize2 className="h-4 w-4" aria-hidden /> {apartment.size} m²
          </span>
        </p>
        <p className="mt-3 line-clamp-2 text-sm leading-relaxed text-lava-600">
          {apartment.shortDescription}
        </p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t.mainAmenities}>
          {shown.map((amenity) => (
            <li
              key={amenity}
              className="flex items-center gap-1.5 rounded-full bg-cream-100 px-3 py-1 text-xs font-medium text-lava-700"
            >
              <AmenityIcon label={amenity} className="h-3.5 w-3.5" /> {t.amenity(amenity)}
            </li>
          ))}
          {rest > 0 ? (
            <li className="rounded-full bg-cream-100 px-3 py-1 text-xs font-medium text-lava-700">
              {t.more(rest)}
            </li>
          ) : null}
        </ul>
        {footer ? <div className="mt-auto pt-6">{footer}</div> : null}
      </div>
    </article>
  );
}
