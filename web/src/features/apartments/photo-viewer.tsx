import type { Image } from '@catania/shared/schemas/apartment';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { ApartmentImage } from '../../components/apartment-image';
import { useReturnFocus } from '../../components/ui/dialog';
import { useMessages } from '../../i18n/messages';

/** The viewer: max-w-6xl (72rem) inside 2.5rem of padding (1rem on phones). */
const VIEWER_SIZES =
  '(min-width: 1232px) 1152px, (min-width: 640px) calc(100vw - 80px), calc(100vw - 32px)';

/**
 * The gallery's full-screen viewer (product §2): previous/next buttons and arrow keys, Escape or the
 * close button, a counter. Mounted open by the gallery (gallery.tsx), which keeps the index.
 */
export function PhotoViewer({
  images,
  name,
  index,
  onStep,
  onClose,
}: {
  images: Image[];
  name: string;
  index: number;
  onStep: (step: number) => void;
  onClose: () => void;
}) {
  const count = images.length;
  const current = images[index];
  // Mounted open, without a Radix trigger: the photo that opened it gets the focus back.
  const returnFocus = useReturnFocus();
  const { viewer } = useMessages('apartmentLater');
  return (
    <DialogPrimitive.Root open onOpenChange={(value) => !value && onClose()}>
      <DialogPrimitive.Portal>
        {/* Opaque: the page showing through distracted from the photo. */}
        <DialogPrimitive.Overlay
          className="fixed inset-0 z-50 bg-lava-950"
          data-testid="lightbox-backdrop"
        />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col items-center justify-center p-4 outline-none sm:p-10"
          aria-describedby={undefined}
          data-testid="lightbox"
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') onStep(1);
            if (event.key === 'ArrowLeft') onStep(-1);
          }}
        >
          <DialogPrimitive.Title className="sr-only">
            {viewer.title(name, index + 1, count)}
          </DialogPrimitive.Title>
          {current ? (
            <figure className="flex max-h-full w-full max-w-6xl flex-col items-center">
              <ApartmentImage
                key={current.src}
                src={current.src}
                own={current}
                alt={current.alt}
                width={current.width}
                height={current.height}
                sizes={VIEWER_SIZES}
                placeholder={false}
                className="max-h-[78vh] w-auto rounded-xl object-contain"
              />
              <figcaption className="mt-4 text-center text-white/90">
                {current.alt}{' '}
                <span
                  className="ml-2 whitespace-nowrap text-white/70 tabular-nums"
                  data-testid="lightbox-counter"
                >
                  {index + 1} / {count}
                </span>
              </figcaption>
            </figure>
          ) : null}
          <button
            type="button"
            onClick={() => onStep(-1)}
            aria-label={viewer.previous}
            className="absolute top-1/2 left-2 grid h-12 w-12 -translate-y-1/2 place-items-center rounded-full bg-white/10 text-white hover:bg-white/25 sm:left-6"
          >
            <ChevronLeft className="h-6 w-6" aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => onStep(1)}
            aria-label={viewer.next}
            className="absolute top-1/2 right-2 grid h-12 w-12 -translate-y-1/2 place-items-center rounded-full bg-white/10 text-white hover:bg-white/25 sm:right-6"
          >
            <ChevronRight className="h-6 w-6" aria-hidden />
          </button>
          <DialogPrimitive.Close
            aria-label={viewer.close}
            className="absolute top-4 right-4 grid h-12 w-12 place-items-center rounded-full bg-white/10 text-white hover:bg-white/25"
          >
            <X className="h-6 w-6" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
