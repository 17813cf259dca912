/** Its own module: a value imported from a 'use client' file is a client reference on the server. */
export const VIEWER_TIME_ZONE_COOKIE = 'tz';
