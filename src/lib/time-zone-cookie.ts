/**
 * The cookie in which the browser tells the server its IANA zone (src/components/time-zone-cookie.tsx
 * writes it, src/server/viewer-time-zone.ts reads it). A plain module: a value imported from a
 * 'use client' file is a client reference on the server, not the string.
 */
export const VIEWER_TIME_ZONE_COOKIE = 'tz';
