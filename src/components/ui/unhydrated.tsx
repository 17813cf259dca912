'use client';

import { useCallback, useRef, useState, useSyncExternalStore, type HTMLAttributes } from 'react';
import { useDelegatedLinks } from '@/lib/use-delegated-links';
import { DelegatedLinksContext } from './link';

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
 * server children alone when it hydrates it with inner HTML (decision 038). A render in the browser, or
 * `live`, renders the children. `followLinks`: one delegated handler follows its anchors as `Link`
 * follows its own, kept or rendered, so its `Link`s render plain anchors (decision 049).
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
  // The kept element and the live one are two elements, so two refs: the handler moves with the mode.
  const keptRoot = useRef<HTMLElement | null>(null);
  const liveRoot = useRef<HTMLElement | null>(null);
  const setKeptRoot = useCallback((element: HTMLElement | null) => {
    keptRoot.current = element;
  }, []);
  const setLiveRoot = useCallback((element: HTMLElement | null) => {
    liveRoot.current = element;
  }, []);
  useDelegatedLinks(kept ? keptRoot : liveRoot, 'a[href]', { enabled: followLinks });
  return kept ? (
    <Tag key="server" ref={setKeptRoot} {...props} suppressHydrationWarning dangerouslySetInnerHTML={NO_HTML} />
  ) : (
    <Tag key="live" ref={setLiveRoot} {...props}>
      {followLinks ? <DelegatedLinksContext value>{children}</DelegatedLinksContext> : children}
    </Tag>
  );
}
