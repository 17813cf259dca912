import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// Reads the .eml outbox the app writes when no SMTP_URL is set. Plain Node: the integration tests
// (DATA_DIR/outbox) and the e2e specs (the e2e server's outbox) both use it.

/** Every .eml in `outboxDir` addressed to `address`, oldest first. */
export async function mailsIn(outboxDir: string, address: string): Promise<string[]> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const mails: string[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml')).sort()) {
    const content = await readFile(path.join(outboxDir, name), 'utf8');
    if (content.split(/\r?\n/).includes(`To: ${address}`)) mails.push(content);
  }
  return mails;
}
