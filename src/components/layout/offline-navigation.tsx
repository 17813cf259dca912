'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

// Offline, Next answers a link's failed fetch with a full page load, and the browser shows its own
// "No internet" page. Spec §8's Network Error panel is shown instead: while the browser is offline,
// a click on a link to one of our pages is held here and the panel drawn over the page; "Try again" goes on
// to that page once online. The panel's code is fetched after the page's first load, not in it.

const loadErrorView = () => import('./error-view').then((m) => m.ErrorView);
const ErrorView = dynamic(loadErrorView);

const OFFLINE = new TypeError('Failed to fetch: the browser is offline');

function heldLink(event: MouseEvent): string | null {
  if (navigator.onLine || event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A link within the page (#section) needs no network.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function OfflineNavigation() {
  const router = useRouter();
  const [held, setHeld] = useState<string | null>(null);

  useEffect(() => {
    // Fetched while the network is there (after the page's own work), so the panel can show without it.
    const early = window.setTimeout(() => void loadErrorView(), 3000);
    const onClick = (event: MouseEvent) => {
      const target = heldLink(event);
      if (target === null) return;
      event.preventDefault();
      event.stopPropagation();
      setHeld(target);
    };
    document.addEventListener('click', onClick, true);
    return () => {
      window.clearTimeout(early);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  if (held === null) return null;
  const goOn = () => {
    if (!navigator.onLine) return;
    setHeld(null);
    router.push(held);
  };
  return (
    <div className="fixed inset-0 z-40 flex flex-col overflow-auto bg-background" data-testid="offline-navigation">
      <ErrorView error={OFFLINE} retry={goOn} reset={() => setHeld(null)} />
    </div>
  );
}
