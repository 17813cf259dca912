'use client';

import { useCallback, useRef, useState, useSyncExternalStore, type HTMLAttributes } from 'react';
import { useDelegatedLinks } from '@/lib/use-delegated-links';

const noSubscription = () => () => {};

/** True in the render that hydrates the server's HTML, false in a render made in the browser. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

const NO_HTML = { __html: '' };

/**
 * Markup with nothing to hydrate (text, pictures, links) that stays the server's HTML when the page
 * loads: hydrating an element with inner HTML leaves its server children in place, unhydrated, so
 * they cost no fibers and no commit (decision 038). With `followLinks` its same-site links are
 * followed and prefetched as `Link`'s are, by one delegated listener. A render in the browser (a
 * client navigation to the page) and `live` (the content changed) render the children as React elements.
 */
export function Unhydrated({
  as: Tag = 'ul',
  live = false,
  followLinks = false,
  children,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: 'ul' | 'aside'; live?: boolean; followLinks?: boolean }) {
  const hydrating = useHydrating();
  const [fromServer] = useState(hydrating);
  const kept = fromServer && !live && typeof window !== 'undefined';
  const root = useRef<HTMLElement | null>(null);
  const setRoot = useCallback((element: HTMLElement | null) => {
    root.current = element;
  }, []);
  useDelegatedLinks(root, 'a[href]', { enabled: kept && followLinks });
  return kept ? (
    <Tag key="server" ref={setRoot} {...props} suppressHydrationWarning dangerouslySetInnerHTML={NO_HTML} />
  ) : (
    <Tag key="live" ref={setRoot} {...props}>
      {children}
    </Tag>
  );
}
