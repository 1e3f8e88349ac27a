import { type SyntheticEvent, useEffect, useRef } from 'react';
import { Photo, type PhotoProps } from './photo';

/** The stock image shown when an apartment photo fails to load (product §2, §8). */
export const FALLBACK_IMAGE = '/images/fallback.webp';

function showFallback(image: HTMLImageElement) {
  if (image.src.endsWith(FALLBACK_IMAGE)) return;
  image.srcset = '';
  image.src = FALLBACK_IMAGE;
}

/** An apartment's photo: a Photo that falls back to the stock image when it cannot load. */
export function ApartmentImage({ onError, ...props }: PhotoProps) {
  const ref = useRef<HTMLImageElement>(null);
  // A prerendered image may fail before the app has hydrated, when no handler listened yet.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc) showFallback(image);
  }, []);
  return (
    <Photo
      ref={ref}
      {...props}
      onError={(event: SyntheticEvent<HTMLImageElement>) => {
        showFallback(event.currentTarget);
        onError?.(event);
      }}
    />
  );
}
