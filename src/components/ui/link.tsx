'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch'> & {
  /** `false`: never, not even on intent (a page that differs at every visit, or whose GET starts something). */
  prefetch?: false;
};

/**
 * The site's one link: prefetches only on intent, never for being in view. Next's default fetched
 * 118 KB of page data on each load of `/`, and five pages' data on each load of her dashboard and
 * of the moderation queue (decision 038).
 */
export function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={intent && prefetch !== false ? null : false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        setIntent(true);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        setIntent(true);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setIntent(true);
      }}
    />
  );
}
