import 'server-only';
import { env } from '../env';

// Every queue and its retry policy (decision 034).

export interface QueuePolicy {
  retryLimit: number;
  /** Doubled each retry. */
  retryDelay: number;
  retryBackoff: true;
  /** An active job not finished by then (process died) is retried. */
  expireInSeconds: number;
}

export const QUEUES = {
  'send-email': { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  'timewaster-expiry-reminders': { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 600 },
  'safety-alert-digests': { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 600 },
  'refused-photos-purge': { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 600 },
  'visitor-chats-purge': { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 600 },
  /** Decision 048. Short retries: an alert is due now; the sweeper covers a lost job. */
  'check-in-deadlines': { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  /** Decision 045, queued for when her ban ends; idempotent. */
  'girl-media-sync': { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 },
  'check-in-retention': { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 600 },
} as const satisfies Record<string, QueuePolicy>;

export type QueueName = keyof typeof QUEUES;

/**
 * Queues taken in batches (`concurrency` at once): a missed check-in's alerts are thousands of
 * mails due now (decision 048).
 */
export const BURSTS: { readonly [Name in QueueName]?: { batchSize: number; concurrency: number } } = {
  'send-email': { batchSize: 50, concurrency: 8 },
};

export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/** Cron (UTC). A missed run is not made up: each job covers a window wider than its period. */
export const SCHEDULES: { readonly [Name in QueueName]?: { cron: string } } = {
  'timewaster-expiry-reminders': { cron: '0 9 1 * *' },
  /** The e2e servers run it every minute; the digest's 20-hour gap still keeps one a day. */
  'safety-alert-digests': { cron: env.SAFETY_ALERT_DIGEST_CRON },
  'refused-photos-purge': { cron: '0 4 * * *' },
  'visitor-chats-purge': { cron: '30 4 * * *' },
  'check-in-retention': { cron: '30 4 * * *' },
};
