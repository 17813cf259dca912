import type { CSSProperties } from 'react';
import type { PictureData } from '@/lib/media';
import { cx } from '@/lib/class-names';

export interface ResponsiveImageProps {
  picture: PictureData;
  alt: string;
  sizes: string;
  /** The page's LCP picture: eager with fetchpriority=high; the rest are lazy. */
  priority?: boolean;
  placeholder?: boolean;
  className?: string;
  pictureClassName?: string;
}

/** AVIF/WebP srcsets made at upload (no optimiser at run time), sized to avoid layout shift. No JavaScript. */
export function ResponsiveImage({
  picture,
  alt,
  sizes,
  priority = false,
  placeholder = true,
  className,
  pictureClassName = 'contents',
}: ResponsiveImageProps) {
  // Three short classes: a list repeats this on every card, in HTML and RSC payload.
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
        className={withPlaceholder ? cx('bg-cover bg-center bg-no-repeat', className) : className}
      />
    </picture>
  );
}
