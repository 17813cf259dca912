import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

// The tokens of a contact's links (docs/decisions/048): 32 random bytes, base64url, in the e-mail
// only; the database keeps their SHA-256, so a copy of the database opens no link.

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new random token and its hash. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The stored form of a token; null for text that cannot be a token (answered like a missing link). */
export function tokenHashOf(token: string): string | null {
  return TOKEN_PATTERN.test(token) ? hashToken(token) : null;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
