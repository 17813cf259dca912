import 'server-only';
import { and, eq, exists, sql } from 'drizzle-orm';
import { lockReporter, reportAlreadyWaiting } from '@/features/reporting/open-reports';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import { getDb, type Db, type Tx } from '@/server/db';
import {
  thumbs,
  timewasterComments,
  timewasterEmails,
  timewasterPhones,
  timewasterPhotos,
  timewasters,
  type ImageVariants,
} from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { deleteSavedImage } from '@/server/images';
import { isTimewasterModerator, missingRecord, ownedTimewasters, visibleTimewasters } from './access';
import { auditTimewasterWrite } from './audit';
import { addEmailRow, addPhoneRow, holdingContact } from './contact-rows';
import { refuseDuplicateReport } from './duplicates';
import { holdEdit, sameValue, splitPatch } from './pending-changes';
import { openTimewasterWrite, passTimewasterWrite } from './write-gate';
import type { TimewasterPatchValues, TimewasterValues } from './schema';
import { parseRecordId } from '@/lib/route-params';
import { ENTRY_CONTACT_FIELDS, openedEntry, sealedEntryColumns, withoutEntryContacts } from '@/server/sealed-contacts';

// Writes to the timewaster database. Ownership lives in the WHERE clause; a record the actor may
// not see is a 404 (never a hint that it exists), one she sees but does not own is a 403.

/** The visible row, or 404. */
export async function loadVisible(db: Db | Tx, actor: SignedInActor, id: number) {
  if (parseRecordId(id) === null) throw missingRecord();
  const [row] = await db
    .select()
    .from(timewasters)
    .where(and(eq(timewasters.id, id), visibleTimewasters(actor)))
    .limit(1);
  if (!row) throw missingRecord();
  return row;
}

/**
 * The row the actor may change (her own, or any for a moderator), the owner in the WHERE: 404 when
 * she cannot see it, 403 when she sees it but it is not hers.
 */
export async function loadOwned(db: Db | Tx, actor: SignedInActor, id: number) {
  const [row] = await db
    .select()
    .from(timewasters)
    .where(and(eq(timewasters.id, id), visibleTimewasters(actor), ownedTimewasters(actor)))
    .limit(1);
  if (row) return row;
  await loadVisible(db, actor, id);
  throw new AppError('forbidden');
}

/** Report a timewaster (spec §5). A girl's report waits for a moderator's approval. */
export async function reportTimewaster(anyActor: Actor, values: TimewasterValues): Promise<{ id: number }> {
  const { actor, db } = await openTimewasterWrite(anyActor);
  const moderator = isTimewasterModerator(actor);
  return db.transaction(async (tx) => {
    await refuseSecondWaitingReport(tx, actor, values);
    await refuseDuplicateReport(tx, actor, values);
    const { separateEntry: _separate, ...fields } = values;
    const [row] = await tx
      .insert(timewasters)
      .values({
        ...withoutEntryContacts(fields),
        ...sealedEntryColumns(fields),
        approved: moderator ? (values.approved ?? true) : false,
        girlId: actor.girlId ?? null,
      })
      .returning();
    if (values.phoneNumber) await addPhoneRow(tx, row!.id, values.phoneNumber);
    if (values.email) await addEmailRow(tx, row!.id, values.email);
    await auditTimewasterWrite(tx, actor, {
      action: 'timewaster.create',
      targetTable: 'timewasters',
      targetId: row!.id,
      after: row,
    });
    return { id: row!.id };
  });
}

/**
 * One waiting report per girl and phone number or e-mail address (docs/decisions/035): her own
 * reports that no moderator approved yet are searched for the new report's phone and e-mail, on
 * every number and address they hold. A report with neither names no one reliably: no limit.
 */
async function refuseSecondWaitingReport(tx: Tx, actor: SignedInActor, values: TimewasterValues): Promise<void> {
  const girlId = actor.girlId;
  if (girlId === undefined || (!values.phoneNumber && !values.email)) return;
  await lockReporter(tx, actor);
  const herWaiting = and(eq(timewasters.girlId, girlId), eq(timewasters.approved, false));
  if (values.phoneNumber) {
    const samePhone = tx
      .select({ id: timewasterPhones.id })
      .from(timewasterPhones)
      .where(holdingContact('phone', timewasters.id, values.phoneNumber));
    const [found] = await tx
      .select({ id: timewasters.id })
      .from(timewasters)
      .where(and(herWaiting, exists(samePhone)))
      .limit(1);
    if (found) throw reportAlreadyWaiting('phone number', 'phoneNumber');
  }
  if (values.email) {
    const sameEmail = tx
      .select({ id: timewasterEmails.id })
      .from(timewasterEmails)
      .where(holdingContact('email', timewasters.id, values.email));
    const [found] = await tx
      .select({ id: timewasters.id })
      .from(timewasters)
      .where(and(herWaiting, exists(sameEmail)))
      .limit(1);
    if (found) throw reportAlreadyWaiting('e-mail address', 'email');
  }
}

/** A girl's edit that waits for a moderator: the pending change and the fields it holds. */
export interface HeldEdit {
  changeId: number;
  fields: string[];
}

/**
 * Edits an entry (her own, or any for a moderator). On an approved entry a girl's change of who the
 * entry is about waits for a moderator (pending-changes.ts) and only her text corrections apply
 * now; a moderator's edit, and a girl's edit of her own waiting report, apply at once. Every edit
 * is audited with before and after.
 */
export async function updateTimewaster(
  anyActor: Actor,
  id: number,
  patch: TimewasterPatchValues,
): Promise<{ held: HeldEdit | null }> {
  const { actor, db } = await openTimewasterWrite(anyActor);
  await loadOwned(db, actor, id);
  const { approved, ...values } = patch;
  const moderator = isTimewasterModerator(actor);
  // Only moderators approve; a girl's own edit leaves the flag as it was.
  const moderatorApproves = moderator && approved !== undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(timewasters).where(eq(timewasters.id, id)).for('update');
    if (!row) throw missingRecord();
    const before = openedEntry(row);
    const reviewed = !moderator && before.approved;
    const { identity, text } = reviewed ? splitPatch(before, values) : { identity: {}, text: values };
    const change = reviewed ? await holdEdit(tx, actor, before, identity) : null;
    // Only what differs is written (the edit form sends every field): an unchanged save writes nothing.
    const changed = Object.fromEntries(
      Object.entries(text).filter(([field, value]) => !sameValue(value, before[field as keyof typeof before])),
    );
    const changes = moderatorApproves ? { ...changed, approved } : changed;
    // An approval is the entry's first confirmation: its expiry counts from it (docs/decisions/041).
    const approving = moderatorApproves && approved && !before.approved ? { lastConfirmedAt: sql`now()` } : {};
    if (Object.keys(changes).length) {
      const contactsChanged = ENTRY_CONTACT_FIELDS.some((field) => field in changes);
      const [after] = await tx
        .update(timewasters)
        .set({
          ...withoutEntryContacts(changes),
          ...(contactsChanged ? sealedEntryColumns({ ...before, ...changes }) : {}),
          ...approving,
        })
        .where(and(eq(timewasters.id, id), ownedTimewasters(actor)))
        .returning();
      // The first-reported contact is searchable only through the child tables.
      if (typeof changes.phoneNumber === 'string' && changes.phoneNumber)
        await addPhoneRow(tx, id, changes.phoneNumber);
      if (typeof changes.email === 'string' && changes.email) await addEmailRow(tx, id, changes.email);
      await auditTimewasterWrite(tx, actor, {
        action: 'timewaster.update',
        targetTable: 'timewasters',
        targetId: id,
        before: row,
        after,
      });
    }
    return { held: change ? { changeId: change.id, fields: Object.keys(change.after) } : null };
  });
}

/** What a deletion's audit row says beyond the entry before it: a moderator's decision and reason. */
export interface TimewasterDeletion {
  after?: object;
  reason?: string | null;
}

/** The photo files of a deleted report, removed after its transaction's commit. */
export type DeletedTimewasterPhotos = { variants: ImageVariants | null }[];

/**
 * Deletes a report with everything hanging off it, children first, in the caller's transaction
 * (the foreign keys cascade too; deleting explicitly keeps this correct if they ever change), and
 * audits it. Answers the photo files to remove once the transaction has committed
 * (`removeTimewasterPhotos`), or null when there was nothing to delete.
 */
export async function deleteTimewasterIn(
  tx: Tx,
  anyActor: Actor,
  id: number,
  deletion: TimewasterDeletion = {},
): Promise<DeletedTimewasterPhotos | null> {
  const actor = await passTimewasterWrite(tx, anyActor);
  const before = await loadOwned(tx, actor, id);
  await tx.delete(timewasterComments).where(eq(timewasterComments.timewasterId, id));
  await tx.delete(timewasterEmails).where(eq(timewasterEmails.timewasterId, id));
  await tx.delete(timewasterPhones).where(eq(timewasterPhones.timewasterId, id));
  const removedPhotos = await tx
    .delete(timewasterPhotos)
    .where(eq(timewasterPhotos.timewasterId, id))
    .returning({ variants: timewasterPhotos.variants });
  await tx.delete(thumbs).where(eq(thumbs.timewasterId, id));
  const removed = await tx
    .delete(timewasters)
    .where(and(eq(timewasters.id, id), ownedTimewasters(actor)))
    .returning({ id: timewasters.id });
  if (removed.length === 0) return null;
  await auditTimewasterWrite(tx, actor, {
    action: 'timewaster.delete',
    targetTable: 'timewasters',
    targetId: id,
    before,
    after: deletion.after,
    reason: deletion.reason,
  });
  return removedPhotos;
}

/** Removes a deleted report's photo files (keys live under its own prefix: no other row shares them). */
export async function removeTimewasterPhotos(photos: DeletedTimewasterPhotos): Promise<void> {
  await Promise.allSettled(photos.map((p) => (p.variants ? deleteSavedImage(p.variants) : undefined)));
}

/** Deletes a report in its own transaction (deleteTimewasterIn), then its photo files. */
export async function deleteTimewaster(anyActor: Actor, id: number, deletion: TimewasterDeletion = {}) {
  const db = await getDb();
  const photos = await db.transaction((tx) => deleteTimewasterIn(tx, anyActor, id, deletion));
  if (!photos) return false;
  await removeTimewasterPhotos(photos);
  return true;
}
