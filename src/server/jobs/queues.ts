import 'server-only';

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
} as const satisfies Record<string, QueuePolicy>;

export type QueueName = keyof typeof QUEUES;

export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];
