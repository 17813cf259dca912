import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveControl, withoutScripts } from './lighthouse-control';

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="style" href="/_next/static/chunks/b.css"/>',
  '<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>',
  '<link rel=modulepreload href="/_next/static/chunks/main.js">',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<title>Matside</title></head><body><main><h1>Wrestlers</h1>',
  '<img src="/media/p.webp" alt="Gina" width="100" height="100"/>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<SCRIPT type="application/ld+json">{"@type":"Person","name":"</p>"}</SCRIPT >',
  '<p>Text about a script tag: &lt;script&gt;</p></main>',
  '<script>self.__next_f.push([1,"1:I[\\"x\\"]\\n"])\n</script></body></html>',
].join('');

describe('withoutScripts', () => {
  const stripped = withoutScripts(PAGE);

  it('takes out every script element, external, inline, JSON data and the RSC payload, any case', () => {
    expect(stripped).not.toMatch(/<script/i);
    expect(stripped).not.toContain('__next_f');
    expect(stripped).not.toContain('"@type":"Person"');
  });

  it('takes out the preloads of scripts, and keeps those of stylesheets and fonts', () => {
    expect(stripped).not.toContain('webpack.js');
    expect(stripped).not.toContain('main.js');
    expect(stripped).toContain('<link rel="preload" as="style" href="/_next/static/chunks/b.css"/>');
    expect(stripped).toContain('/_next/static/media/font.woff2');
  });

  it('keeps the stylesheets, the pictures and the text as they are', () => {
    expect(stripped).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(stripped).toContain('<img src="/media/p.webp" alt="Gina" width="100" height="100"/>');
    expect(stripped).toContain('<main><h1>Wrestlers</h1>');
    expect(stripped).toContain('<p>Text about a script tag: &lt;script&gt;</p></main></body></html>');
  });
});

describe('serveControl', () => {
  let site: http.Server;
  let siteUrl = '';
  const seen: { url?: string; cookie?: string; encoding?: string }[] = [];

  beforeAll(async () => {
    site = http.createServer((request, response) => {
      seen.push({ url: request.url, cookie: request.headers.cookie, encoding: request.headers['accept-encoding'] });
      if (request.url === '/_next/static/chunks/a.css') {
        response.writeHead(200, { 'content-type': 'text/css', 'cache-control': 'public, max-age=31536000' });
        response.end('main{color:red}');
        return;
      }
      if (request.url === '/old') {
        response.writeHead(307, { location: '/login' });
        response.end();
        return;
      }
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('missing');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  it('serves each stripped document at its page path, query included, and passes the rest to the site', async () => {
    const control = await serveControl(
      siteUrl,
      new Map([
        ['/advanced_search?q=an', '<p>search</p>'],
        ['/profile/Gina%20Slam', '<p>profile</p>'],
      ]),
    );
    try {
      const search = await fetch(control.urlOf('/advanced_search?q=an'));
      expect(search.status).toBe(200);
      expect(search.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await search.text()).toBe('<p>search</p>');
      expect(await (await fetch(control.urlOf('/profile/Gina%20Slam'))).text()).toBe('<p>profile</p>');
      expect(seen).toEqual([]);

      const css = await fetch(control.urlOf('/_next/static/chunks/a.css'), { headers: { cookie: 'session=abc' } });
      expect(css.status).toBe(200);
      expect(css.headers.get('content-type')).toBe('text/css');
      expect(css.headers.get('cache-control')).toBe('public, max-age=31536000');
      expect(await css.text()).toBe('main{color:red}');
      expect(seen.at(-1)).toEqual({ url: '/_next/static/chunks/a.css', cookie: 'session=abc', encoding: 'identity' });

      const other = await fetch(control.urlOf('/advanced_search?q=other'));
      expect(other.status).toBe(404);
      expect(seen.at(-1)?.url).toBe('/advanced_search?q=other');

      const moved = await fetch(control.urlOf('/old'), { redirect: 'manual' });
      expect(moved.status).toBe(307);
      expect(moved.headers.get('location')).toBe('/login');
    } finally {
      await control.close();
    }
  });
});
