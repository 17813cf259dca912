import 'server-only';
import { env } from '../env';
import { deliverMail, type MailMessageWithLink } from '../mail';
import { buildMailLink, withLink } from './mail-links';
import type { QueueName } from './queues';

// A throw fails the try (pg-boss retries). Handlers never reach the queue, so no import runs back
// to boss.ts.
export const JOB_HANDLERS: { [Name in QueueName]: (data: never) => Promise<void> } = {
  'send-email': async ({ link, ...message }: MailMessageWithLink) => {
    if (!link) return void (await deliverMail(message));
    const url = await buildMailLink(link);
    if (url) await deliverMail(withLink(message, url));
  },
  /** Decision 041; idempotent, so a retried run mails nobody twice. */
  'timewaster-expiry-reminders': async () => {
    const { sendExpiryReminders } = await import('@/features/timewasters/expiry-reminders');
    await sendExpiryReminders();
  },
  'safety-alert-digests': async () => {
    const { sendSafetyAlertDigests } = await import('@/features/safety-alerts/digest');
    await sendSafetyAlertDigests();
  },
  'refused-photos-purge': async () => {
    const { purgeRefusedPhotos } = await import('@/features/appeals/refused-photos');
    await purgeRefusedPhotos();
  },
  'visitor-chats-purge': async () => {
    const { purgeVisitorChats } = await import('@/features/chat-transcripts/purge');
    await purgeVisitorChats();
  },
  /** Decision 048: alerts her contacts once, unless she is safe or extended. */
  'check-in-deadlines': async (data: { checkInId: number }) => {
    const { fireDueCheckIns } = await import('@/features/check-ins/deadlines');
    await fireDueCheckIns({ checkInId: data.checkInId });
  },
  'girl-media-sync': async (data: { girlId: number }) => {
    const { syncGirlMediaVisibility } = await import('@/features/girls/media-visibility');
    await syncGirlMediaVisibility(data.girlId);
  },
  'check-in-retention': async () => {
    const { deleteOldCheckIns } = await import('@/features/check-ins/deadlines');
    await deleteOldCheckIns();
  },
};

/** Run at start and every `everySeconds`; each must be idempotent across processes. */
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
