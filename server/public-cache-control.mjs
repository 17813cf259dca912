// Cache-Control of the cached public pages (docs/decisions/022-cached-public-pages.md).
// Next answers an ISR page (and its RSC payload) with `s-maxage=<revalidate>,
// stale-while-revalidate=<expire - revalidate>` and no `public`; a shared cache (CDN) may keep such
// a page, but nothing tells it how briefly. We rewrite exactly that shape: `public`, a short
// s-maxage (a write drops the app's own cache at once, a CDN catches up within CDN_MAX_AGE) and a
// bounded stale-while-revalidate. Dynamic pages keep Next's `private, no-cache, no-store, …`; API
// routes keep their `private, no-store`; static assets keep `public, max-age=31536000, immutable`.
export const CDN_MAX_AGE = 60;
export const CDN_STALE_WHILE_REVALIDATE = 600;
export const PUBLIC_PAGE_CACHE_CONTROL = `public, s-maxage=${CDN_MAX_AGE}, stale-while-revalidate=${CDN_STALE_WHILE_REVALIDATE}`;

/** The header to send instead of `value`: the public one for Next's ISR shape, else `value`. */
export function rewriteCacheControl(value) {
  if (typeof value !== 'string') return value;
  return /^s-maxage=\d+(, stale-while-revalidate(=\d+)?)?$/.test(value.trim()) ? PUBLIC_PAGE_CACHE_CONTROL : value;
}

/**
 * Applies rewriteCacheControl to whatever Next sets on this response. A response the proxy already
 * marked `private` keeps that: a cached page answered for one kind of viewer only (a visitor's
 * Girls Search, decision 036) must not be kept by a CDN for everyone asking the same URL.
 */
export function publicCacheControl(res) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => {
    if (String(name).toLowerCase() !== 'cache-control') return setHeader(name, value);
    const current = res.getHeader?.('cache-control');
    if (typeof current === 'string' && /\bprivate\b/.test(current)) return res;
    return setHeader(name, rewriteCacheControl(value));
  };
  return res;
}
