/** The square sizes of the queue's pictures, in CSS pixels, with their classes. */
const SQUARE = { 96: 'size-24', 128: 'size-32', 160: 'size-40' } as const;

/**
 * A queue item's square picture (a stored upload, shown as it is), sized in the HTML so nothing moves
 * when it comes. Lazy: React preloads every eager picture in the page's head, beside the stylesheet,
 * and each one was on Lighthouse's LCP path (decision 051). Only the page's first item's is `eager`, at
 * the browser's usual priority for a picture: the page's largest paint is a heading, not a picture.
 */
export function ItemPicture({
  src,
  alt,
  size,
  eager = false,
}: {
  src: string;
  alt: string;
  size: keyof typeof SQUARE;
  eager?: boolean;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a stored upload, no optimiser at run time
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`${SQUARE[size]} rounded-md object-cover`}
    />
  );
}
