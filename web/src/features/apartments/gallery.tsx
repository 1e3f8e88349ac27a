import type { Image } from '@catania/shared/schemas/apartment';
import { Expand } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { ApartmentImage } from '../../components/apartment-image';
import { useMessages } from '../../i18n/messages';
import { useHydrated } from '../../lib/use-hydrated';

// The viewer and its dialog's code load with the first photo opened, not with the page.
const loadViewer = () => import('./photo-viewer');
const PhotoViewer = lazy(() => loadViewer().then((m) => ({ default: m.PhotoViewer })));

/**
 * The widths the grid below shows its photos at (container-site: 80rem at most, padded 1.25rem,
 * 2rem from 640px; on the apartment page the gallery sits in the main column, 1.6fr of
 * 1.6fr + 1fr with a 3rem gap from 1024px; columns 2 / 3 / 4 with 0.75rem gaps). The first photo
 * spans two columns.
 */
const TILE_SIZES =
  '(min-width: 1280px) 171px, (min-width: 1024px) calc(15.4vw - 26px), (min-width: 640px) calc(33.3vw - 29px), calc(50vw - 26px)';
const FIRST_TILE_SIZES =
  '(min-width: 1280px) 354px, (min-width: 1024px) calc(30.8vw - 40px), (min-width: 640px) calc(66.7vw - 46px), calc(100vw - 40px)';

/**
 * The photo gallery and its full-screen viewer (product §2): previous/next buttons and arrow keys,
 * Escape or the close button, a counter, wrapping around at both ends.
 */
export function Gallery({ images, name }: { images: Image[]; name: string }) {
  const { viewer } = useMessages('apartmentLater');
  const [open, setOpen] = useState<number | null>(null);
  // Hydrated after the page (apartment page: `deferred`): a click before that would be lost.
  const hydrated = useHydrated();
  const count = images.length;
  const go = (step: number) =>
    setOpen((index) => (index === null ? null : (index + step + count) % count));
  return (
    <>
      <ul
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        aria-label={viewer.gallery(name)}
      >
        {images.map((image, index) => (
          <li key={image.src} className={index === 0 ? 'col-span-2 row-span-2' : ''}>
            <button
              type="button"
              disabled={!hydrated}
              onClick={() => setOpen(index)}
              // A pointer over a photo or focus on it: the viewer is likely next.
              onPointerEnter={() => void loadViewer()}
              onFocus={() => void loadViewer()}
              className="group relative block h-full w-full overflow-hidden rounded-2xl disabled:cursor-progress"
              aria-label={viewer.open(index + 1, count, image.alt)}
            >
              <ApartmentImage
                src={image.src}
                own={image}
                alt={image.alt}
                width={image.width}
                height={image.height}
                sizes={index === 0 ? FIRST_TILE_SIZES : TILE_SIZES}
                loading="lazy"
                className="aspect-[3/2] h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
              <span className="absolute right-3 bottom-3 grid h-9 w-9 place-items-center rounded-full bg-white/90 text-lava-900 opacity-0 transition-opacity group-hover:opacity-100">
                <Expand className="h-4 w-4" aria-hidden />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {open === null ? null : (
        <Suspense>
          <PhotoViewer
            images={images}
            name={name}
            index={open}
            onStep={go}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}
