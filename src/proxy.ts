// The CSRF gate for state-changing requests; authorization is never decided here.
import { NextResponse, type NextRequest } from 'next/server';
import { trustedOrigins } from '@/server/env';
import { checkCsrf } from '@/server/http/csrf';
import { isVisitorSearchPagePath, visitorSearchRewrite } from '@/features/search/visitor-page';

const PRIVATE = { 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' };

export function proxy(request: NextRequest) {
  const verdict = checkCsrf({
    method: request.method,
    host: request.headers.get('host'),
    forwardedHost: request.headers.get('x-forwarded-host'),
    origin: request.headers.get('origin'),
    referer: request.headers.get('referer'),
    secFetchSite: request.headers.get('sec-fetch-site'),
    trustedOrigins: [...trustedOrigins],
  });
  if (verdict.ok) {
    // A visitor's search is cached by the server only (decision 036), never by a CDN.
    const visitorSearch = visitorSearchRewrite(request.method, request.nextUrl, request.headers);
    if (visitorSearch) return NextResponse.rewrite(new URL(visitorSearch, request.url), { headers: PRIVATE });
    if (isVisitorSearchPagePath(request.nextUrl.pathname)) return NextResponse.next({ headers: PRIVATE });
    return NextResponse.next();
  }

  // The spec's 403 text; json-api.ts is server-only, not for the proxy bundle.
  const body = {
    errors: [
      {
        status: '403',
        code: 'csrf_rejected',
        title: 'Forbidden',
        detail: 'You don’t have permission to do this action.',
      },
    ],
  };
  return new NextResponse(JSON.stringify(body), {
    status: 403,
    headers: { 'Content-Type': 'application/vnd.api+json', 'Cache-Control': 'private, no-store' },
  });
}

// Next reads this config at build time: literals only.
export const config = {
  // A page's GET carries none of these, so it skips the proxy (about 1 ms of a signed-in page's
  // 13 ms of CPU). Every request checkCsrf could refuse carries one: browsers send Origin on every
  // method but GET and HEAD; an older browser's form post has a Content-Type and a length;
  // `cross-site` and a Referer without Sec-Fetch-Mode (older browsers, or none) are checked here.
  // proxy.test.ts checks the cases.
  matcher: [
    { source: '/:path*', has: [{ type: 'header', key: 'origin' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'content-type' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'content-length' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'transfer-encoding' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'sec-fetch-site', value: 'cross-site' }] },
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'referer' }],
      missing: [{ type: 'header', key: 'sec-fetch-mode' }],
    },
    // A visitor's search (no session cookie: SESSION_COOKIE_PREFIX) and its cached page.
    {
      source: '/advanced_search',
      missing: [
        { type: 'cookie', key: 'matside.session_token' },
        { type: 'cookie', key: '__Secure-matside.session_token' },
      ],
    },
    '/advanced_search/visitor/:path*',
  ],
};
