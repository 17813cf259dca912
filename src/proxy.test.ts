import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { checkCsrf } from '@/server/http/csrf';
import { config } from './proxy';

// What the CSRF proxy skips must never be a write checkCsrf would refuse.

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

const ORIGIN = { origin: 'https://evil.example' };

describe('the CSRF proxy’s matcher', () => {
  it.each(['/guy/settings', '/dashboard', '/admin/moderate', '/', '/wrestlers', '/profile/Gina%20Slam', '/robots.txt'])(
    'skips a page’s GET of %s (no Origin, no body, no foreign Referer)',
    (url) => {
      expect(runsOn(url)).toBe(false);
      const navigation = {
        referer: 'http://localhost/',
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'navigate',
      };
      expect(unstable_doesMiddlewareMatch({ config, url, headers: navigation })).toBe(false);
    },
  );

  it.each(['/api/v1/girls/3', '/api/auth/sign-in/username', '/follow', '/admin/moderate', '/', '/profile/Gina%20Slam'])(
    'runs on %s when the request names an Origin, has a body or is cross-site',
    (url) => {
      for (const headers of [
        ORIGIN,
        { 'content-type': 'application/x-www-form-urlencoded' },
        { 'content-length': '0' },
        { 'transfer-encoding': 'chunked' },
        { 'sec-fetch-site': 'cross-site' },
        { referer: 'https://evil.example/' },
      ])
        expect(unstable_doesMiddlewareMatch({ config, url, headers }), JSON.stringify(headers)).toBe(true);
    },
  );

  it('runs on every write checkCsrf refuses, whatever the path', () => {
    const values = {
      origin: [undefined, 'null', 'https://evil.example', 'http://localhost'],
      referer: [undefined, 'https://evil.example/', 'http://localhost/'],
      'sec-fetch-site': [undefined, 'cross-site', 'same-origin'],
      'sec-fetch-mode': [undefined, 'navigate', 'cors'],
      'content-type': [undefined, 'text/plain'],
    };
    let combos: Record<string, string>[] = [{}];
    for (const [name, options] of Object.entries(values))
      combos = combos.flatMap((headers) =>
        options.map((value) => (value === undefined ? headers : { ...headers, [name]: value })),
      );
    let refused = 0;
    // A browser that sends Sec-Fetch-Mode sends Origin with every POST (Fetch standard).
    for (const headers of combos.filter((h) => !h['sec-fetch-mode'] || h.origin)) {
      const verdict = checkCsrf({
        method: 'POST',
        host: 'localhost',
        origin: headers.origin ?? null,
        referer: headers.referer ?? null,
        secFetchSite: headers['sec-fetch-site'] ?? null,
      });
      if (verdict.ok) continue;
      refused += 1;
      for (const url of ['/follow', '/', '/wrestlers', '/api/v1/girls'])
        expect(
          unstable_doesMiddlewareMatch({ config, url, headers: { ...headers } }),
          `${url} ${JSON.stringify(headers)}`,
        ).toBe(true);
    }
    expect(refused).toBeGreaterThan(40);
  });

  it('runs on a visitor’s search (the rewrite to its cached page), not on a signed-in one', () => {
    expect(runsOn('/advanced_search')).toBe(true);
    expect(runsOn('/advanced_search/visitor/q%3Dan')).toBe(true);
    for (const cookie of ['matside.session_token', '__Secure-matside.session_token'])
      expect(unstable_doesMiddlewareMatch({ config, url: '/advanced_search', cookies: { [cookie]: 'x' } })).toBe(false);
  });

  it('every route handler that writes runs it when the request names an Origin or has a body', () => {
    const handlers = routeHandlers();
    expect(handlers.length).toBeGreaterThan(50);
    const writers = handlers.filter(({ file }) => WRITES.test(readFileSync(path.join(APP_DIR, file), 'utf8')));
    expect(writers.length).toBeGreaterThan(20);
    const skipped = writers.filter(
      ({ url }) =>
        !unstable_doesMiddlewareMatch({ config, url, headers: ORIGIN }) ||
        !unstable_doesMiddlewareMatch({ config, url, headers: { 'content-type': 'application/json' } }),
    );
    expect(skipped).toEqual([]);
  });
});
