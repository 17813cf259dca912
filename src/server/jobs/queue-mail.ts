import 'server-only';
import type { Db, Tx } from '../db';
import type { MailMessageWithLink } from '../mail';
import { getBoss, startedBoss } from './boss';
import { transactionExecutor } from './sql-executor';

export interface QueueOptions {
  /** The request's transaction: the mail is queued only if it commits (jobQueueReady() first). */
  tx?: Tx | Db;
}

/**
 * Queues one e-mail as a `send-email` job; the server's worker sends it (retried with backoff,
 * listed on /admin/jobs when its last try fails). Resolves with the job's id once it is stored.
 * A working link never goes into the job: a message with `link` (a reference) has the
 * placeholder in its text, and the handler makes the link when it sends (mail-links.ts).
 */
export async function queueMail(message: MailMessageWithLink, options: QueueOptions = {}): Promise<string> {
  const boss = options.tx ? startedBoss() : await getBoss();
  const data: MailMessageWithLink = {
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
    ...(message.link === undefined ? {} : { link: message.link }),
  };
  const id = await boss.send('send-email', data, options.tx ? { db: transactionExecutor(options.tx) } : {});
  if (!id) throw new Error('send-email job was not queued');
  return id;
}
