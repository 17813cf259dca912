import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import type { Db } from '@/server/db';
import { timewasterComments, timewasterEmails, timewasterPhones } from '@/server/db/schema';
import { isTimewasterModerator } from './access';
import { timewasterEmailColumns, timewasterPhoneColumns } from './dto';
import { holdContact } from './pending-changes';
import { auditTimewasterWrite } from './audit';
import type { TimewasterCommentValues, TimewasterEmailValues, TimewasterPhoneValues } from './schema';
import { loadVisible } from './service';
import { openTimewasterWrite } from './write-gate';
import { sealedEmailColumns, sealedPhoneColumns } from '@/server/sealed-contacts';

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
  await db
    .insert(timewasterPhones)
    .values({ ...values, ...sealedPhoneColumns(values.phoneNumber) })
    .onConflictDoNothing();
  const [row] = await db
    .select(timewasterPhoneColumns)
    .from(timewasterPhones)
    .where(
      and(eq(timewasterPhones.timewasterId, values.timewasterId), eq(timewasterPhones.phoneNumber, values.phoneNumber)),
    );
  await auditTimewasterWrite(db, actor, {
    action: 'timewaster_phone.create',
    targetTable: 'timewaster_phones',
    targetId: row!.id,
    after: row,
  });
  return { added: row! };
}

export async function addTimewasterEmail(
  anyActor: Actor,
  values: TimewasterEmailValues,
): Promise<AddedContact<TimewasterEmailDto>> {
  const { actor, db } = await openTimewasterWrite(anyActor);
  const entry = await loadVisible(db, actor, values.timewasterId);
  const held = await heldContact(db, actor, entry, { kind: 'email', email: values.email });
  if (held) return { held: { id: held.id, timewasterId: entry.id } };
  await db
    .insert(timewasterEmails)
    .values({ ...values, ...sealedEmailColumns(values.email) })
    .onConflictDoNothing();
  const [row] = await db
    .select(timewasterEmailColumns)
    .from(timewasterEmails)
    .where(and(eq(timewasterEmails.timewasterId, values.timewasterId), eq(timewasterEmails.email, values.email)));
  await auditTimewasterWrite(db, actor, {
    action: 'timewaster_email.create',
    targetTable: 'timewaster_emails',
    targetId: row!.id,
    after: row,
  });
  return { added: row! };
}
