import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import type { SignedInActor } from '@/server/auth/actor-types';
import type { Tx } from '@/server/db';
import {
  timewasterChanges,
  timewasterEmails,
  timewasterPhones,
  type Timewaster,
  type TimewasterChange,
} from '@/server/db/schema';
import { openedChange, sealedChangeColumns } from '@/server/sealed-changes';
import { contactLookupHashes, type EntryContacts } from '@/server/sealed-contacts';
import { holdingContact } from './contact-rows';
import { IDENTITY_FIELDS, type IdentityField } from './identity-fields';
import type { TimewasterPatchValues } from './schema';

// Nothing changes who an approved entry is about without a moderator (docs/decisions/050). A
// girl's edit of the fields that name the man – his name, phone, e-mail, handles, client type
// (which sets the severity and the expiry) – and a phone or an e-mail she adds to an approved
// entry wait in `timewaster_changes`, which nothing reads but the moderation queue: every vetted
// girl, the search, the match endpoint and the booking screening keep the approved values until a
// moderator approves the change (moderation/timewaster-change-decisions.ts). The other fields are
// corrections of the text and apply at once, audited. The contacts inside a change and its audit
// copies are sealed (server/sealed-changes.ts, decision 053).

type Values = Record<string, unknown>;
/** An entry with its sealed contacts opened (sealed-contacts.ts openedEntry). */
type OpenedEntry = Timewaster & EntryContacts;

/** An empty text is no value: '' and null compare equal. */
export const sameValue = (a: unknown, b: unknown) =>
  (a === '' ? null : (a ?? null)) === (b === '' ? null : (b ?? null));

/**
 * The patch in two: the identity fields it names (changed or set back to the approved value), and
 * the rest (text corrections, applied at once).
 */
export function splitPatch(
  entry: OpenedEntry,
  patch: Omit<TimewasterPatchValues, 'approved'>,
): { identity: Values; text: Values } {
  const identity: Values = {};
  const text: Values = {};
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if ((IDENTITY_FIELDS as string[]).includes(field)) identity[field] = value;
    else text[field] = value;
  }
  return { identity, text };
}

const pick = (entry: OpenedEntry, fields: string[]): Values =>
  Object.fromEntries(fields.map((field) => [field, entry[field as IdentityField] ?? null]));

/**
 * Holds the owner's edit of an approved entry's identity fields. One pending edit per entry: a
 * second edit is folded into it (a field set back to its approved value leaves it), and an edit
 * with nothing left is withdrawn. Audited with before and after. Answers the pending change, if any.
 */
export async function holdEdit(
  tx: Tx,
  actor: SignedInActor,
  entry: OpenedEntry,
  identity: Values,
): Promise<TimewasterChange | null> {
  const [sealedPending] = await tx
    .select()
    .from(timewasterChanges)
    .where(and(eq(timewasterChanges.timewasterId, entry.id), eq(timewasterChanges.kind, 'edit')))
    .for('update')
    .limit(1);
  const pending = sealedPending && openedChange(sealedPending);
  const merged: Values = { ...(pending?.after ?? {}), ...identity };
  for (const field of Object.keys(merged))
    if (sameValue(merged[field], entry[field as IdentityField])) delete merged[field];
  const unchanged = pending
    ? JSON.stringify(Object.entries(merged).sort()) === JSON.stringify(Object.entries(pending.after).sort())
    : !Object.keys(merged).length;
  if (unchanged) return sealedPending ?? null;
  const sealed = sealedChangeColumns({ kind: 'edit', before: pick(entry, Object.keys(merged)), after: merged });
  let change: TimewasterChange | null = null;
  if (!Object.keys(merged).length) {
    if (pending) await tx.delete(timewasterChanges).where(eq(timewasterChanges.id, pending.id));
  } else if (pending) {
    [change] = await tx
      .update(timewasterChanges)
      .set({ ...sealed, girlId: actor.girlId ?? null, createdAt: sql`now()` })
      .where(eq(timewasterChanges.id, pending.id))
      .returning();
  } else {
    [change] = await tx
      .insert(timewasterChanges)
      .values({ timewasterId: entry.id, girlId: actor.girlId ?? null, kind: 'edit', ...sealed })
      .returning();
  }
  await recordAudit(tx, actor, {
    action: 'timewaster-change.propose',
    subjectTable: 'timewasters',
    subjectId: entry.id,
    before: sealedPending ? { pending: sealedPending.after, ...sealedPending.before } : sealed.before,
    after: { pending: sealed.after, changeId: change?.id ?? null },
  });
  return change ?? null;
}

/**
 * Holds a phone or an e-mail a girl adds to an approved entry: shown to nobody, matched by nothing
 * until a moderator approves it. A contact the entry already has, or one already waiting, is not
 * held twice. Audited. Answers the pending change, or null when the entry already has it.
 */
export async function holdContact(
  tx: Tx,
  actor: SignedInActor,
  timewasterId: number,
  contact: { kind: 'phone'; phoneNumber: string } | { kind: 'email'; email: string },
): Promise<TimewasterChange | null> {
  const value = contact.kind === 'phone' ? contact.phoneNumber : contact.email;
  // Any spelling of the same number or address, under any key version.
  const hashes = contactLookupHashes(contact.kind, value);
  const has =
    contact.kind === 'phone'
      ? await tx.$count(timewasterPhones, holdingContact('phone', timewasterId, contact.phoneNumber))
      : await tx.$count(timewasterEmails, holdingContact('email', timewasterId, contact.email));
  if (has) return null;
  const [waiting] = await tx
    .select()
    .from(timewasterChanges)
    .where(
      and(
        eq(timewasterChanges.timewasterId, timewasterId),
        eq(timewasterChanges.kind, contact.kind),
        inArray(timewasterChanges.contactHash, hashes),
      ),
    )
    .limit(1);
  if (waiting) return waiting;
  const after = contact.kind === 'phone' ? { phoneNumber: contact.phoneNumber } : { email: contact.email };
  const sealed = sealedChangeColumns({ kind: contact.kind, before: {}, after });
  const [change] = await tx
    .insert(timewasterChanges)
    .values({ timewasterId, girlId: actor.girlId ?? null, kind: contact.kind, ...sealed })
    .returning();
  await recordAudit(tx, actor, {
    action: 'timewaster-change.propose',
    subjectTable: 'timewasters',
    subjectId: timewasterId,
    before: null,
    after: { pending: sealed.after, changeId: change!.id },
  });
  return change!;
}
