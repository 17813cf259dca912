'use client';

import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { formatZonedDate, formatZonedDateTime, isValidTimeZone } from '@/lib/zoned-time';

// Times on the reader's own clock. Hydration renders the server's zone (from the cookie), then the
// browser's if it differs, so React never sees a mismatch; cached pages render UTC first.

const ServerZone = createContext<string | null>(null);

export function ViewerTimeZoneProvider({ zone, children }: { zone: string | null; children: ReactNode }) {
  return <ServerZone.Provider value={zone}>{children}</ServerZone.Provider>;
}

const AFTER_LOAD_MS = 5_000;

// Read once per page when idle (the first Intl call costs ~20 ms, decision 038).
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

export function useViewerTimeZone(): string {
  const serverZone = useContext(ServerZone);
  return useSyncExternalStore(
    subscribe,
    () => serverZone ?? browserZone ?? 'UTC',
    () => serverZone ?? 'UTC',
  );
}

/** "Fri 12-04-2026 7:00 PM CST", or only the day. */
export function ViewerTime({ value, date = false }: { value: Date | string | null | undefined; date?: boolean }) {
  const zone = useViewerTimeZone();
  const text = date ? formatZonedDate(value, zone) : formatZonedDateTime(value, zone);
  if (!text) return null;
  const iso = value instanceof Date ? value.toISOString() : String(value);
  return <time dateTime={iso}>{text}</time>;
}
