import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';
import { NEVER_FOLLOW, urlPattern } from '../../scripts/walk-site';
import {
  DEMO_GIRL,
  DEMO_GIRL_STAGE_NAME,
  DEMO_GUY,
  DEMO_MODERATOR,
  DEMO_PENDING_GIRL,
} from '../../scripts/seed/demo-accounts';

// The short form of `npm run walk` (scripts/walk-site.ts): from each role's start pages, every
// same-origin link one step away answers, and no image on those pages is a dead address.
// Fetched, not rendered: one request per page and per picture keeps it fast. Links are grouped by
// the walk's own patterns (urlPattern).

const GINA = `/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`;

const ROLES = [
  { name: 'visitor', start: ['/', '/wrestlers', GINA] },
  { name: 'guy', username: DEMO_GUY.username, start: ['/', '/dashboard', GINA] },
  { name: 'girl', username: DEMO_GIRL.username, start: ['/', '/dashboard'] },
  { name: 'pending girl', username: DEMO_PENDING_GIRL.username, start: ['/dashboard'] },
  { name: 'moderator', username: DEMO_MODERATOR.username, start: ['/dashboard', '/admin'] },
];

function attributes(html: string, tag: string, attribute: string): string[] {
  const pattern = new RegExp(`<${tag}\\b[^>]*?\\s${attribute}="([^"]+)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}

for (const role of ROLES) {
  test(`${role.name}: no dead link one step from the start pages, no dead picture on them`, async ({
    page,
    baseURL,
  }) => {
    if (role.username) await signInAs(page, baseURL!, role.username);
    const origin = new URL(baseURL!).origin;
    const pages = new Map<string, string>(role.start.map((path) => [path, '(start)']));
    for (const start of role.start) {
      const response = await page.request.get(start);
      expect(response.status(), start).toBe(200);
      for (const href of attributes(await response.text(), 'a', 'href')) {
        const url = new URL(href, origin);
        const path = url.pathname + url.search;
        if (url.origin !== origin || NEVER_FOLLOW.test(path)) continue;
        if ([...pages.keys()].some((seen) => urlPattern(new URL(seen, origin)) === urlPattern(url))) continue;
        pages.set(path, start);
      }
    }
    const pictures = new Map<string, string>();
    for (const [path, from] of pages) {
      const response = await page.request.get(path);
      expect(response.status(), `${path} (linked from ${from})`).toBeLessThan(400);
      if (!response.headers()['content-type']?.includes('text/html')) continue;
      for (const src of attributes(await response.text(), 'img', 'src')) {
        if (!src.startsWith('data:') && !pictures.has(src)) pictures.set(src, path);
      }
    }
    for (const [src, on] of pictures) {
      const response = await page.request.get(src);
      expect(response.status(), `${src} on ${on}`).toBeLessThan(400);
    }
  });
}
