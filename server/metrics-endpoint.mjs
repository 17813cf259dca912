// GET /metrics: Prometheus text, off unless configured. METRICS_ALLOW lists the
// addresses and CIDRs that may scrape; METRICS_TOKEN is a bearer token a scraper sends in
// `Authorization: Bearer …`. With neither, nobody gets the metrics: a same-host proxy or tunnel
// makes every visitor a loopback peer, so loopback is no default. With both, a scrape needs both.
// Everyone else gets exactly what a path that does not exist gets (the request goes on to Next,
// which has no such route), so the endpoint cannot be found from outside. The address checked is
// the client address resolved by client-address.mjs: the socket's peer, or, when that peer is one
// of our TRUSTED_PROXIES, the first hop before them; a client cannot claim an address by sending
// X-Forwarded-For.
import { createHash, timingSafeEqual } from 'node:crypto';
import { parseAddressList, isListed } from './client-address.mjs';
import { metrics } from './metrics.mjs';

export const METRICS_PATH = '/metrics';
/** A bearer token shorter than this is refused at start: it could be guessed. */
export const METRICS_TOKEN_MIN_LENGTH = 32;

/**
 * Who may read the metrics, from METRICS_ALLOW (addresses and CIDRs like TRUSTED_PROXIES) and
 * METRICS_TOKEN; unset or blank means not configured. Throws on an invalid entry or a short token.
 */
export function parseMetricsAccess(allowText, tokenText) {
  const allowValue = String(allowText ?? '').trim();
  const token = String(tokenText ?? '').trim();
  if (token !== '' && token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new Error(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`);
  }
  return {
    allow: allowValue === '' ? null : parseAddressList(allowValue, 'METRICS_ALLOW'),
    tokenHash: token === '' ? null : sha256(token),
  };
}

function sha256(text) {
  return createHash('sha256').update(text).digest();
}

/** Whether the request's `Authorization: Bearer` is the token (compared in constant time, as hashes). */
function hasToken(req, tokenHash) {
  const header = req.headers?.authorization;
  const match = typeof header === 'string' ? /^Bearer ([^\s]+)$/i.exec(header.trim()) : null;
  return match !== null && timingSafeEqual(sha256(match[1]), tokenHash);
}

/** Whether our server answers this request with the metrics (else it goes on to Next). */
export function isMetricsRequest(req, clientAddress, access) {
  const pathname = String(req.url ?? '').split('?', 1)[0];
  if (pathname !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  if (!access.allow && !access.tokenHash) return false;
  if (access.allow && !isListed(access.allow, clientAddress)) return false;
  if (access.tokenHash && !hasToken(req, access.tokenHash)) return false;
  return true;
}

export async function serveMetrics(req, res) {
  const { registry } = metrics();
  const body = await registry.metrics();
  res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
}
