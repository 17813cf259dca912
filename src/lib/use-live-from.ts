'use client';

import { useCallback, useEffect, useState } from 'react';

/**
 * Whether a part hidden by CSS on narrow screens is rendered live (hydrated) yet: always on the
 * server and on a screen where `query` matches; on a narrow screen false, so React keeps the
 * server's HTML without hydrating it, until the screen widens or `goLive()` is called (the part was
 * opened), and then for good (decision 038: the search panel, the admin side column).
 */
export function useLiveFrom(query: string): [live: boolean, goLive: () => void] {
  const [live, setLive] = useState(() => typeof window === 'undefined' || window.matchMedia(query).matches);
  useEffect(() => {
    if (live) return;
    const wide = window.matchMedia(query);
    const onChange = () => {
      if (wide.matches) setLive(true);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [live, query]);
  return [live, useCallback(() => setLive(true), [])];
}
