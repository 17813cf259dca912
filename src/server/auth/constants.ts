/** Lockout per (account, client address): other addresses, the owner's included, still sign in. */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_DURATION_MS = 15 * 60 * 1000;
/** Account-wide back-off against spread guesses: locks out any address that has failed at all. */
export const GLOBAL_BACKOFF_FAILURES = 20;
export const GLOBAL_BACKOFF_WINDOW_MS = 60 * 60 * 1000;

export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 14;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;
/** How long the signed session cookie is trusted (decision 049); access is checked every request. */
export const SESSION_COOKIE_CACHE_SECONDS = 60 * 60;

export const SIGN_IN_RATE_LIMIT = { window: 60, max: 10 } as const;

/** The client address server/index.mjs resolved (same name there); rate limits key on it. */
export const CLIENT_IP_HEADER = 'x-matside-client-ip';

export const USERNAME_MAX_LENGTH = 15;

// Own texts. The same for an unknown user and a wrong password.
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username, e-mail or password.';
export const EMAIL_NOT_VERIFIED_MESSAGE = 'Please verify your e-mail address first: we have sent you a link.';
export const BANNED_MESSAGE = 'Your account has been suspended.';

/** A deleted account stays banned for good; sign-in then says deleted, not suspended. */
export const ACCOUNT_DELETED_BAN_REASON = 'Account deleted by its owner';
export const ACCOUNT_DELETED_BY_MODERATOR = 'Account deleted by a moderator';
export const ACCOUNT_DELETED_MESSAGE = 'This account has been deleted.';

export function isDeletedAccountBan(banReason: string | null | undefined): boolean {
  return banReason === ACCOUNT_DELETED_BAN_REASON || banReason === ACCOUNT_DELETED_BY_MODERATOR;
}
