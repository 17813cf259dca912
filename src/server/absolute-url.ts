import 'server-only';
import { env } from './env';

// Every absolute URL the site hands out (feeds, share tags, canonicals, JSON-LD, e-mails, the
// sitemap, robots.txt) is built here from APP_URL, never from the request: behind our server the
// request carries the bind address (0.0.0.0:3900), and a Host header is whatever the client sent.

const base = new URL(env.APP_URL);

/** `path` ('/profile/Jo%20Ann', 'sitemap.xml') on the site's public address. */
export function absoluteUrl(path: string): string {
  return new URL(path, base).toString();
}

/** The site's public origin ('https://matside.com'), e.g. for `metadataBase`. */
export const siteOrigin: string = base.origin;

/** The site's public host name, for globally unique identifiers (iCalendar UIDs). */
export const siteHost: string = base.hostname;
