// A visitor's Girls Search page from Next's page cache (decision 036, "The search page for
// visitors"). The proxy sends a request without a session cookie for /advanced_search to the
// cached route /advanced_search/visitor/{key}, where `key` is the search's canonical filter
// (visitorSearchFilter: the text case-folded, a US state as its code, ranges as the controls make
// them) as URL parameters, so every spelling of one search shares one cache entry (decision 045).
// Those entries live in a cache partition of their own (server/cache-handler.mjs). Pure: the proxy
// and the cached page both use it.
import { getSessionCookie } from 'better-auth/cookies';
import {
  SEARCH_PAGE_SIZE,
  filterToSearchParams,
  parseSearchFilter,
  searchParamsToRecord,
  type SearchFilter,
} from './schema';
import { visitorSearchFilter } from './visitor-filter';

/** The cached route (src/app/advanced_search/visitor/[key]). */
export const VISITOR_SEARCH_ROUTE = '/advanced_search/visitor';
/** The key of /advanced_search without a filter (a path segment may not be empty). */
const NO_FILTER_KEY = '-';
/**
 * Better Auth's cookie prefix (AUTH_COOKIE_PREFIX in server/auth/auth.ts, which the proxy bundle
 * cannot import; tests/integration/visitor-search-page.test.ts holds them equal).
 */
export const SESSION_COOKIE_PREFIX = 'matside';

/** The first page of the search the URL parameters describe, as the page shows it. */
export function searchPageFilter(params: URLSearchParams): SearchFilter {
  return { ...parseSearchFilter(searchParamsToRecord(params)), limit: SEARCH_PAGE_SIZE, offset: 0 };
}

/**
 * The cached page's path for a visitor's GET /advanced_search?{params}, keyed by the canonical
 * filter, or null when the page must render per request: a keyset page (`after`) or text the
 * visitors' result cache does not keep (visitorSearchFilter), so the cached pages are bounded like
 * the cached results.
 */
export function visitorSearchPagePath(params: URLSearchParams): string | null {
  const filter = visitorSearchFilter(searchPageFilter(params));
  if (filter === null) return null;
  const key = filterToSearchParams(filter).toString() || NO_FILTER_KEY;
  return `${VISITOR_SEARCH_ROUTE}/${encodeURIComponent(key)}`;
}

/** The filter of a key exactly as visitorSearchPagePath writes it, else null. */
function filterOfKey(key: string): SearchFilter | null {
  const params = new URLSearchParams(key === NO_FILTER_KEY ? '' : key);
  const path = visitorSearchPagePath(params);
  if (path === null || path !== `${VISITOR_SEARCH_ROUTE}/${encodeURIComponent(key)}`) return null;
  return searchPageFilter(params);
}

/**
 * The filter of a cached page's path segment, or null when it is not exactly a key
 * visitorSearchPagePath writes: one entry per search, never one per spelling of a made-up path.
 * Next hands the segment over still percent-encoded (`q%3Dan`); decoded, it is taken as well.
 */
export function visitorSearchPageFilter(segment: string): SearchFilter | null {
  let decoded: string | null = null;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape: only the segment as it is can be a key.
  }
  return (decoded === null ? null : filterOfKey(decoded)) ?? filterOfKey(segment);
}

/** Whether a request carries Better Auth's session cookie (signed in, or a stale session). */
export function hasSessionCookie(headers: Headers): boolean {
  return getSessionCookie(headers, { cookiePrefix: SESSION_COOKIE_PREFIX }) !== null;
}

/**
 * Whether a request asks for a cached search page by its own path: Next itself redirects a
 * navigation request whose `_rsc` check fails to the path it was rewritten to. Such an answer is
 * private for a CDN like the rewritten one.
 */
export function isVisitorSearchPagePath(pathname: string): boolean {
  return pathname.startsWith(`${VISITOR_SEARCH_ROUTE}/`);
}

/** Where the proxy sends a request: the cached page for a visitor's GET /advanced_search, else null. */
export function visitorSearchRewrite(method: string, url: URL, headers: Headers): string | null {
  if (url.pathname !== '/advanced_search' || (method !== 'GET' && method !== 'HEAD')) return null;
  if (hasSessionCookie(headers)) return null;
  return visitorSearchPagePath(url.searchParams);
}
