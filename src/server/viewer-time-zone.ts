import 'server-only';
import { cookies } from 'next/headers';
import { VIEWER_TIME_ZONE_COOKIE } from '@/lib/time-zone-cookie';
import { isValidTimeZone } from '@/lib/zoned-time';

/** Null before the browser told it. Dynamic pages only: a cookie takes a page out of the cache. */
export async function viewerTimeZone(): Promise<string | null> {
  const zone = (await cookies()).get(VIEWER_TIME_ZONE_COOKIE)?.value;
  return zone && isValidTimeZone(zone) ? zone : null;
}
