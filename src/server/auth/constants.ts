// Auth numbers and texts shared by the Better Auth config, the services and the tests.

/** Consecutive wrong passwords before the account is locked. */
export const MAX_FAILED_SIGN_INS = 5;
/** How long a lock lasts; it lifts by itself afterwards. */
export const LOCK_DURATION_MS = 15 * 60 * 1000;

/** Session lifetime and sliding refresh (spec §4: the server decides; the client follows the cookie). */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 14;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

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
export const ACCOUNT_LOCKED_MESSAGE =
  'Too many failed sign-in attempts. Your account is locked for 15 minutes; please try again later.';
export const EMAIL_NOT_VERIFIED_MESSAGE = 'Please verify your e-mail address first: we have sent you a link.';
export const BANNED_MESSAGE = 'Your account has been suspended.';
