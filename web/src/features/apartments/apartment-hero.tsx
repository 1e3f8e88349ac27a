import type { Apartment } from '@catania/shared/schemas/apartment';
import { MapPin } from 'lucide-react';
import { ApartmentImage } from '../../components/apartment-image';
import { ApartmentRating } from '../../components/apartment-rating';
import { useMessages } from '../../i18n/messages';

/** The apartment page's header: the photo full width, the category, the name, rating and address. */
export function ApartmentHero({ apartment }: { apartment: Apartment }) {
  const { categories } = useMessages('common').apartment;
  return (
    <header className="relative isolate flex min-h-[72svh] items-end overflow-hidden bg-lava-900 pt-28 pb-12">
      <ApartmentImage
        src={apartment.image.src}
        own={apartment.image}
        alt={apartment.image.alt}
        width={apartment.image.width}
        height={apartment.image.height}
        sizes="100vw"
        fetchPriority="high"
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-lava-950/90 via-lava-950/30 to-lava-950/50" />
      <div className="container-site text-white">
        <span className="rounded-full bg-white/95 px-3 py-1 text-xs font-semibold tracking-wide text-lava-900 uppercase">
          {categories[apartment.category]}
        </span>
        <h1 className="mt-4 text-4xl leading-tight sm:text-6xl">{apartment.name}</h1>
        <p className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-white/90">
          <ApartmentRating
            apartmentId={apartment.id}
            className="flex items-center gap-1.5 hover:underline"
            starClassName="h-4 w-4 fill-ochre-300 text-ochre-300"
          />
          <span className="flex items-center gap-1.5">
            <MapPin className="h-4 w-4" aria-hidden /> {apartment.address}
          </span>
        </p>
      </div>
    </header>
  );
}
