import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from './env';

// A banned account cannot sign in, so the ban mail carries /appeal/<token> (decision 039), signed
// for one notice and account: it opens that appeal and nothing else.

export const APPEAL_LINK_PATH = '/appeal';
const TOKEN_PATTERN = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;

function signature(noticeId: number, userId: string): string {
  const key = createHmac('sha256', env.AUTH_SECRET).update('matside:appeal-link').digest();
  return createHmac('sha256', key).update(`${noticeId}:${userId}`).digest('base64url');
}

export function appealLinkToken(noticeId: number, userId: string): string {
  return `${noticeId}.${signature(noticeId, userId)}`;
}

/** Signature unchecked: use `tokenSignedFor`. */
export function noticeIdOfToken(token: string): number | null {
  const match = TOKEN_PATTERN.exec(token);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/** Constant time. */
export function tokenSignedFor(token: string, noticeId: number, userId: string): boolean {
  const given = Buffer.from(TOKEN_PATTERN.exec(token)?.[2] ?? '');
  const expected = Buffer.from(signature(noticeId, userId));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
