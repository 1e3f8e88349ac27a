import type { Apartment } from '@catania/shared/schemas/apartment';
import { Users } from 'lucide-react';
import { AmenityIcon } from '../../components/amenity-icon';
import { ApartmentImage } from '../../components/apartment-image';
import { ApartmentRating } from '../../components/apartment-rating';
import { Skeleton } from '../../components/ui/skeleton';
import { useMessages } from '../../i18n/messages';
import { cn } from '../../lib/cn';
import { useFormats } from '../../lib/format';

const SKELETONS = ['a', 'b', 'c', 'd'];

/** /prenota's first step: the apartments as cards, one of them chosen. */
export function ApartmentChoice({
  apartments,
  loading,
  selectedId,
  onSelect,
  onIntent,
}: {
  apartments: Apartment[] | undefined;
  loading: boolean;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  /** A card under the pointer, a finger or the focus: the next step's code can start loading. */
  onIntent?: () => void;
}) {
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
      {loading ? SKELETONS.map((key) => <Skeleton key={key} className="h-[30rem]" />) : null}
      {apartments?.map((apartment) => (
        <ChoiceCard
          key={apartment.id}
          apartment={apartment}
          active={apartment.id === selectedId}
          onSelect={() => onSelect(apartment.id)}
          onIntent={onIntent}
        />
      ))}
    </div>
  );
}

function ChoiceCard({
  apartment,
  active,
  onSelect,
  onIntent,
}: {
  apartment: Apartment;
  active: boolean;
  onSelect: () => void;
  onIntent?: () => void;
}) {
  const t = useMessages('common').apartment;
  const format = useFormats();
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onSelect}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      className={cn(
        'flex flex-col overflow-hidden rounded-3xl bg-white text-left ring-1 transition-all hover:shadow-xl',
        active ? 'shadow-xl ring-2 ring-accent-600' : 'ring-lava-100',
      )}
      data-testid={`select-${apartment.id}`}
    >
      <ApartmentImage
        src={apartment.image.src}
        own={apartment.image}
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
            {format.euro(apartment.price)}
            <span className="block font-sans text-xs text-lava-500">{t.perNight}</span>
          </span>
        </span>
        <span className="mt-2 flex gap-4 text-sm text-lava-600">
          <span className="flex items-center gap-1">
            <Users className="h-4 w-4" aria-hidden /> {t.upToGuests(apartment.maxGuests)}
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
              {t.amenity(amenity)}
            </span>
          ))}
        </span>
        <ApartmentRating
          apartmentId={apartment.id}
          linked={false}
          className="mt-auto flex items-center gap-1.5 pt-4 text-sm text-lava-700"
        />
      </span>
    </button>
  );
}
