import type { Image } from '@catania/shared/schemas/apartment';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, Expand, X } from 'lucide-react';
import { useState } from 'react';
import { ApartmentImage } from './apartment-image';

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
/** The viewer: max-w-6xl (72rem) inside 2.5rem of padding (1rem on phones). */
const VIEWER_SIZES =
  '(min-width: 1232px) 1152px, (min-width: 640px) calc(100vw - 80px), calc(100vw - 32px)';

/**
 * The photo gallery and its full-screen viewer (SPEC 2): previous/next buttons and arrow keys,
 * Escape or the close button, a counter, wrapping around at both ends.
 */
export function Gallery({ images, name }: { images: Image[]; name: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const count = images.length;
  const go = (step: number) =>
    setOpen((index) => (index === null ? null : (index + step + count) % count));
  const current = open === null ? undefined : images[open];
  return (
    <>
      <ul
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        aria-label={`Foto di ${name}`}
      >
        {images.map((image, index) => (
          <li key={image.src} className={index === 0 ? 'col-span-2 row-span-2' : ''}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="group relative block h-full w-full overflow-hidden rounded-2xl"
              aria-label={`Apri la foto ${index + 1} di ${count}: ${image.alt}`}
            >
              <ApartmentImage
                src={image.src}
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
      <DialogPrimitive.Root open={open !== null} onOpenChange={(value) => !value && setOpen(null)}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-lava-950/95" />
          <DialogPrimitive.Content
            className="fixed inset-0 z-50 flex flex-col items-center justify-center p-4 outline-none sm:p-10"
            aria-describedby={undefined}
            data-testid="lightbox"
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') go(1);
              if (event.key === 'ArrowLeft') go(-1);
            }}
          >
            <DialogPrimitive.Title className="sr-only">
              {name}: foto {(open ?? 0) + 1} di {count}
            </DialogPrimitive.Title>
            {current ? (
              <figure className="flex max-h-full w-full max-w-6xl flex-col items-center">
                <ApartmentImage
                  key={current.src}
                  src={current.src}
                  alt={current.alt}
                  width={current.width}
                  height={current.height}
                  sizes={VIEWER_SIZES}
                  placeholder={false}
                  className="max-h-[78vh] w-auto rounded-xl object-contain"
                />
                <figcaption className="mt-4 text-center text-white/90">
                  {current.alt}{' '}
                  <span className="ml-2 text-white/70" data-testid="lightbox-counter">
                    {(open ?? 0) + 1} / {count}
                  </span>
                </figcaption>
              </figure>
            ) : null}
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Foto precedente"
              className="absolute top-1/2 left-2 grid h-12 w-12 -translate-y-1/2 place-items-center rounded-full bg-white/10 text-white hover:bg-white/25 sm:left-6"
            >
              <ChevronLeft className="h-6 w-6" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label="Foto successiva"
              className="absolute top-1/2 right-2 grid h-12 w-12 -translate-y-1/2 place-items-center rounded-full bg-white/10 text-white hover:bg-white/25 sm:right-6"
            >
              <ChevronRight className="h-6 w-6" aria-hidden />
            </button>
            <DialogPrimitive.Close
              aria-label="Chiudi"
              className="absolute top-4 right-4 grid h-12 w-12 place-items-center rounded-full bg-white/10 text-white hover:bg-white/25"
            >
              <X className="h-6 w-6" aria-hidden />
            </DialogPrimitive.Close>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </>
  );
}
