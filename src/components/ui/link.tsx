'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch'>;

/**
 * The site's link: a next/link that prefetches only on intent (pointer over it, a touch, keyboard
 * focus), never merely for being in view. Next's default fetches the full page data of every
 * cached (static) page a link in the viewport points to: 118 KB and the React work to take it in
 * on each load of `/` (docs/decisions/038-main-thread-work.md). On intent the link turns Next's own
 * prefetch on, which fetches it once while it is in view.
 */
export function Link({ onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={intent ? null : false}
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
