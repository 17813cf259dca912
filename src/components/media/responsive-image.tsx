import type { CSSProperties } from 'react';
import type { PictureData } from '@/lib/media';
import { cn } from '@/lib/utils';

export interface ResponsiveImageProps {
  /** From toPictureData (src/lib/media.ts): src, size, AVIF/WebP srcsets, placeholder. */
  picture: PictureData;
  alt: string;
  /** The `sizes` attribute: how wide the slot is at each breakpoint (e.g. a card in a grid). */
  sizes: string;
  /**
   * The page's LCP picture (the main profile photo, the first card of a list): loaded eagerly
   * with fetchpriority=high. Everything else is lazy and decoded off the main thread.
   */
  priority?: boolean;
  /** Show the blurred placeholder behind the picture while it loads (photo cards). Default true. */
  placeholder?: boolean;
  className?: string;
  /** Classes of the <picture> element (a box that should fill its parent needs `contents` or sizes). */
  pictureClassName?: string;
}

/**
 * A stored picture as <picture>: AVIF and WebP `srcset`s (made once at upload, no optimiser at
 * run time), the JPEG (or the stored primary) as the <img> fallback, width and height from the
 * picture (the browser reserves its box: no layout shift), lazy by default, eager with
 * fetchpriority=high for the LCP image, and the ~16 px placeholder as a blurred background.
 * A server component: no JavaScript reaches the browser.
 */
export function ResponsiveImage({
  picture,
  alt,
  sizes,
  priority = false,
  placeholder = true,
  className,
  pictureClassName = 'contents',
}: ResponsiveImageProps) {
  // Only the image itself is inline; how it is laid out is three short classes (a list repeats
  // this on every card, in the HTML and in its RSC payload).
  const withPlaceholder = placeholder && Boolean(picture.placeholder);
  const style: CSSProperties | undefined = withPlaceholder
    ? { backgroundImage: `url("${picture.placeholder}")` }
    : undefined;
  return (
    <picture className={pictureClassName}>
      {picture.avif ? <source type="image/avif" srcSet={picture.avif} sizes={sizes} /> : null}
      {picture.webp ? <source type="image/webp" srcSet={picture.webp} sizes={sizes} /> : null}
      <img
        src={picture.src}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        style={style}
        className={withPlaceholder ? cn('bg-cover bg-center bg-no-repeat', className) : className}
      />
    </picture>
  );
}
