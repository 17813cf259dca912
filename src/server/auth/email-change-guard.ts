import 'server-only';
import { APIError } from 'better-auth/api';

// GET /verify-email with `updateTo` but no `requestType` moves an account to an unconfirmed address;
// with a known signing secret that took over accounts. Only Better Auth's two-step change passes.

const TWO_STEP_REQUESTS = new Set(['change-email-confirmation', 'change-email-verification']);

function payloadOf(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Throws Better Auth's own INVALID_TOKEN answer for an e-mail change the new address did not confirm. */
export function refuseUnconfirmedEmailChange(path: string, query: Record<string, unknown> | undefined): void {
  if (path !== '/verify-email' || typeof query?.token !== 'string') return;
  const payload = payloadOf(query.token);
  if (!payload || payload.updateTo === undefined) return;
  if (typeof payload.requestType === 'string' && TWO_STEP_REQUESTS.has(payload.requestType)) return;
  throw new APIError('UNAUTHORIZED', { message: 'Invalid token', code: 'INVALID_TOKEN' });
}
