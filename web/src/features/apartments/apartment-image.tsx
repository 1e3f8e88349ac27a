import { type ComponentProps, type SyntheticEvent, useEffect, useRef } from 'react';

/** The stock image shown when an apartment photo fails to load (SPEC 2, 8). */
export const FALLBACK_IMAGE = '/images/fallback.webp';

function showFallback(image: HTMLImageElement) {
  if (image.src.endsWith(FALLBACK_IMAGE)) return;
  image.srcset = '';
  image.src = FALLBACK_IMAGE;
}

export function ApartmentImage({ onError, ...props }: ComponentProps<'img'>) {
  const ref = useRef<HTMLImageElement>(null);
  // A prerendered image may fail before the app has hydrated, when no handler listened yet.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc) showFallback(image);
  }, []);
  return (
    // biome-ignore lint/a11y/useAltText: alt comes from the apartment data through props.
    <img
      ref={ref}
      decoding="async"
      {...props}
      onError={(event: SyntheticEvent<HTMLImageElement>) => {
        showFallback(event.currentTarget);
        onError?.(event);
      }}
    />
  );
}
