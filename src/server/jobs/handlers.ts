import 'server-only';
import { env } from '../env';
import { deliverMail, type MailMessageWithLink } from '../mail';
import { buildMailLink, withLink } from './mail-links';
import type { QueueName } from './queues';

// What each queue's job does with its data. A throw fails the try (pg-boss retries it). The
// handlers reach only the work itself, never the queue (queue-mail.ts queues, boss.ts starts the
// workers that call these): no import runs back up to boss.ts. A feature's job is the feature's
// own function, imported when the job runs (it queues mail itself, which would be a cycle).
export const JOB_HANDLERS: { [Name in QueueName]: (data: never) => Promise<void> } = {
  /** One try at sending a queued e-mail; its link, if it has one, is made now (mail-links.ts). */
  'send-email': async ({ link, ...message }: MailMessageWithLink) => {
    if (!link) return void (await deliverMail(message));
    const url = await buildMailLink(link);
    if (url) await deliverMail(withLink(message, url));
  },
  /** The monthly expiry reminders (decision 041); idempotent, so a retried run mails nobody twice. */
  'timewaster-expiry-reminders': async () => {
    const { sendExpiryReminders } = await import('@/features/timewasters/expiry-reminders');
    await sendExpiryReminders();
  },
  /** The daily safety alerts and digests (decision 043); idempotent like the reminders. */
  'safety-alert-digests': async () => {
    const { sendSafetyAlertDigests } = await import('@/features/safety-alerts/digest');
    await sendSafetyAlertDigests();
  },
  /** The daily purge of refused photos past their appeal (decision 039); idempotent. */
  'refused-photos-purge': async () => {
    const { purgeRefusedPhotos } = await import('@/features/appeals/refused-photos');
    await purgeRefusedPhotos();
  },
  /** The daily purge of visitors' AI chats past their retention (decision 045); idempotent. */
  'visitor-chats-purge': async () => {
    const { purgeVisitorChats } = await import('@/features/chat-transcripts/purge');
    await purgeVisitorChats();
  },
  /** One check-in's deadline (decision 048): alerts her contacts once, unless she is safe or extended. */
  'check-in-deadlines': async (data: { checkInId: number }) => {
    const { fireDueCheckIns } = await import('@/features/check-ins/deadlines');
    await fireDueCheckIns({ checkInId: data.checkInId });
  },
  /** The daily deletion of check-ins ended 30 days ago, with their alerts (decision 048). */
  'girl-media-sync': async (data: { girlId: number }) => {
    const { syncGirlMediaVisibility } = await import('@/features/girls/media-visibility');
    await syncGirlMediaVisibility(data.girlId);
  },
  'check-in-retention': async () => {
    const { deleteOldCheckIns } = await import('@/features/check-ins/deadlines');
    await deleteOldCheckIns();
  },
};

/**
 * Work that a process working the queue runs on a timer of its own, besides pg-boss: at start and
 * every `everySeconds`. Each run must be idempotent and safe beside the same run in another
 * process (the check-in sweeper's alerts are one unique row per deadline, decision 048).
 */
export const SWEEPS: readonly { name: string; everySeconds: number; run: () => Promise<unknown> }[] = [
  {
    name: 'check-in-deadlines',
    everySeconds: env.CHECK_IN_SWEEP_SECONDS,
    run: async () => {
      const { fireDueCheckIns } = await import('@/features/check-ins/deadlines');
      return fireDueCheckIns();
    },
  },
];
