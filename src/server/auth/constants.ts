// Auth numbers and texts shared by the Better Auth config, the services and the tests.

/**
 * Lockout: wrong passwords are counted per (account, client address). An address
 * with MAX_FAILED_SIGN_INS failures on an account within LOCK_DURATION_MS is locked out of that
 * account; other addresses, the owner's included, are not.
 */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_DURATION_MS = 15 * 60 * 1000;
/**
 * The slower account-wide back-off, against guesses spread over many addresses: once an account has
 * GLOBAL_BACKOFF_FAILURES failures within GLOBAL_BACKOFF_WINDOW_MS, any address that has failed on
 * it even once is locked out too. An address that has not failed (the owner's) still signs in.
 */
export const GLOBAL_BACKOFF_FAILURES = 20;
export const GLOBAL_BACKOFF_WINDOW_MS = 60 * 60 * 1000;

/** Session lifetime and sliding refresh (spec §4: the server decides; the client follows the cookie). */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 14;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;
/**
 * How long Better Auth trusts its signed session cookie before reading the session row again
 * (decision 049). Not a staleness of access: the actor's query checks the session row and the ban
 * on every request.
 */
export const SESSION_COOKIE_CACHE_SECONDS = 60 * 60;

/** Sign-in attempts per client address (Better Auth). Registration routes limit themselves. */
export const SIGN_IN_RATE_LIMIT = { window: 60, max: 10 } as const;

/**
 * The client address our server (server/index.mjs, same name there) resolved from the socket and
 * TRUSTED_PROXIES; clientIp() reads it and Better Auth keys its rate limits on it.
 */
export const CLIENT_IP_HEADER = 'x-matside-client-ip';

export const USERNAME_MAX_LENGTH = 15;

// Own texts (the spec has none for these). The same text for an unknown user and a wrong password.
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username, e-mail or password.';
export const EMAIL_NOT_VERIFIED_MESSAGE = 'Please verify your e-mail address first: we have sent you a link.';
export const BANNED_MESSAGE = 'Your account has been suspended.';

/**
 * Why a deleted account is banned for good: its owner deleted it (DELETE /api/v1/my-profiles/{id})
 * or a moderator did (the admin tables' delete). The sign-in then says it was deleted, not suspended.
 */
export const ACCOUNT_DELETED_BAN_REASON = 'Account deleted by its owner';
export const ACCOUNT_DELETED_BY_MODERATOR = 'Account deleted by a moderator';
export const ACCOUNT_DELETED_MESSAGE = 'This account has been deleted.';

export function isDeletedAccountBan(banReason: string | null | undefined): boolean {
  return banReason === ACCOUNT_DELETED_BAN_REASON || banReason === ACCOUNT_DELETED_BY_MODERATOR;
}
