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
  /** A photo uploaded from the panel: the widths and placeholder it carries (not in the manifest). */
  own?: { widths?: number[]; placeholder?: string };
};

/**
 * A photo of the site in every width it exists in (`npm run images`), with its real aspect ratio
 * reserved and its colours painted until it arrives. An image the manifest does not know is shown
 * in the widths it carries (`own`, a photo uploaded from the panel), else as given.
 */
export function Photo({ src, sizes, placeholder = true, own, style, ...props }: PhotoProps) {
  const width = Number(props.width);
  const height = Number(props.height);
  const entry = imageEntry(src, own && width && height ? { ...own, width, height } : undefined);
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
