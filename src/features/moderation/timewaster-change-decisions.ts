import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '@/features/audit-log/service';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb, type Tx } from '@/server/db';
import {
  girls,
  timewasterChanges,
  timewasterEmails,
  timewasterPhones,
  timewasters,
  user,
  type NewTimewaster,
  type TimewasterChange,
} from '@/server/db/schema';
import { endpoint, jsonBody, noContent, recordId } from '@/server/http/endpoint';
import { decideHeldItem, notDecidable } from './decision-guard';
import { tell } from '@/features/due-process/decision-mail';
import { recordNotice, type Notice } from '@/features/due-process/decision-notices';
import { moderator, SMALL_BODY } from '@/server/http/moderator-gate';
import { auditReason, checkReason, decidedCode, reasonFields } from '@/features/due-process/reason-codes';
import { receiptMail } from '@/features/due-process/receipts';
import { itemVersion } from './schema';
import { addEmailRow, addPhoneRow, holdingContact } from '@/features/timewasters/contact-rows';
import { openedChange, sealChangeValues } from '@/server/sealed-changes';
import { ENTRY_CONTACT_FIELDS, openedEntry, sealedEntryColumns, withoutEntryContacts } from '@/server/sealed-contacts';

// The moderators' decision on a girl's pending change to an approved timewaster entry
// (docs/decisions/050): approved, the entry takes it (and the new phone or e-mail is matched from
// then on); refused, it is dropped. Either way with a reason code, audited with before and after,
// and the girl who proposed it gets a receipt, as for her report (decision 037).

/** POST /api/v1/admin/timewaster-changes/{id}/decision: {approved, reasonCode, reason, version}. */
export const TimewasterChangeDecisionSchema = z
  .object({ approved: z.boolean({ message: 'approved must be true or false' }), ...reasonFields, ...itemVersion })
  .superRefine(checkReason('timewaster-change', (body) => body.approved));
export type TimewasterChangeDecision = z.output<typeof TimewasterChangeDecisionSchema>;

/** Applies an approved change (its contacts opened) to its entry: the identity fields, or one more contact. */
async function apply(tx: Tx, change: TimewasterChange): Promise<Record<string, unknown>> {
  const [row] = await tx.select().from(timewasters).where(eq(timewasters.id, change.timewasterId)).for('update');
  const entry = row && openedEntry(row);
  const after = change.after;
  const was = Object.fromEntries(Object.keys(after).map((field) => [field, entry?.[field as keyof typeof entry]]));
  if (change.kind === 'edit') {
    const contactsChanged = ENTRY_CONTACT_FIELDS.some((field) => field in after);
    await tx
      .update(timewasters)
      .set({
        ...(withoutEntryContacts(after) as Partial<NewTimewaster>),
        ...(contactsChanged && entry ? sealedEntryColumns({ ...entry, ...after }) : {}),
      })
      .where(eq(timewasters.id, change.timewasterId));
    // The entry's own number or address, replaced, is no longer his: it stops matching. Numbers
    // and addresses other girls added stay.
    if ('phoneNumber' in after && entry?.phoneNumber && entry.phoneNumber !== after.phoneNumber) {
      await tx.delete(timewasterPhones).where(holdingContact('phone', change.timewasterId, entry.phoneNumber));
    }
    if ('email' in after && entry?.email && entry.email !== after.email) {
      await tx.delete(timewasterEmails).where(holdingContact('email', change.timewasterId, entry.email));
    }
  }
  // The contacts are searched and matched through the child tables.
  const phone = typeof after.phoneNumber === 'string' && after.phoneNumber ? after.phoneNumber : null;
  const email = typeof after.email === 'string' && after.email ? after.email : null;
  if (phone) await addPhoneRow(tx, change.timewasterId, phone);
  if (email) await addEmailRow(tx, change.timewasterId, email);
  return was;
}

export async function decideTimewasterChange(
  actor: Actor,
  id: number,
  decision: TimewasterChangeDecision,
): Promise<void> {
  requirePermission(actor, 'admin:access');
  requirePermission(actor, 'timewaster:write:any');
  const db = await getDb();
  const [found] = await db
    .select({ name: timewasters.name, userId: girls.userId, email: user.email })
    .from(timewasterChanges)
    .innerJoin(timewasters, eq(timewasters.id, timewasterChanges.timewasterId))
    .leftJoin(girls, eq(girls.id, timewasterChanges.girlId))
    .leftJoin(user, eq(user.id, girls.userId))
    .where(eq(timewasterChanges.id, id))
    .limit(1);
  if (!found) throw await notDecidable('timewasterChanges', id);
  const reasonCode = decidedCode(decision.reasonCode, decision.approved, 'timewaster-change');
  const notice: Notice = {
    kind: 'timewaster-change',
    role: 'reporter',
    subject: `Your change to the timewaster entry about ${found.name}`,
    accepted: decision.approved,
    reasonCode,
    reasonText: decision.reason,
  };
  await decideHeldItem('timewasterChanges', id, decision.version, async (tx) => {
    const [change] = await tx.select().from(timewasterChanges).where(eq(timewasterChanges.id, id));
    if (!change) throw await notDecidable('timewasterChanges', id, tx);
    // The audit row keeps the change's contacts sealed, and the entry's replaced ones sealed too.
    const was = decision.approved ? sealChangeValues(await apply(tx, openedChange(change)), 'before') : change.before;
    await tx.delete(timewasterChanges).where(eq(timewasterChanges.id, id));
    await recordAudit(tx, actor, {
      action: decision.approved ? 'timewaster-change.approve' : 'timewaster-change.reject',
      subjectTable: 'timewaster_changes',
      subjectId: id,
      before: { timewasterId: change.timewasterId, kind: change.kind, ...was },
      after: { timewasterId: change.timewasterId, approved: decision.approved, reasonCode, ...change.after },
      reason: auditReason(reasonCode, decision.reason),
    });
    await recordNotice(tx, found.userId, notice);
  });
  if (found.email) await tell(found.email, receiptMail(notice));
}

// POST /api/v1/admin/timewaster-changes/{id}/decision – approve or refuse a girl's change to an approved entry
export const timewasterChangeDecisionRoute = endpoint(
  { actor: moderator, params: { id: recordId }, body: jsonBody(TimewasterChangeDecisionSchema, SMALL_BODY) },
  async ({ actor, params, body }) => {
    await decideTimewasterChange(actor, params.id, body);
    return noContent();
  },
);
