import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '@/server/env';

/** The .eml files written to DATA_DIR/outbox for an address, oldest first. */
export async function mailsTo(address: string): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  const names = await readdir(outbox).catch(() => [] as string[]);
  const mails: string[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml')).sort()) {
    const content = await readFile(path.join(outbox, name), 'utf8');
    if (content.split(/\r?\n/).includes(`To: ${address}`)) mails.push(content);
  }
  return mails;
}

/** The verification link of a mail, with quoted-printable soft breaks undone. */
export function verificationLinkIn(eml: string): string {
  const text = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/[^\s"]+\/api\/auth\/verify-email\?[^\s"<]+/.exec(text);
  if (!match) throw new Error('no verification link');
  return match[0];
}
