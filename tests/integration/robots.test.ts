import { readdirSync } from 'node:fs';
import path from 'node:path';
import { resolveRobots } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import robotsParser from 'robots-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRobots } from '@/features/seo/robots';
import { buildSitemap } from '@/features/seo/sitemap';
import { absoluteUrl } from '@/server/absolute-url';
import { getDb } from '@/server/db';
import { seedDemo } from '../../scripts/seed';

// robots.txt as crawlers read it: the text Next serves for src/app/robots.ts, parsed by an RFC 9309
// parser (robots-parser), against every URL the sitemap submits for the demo data and against the
// private areas. A first-match reader (the pre-RFC habit) agrees only when no Allow rule overlaps a
// Disallow, so the file has none.

const robotsTxt = resolveRobots(buildRobots());
const robots = robotsParser(absoluteUrl('/robots.txt'), robotsTxt);
const CRAWLERS = ['Googlebot', 'Bingbot', 'DuckDuckBot'];

const blocked = (pathOrUrl: string) =>
  CRAWLERS.some((agent) => robots.isAllowed(absoluteUrl(pathOrUrl), agent) !== true);

/** Per-user, moderator and form-posting paths (one or more per private route under src/app). */
const PRIVATE_PATHS = [
  '/session',
  '/session?optional=1',
  '/api/v1/girls',
  '/api/health',
  '/admin',
  '/admin/moderate',
  '/dashboard',
  '/girl/bookings',
  '/girl/manage-travels',
  '/guy/bookings',
  '/edit-profile-female',
  '/edit-profile-male',
  '/profile-2/demo_guy',
  '/ai/chat',
  '/login',
  '/login?next=%2Fdashboard',
  '/logout',
  '/media/private/girls/1/a.webp',
  '/report_a_sessiongirl',
  '/male_registration',
  '/send_contact_form',
  '/book/Gina%20Slam',
  '/book_girl',
  '/follow',
  '/follow?girl_id=1',
  '/register_girl',
  '/register_guy',
  '/migrate-profile',
  '/migrate-profile/set-password',
  '/migrate_profile',
  '/problem_girl/1',
  '/unverified_reference',
  '/404',
];

/** Top-level routes that are public pages (crawlable), whether or not the sitemap lists them. */
const PUBLIC_ROUTES = new Set([
  '(home)',
  'wrestlers',
  'advanced_search',
  'profile',
  'scammers',
  'scammer',
  'reviews',
  'review',
  'problem-girl',
  'sessiongirls',
  'client',
  'contact',
  'terms-and-conditions',
  'privacy-policy',
  'female_registration',
  'media',
]);

let sitemapUrls: string[] = [];

beforeAll(async () => {
  await seedDemo(await getDb(), { report: () => {} });
  sitemapUrls = (await buildSitemap()).map((entry) => entry.url);
}, 180_000);

describe('robots.txt against the sitemap (RFC 9309)', () => {
  it('lets crawlers fetch every URL the sitemap submits', () => {
    expect(sitemapUrls.length).toBeGreaterThan(80);
    expect(sitemapUrls.some((url) => url.includes('/sessiongirls/'))).toBe(true);
    const refused = sitemapUrls.filter(blocked);
    expect(refused, `${refused.length} of ${sitemapUrls.length} sitemap URLs are blocked`).toEqual([]);
  });

  it('keeps every private path out', () => {
    expect(PRIVATE_PATHS.filter((p) => !blocked(p))).toEqual([]);
  });

  it('has no Allow rule (a first-match reader would stop at it) and names the sitemap on APP_URL', () => {
    expect(robotsTxt).not.toMatch(/^Allow:/im);
    expect(robots.getSitemaps()).toEqual([absoluteUrl('/sitemap.xml')]);
  });

  it('covers every top-level route under src/app: public, or kept out', () => {
    const appDir = path.join(process.cwd(), 'src', 'app');
    const routes = readdirSync(appDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const unclassified = routes.filter(
      (name) => !PUBLIC_ROUTES.has(name) && !blocked(`/${name}`) && !blocked(`/${name}/x`),
    );
    expect(unclassified).toEqual([]);
    // …and a public route is really crawlable.
    for (const name of PUBLIC_ROUTES) {
      if (!name.startsWith('(')) expect(blocked(`/${name}/x`), name).toBe(false);
    }
  });
});
