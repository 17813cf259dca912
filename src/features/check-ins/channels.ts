import 'server-only';
import type { Db, Tx } from '@/server/db';
import type { AlertChannel } from '@/server/db/schema';
import { queueMails, URGENT_MAIL_PRIORITY } from '@/server/jobs';

// How a notice reaches a trusted contact (decision 048): queued in the caller's transaction, so it
// leaves only if the write commits. SMS would be one more entry in CHANNELS.

export interface Recipient {
  channel: AlertChannel;
  address: string;
}

export interface Notice {
  subject: string;
  text: string;
}

export interface ChannelDriver {
  /** Queues the notices in the transaction (one statement for many: an alert run sends thousands). */
  deliver(items: readonly { to: string; notice: Notice }[], tx: Tx | Db): Promise<void>;
}

export const CHANNELS: { readonly [Channel in AlertChannel]: ChannelDriver } = {
  email: {
    async deliver(items, tx) {
      await queueMails(
        items.map(({ to, notice }) => ({ to, subject: notice.subject, text: notice.text })),
        // Ahead of the mail already waiting (a day's digests can be thousands).
        { tx, priority: URGENT_MAIL_PRIORITY },
      );
    },
  },
};

/** Hands each notice to its recipient's channel (jobQueueReady() before the transaction). */
export async function deliverNotices(items: readonly { to: Recipient; notice: Notice }[], tx: Tx | Db): Promise<void> {
  const byChannel = new Map<AlertChannel, { to: string; notice: Notice }[]>();
  for (const { to, notice } of items) {
    const list = byChannel.get(to.channel) ?? [];
    list.push({ to: to.address, notice });
    byChannel.set(to.channel, list);
  }
  for (const [channel, list] of byChannel) await CHANNELS[channel].deliver(list, tx);
}
