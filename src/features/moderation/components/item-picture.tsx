/** The square sizes of the queue's pictures, in CSS pixels, with their classes. */
const SQUARE = { 96: 'size-24', 128: 'size-32', 160: 'size-40' } as const;

/**
 * A queue item's square picture (a stored upload, shown as it is). Sized in the HTML so nothing moves
 * when it comes. Lazy: an eager picture is preloaded by React in the page's head and ends before the
 * page is drawn, so every one of them sat on Lighthouse's LCP path (decision 051). Only the page's first
 * item has `priority`: it shows on the first screen and may be the largest thing painted.
 */
export function ItemPicture({
  src,
  alt,
  size,
  priority = false,
}: {
  src: string;
  alt: string;
  size: keyof typeof SQUARE;
  priority?: boolean;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a stored upload, no optimiser at run time
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={`${SQUARE[size]} rounded-md object-cover`}
    />
  );
}
