// A visitor's search page from Next's page cache (decisions 036, 045): the proxy rewrites a
// cookieless /advanced_search to /advanced_search/visitor/{canonical key}. Pure: proxy and page use it.
import { getSessionCookie } from 'better-auth/cookies';
import {
  SEARCH_PAGE_SIZE,
  filterToSearchParams,
  parseSearchFilter,
  searchParamsToRecord,
  type SearchFilter,
} from './schema';
import { visitorSearchFilter } from './visitor-filter';

export const VISITOR_SEARCH_ROUTE = '/advanced_search/visitor';
/** A path segment may not be empty. */
const NO_FILTER_KEY = '-';
/** The proxy bundle cannot import AUTH_COOKIE_PREFIX; an integration test holds them equal. */
export const SESSION_COOKIE_PREFIX = 'matside';

export function searchPageFilter(params: URLSearchParams): SearchFilter {
  return { ...parseSearchFilter(searchParamsToRecord(params)), limit: SEARCH_PAGE_SIZE, offset: 0 };
}

/** Null when the page must render per request, so cached pages are bounded like cached results. */
export function visitorSearchPagePath(params: URLSearchParams): string | null {
  const filter = visitorSearchFilter(searchPageFilter(params));
  if (filter === null) return null;
  const key = filterToSearchParams(filter).toString() || NO_FILTER_KEY;
  return `${VISITOR_SEARCH_ROUTE}/${encodeURIComponent(key)}`;
}

function filterOfKey(key: string): SearchFilter | null {
  const params = new URLSearchParams(key === NO_FILTER_KEY ? '' : key);
  const path = visitorSearchPagePath(params);
  if (path === null || path !== `${VISITOR_SEARCH_ROUTE}/${encodeURIComponent(key)}`) return null;
  return searchPageFilter(params);
}

/** Only exactly the key visitorSearchPagePath writes; Next may hand it still percent-encoded. */
export function visitorSearchPageFilter(segment: string): SearchFilter | null {
  let decoded: string | null = null;
  try {
    decoded = decodeURIComponent(segment);
  } catch {}
  return (decoded === null ? null : filterOfKey(decoded)) ?? filterOfKey(segment);
}

export function hasSessionCookie(headers: Headers): boolean {
  return getSessionCookie(headers, { cookiePrefix: SESSION_COOKIE_PREFIX }) !== null;
}

/** Next redirects a navigation whose `_rsc` check fails to the rewritten path. */
export function isVisitorSearchPagePath(pathname: string): boolean {
  return pathname.startsWith(`${VISITOR_SEARCH_ROUTE}/`);
}

export function visitorSearchRewrite(method: string, url: URL, headers: Headers): string | null {
  if (url.pathname !== '/advanced_search' || (method !== 'GET' && method !== 'HEAD')) return null;
  if (hasSessionCookie(headers)) return null;
  return visitorSearchPagePath(url.searchParams);
}
