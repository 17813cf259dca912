import type { APIRequestContext } from '@playwright/test';
import robotsParser from 'robots-parser';
import sharp from 'sharp';
import { CANARY_GIRL, DEMO_GIRL, DEMO_GIRL_STAGE_NAME } from '../../scripts/seed/demo-accounts';
import { E2E_BASE_URL } from './support/constants';
import { expect, test } from './support/fixtures';

// What programs that are not browsers read from the served site: link previews (Open Graph, X
// cards), structured data (JSON-LD), robots.txt against the sitemap, and the travels feed a fan
// subscribes to from her profile. Every absolute URL must be on APP_URL (here the e2e base URL).

const PROFILE_PATH = `/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`;
const FEED_PATH = `${PROFILE_PATH}/travels.ics`;
const at = (path: string) => new URL(path, E2E_BASE_URL).toString();

type Json = Record<string, unknown>;

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

function meta(page: string, key: string): string | null {
  const attr = key.startsWith('og:') ? 'property' : 'name';
  const match = new RegExp(`<meta ${attr}="${key.replace(/:/g, '\\:')}" content="([^"]*)"`).exec(page);
  return match ? match[1]!.replace(/&amp;/g, '&') : null;
}

function canonical(page: string): string | null {
  return /<link rel="canonical" href="([^"]*)"/.exec(page)?.[1] ?? null;
}

function jsonLd(page: string): Json[] {
  return [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as Json | Json[];
    return Array.isArray(data) ? data : [data];
  });
}

async function imageSize(request: APIRequestContext, url: string) {
  expect(url.startsWith(E2E_BASE_URL), url).toBe(true);
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const { width, height, format } = await sharp(await response.body()).metadata();
  return { width, height, format, type: response.headers()['content-type'] };
}

test('a profile has a 1200×630 share image of her own, absolute share tags and ProfilePage + BreadcrumbList JSON-LD', async ({
  request,
}) => {
  const page = await html(request, PROFILE_PATH);
  expect(canonical(page)).toBe(at(PROFILE_PATH));
  expect(meta(page, 'og:url')).toBe(at(PROFILE_PATH));
  expect(meta(page, 'og:type')).toBe('profile');
  expect(meta(page, 'twitter:card')).toBe('summary_large_image');
  expect(meta(page, 'og:image:width')).toBe('1200');
  expect(meta(page, 'og:image:height')).toBe('630');
  const image = meta(page, 'og:image')!;
  expect(image).toMatch(new RegExp(`^${E2E_BASE_URL}/media/share/[0-9a-f]{64}\\.jpg$`));
  expect(meta(page, 'twitter:image')).toBe(image);
  expect(await imageSize(request, image)).toEqual({ width: 1200, height: 630, format: 'jpeg', type: 'image/jpeg' });

  const data = jsonLd(page);
  const profile = data.find((d) => d['@type'] === 'ProfilePage')!;
  expect(profile).toMatchObject({ '@context': 'https://schema.org', url: at(PROFILE_PATH) });
  const person = profile.mainEntity as Json;
  expect(person).toMatchObject({ '@type': 'Person', name: DEMO_GIRL_STAGE_NAME, url: at(PROFILE_PATH) });
  if (person.image) expect(String(person.image).startsWith(`${E2E_BASE_URL}/media/`)).toBe(true);
  const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')!;
  const items = crumbs.itemListElement as Json[];
  expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
  for (const item of items) {
    expect(item['@type']).toBe('ListItem');
    expect(typeof item.name).toBe('string');
    expect(String(item.item).startsWith(E2E_BASE_URL)).toBe(true);
  }
  expect(items.at(-1)).toMatchObject({ name: DEMO_GIRL_STAGE_NAME, item: at(PROFILE_PATH) });
  // Only what the profile shows: never her e-mail, phone or the moderators' note.
  const ld = JSON.stringify(data);
  for (const secret of [DEMO_GIRL.email, CANARY_GIRL.phone, CANARY_GIRL.notes]) expect(ld).not.toContain(secret);
});

test('the home page describes the site and its search as WebSite + SearchAction', async ({ request }) => {
  const page = await html(request, '/');
  // Next writes the root URL as the bare origin.
  expect(canonical(page)).toBe(E2E_BASE_URL);
  const site = jsonLd(page).find((d) => d['@type'] === 'WebSite')!;
  expect(site).toMatchObject({ '@context': 'https://schema.org', name: 'Matside', url: at('/') });
  const action = site.potentialAction as { '@type': string; target: { urlTemplate: string }; 'query-input': string };
  expect(action['@type']).toBe('SearchAction');
  expect(action.target.urlTemplate).toBe(`${at('/advanced_search')}?q={search_term_string}`);
  expect(action['query-input']).toBe('required name=search_term_string');
  // The template is a real search.
  const search = await request.get(action.target.urlTemplate.replace('{search_term_string}', 'Gina'));
  expect(search.status()).toBe(200);
});

test('list, review, scammer and session-girl pages have a title, a description, an absolute canonical and the site image', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const first = (prefix: string) => locs.find((p) => p.startsWith(prefix))!;
  const paths = ['/wrestlers', '/reviews', '/scammers', first('/review/'), first('/scammer/'), first('/sessiongirls/')];
  for (const path of paths) {
    expect(path, 'a sitemap page of each kind').toBeTruthy();
    const page = await html(request, path);
    expect(/<title>([^<]+)<\/title>/.exec(page)?.[1], path).toMatch(/· Matside$/);
    expect(meta(page, 'description')?.length, path).toBeGreaterThan(20);
    expect(canonical(page), path).toBe(at(path));
    expect(meta(page, 'og:image'), path).toBe(at('/share-image.jpg'));
    expect([meta(page, 'og:image:width'), meta(page, 'og:image:height')], path).toEqual(['1200', '630']);
    expect(meta(page, 'twitter:card'), path).toBe('summary_large_image');
  }
  expect(await imageSize(request, at('/share-image.jpg'))).toEqual({
    width: 1200,
    height: 630,
    format: 'jpeg',
    type: 'image/jpeg',
  });
});

test('robots.txt blocks no sitemap URL for an RFC 9309 parser and keeps private areas out', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  const robots = robotsParser(at('/robots.txt'), text);
  expect(robots.getSitemaps()).toEqual([at('/sitemap.xml')]);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(urls.length).toBeGreaterThan(80);
  for (const url of urls) expect(url.startsWith(E2E_BASE_URL), url).toBe(true);
  expect(urls.filter((url) => !robots.isAllowed(url, 'Googlebot'))).toEqual([]);
  for (const path of ['/session', '/admin/moderate', '/dashboard', '/api/v1/girls', '/girl/bookings', '/login']) {
    expect(robots.isDisallowed(at(path), 'Googlebot'), path).toBe(true);
  }
});

test('her profile links the travels feed, served as text/calendar on APP_URL with a refresh interval', async ({
  page,
  request,
}, testInfo) => {
  await page.goto(PROFILE_PATH);
  const link = page.getByRole('link', { name: 'Add her tours to your calendar' });
  await expect(link).toBeVisible();
  expect(await link.getAttribute('href')).toBe(FEED_PATH);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await link.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`profile-calendar-${width}.png`), fullPage: true });
  }

  const feed = await request.get(FEED_PATH);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const lines = (await feed.text()).replace(/\r\n /g, '').split('\r\n');
  expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H');
  expect(lines).toContain('X-PUBLISHED-TTL:PT6H');
  const host = new URL(E2E_BASE_URL).hostname;
  for (const line of lines.filter((l) => l.startsWith('URL:'))) expect(line).toBe(`URL:${at(PROFILE_PATH)}`);
  for (const line of lines.filter((l) => l.startsWith('UID:'))) expect(line.endsWith(`@${host}`)).toBe(true);
  expect(lines.join('\n')).not.toContain('0.0.0.0');

  const missing = await request.get('/profile/Nobody%20At%20All/travels.ics');
  expect(missing.status()).toBe(404);
});

test('a new password field names the special characters that count before anything is typed', async ({ page }) => {
  for (const path of ['/male_registration', '/female_registration']) {
    await page.goto(path);
    const field = page.locator('input[name="password"]');
    await expect(field).toHaveAccessibleDescription(/Special characters that count: @ \$ ! % \* # \? &/);
  }
});
