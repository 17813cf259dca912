// With SENTRY_DSN set, browsers send their error reports to the DSN's host: the Content-Security-
// Policy's connect-src (next.config.ts, fixed at build) gets that one origin added, at run time, on
// every response. Without SENTRY_DSN nothing changes: connect-src stays 'self' (decision 004).

/** The origin error reports go to, or null when SENTRY_DSN is unset or not a URL. */
export function monitoringOrigin(dsn) {
  const value = String(dsn ?? '').trim();
  if (value === '') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The policy with `origin` added to its connect-src (a policy without one is returned as is). */
export function allowConnectTo(policy, origin) {
  return String(policy).replace(/(^|;\s*)connect-src([^;]*)/i, (_, before, sources) => {
    return `${before}connect-src${sources.trimEnd()} ${origin}`;
  });
}

/** Rewrites the Content-Security-Policy header of one response, however Next sets it. */
export function extendContentSecurityPolicy(res, origin) {
  const isPolicy = (name) => String(name).toLowerCase() === 'content-security-policy';
  const extend = (value) =>
    Array.isArray(value) ? value.map((v) => allowConnectTo(v, origin)) : allowConnectTo(value, origin);
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => setHeader(name, isPolicy(name) ? extend(value) : value);
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
    if (headers && !Array.isArray(headers) && typeof headers === 'object') {
      for (const name of Object.keys(headers)) if (isPolicy(name)) headers[name] = extend(headers[name]);
    }
    return writeHead(status, ...rest);
  };
}
