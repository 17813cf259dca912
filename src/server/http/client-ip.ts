import 'server-only';
import { CLIENT_IP_HEADER } from '@/server/auth/constants';

/**
 * The client's address for rate limiting: the one our server (server/index.mjs) resolved from the
 * socket and TRUSTED_PROXIES and stamped on the request after deleting every forwarding header the
 * client sent. X-Forwarded-For and X-Real-IP are never read here, so a client cannot pick its own
 * rate-limit bucket. Without our server (a handler called directly) every request shares 'unknown'.
 */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER)?.trim() || 'unknown';
}
