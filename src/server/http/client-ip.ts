import 'server-only';
import { CLIENT_IP_HEADER } from '@/server/auth/constants';

/**
 * The address server/index.mjs resolved and stamped; forwarding headers are never read, so a client
 * cannot pick its own rate-limit bucket.
 */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER)?.trim() || 'unknown';
}
