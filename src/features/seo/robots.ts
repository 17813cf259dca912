import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/server/absolute-url';

// robots.txt for both RFC 9309 (longest match) and first-match readers: no `Allow: /`. Each prefix
// ends where the private area ends; `$` pins an exact path. The robots integration test checks it.

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
  // Their links carry a random token (decision 048).
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
