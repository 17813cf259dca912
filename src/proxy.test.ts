import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config } from './proxy';

// What the CSRF proxy skips must never take a write.

const runsOn = (url: string) => unstable_doesMiddlewareMatch({ config, url });

const APP_DIR = path.join(import.meta.dirname, 'app');

function routeHandlers(dir = APP_DIR, segments: string[] = []): Array<{ file: string; url: string }> {
  const found: Array<{ file: string; url: string }> = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const segment = /^\(.*\)$/.test(entry.name) ? [] : [entry.name.replace(/^\[+\.*([^\]]+)\]+$/, 'sample-$1')];
      found.push(...routeHandlers(full, [...segments, ...segment]));
    } else if (/^route\.tsx?$/.test(entry.name)) {
      found.push({ file: path.relative(APP_DIR, full), url: `/${segments.join('/')}` });
    }
  }
  return found;
}

const WRITES =
  /export\s+(?:const|async\s+function|function)\s+(?:POST|PUT|PATCH|DELETE)\b|export\s*\{[^}]*\b(?:POST|PUT|PATCH|DELETE)\b/;

describe('the CSRF proxy’s matcher', () => {
  it.each([
    '/api/v1/girls/3',
    '/api/v1/girls/3/resubmission',
    '/api/auth/sign-in/username',
    '/follow',
    '/book_girl',
    '/problem_girl/3',
    '/unverified_reference',
    '/login',
    '/logout',
    '/admin/moderate',
    '/scammers/report',
    '/profile-2',
    '/session',
    '/dashboard',
  ])('runs on %s', (url) => expect(runsOn(url)).toBe(true));

  it.each([
    '/',
    '/wrestlers',
    '/wrestlers/page/2',
    '/wrestlers/type/us',
    '/wrestlers/type/us/page/3',
    '/profile/Gina%20Slam',
    '/profile/Gina%20Slam/travels.ics',
    '/scammers',
    '/scammer/Camila%20Crush',
    '/reviews',
    '/review/Norene%20Hammer',
    '/problem-girl/3',
    '/sessiongirls/someone',
    '/client/demo_guy',
    '/privacy-policy',
    '/terms-and-conditions',
    '/robots.txt',
    '/_next/static/chunks/app.js',
    '/api/v1/girls',
  ])('skips %s (a cached public page, a static file or the read-only girls list)', (url) =>
    expect(runsOn(url)).toBe(false),
  );

  it.each(['/', '/wrestlers', '/profile/Gina%20Slam', '/scammer/Camila%20Crush', '/client/demo_guy'])(
    'runs on %s when the request names an Origin (a server action posted there)',
    (url) =>
      expect(unstable_doesMiddlewareMatch({ config, url, headers: { origin: 'https://evil.example' } })).toBe(true),
  );

  it('every route handler it skips is read-only (no POST, PUT, PATCH or DELETE)', () => {
    const handlers = routeHandlers();
    expect(handlers.length).toBeGreaterThan(50);
    const skippedWriters = handlers
      .filter(({ url }) => !runsOn(url))
      .filter(({ file }) => WRITES.test(readFileSync(path.join(APP_DIR, file), 'utf8')))
      .map(({ file }) => file);
    expect(skippedWriters).toEqual([]);
  });
});
