import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from './env';

// The signed link that lets a banned person appeal (decision 039): a banned account cannot sign
// in, so the ban e-mail carries /appeal/<token>. The token names one decision notice and is
// signed with the auth secret for that notice's account; it opens that notice's appeal and
// nothing else. Here, below the features, because the ban's e-mail and the appeals both use it.

export const APPEAL_LINK_PATH = '/appeal';
const TOKEN_PATTERN = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;

function signature(noticeId: number, userId: string): string {
  const key = createHmac('sha256', env.AUTH_SECRET).update('matside:appeal-link').digest();
  return createHmac('sha256', key).update(`${noticeId}:${userId}`).digest('base64url');
}

/** The token of a notice's appeal link. */
export function appealLinkToken(noticeId: number, userId: string): string {
  return `${noticeId}.${signature(noticeId, userId)}`;
}

/** The notice a well-formed token names (its signature is checked with `tokenSignedFor`), or null. */
export function noticeIdOfToken(token: string): number | null {
  const match = TOKEN_PATTERN.exec(token);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/** Whether the token was signed for this notice and account (constant time). */
export function tokenSignedFor(token: string, noticeId: number, userId: string): boolean {
  const given = Buffer.from(TOKEN_PATTERN.exec(token)?.[2] ?? '');
  const expected = Buffer.from(signature(noticeId, userId));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
