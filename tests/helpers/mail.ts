import path from 'node:path';
import { dataDir } from '@/server/env';
import { drainJobs } from './jobs';
import { mailsIn } from './outbox';

/** The .eml files written to DATA_DIR/outbox for an address, oldest first, once the queued mail is sent. */
export async function mailsTo(address: string): Promise<string[]> {
  await drainJobs();
  return mailsIn(path.join(dataDir, 'outbox'), address);
}

/** The verification link of a mail, with quoted-printable soft breaks undone. */
export function verificationLinkIn(eml: string): string {
  const text = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/[^\s"]+\/api\/auth\/verify-email\?[^\s"<]+/.exec(text);
  if (!match) throw new Error('no verification link');
  return match[0];
}

/** Waits for mail that is sent after the answer (so the answer time tells nothing), up to 10 s. */
export async function waitForMailsTo(address: string, count = 1): Promise<string[]> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const mails = await mailsTo(address);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${address} within 10 s`);
}

/** The first link to `pathname` in a mail, with quoted-printable soft breaks undone. */
export function linkIn(eml: string, pathname: string): string {
  const text = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`https?://[^\\s"]+${pathname.replace(/[/]/g, '\\/')}\\?[^\\s"<]+`).exec(text);
  if (!match) throw new Error(`no link to ${pathname}`);
  return match[0];
}

/** A mail's text with quoted-printable undone (soft line breaks and =XX bytes, UTF-8). */
export function mailText(eml: string): string {
  const unfolded = eml.replace(/=\r?\n/g, '');
  const bytes = unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Waits (up to 10 s) for a mail to `address` whose text holds `text`; returns that text. */
export async function waitForMailWith(address: string, text: string): Promise<string> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const found = (await mailsTo(address)).map(mailText).find((mail) => mail.includes(text));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${address} with "${text}" within 10 s`);
}
