'use client';

import { useCallback, useEffect, useState } from 'react';

/**
 * Whether a part CSS hides on narrow screens is hydrated: on the server and where `query` matches; on a
 * narrow screen React keeps its server HTML until the screen widens or `goLive()`, then for good (decision 038).
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
