import 'server-only';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import { getDb, type Db, type Tx } from '@/server/db';
import { timewasterEmails, timewasterPhones, timewasters } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { contactLookupHashes } from '@/server/sealed-contacts';
import { isTimewasterModerator, liveTimewasters, requireTimewasterReader } from './access';
import { DUPLICATE_MESSAGES, type TimewasterMatchDto, type TimewasterMatchValues } from './duplicate-schema';

export type { TimewasterMatchDto };

// "Add your experience to this entry" (docs/decisions/044): a new report whose phone number or
// e-mail address is already on an entry she can see is offered that entry instead of a second one.
// Only approved, unexpired entries are offered (what every vetted girl sees), so the offer never
// reveals another girl's waiting report or an expired entry, and it names no reporter.

const MAX_MATCHES = 10;

/** Entries every vetted girl sees (approved, not expired) holding the phone or the e-mail. */
async function findMatches(db: Db | Tx, contact: TimewasterMatchValues): Promise<TimewasterMatchDto[]> {
  if (!contact.phoneNumber && !contact.email) return [];
  // The contacts' keyed hashes under every key version (docs/decisions/053), b-tree indexes.
  const holds = (holders: SQL | null) =>
    holders ? sql<boolean>`${timewasters.id} IN (${holders})` : sql<boolean>`false`;
  const phoneHashes = contact.phoneNumber ? contactLookupHashes('phone', contact.phoneNumber) : [];
  const emailHashes = contact.email ? contactLookupHashes('email', contact.email) : [];
  const phone = holds(
    phoneHashes.length
      ? sql`SELECT ${timewasterPhones.timewasterId} FROM ${timewasterPhones} WHERE ${inArray(timewasterPhones.phoneHash, phoneHashes)}`
      : null,
  );
  const email = holds(
    emailHashes.length
      ? sql`SELECT ${timewasterEmails.timewasterId} FROM ${timewasterEmails} WHERE ${inArray(timewasterEmails.emailHash, emailHashes)}`
      : null,
  );
  const rows = await db
    .select({
      id: timewasters.id,
      name: timewasters.name,
      city: timewasters.city,
      country: timewasters.country,
      phone,
      email,
    })
    .from(timewasters)
    .where(and(eq(timewasters.approved, true), liveTimewasters(), or(phone, email)))
    .orderBy(timewasters.id)
    .limit(MAX_MATCHES);
  return rows.map(({ phone: byPhone, email: byEmail, ...row }) => ({
    ...row,
    matchedBy: [...(byPhone ? (['phone'] as const) : []), ...(byEmail ? (['email'] as const) : [])],
  }));
}

/** POST /api/v1/timewaster-matches: the entries a new report with this phone or e-mail would duplicate. */
export async function matchTimewasters(actor: Actor, contact: TimewasterMatchValues): Promise<TimewasterMatchDto[]> {
  requireTimewasterReader(actor);
  return findMatches(await getDb(), contact);
}

/**
 * Inside the report's transaction: a girl's report that duplicates an entry she sees is a 409
 * naming the field, unless she said it is a new entry. Moderators add entries as they see fit
 * (and merge them).
 */
export async function refuseDuplicateReport(
  tx: Tx,
  actor: SignedInActor,
  values: TimewasterMatchValues & { separateEntry?: boolean },
): Promise<void> {
  if (values.separateEntry || isTimewasterModerator(actor)) return;
  const [match] = await findMatches(tx, values);
  if (!match) return;
  const field = match.matchedBy.includes('phone') ? 'phoneNumber' : 'email';
  throw new AppError('conflict', DUPLICATE_MESSAGES.conflict, { source: { pointer: `/data/attributes/${field}` } });
}
