'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ErrorViewProps } from './error-view';

// Offline, a link would show the browser's "No internet" page: spec §8's Network Error panel is
// drawn instead. Its code is fetched after load, never in first-load JavaScript (decision 024).

const OFFLINE = new TypeError('Failed to fetch: the browser is offline');
let panelReady = false;

function heldLink(event: MouseEvent): string | null {
  if (!panelReady || navigator.onLine || event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return null;
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null;
  return url.href;
}

export function OfflineNavigation() {
  const [held, setHeld] = useState<string | null>(null);
  const [View, setView] = useState<ComponentType<ErrorViewProps> | null>(null);

  useEffect(() => {
    const early = setTimeout(() => {
      void import('./error-view').then((module) => {
        panelReady = true;
        setView(() => module.ErrorView);
      });
    }, 3000);
    const onClick = (event: MouseEvent) => {
      const target = heldLink(event);
      if (target === null) return;
      event.preventDefault();
      event.stopPropagation();
      setHeld(target);
    };
    document.addEventListener('click', onClick, true);
    return () => {
      clearTimeout(early);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  if (held === null || View === null) return null;
  return (
    <div className="fixed inset-0 z-40 flex flex-col overflow-auto bg-background" data-testid="offline-navigation">
      <View error={OFFLINE} retry={() => navigator.onLine && location.assign(held)} reset={() => setHeld(null)} />
    </div>
  );
}
