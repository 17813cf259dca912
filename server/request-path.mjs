// Malformed percent-escapes in a request's path (`/profile/%FF`, `/api/v1/guy-users/%C0%80`):
// Next decodes a dynamic route's params with decodeURIComponent and answered its URIError with a
// 500. Our server (server/index.mjs) answers them 400 before Next sees them, for
// every route at once; a path that decodes is passed on untouched (Next decodes it again itself).

/** Whether `url` (a request target: path, then maybe `?query`) has a path that does not decode. */
export function hasMalformedPath(url) {
  if (typeof url !== 'string') return false;
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * The 400 for such a path: a JSON:API error under /api (the API's error shape, decision 014), plain
 * text elsewhere. Never cached by anyone.
 */
export function badRequestForMalformedPath(req, res) {
  const api = /^\/api(?:\/|$)/.test(req.url ?? '');
  res.statusCode = 400;
  res.setHeader('Cache-Control', 'private, no-store');
  if (api) {
    res.setHeader('Content-Type', 'application/vnd.api+json');
    res.end(
      JSON.stringify({
        errors: [
          { status: '400', code: 'bad_request', title: 'Bad Request', detail: 'The request could not be understood.' },
        ],
      }),
    );
  } else {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('The request could not be understood.');
  }
}
