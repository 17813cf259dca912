// CSRF check for cookie-authenticated writes (decision 004). Pure, so the proxy can call it.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfRequestFacts {
  method: string;
  host: string | null;
  /** `X-Forwarded-Host` set by a load balancer in front of several app instances. */
  forwardedHost?: string | null;
  origin: string | null;
  referer: string | null;
  secFetchSite: string | null;
  /** Extra origins that may write (e.g. APP_URL when the Host header is an internal name). */
  trustedOrigins?: readonly string[];
}

export type CsrfVerdict =
  { ok: true } | { ok: false; reason: 'cross-site' | 'origin-mismatch' | 'referer-mismatch' | 'opaque-origin' };

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

function firstHeaderValue(value: string | null | undefined): string | null {
  const first = value?.split(',')[0]?.trim().toLowerCase();
  return first ? first : null;
}

/**
 * Origin (or Referer) must name our host. A request with neither is not from a browser page
 * (browsers send Origin on every cross-origin POST), so it cannot ride a victim's cookies.
 */
export function checkCsrf(facts: CsrfRequestFacts): CsrfVerdict {
  if (SAFE_METHODS.has(facts.method.toUpperCase())) return { ok: true };
  if (facts.secFetchSite?.toLowerCase() === 'cross-site') return { ok: false, reason: 'cross-site' };

  const ownHosts = new Set<string>();
  for (const candidate of [firstHeaderValue(facts.forwardedHost), firstHeaderValue(facts.host)]) {
    if (candidate) ownHosts.add(candidate);
  }
  for (const trusted of facts.trustedOrigins ?? []) {
    const host = hostOf(trusted);
    if (host) ownHosts.add(host);
  }

  if (facts.origin !== null && facts.origin !== '') {
    // Sandboxed frames, data: URLs and some redirects send the literal "null".
    if (facts.origin === 'null') return { ok: false, reason: 'opaque-origin' };
    const originHost = hostOf(facts.origin);
    return originHost && ownHosts.has(originHost) ? { ok: true } : { ok: false, reason: 'origin-mismatch' };
  }
  if (facts.referer) {
    const refererHost = hostOf(facts.referer);
    return refererHost && ownHosts.has(refererHost) ? { ok: true } : { ok: false, reason: 'referer-mismatch' };
  }
  return { ok: true };
}
