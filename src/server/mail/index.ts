import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { dataDir, env } from '../env';
import type { MailLinkReference } from '../jobs/mail-links';
import { logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** The link is made when it is sent (mail-links.ts). */
export interface MailMessageWithLink extends MailMessage {
  link?: MailLinkReference;
}

export interface SentMail {
  messageId: string;
  outboxFile?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}

// A CR/LF in a header would start a new header.
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

function toNodemailer(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    replyTo: message.replyTo,
    subject: oneLine(message.subject),
    text: message.text,
    html: message.html,
  };
}

export function outboxFileName(now = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}.eml`;
}

function createOutboxMailer(from: string, outboxDir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await transport.sendMail(toNodemailer(from, message));
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, outboxFileName());
      // Write then rename: a poller never sees half a message.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
      return { messageId: info.messageId, outboxFile: file };
    },
  };
}

/** The mail worker sends up to this many at once. */
const SMTP_CONNECTIONS = 8;

function createSmtpMailer(from: string, smtpUrl: string): Mailer {
  let transport: Transporter | undefined;
  return {
    async send(message) {
      // The URL's own parameters (?pool=false) win over these.
      transport ??= nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: SMTP_CONNECTIONS });
      const info = await transport.sendMail(toNodemailer(from, message));
      return { messageId: info.messageId };
    },
  };
}

export function createMailer({ smtpUrl, from, outboxDir }: MailerOptions): Mailer {
  return smtpUrl ? createSmtpMailer(from, smtpUrl) : createOutboxMailer(from, outboxDir);
}

let defaultMailer: Mailer | undefined;

/** SMTP when SMTP_URL is set, else an .eml in the outbox. Logs never hold recipients or content. */
export async function deliverMail(message: MailMessage): Promise<SentMail> {
  defaultMailer ??= createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(dataDir, 'outbox'),
  });
  const sent = await defaultMailer.send(message);
  logger.info({ transport: env.SMTP_URL ? 'smtp' : 'outbox', messageId: sent.messageId }, 'Mail sent');
  return sent;
}
