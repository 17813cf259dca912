import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { getDb } from '@/server/db';
import { guys } from '@/server/db/schema';
import { dataDir } from '@/server/env';
import { refreshGuyContacts, sealGuyPhone } from '@/server/guy-contacts';
import { createVerifiedAccount, signIn } from './auth';
import { drainJobs } from './jobs';

// People for the authorization tables: guys and moderators, signed in (girls come from helpers/girls.ts).

export interface Person {
  cookie: string;
  userId: string;
  username: string;
  email: string;
  girlId?: number;
  guyId?: number;
}

export async function createGuy(
  options: { city?: string; allowEmails?: boolean; phone?: string; email?: string } = {},
): Promise<Person> {
  const account = await createVerifiedAccount(['guy'], 'guy');
  const db = await getDb();
  const [row] = await db
    .insert(guys)
    .values({
      userId: account.userId,
      username: account.username,
      email: options.email ?? account.email,
      city: options.city ?? 'Austin',
      state: 'TX',
      country: 'United States',
      phoneSealed: sealGuyPhone(options.phone),
      canSendEmailsAboutWebsite: options.allowEmails ?? true,
    })
    .returning({ id: guys.id });
  await refreshGuyContacts(db, [row!.id]);
  return { ...account, cookie: await signIn(account.username), guyId: row!.id };
}

export async function createModerator(): Promise<Person> {
  const account = await createVerifiedAccount(['moderator'], 'mod');
  return { ...account, cookie: await signIn(account.username) };
}

/** Every .eml in DATA_DIR/outbox (the mail transport in tests), as text, once the queued mail is sent. */
export async function outboxMessages(): Promise<string[]> {
  await drainJobs();
  const outbox = path.join(dataDir, 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
  return Promise.all(names.map((n) => readFile(path.join(outbox, n), 'utf8')));
}

/** Recipients (To: lines) of outbox messages whose text contains `marker`. */
export async function recipientsOf(marker: string): Promise<string[]> {
  const messages = (await outboxMessages()).filter((m) => m.includes(marker));
  return messages.map((m) => /^To: (.+)$/m.exec(m)?.[1]?.trim().toLowerCase() ?? '').sort();
}

export function request(
  url: string,
  init: { method?: string; cookie?: string; body?: unknown; contentType?: string } = {},
): Request {
  const headers: Record<string, string> = {};
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.body !== undefined) headers['Content-Type'] = init.contentType ?? 'application/vnd.api+json';
  return new Request(`http://localhost:3000${url}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}
