import 'server-only';
import { env } from '../env';

// Every queue and its retry policy, in one place (decision 034). Later jobs (receipts, digests,
// expiry reminders) add their queue here and their handler in handlers.ts.

export interface QueuePolicy {
  /** Tries after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time (retryBackoff). */
  retryDelay: number;
  retryBackoff: true;
  /** An active job not finished by then (the process died) is retried by the maintenance. */
  expireInSeconds: number;
}

export const QUEUES = {
  /** One outgoing e-mail; data: a MailMessage. */
  'send-email': { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  /** The monthly run that reminds reporters of expiring timewaster entries (decision 041); no data. */
  'timewaster-expiry-reminders': { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 600 },
  /** The daily safety alerts and their digests (decision 043); no data. */
  'safety-alert-digests': { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 600 },
  /** The daily purge of refused photos that can no longer be appealed (decision 039); no data. */
  'refused-photos-purge': { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 600 },
  /** The daily purge of visitors' AI chats past their retention (decision 045); no data. */
  'visitor-chats-purge': { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 600 },
  /**
   * One check-in's deadline (decision 048), queued to start at the deadline; data: { checkInId }.
   * Short retries: an alert is due now. The sweeper (SWEEPS in handlers.ts) covers a lost job.
   */
  'check-in-deadlines': { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  /**
   * A girl's pictures put where her visibility says (decision 045), queued to start when her ban
   * with an end date ends; data: { girlId }. Idempotent: a ban changed meanwhile changes nothing.
   */
  'girl-media-sync': { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 },
  /** The daily deletion of check-ins ended more than 30 days ago (decision 048); no data. */
  'check-in-retention': { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 600 },
} as const satisfies Record<string, QueuePolicy>;

export type QueueName = keyof typeof QUEUES;

/**
 * How a queue's worker takes its jobs when one at a time is too slow: `batchSize` jobs per fetch,
 * `concurrency` of them running at once, and the next fetch at once while batches come back full
 * (not after the polling interval). Each job still succeeds or fails on its own. Every other
 * queue takes one job at a time. Mail needs it: a missed check-in's alerts and a busy day's
 * notices are thousands of e-mails that are due now (decision 048).
 */
export const BURSTS: { readonly [Name in QueueName]?: { batchSize: number; concurrency: number } } = {
  'send-email': { batchSize: 50, concurrency: 8 },
};

export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/**
 * Queues that pg-boss's clock fills on a cron (UTC), registered by the processes that work the
 * queue. A run missed while no worker was up is not made up: each job covers a window wider
 * than its period (the reminders look two months ahead, monthly).
 */
export const SCHEDULES: { readonly [Name in QueueName]?: { cron: string } } = {
  /** 09:00 UTC on the first of every month. */
  'timewaster-expiry-reminders': { cron: '0 9 1 * *' },
  /**
   * 14:00 UTC every day by default: morning in the Americas, evening in Europe. The e2e servers
   * run it every minute; the digest's own 20-hour gap still keeps one a day per girl.
   */
  'safety-alert-digests': { cron: env.SAFETY_ALERT_DIGEST_CRON },
  /** 04:00 UTC every day. */
  'refused-photos-purge': { cron: '0 4 * * *' },
  /** 04:30 UTC every day. */
  'visitor-chats-purge': { cron: '30 4 * * *' },
  'check-in-retention': { cron: '30 4 * * *' },
};
