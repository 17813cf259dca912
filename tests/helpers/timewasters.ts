import { expect } from 'vitest';
import * as commentsRoute from '@/app/api/v1/timewaster-comments/route';
import * as emailsRoute from '@/app/api/v1/timewaster-emails/route';
import * as myRoute from '@/app/api/v1/my-timewasters/route';
import * as phonesRoute from '@/app/api/v1/timewaster-phones/route';
import * as photoRoute from '@/app/api/v1/timewaster-photos/[id]/route';
import * as photosRoute from '@/app/api/v1/timewaster-photos/route';
import * as searchAltRoute from '@/app/api/v1/search-timewasters/route';
import * as thumbRoute from '@/app/api/v1/thumbs/[id]/route';
import * as thumbsRoute from '@/app/api/v1/thumbs/route';
import * as timewasterRoute from '@/app/api/v1/timewasters/[id]/route';
import * as timewastersRoute from '@/app/api/v1/timewasters/route';
import * as matchesRoute from '@/app/api/v1/timewaster-matches/route';
import * as confirmationsRoute from '@/app/api/v1/timewasters/[id]/confirmations/route';
import { normalizePhone } from '@/lib/contact-normalize';
import type { UserRole } from '@/lib/enums/roles';
import { getDb } from '@/server/db';
import { timewasterComments, timewasterEmails, timewasterPhones, timewasters } from '@/server/db/schema';
import { createVerifiedAccount, signIn, type TestAccount } from './auth';
import {
  sealedEmailColumns,
  sealedEntryColumns,
  sealedPhoneColumns,
  withoutEntryContacts,
  type EntryContacts,
} from '@/server/sealed-contacts';

// Calls the timewaster REST handlers the way Next does (a Request plus params), as a given user.

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;

const ROUTES: Record<string, Record<string, Handler>> = {
  '/api/v1/timewasters': timewastersRoute as unknown as Record<string, Handler>,
  '/api/v1/search-timewasters': searchAltRoute as unknown as Record<string, Handler>,
  '/api/v1/timewasters/:id': timewasterRoute as unknown as Record<string, Handler>,
  '/api/v1/my-timewasters': myRoute as unknown as Record<string, Handler>,
  '/api/v1/timewaster-comments': commentsRoute as unknown as Record<string, Handler>,
  '/api/v1/timewaster-phones': phonesRoute as unknown as Record<string, Handler>,
  '/api/v1/timewaster-emails': emailsRoute as unknown as Record<string, Handler>,
  '/api/v1/timewaster-photos': photosRoute as unknown as Record<string, Handler>,
  '/api/v1/timewaster-photos/:id': photoRoute as unknown as Record<string, Handler>,
  '/api/v1/thumbs': thumbsRoute as unknown as Record<string, Handler>,
  '/api/v1/thumbs/:id': thumbRoute as unknown as Record<string, Handler>,
  '/api/v1/timewaster-matches': matchesRoute as unknown as Record<string, Handler>,
  '/api/v1/timewasters/:id/confirmations': confirmationsRoute as unknown as Record<string, Handler>,
};

export interface CallResult {
  status: number;
  text: string;
  json: () => unknown;
  headers: Headers;
}

/**
 * `path` like '/api/v1/thumbs/12?x=1'; routes with an id are matched by their last segment, or by
 * the one before the last of a nested route ('/api/v1/timewasters/12/confirmations').
 */
export async function call(
  method: string,
  path: string,
  cookie?: string,
  attributes?: unknown,
  type?: string,
): Promise<CallResult> {
  const url = new URL(path, 'http://localhost:3000');
  const segments = url.pathname.split('/');
  let pattern = url.pathname;
  let id = '';
  if (!ROUTES[pattern]) {
    const nested = [...segments.slice(0, -2), ':id', segments.at(-1)].join('/');
    const tail = ROUTES[nested] ? [segments.pop()!] : [];
    id = segments.pop()!;
    pattern = [...segments, ':id', ...tail].join('/');
  }
  const handler = ROUTES[pattern]?.[method];
  if (!handler) throw new Error(`no handler for ${method} ${pattern}`);
  const headers: Record<string, string> = { 'Content-Type': 'application/vnd.api+json' };
  if (cookie) headers.Cookie = cookie;
  const body = attributes === undefined ? undefined : JSON.stringify({ data: { type: type ?? 'x', attributes } });
  const response = await handler(new Request(url, { method, headers, body }), { params: Promise.resolve({ id }) });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers, json: () => JSON.parse(text) as unknown };
}

export async function createUser(roles: UserRole[], prefix: string): Promise<TestAccount & { cookie: string }> {
  const account = await createVerifiedAccount(roles, prefix);
  return { ...account, cookie: await signIn(account.username) };
}

export const CANARY = {
  name: 'CANARY-IT-NAME-91c2',
  phone: '5550142277',
  email: 'canary-it-91c2@example.test',
  comment: 'CANARY-IT-COMMENT-91c2',
  skype: 'canary.it.skype',
};

/** A report straight into the database (no rate limit), with a phone, an e-mail and a comment. */
export async function insertTimewaster(
  girlId: number | null,
  overrides: Partial<typeof timewasters.$inferInsert & EntryContacts> = {},
  contact = { phone: CANARY.phone, email: CANARY.email, comment: CANARY.comment },
) {
  const db = await getDb();
  const values = {
    name: CANARY.name,
    city: 'Austin',
    state: 'TX',
    country: 'USA',
    clientType: 'timewaster' as const,
    comment: CANARY.comment,
    skype: CANARY.skype,
    approved: true,
    girlId,
    ...overrides,
  };
  const [row] = await db
    .insert(timewasters)
    .values({ ...withoutEntryContacts(values), ...sealedEntryColumns(values) })
    .returning({ id: timewasters.id });
  const id = row!.id;
  // Stored as the app stores it (the one phone rule, decision 046).
  const phoneNumber = normalizePhone(contact.phone) ?? contact.phone;
  await db
    .insert(timewasterPhones)
    .values({ timewasterId: id, ...sealedPhoneColumns(phoneNumber) })
    .onConflictDoNothing();
  await db
    .insert(timewasterEmails)
    .values({ timewasterId: id, ...sealedEmailColumns(contact.email) })
    .onConflictDoNothing();
  await db.insert(timewasterComments).values({ timewasterId: id, girlId, comment: contact.comment });
  return id;
}

export function expectNoCanary(text: string): void {
  for (const value of Object.values(CANARY)) expect(text).not.toContain(value);
  expect(text.toLowerCase()).not.toContain('canary');
}
