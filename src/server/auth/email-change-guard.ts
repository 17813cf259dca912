import 'server-only';
import { APIError } from 'better-auth/api';

// Better Auth's GET /verify-email also changes an account's e-mail when its token carries
// `updateTo`. Without a `requestType` (its "legacy flow") it moves the account to the new address
// at once, without that address ever confirming: with a signing secret in hand (the
// published development secret) that took over accounts. The site has no e-mail change of its own
// (Better Auth's `changeEmail` stays disabled); should it get one, the only way in is Better Auth's
// two steps: 'change-email-confirmation' mails the new address, and only the link in that mail
// ('change-email-verification') changes the account. Anything else carrying `updateTo` is refused
// like a bad signature.

const TWO_STEP_REQUESTS = new Set(['change-email-confirmation', 'change-email-verification']);

/** The payload of a compact JWT, unverified (Better Auth verifies it after us); null when unreadable. */
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
