'use client';

import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { formatZonedDate, formatZonedDateTime, isValidTimeZone } from '@/lib/zoned-time';

// Times of posts, comments, appeals and admin rows are shown on the reader's own clock, through the
// one zoned formatter. The browser knows the reader's zone; the server learns it from a cookie the
// browser sets (time-zone-cookie.tsx), which signed-in layouts read and hand down (ViewerTimeZoneProvider).
// Hydration always renders the server's zone, then the browser's if it differs (useSyncExternalStore):
// the server and the first client render agree, so React never reports a mismatch. Cached public
// pages read no cookie: they render UTC and switch to the reader's zone a few seconds after load.

const ServerZone = createContext<string | null>(null);

/** Hands the zone the server rendered with (from the cookie) to every time below. */
export function ViewerTimeZoneProvider({ zone, children }: { zone: string | null; children: ReactNode }) {
  return <ServerZone.Provider value={zone}>{children}</ServerZone.Provider>;
}

/** How long after the page loads the browser's zone is read: the first Intl call loads the locale data. */
const AFTER_LOAD_MS = 5_000;

// The browser's zone, read once per page a few seconds after load when the browser is idle (a
// page's first Intl call costs about 20 ms of its main thread, decision 038), then shared by every
// time on the page. A page the server rendered with the reader's zone (the cookie) never waits.
let browserZone: string | null = null;
let detection: number | undefined;
const listeners = new Set<() => void>();

function detectBrowserZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  browserZone = zone && isValidTimeZone(zone) ? zone : 'UTC';
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (browserZone === null && detection === undefined) {
    detection = window.setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(detectBrowserZone, { timeout: 2_000 });
      else detectBrowserZone();
    }, AFTER_LOAD_MS);
  }
  return () => listeners.delete(listener);
}

/** The reader's IANA zone: the one the server rendered with (the cookie), else the browser's once read. */
export function useViewerTimeZone(): string {
  const serverZone = useContext(ServerZone);
  return useSyncExternalStore(
    subscribe,
    () => serverZone ?? browserZone ?? 'UTC',
    () => serverZone ?? 'UTC',
  );
}

/** An instant on the reader's clock: "Fri 12-04-2026 7:00 PM CST", or only the day ("12-04-2026"). */
export function ViewerTime({ value, date = false }: { value: Date | string | null | undefined; date?: boolean }) {
  const zone = useViewerTimeZone();
  const text = date ? formatZonedDate(value, zone) : formatZonedDateTime(value, zone);
  if (!text) return null;
  const iso = value instanceof Date ? value.toISOString() : String(value);
  return <time dateTime={iso}>{text}</time>;
}
