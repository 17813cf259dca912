// Shared state of the request guards, kept in the database so every app instance sees it.
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Solved captcha challenges (by signature) until they expire: each solution works once. */
export const usedCaptchaChallenges = pgTable(
  'used_captcha_challenges',
  {
    signature: text('signature').primaryKey(),
    /** Epoch seconds after which the challenge is refused anyway and the row may go. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('used_captcha_challenges_expires_at_idx').on(t.expiresAt)],
);

/** Fixed-window request counters of our own rate limits (Better Auth keeps its own in rate_limit). */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    /** Epoch milliseconds when the current window opened. */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limit_windows_window_start_idx').on(t.windowStart)],
);
