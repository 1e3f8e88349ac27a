import type { ComponentProps } from 'react';

/** The stock image shown when an apartment photo fails to load (SPEC 2, 8). */
export const FALLBACK_IMAGE = '/images/fallback.webp';

export function ApartmentImage({ onError, ...props }: ComponentProps<'img'>) {
  return (
    // biome-ignore lint/a11y/useAltText: alt comes from the apartment data through props.
    <img
      decoding="async"
      {...props}
      onError={(event) => {
        const image = event.currentTarget;
        if (!image.src.endsWith(FALLBACK_IMAGE)) {
          image.srcset = '';
          image.src = FALLBACK_IMAGE;
        }
        onError?.(event);
      }}
    />
  );
}
