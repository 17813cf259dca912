import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_CACHE_CONTROL, publicCacheControl, rewriteCacheControl } from './public-cache-control.mjs';

describe('rewriteCacheControl', () => {
  it("turns Next's ISR header into the public one", () => {
    expect(rewriteCacheControl('s-maxage=300, stale-while-revalidate=31535700')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(rewriteCacheControl('s-maxage=3600')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(PUBLIC_PAGE_CACHE_CONTROL).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });
  it('leaves private, no-store and the static assets alone', () => {
    for (const value of [
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'private, no-store',
      'public, max-age=31536000, immutable',
      'no-store, s-maxage=300',
    ])
      expect(rewriteCacheControl(value)).toBe(value);
  });
});

describe('publicCacheControl', () => {
  it('rewrites the header whatever its case, and only that header', () => {
    const seen = {};
    const res = { setHeader: (name, value) => (seen[name] = value) };
    publicCacheControl(res);
    res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=100');
    res.setHeader('x-other', 's-maxage=60');
    expect(seen).toEqual({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL, 'x-other': 's-maxage=60' });
  });

  it('keeps a private header the proxy set before Next answers with its ISR one', () => {
    const headers = {};
    const res = {
      setHeader: (name, value) => (headers[name.toLowerCase()] = value),
      getHeader: (name) => headers[name.toLowerCase()],
    };
    publicCacheControl(res);
    res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    res.setHeader('Cache-Control', 's-maxage=300, stale-while-revalidate=31535700');
    expect(headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
  });
});
