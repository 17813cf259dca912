'use client';

import { useEffect } from 'react';
import { VIEWER_TIME_ZONE_COOKIE } from '@/lib/time-zone-cookie';

/** How long after the page loads the zone is read: the first Intl call loads the locale data. */
const AFTER_LOAD_MS = 5_000;

/**
 * Tells the server the browser's zone for the next request (a year-long, first-party cookie), so a
 * signed-in page renders times on the reader's clock from the first byte (viewer-time.tsx). Kept
 * apart from the formatter: it is in every page's first load; the server checks the zone it reads.
 * Written a few seconds after load, when the browser is idle: a page's first Intl call loads the
 * locale data (about 20 ms of its main thread, decision 038), and no page needs the cookie to load.
 */
export function TimeZoneCookie() {
  useEffect(() => {
    const write = () => {
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (!zone) return;
      const value = encodeURIComponent(zone);
      if (document.cookie.split('; ').includes(`${VIEWER_TIME_ZONE_COOKIE}=${value}`)) return;
      document.cookie = `${VIEWER_TIME_ZONE_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
    };
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(write, { timeout: 2_000 });
      else write();
    }, AFTER_LOAD_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return null;
}
