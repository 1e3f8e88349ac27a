import { imageEntry, srcSetOf } from '@catania/shared/content/images';
import type { ComponentProps } from 'react';

export type PhotoProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  /**
   * The width the image is shown at, as a `sizes` attribute, written next to the layout that
   * decides it: the browser picks the smallest file that fills it at the screen's density.
   */
  sizes: string;
  /** Paint the photo's colours while it loads (not for images shown letterboxed). */
  placeholder?: boolean;
};

/**
 * A photo of the site in every width it exists in (`npm run images`), with its real aspect ratio
 * reserved and its colours painted until it arrives. An image the manifest does not know (a URL
 * from elsewhere) is shown as given.
 */
export function Photo({ src, sizes, placeholder = true, style, ...props }: PhotoProps) {
  const entry = imageEntry(src);
  return (
    // biome-ignore lint/a11y/useAltText: alt comes through props, from the content.
    <img
      decoding="async"
      {...props}
      src={src}
      srcSet={entry ? srcSetOf(src, entry) : undefined}
      sizes={entry ? sizes : undefined}
      width={entry?.width ?? props.width}
      height={entry?.height ?? props.height}
      style={entry && placeholder ? { backgroundImage: entry.placeholder, ...style } : style}
    />
  );
}
