import 'server-only';
import { cookies } from 'next/headers';
import { VIEWER_TIME_ZONE_COOKIE } from '@/lib/time-zone-cookie';
import { isValidTimeZone } from '@/lib/zoned-time';

/**
 * The reader's zone as the browser last told it (src/components/viewer-time.tsx), or null before it
 * has (the first page ever, a visitor without cookies). Only dynamic pages may call it: reading a
 * cookie takes a page out of the cache (docs/decisions/022-cached-public-pages.md).
 */
export async function viewerTimeZone(): Promise<string | null> {
  const zone = (await cookies()).get(VIEWER_TIME_ZONE_COOKIE)?.value;
  return zone && isValidTimeZone(zone) ? zone : null;
}
