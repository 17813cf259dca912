import 'server-only';

/**
 * The client's address for rate limiting. Behind our load balancer the right-most X-Forwarded-For
 * entry is the one the balancer appended, so a client cannot forge it (the left-most entries are
 * whatever the client sent). Next's own server only fills X-Forwarded-For when it is absent.
 */
export function clientIp(request: Request): string {
  const realIp = request.headers.get('x-real-ip')?.trim();
  if (realIp) return realIp;
  const forwarded = request.headers.get('x-forwarded-for');
  if (forwarded) {
    const entries = forwarded.split(',').map((entry) => entry.trim()).filter(Boolean);
    const last = entries.at(-1);
    if (last) return last;
  }
  return 'unknown';
}
