'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, type ComponentProps } from 'react';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch'>;

/**
 * The site's link: a next/link that prefetches only on intent (pointer over it, a touch, keyboard
 * focus), never merely for being in view. Next's default fetches the full page data of every
 * cached (static) page a link in the viewport points to: 118 KB and the React work to take it in
 * on each load of `/` (docs/decisions/038-main-thread-work.md). One prefetch per link instance.
 */
export function Link({ href, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const router = useRouter();
  const prefetched = useRef(false);
  const prefetch = () => {
    if (prefetched.current || typeof href !== 'string' || !href.startsWith('/')) return;
    prefetched.current = true;
    router.prefetch(href);
  };
  return (
    <NextLink
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
    />
  );
}
