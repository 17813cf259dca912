// The hostname our server hands to Next (server/index.mjs), which may differ from the address it
// listens on. Next compares a proxy rewrite's URL with the request's URL to decide whether the
// rewrite stays inside the server: the proxy (src/proxy.ts) sees a loopback host as `localhost`
// (NextURL normalises 127.x and [::1]), while Next writes the request's URL with the literal
// hostname. Started with `-H 127.0.0.1` (the e2e servers, the benchmarks, an app behind nginx on
// the same machine), the visitors' search rewrite was taken for another site: Next proxied the
// request over HTTP to itself (twice the work per request), and behind a TLS proxy
// (X-Forwarded-Proto: https) it spoke https to its own plain port and answered 500
// (vercel/next.js#94745). Naming a loopback address `localhost` makes both URLs agree.

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\]|localhost)$/i;

/** `localhost` for a loopback address; any other hostname (0.0.0.0, a LAN address) as it is. */
export function nextHostname(listenHostname) {
  return LOOPBACK.test(listenHostname) ? 'localhost' : listenHostname;
}
