'use client';

import { useEffect } from 'react';
import { VIEWER_TIME_ZONE_COOKIE } from '@/lib/time-zone-cookie';

/** The first Intl call loads the locale data. */
const AFTER_LOAD_MS = 5_000;

/**
 * A year-long first-party cookie, so a signed-in page renders the reader's clock from the first
 * byte. Written once the page is idle: the first Intl call costs ~20 ms (decision 038).
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
