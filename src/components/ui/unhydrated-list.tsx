'use client';

import { useRef, useState, useSyncExternalStore, type ComponentProps } from 'react';
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
 * A list of link cards (links and pictures, nothing else to hydrate) that stays the server's HTML
 * when the page loads: hydrating an element with inner HTML leaves its server children in place,
 * unhydrated, so the cards cost no fibers and no commit (decision 038). Their links are followed
 * and prefetched by one delegated listener. A render in the browser (a client navigation to the
 * page) and `live` (the list changed) render the items as React elements.
 */
export function UnhydratedList({ live = false, children, ...props }: ComponentProps<'ul'> & { live?: boolean }) {
  const hydrating = useHydrating();
  const [fromServer] = useState(hydrating);
  const kept = fromServer && !live && typeof window !== 'undefined';
  const list = useRef<HTMLUListElement>(null);
  useDelegatedLinks(list, 'a[href]', { enabled: kept });
  return kept ? (
    <ul key="server" ref={list} {...props} suppressHydrationWarning dangerouslySetInnerHTML={NO_HTML} />
  ) : (
    <ul key="live" ref={list} {...props}>
      {children}
    </ul>
  );
}
