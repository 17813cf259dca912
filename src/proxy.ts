// Next.js 16 "proxy" (formerly middleware): the CSRF gate for state-changing requests.
// Security headers are static and live in next.config.ts; authorization is never decided here.
import { NextResponse, type NextRequest } from 'next/server';
import { trustedOrigins } from '@/server/env';
import { checkCsrf } from '@/server/http/csrf';
import { isVisitorSearchPagePath, visitorSearchRewrite } from '@/features/search/visitor-page';

/** Cache-Control of a response a CDN must not keep (Next's own for dynamic pages). */
const PRIVATE = { 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' };

export function proxy(request: NextRequest) {
  const verdict = checkCsrf({
    method: request.method,
    host: request.headers.get('host'),
    forwardedHost: request.headers.get('x-forwarded-host'),
    origin: request.headers.get('origin'),
    referer: request.headers.get('referer'),
    secFetchSite: request.headers.get('sec-fetch-site'),
    // The public address, for load balancers that pass an internal Host and no X-Forwarded-Host.
    trustedOrigins: [...trustedOrigins],
  });
  if (verdict.ok) {
    // A visitor's Girls Search: the page cached per search (decision 036). Still private for a CDN
    // (which would hand it to signed-in people asking the same URL): only the server's cache keeps it.
    const visitorSearch = visitorSearchRewrite(request.method, request.nextUrl, request.headers);
    if (visitorSearch) return NextResponse.rewrite(new URL(visitorSearch, request.url), { headers: PRIVATE });
    if (isVisitorSearchPagePath(request.nextUrl.pathname)) return NextResponse.next({ headers: PRIVATE });
    return NextResponse.next();
  }

  // JSON:API error object with the spec's 403 text (section 8, message mapping). Built here rather
  // than with src/server/http/json-api.ts, which is server-only and not meant for the proxy bundle.
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
  // Skipped, so the proxy costs nothing there: static assets, and the cached public pages
  // (decision 022), which answer GET only: their one route handler (travels.ics) is read-only, and
  // a server action posted to a page is checked by the second entry below. Running the proxy on
  // every request took about a quarter of a cached page's throughput. The same for GET /api/v1/girls
  // (read-only; its visitors' pages are cached, decision 036): the proxy cost it a fifth of its
  // throughput. src/proxy.test.ts holds the list to this: every route handler the proxy skips must
  // export no POST, PUT, PATCH or DELETE.
  matcher: [
    '/((?!_next/static|_next/image|favicon.ico|robots.txt|$|wrestlers(?:/|$)|profile/|scammers$|scammer/|reviews$|review/|problem-girl/|sessiongirls/|client/|privacy-policy$|terms-and-conditions$|api/v1/girls$).*)',
    // Any request that names an Origin, the skipped paths included: browsers send it on every POST
    // (a server action posted to a cached page among them) and not on a page's GET, so the cached
    // pages keep their speed while a cross-origin action gets our 403. Next's own check answered it
    // with a 500.
    { source: '/:path*', has: [{ type: 'header', key: 'origin' }] },
  ],
};
