'use client';

import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { formatZonedDate, formatZonedDateTime, isValidTimeZone } from '@/lib/zoned-time';

// Times of posts, comments, appeals and admin rows are shown on the reader's own clock, through the
// one zoned formatter. The browser knows the reader's zone; the server learns it from a cookie the
// browser sets (time-zone-cookie.tsx), which signed-in layouts read and hand down (ViewerTimeZoneProvider).
// Hydration always renders the server's zone, then the browser's if it differs (useSyncExternalStore):
// the server and the first client render agree, so React never reports a mismatch. Cached public
// pages read no cookie: they render UTC and switch to the reader's zone right after hydration.

const ServerZone = createContext<string | null>(null);

/** Hands the zone the server rendered with (from the cookie) to every time below. */
export function ViewerTimeZoneProvider({ zone, children }: { zone: string | null; children: ReactNode }) {
  return <ServerZone.Provider value={zone}>{children}</ServerZone.Provider>;
}

const subscribe = () => () => undefined;

function browserZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : 'UTC';
}

/** The reader's IANA zone: the server's guess while hydrating, the browser's after. */
export function useViewerTimeZone(): string {
  const serverZone = useContext(ServerZone);
  return useSyncExternalStore(subscribe, browserZone, () => serverZone ?? 'UTC');
}

/** An instant on the reader's clock: "Fri 12-04-2026 7:00 PM CST", or only the day ("12-04-2026"). */
export function ViewerTime({ value, date = false }: { value: Date | string | null | undefined; date?: boolean }) {
  const zone = useViewerTimeZone();
  const text = date ? formatZonedDate(value, zone) : formatZonedDateTime(value, zone);
  if (!text) return null;
  const iso = value instanceof Date ? value.toISOString() : String(value);
  return <time dateTime={iso}>{text}</time>;
}
