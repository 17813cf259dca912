'use client';

import { useRouter } from 'next/navigation';
import { useEffect, type RefObject } from 'react';

export type FollowLink = (link: HTMLAnchorElement) => { scroll?: boolean } | void;

/**
 * Anchors inside `root` followed as `Link` follows its own (decisions 038, 049): a plain left
 * click navigates in place, intent (pointer over, touch, focus) prefetches; the rest is the browser's.
 */
export function useDelegatedLinks(
  root: RefObject<HTMLElement | null>,
  selector: string,
  { enabled = true, follow }: { enabled?: boolean; follow?: FollowLink } = {},
): void {
  const router = useRouter();
  useEffect(() => {
    const element = root.current;
    if (!element || !enabled) return;
    const prefetched = new Set<string>();
    const linkOf = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(selector) : null;
      return link && element.contains(link) && link.origin === window.location.origin ? link : null;
    };
    const intent = (event: Event) => {
      const href = linkOf(event)?.getAttribute('href');
      if (href && !prefetched.has(href)) {
        prefetched.add(href);
        router.prefetch(href);
      }
    };
    const click = (event: MouseEvent) => {
      const link = linkOf(event);
      if (!link || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return;
      event.preventDefault();
      router.push(link.getAttribute('href')!, follow?.(link) ?? undefined);
    };
    const events = ['mouseover', 'focusin', 'touchstart'] as const;
    for (const name of events) element.addEventListener(name, intent, { passive: true });
    element.addEventListener('click', click);
    return () => {
      for (const name of events) element.removeEventListener(name, intent);
      element.removeEventListener('click', click);
    };
  }, [root, selector, enabled, follow, router]);
}
