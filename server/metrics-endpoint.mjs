// GET /metrics (issue 26 item 3): Prometheus text for the addresses in METRICS_ALLOW, loopback when
// unset. Everyone else gets exactly what a path that does not exist gets (the request goes on to
// Next, which has no such route), so the endpoint cannot be found from outside. The address checked
// is the client address resolved by client-address.mjs: the socket's peer, or, when that peer is
// one of our TRUSTED_PROXIES, the first hop before them; a client cannot claim loopback by sending
// X-Forwarded-For.
import { parseAddressList, isListed } from './client-address.mjs';
import { metrics } from './metrics.mjs';

export const METRICS_PATH = '/metrics';
/** Loopback, IPv4 and IPv6: a scraper on the same host or a sidecar. */
export const DEFAULT_METRICS_ALLOW = '127.0.0.0/8, ::1';

/** METRICS_ALLOW: addresses and CIDRs like TRUSTED_PROXIES; unset or blank → loopback. */
export function parseMetricsAllow(text) {
  const value = String(text ?? '').trim();
  return parseAddressList(value === '' ? DEFAULT_METRICS_ALLOW : value, 'METRICS_ALLOW');
}

/** Whether our server answers this request with the metrics (else it goes on to Next). */
export function isMetricsRequest(req, clientAddress, allowed) {
  const pathname = String(req.url ?? '').split('?', 1)[0];
  if (pathname !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  return isListed(allowed, clientAddress);
}

export async function serveMetrics(req, res) {
  const { registry } = metrics();
  const body = await registry.metrics();
  res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
}
