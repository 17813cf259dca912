'use client';

import { useCallback, useRef, useState, useSyncExternalStore, type HTMLAttributes } from 'react';
import { useDelegatedLinks } from '@/lib/use-delegated-links';

const noSubscription = () => () => {};

function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

const NO_HTML = { __html: '' };

/**
 * Markup with nothing to hydrate that stays the server's HTML on load: React leaves an element's
 * server children alone when it hydrates it with inner HTML (decision 038). `followLinks`: its links
 * navigate as `Link`'s do. A render in the browser, or `live`, renders the children.
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
