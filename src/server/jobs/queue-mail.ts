import 'server-only';
import type { Db, Tx } from '../db';
import type { MailMessageWithLink } from '../mail';
import { getBoss, startedBoss } from './boss';
import { transactionExecutor } from './sql-executor';

export interface QueueOptions {
  /** The request's transaction: the mail is queued only if it commits (jobQueueReady() first). */
  tx?: Tx | Db;
}

/** pg-boss fetches higher priorities first: a safety alert is not sent after a day's digests. */
export const URGENT_MAIL_PRIORITY = 10;

/**
 * The job's data: a working link never goes into the job. A message with `link` (a reference) has
 * the placeholder in its text, and the handler makes the link when it sends (mail-links.ts).
 */
function mailData(message: MailMessageWithLink): MailMessageWithLink {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
    ...(message.link === undefined ? {} : { link: message.link }),
  };
}

/**
 * Queues many e-mails in one statement (pg-boss's insert), each its own `send-email` job: for a
 * job that mails hundreds at once, where a statement per mail would be most of its time.
 */
export async function queueMails(
  messages: readonly MailMessageWithLink[],
  options: QueueOptions & { priority?: number } = {},
): Promise<void> {
  if (messages.length === 0) return;
  const boss = options.tx ? startedBoss() : await getBoss();
  const priority = options.priority ?? 0;
  const jobs = messages.map((message) => ({ name: 'send-email', data: mailData(message), priority }));
  await boss.insert(jobs, options.tx ? { db: transactionExecutor(options.tx) } : {});
}

/**
 * Queues one e-mail as a `send-email` job; the server's worker sends it (retried with backoff,
 * listed on /admin/jobs when its last try fails). Resolves with the job's id once it is stored.
 */
export async function queueMail(message: MailMessageWithLink, options: QueueOptions = {}): Promise<string> {
  const boss = options.tx ? startedBoss() : await getBoss();
  const data = mailData(message);
  const id = await boss.send('send-email', data, options.tx ? { db: transactionExecutor(options.tx) } : {});
  if (!id) throw new Error('send-email job was not queued');
  return id;
}
