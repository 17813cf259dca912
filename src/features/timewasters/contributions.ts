import 'server-only';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import type { Db } from '@/server/db';
import { timewasterComments } from '@/server/db/schema';
import { isTimewasterModerator } from './access';
import { addEmailRow, addPhoneRow } from './contact-rows';
import { holdContact } from './pending-changes';
import { auditTimewasterWrite } from './audit';
import type { TimewasterCommentValues, TimewasterEmailValues, TimewasterPhoneValues } from './schema';
import { loadVisible } from './service';
import { openTimewasterWrite } from './write-gate';
import { openContact } from '@/server/sealed-contacts';

// What girls add to an entry they can see: a comment, another phone, another e-mail (on an
// approved entry the contacts wait for a moderator first).

export async function addTimewasterComment(anyActor: Actor, values: TimewasterCommentValues) {
  const { actor, db } = await openTimewasterWrite(anyActor);
  await loadVisible(db, actor, values.timewasterId);
  const [row] = await db
    .insert(timewasterComments)
    .values({
      timewasterId: values.timewasterId,
      comment: values.comment,
      anonymous: values.anonymous,
      girlId: actor.girlId ?? null,
    })
    .returning({
      id: timewasterComments.id,
      timewasterId: timewasterComments.timewasterId,
      comment: timewasterComments.comment,
      anonymous: timewasterComments.anonymous,
      createdAt: timewasterComments.createdAt,
    });
  await auditTimewasterWrite(db, actor, {
    action: 'timewaster_comment.create',
    targetTable: 'timewaster_comments',
    targetId: row!.id,
    after: row,
  });
  return row!;
}

interface TimewasterPhoneDto {
  id: number;
  timewasterId: number;
  phoneNumber: string;
  createdAt: Date;
}
interface TimewasterEmailDto {
  id: number;
  timewasterId: number;
  email: string;
  createdAt: Date;
}

/** A contact on the entry, or one that waits for a moderator (pending-changes.ts). */
export type AddedContact<Row> = { added: Row; held?: undefined } | { held: { id: number; timewasterId: number } };

/**
 * On an approved entry a girl's phone or e-mail waits for a moderator (shown to nobody, matched by
 * nothing until then); a moderator's, or one on her own waiting report, is added at once.
 */
async function heldContact(
  db: Db,
  actor: SignedInActor,
  entry: { id: number; approved: boolean },
  contact: Parameters<typeof holdContact>[3],
) {
  if (isTimewasterModerator(actor) || !entry.approved) return null;
  return db.transaction((tx) => holdContact(tx, actor, entry.id, contact));
}

export async function addTimewasterPhone(
  anyActor: Actor,
  values: TimewasterPhoneValues,
): Promise<AddedContact<TimewasterPhoneDto>> {
  const { actor, db } = await openTimewasterWrite(anyActor);
  const entry = await loadVisible(db, actor, values.timewasterId);
  const held = await heldContact(db, actor, entry, { kind: 'phone', phoneNumber: values.phoneNumber });
  if (held) return { held: { id: held.id, timewasterId: entry.id } };
  const row = await addPhoneRow(db, entry.id, values.phoneNumber);
  const added = { id: row.id, timewasterId: entry.id, createdAt: row.createdAt };
  // The audit row names the contact's row, not the number (docs/decisions/053).
  await auditTimewasterWrite(db, actor, {
    action: 'timewaster_phone.create',
    targetTable: 'timewaster_phones',
    targetId: row.id,
    after: added,
  });
  return { added: { ...added, phoneNumber: openContact('phone', row.sealed) } };
}

export async function addTimewasterEmail(
  anyActor: Actor,
  values: TimewasterEmailValues,
): Promise<AddedContact<TimewasterEmailDto>> {
  const { actor, db } = await openTimewasterWrite(anyActor);
  const entry = await loadVisible(db, actor, values.timewasterId);
  const held = await heldContact(db, actor, entry, { kind: 'email', email: values.email });
  if (held) return { held: { id: held.id, timewasterId: entry.id } };
  const row = await addEmailRow(db, entry.id, values.email);
  const added = { id: row.id, timewasterId: entry.id, createdAt: row.createdAt };
  await auditTimewasterWrite(db, actor, {
    action: 'timewaster_email.create',
    targetTable: 'timewaster_emails',
    targetId: row.id,
    after: added,
  });
  return { added: { ...added, email: openContact('email', row.sealed) } };
}
