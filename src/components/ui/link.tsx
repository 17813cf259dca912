'use client';

import NextLink from 'next/link';
import { createContext, useContext, useState, type ComponentProps } from 'react';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch'> & {
  /** `false`: never, not even on intent (a page that differs at every visit, or whose GET starts something). */
  prefetch?: false;
};

/** True inside a list whose anchors a delegated handler follows (`Unhydrated followLinks`). */
export const DelegatedLinksContext = createContext(false);

/** The props as a plain anchor's, or null when they ask for one of Next's navigation options. */
function plainAnchor({
  href,
  as,
  replace,
  scroll,
  shallow,
  passHref: _passHref,
  locale,
  legacyBehavior,
  onNavigate,
  transitionTypes,
  ...anchor
}: Omit<LinkProps, 'prefetch'>): ComponentProps<'a'> | null {
  if (typeof href !== 'string' || as !== undefined || replace || scroll === false || shallow) return null;
  if (locale !== undefined || legacyBehavior || onNavigate || transitionTypes) return null;
  return { ...anchor, href };
}

/**
 * The site's one link: prefetches only on intent, never for being in view. Next's default fetched
 * 118 KB of page data on each load of `/`, and five pages' data on each load of her dashboard and
 * of the moderation queue (decision 038). Inside a list that follows its anchors itself it renders
 * a plain anchor: Next's `Link` is ~25 µs of the server's render and three fibers (decision 049).
 */
export function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  const anchor = useContext(DelegatedLinksContext) && prefetch !== false ? plainAnchor(props) : null;
  if (anchor) return <a {...anchor} onMouseEnter={onMouseEnter} onTouchStart={onTouchStart} onFocus={onFocus} />;
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
