import 'server-only';
import { env } from './env';

// Every absolute URL is built from APP_URL, never the request (its Host is whatever the client sent).

const base = new URL(env.APP_URL);

export function absoluteUrl(path: string): string {
  return new URL(path, base).toString();
}

export const siteOrigin: string = base.origin;

/** For globally unique identifiers (iCalendar UIDs). */
export const siteHost: string = base.hostname;
