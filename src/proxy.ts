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

export const config = {
  // Skipped (the proxy cost a quarter of a cached page's throughput): static assets, the cached
  // public pages (decision 022) and GET /api/v1/girls; proxy.test.ts checks they take no write.
  matcher: [
    '/((?!_next/static|_next/image|favicon.ico|robots.txt|$|wrestlers(?:/|$)|profile/|scammers$|scammer/|reviews$|review/|problem-girl/|sessiongirls/|client/|privacy-policy$|terms-and-conditions$|api/v1/girls$).*)',
    // Browsers send Origin on every POST, never on a page's GET: a cross-origin action gets our 403.
    { source: '/:path*', has: [{ type: 'header', key: 'origin' }] },
  ],
};
