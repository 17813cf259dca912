// Strict-Transport-Security, sent by our server (server/index.mjs) only when the site's public
// address is https: telling a browser to insist on https for http://localhost would lock a developer
// out of their own machine. Two years with subdomains, as hstspreload.org asks.
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/** The header to add to every response, or null when APP_URL is not https. */
export function transportSecurityHeader(appUrl) {
  try {
    return new URL(appUrl).protocol === 'https:' ? HSTS_VALUE : null;
  } catch {
    return null;
  }
}
