import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/server/absolute-url';

// robots.txt. Crawlers read it two ways: RFC 9309 (Google, Bing: the longest matching rule wins)
// and the older first-match reading. Both agree when no Allow rule overlaps a Disallow, so there is
// no `Allow: /` (a first-match reader stops at it and ignores every rule below). A rule is a path
// prefix, so each ends where the private area ends: `/session` alone would also block the public
// `/sessiongirls/…`. `$` (end of path, RFC 9309 §2.2.3) pins an exact path.
// tests/integration/robots.test.ts checks every sitemap URL and every private path with an RFC 9309
// parser, and that every top-level route under src/app is either public or listed here.

/** Private, per-user or form-posting paths: never crawled. */
export const DISALLOWED_PATHS = [
  '/api/',
  '/admin',
  '/dashboard',
  '/girl/',
  '/guy/',
  '/edit-profile-female',
  '/edit-profile-male',
  '/profile-2/',
  '/ai/',
  // A banned person's appeal page: its link carries a signed token (decision 039).
  '/appeal/',
  // A trusted contact's consent page and a missed check-in's alert page: their links carry a
  // random token (decision 048).
  '/trusted-contact/',
  '/check-in-alert/',
  // GET /session (who is signed in), with or without its query; not /sessiongirls/….
  '/session$',
  '/session?',
  '/logout',
  '/login',
  '/media/private/',
  '/report_a_sessiongirl',
  '/male_registration',
  '/send_contact_form',
  '/book/',
  '/book_girl',
  '/follow',
  '/register_girl',
  '/register_guy',
  '/migrate-profile',
  '/migrate_profile',
  '/problem_girl/',
  '/unverified_reference',
  '/404',
] as const;

export function buildRobots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', disallow: [...DISALLOWED_PATHS] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
