import 'server-only';
import type { Db, Tx } from '../db';
import type { MailMessageWithLink } from '../mail';
import { getBoss, startedBoss } from './boss';
import { transactionExecutor } from './sql-executor';

export interface QueueOptions {
  /** The mail is queued only if it commits (jobQueueReady() first). */
  tx?: Tx | Db;
}

/** pg-boss fetches higher priorities first: a safety alert is not sent after a day's digests. */
export const URGENT_MAIL_PRIORITY = 10;

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

/** One statement for many mails: for jobs that mail hundreds at once. */
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

/** Sent by the server's worker, retried with backoff; listed on /admin/jobs when it fails. */
export async function queueMail(message: MailMessageWithLink, options: QueueOptions = {}): Promise<string> {
  const boss = options.tx ? startedBoss() : await getBoss();
  const data = mailData(message);
  const id = await boss.send('send-email', data, options.tx ? { db: transactionExecutor(options.tx) } : {});
  if (!id) throw new Error('send-email job was not queued');
  return id;
}
