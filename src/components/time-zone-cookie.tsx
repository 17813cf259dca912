'use client';

import { useEffect } from 'react';
import { VIEWER_TIME_ZONE_COOKIE } from '@/lib/time-zone-cookie';

/**
 * Tells the server the browser's zone for the next request (a year-long, first-party cookie), so a
 * signed-in page renders times on the reader's clock from the first byte (viewer-time.tsx). Kept
 * apart from the formatter: it is in every page's first load; the server checks the zone it reads.
 */
export function TimeZoneCookie() {
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    const value = encodeURIComponent(zone);
    if (document.cookie.split('; ').includes(`${VIEWER_TIME_ZONE_COOKIE}=${value}`)) return;
    document.cookie = `${VIEWER_TIME_ZONE_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
  }, []);
  return null;
}
