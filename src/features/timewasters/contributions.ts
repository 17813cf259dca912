import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { timewasterComments, timewasterEmails, timewasterPhones } from '@/server/db/schema';
import { timewasterEmailColumns, timewasterPhoneColumns } from './dto';
import { auditModerator } from './audit';
import type { TimewasterCommentValues, TimewasterEmailValues, TimewasterPhoneValues } from './schema';
import { loadVisible } from './service';
import { openTimewasterWrite } from './write-gate';

// What girls add to an entry they can see: a comment, another phone, another e-mail.

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
  await auditModerator(db, actor, {
    action: 'timewaster_comment.create',
    targetTable: 'timewaster_comments',
    targetId: row!.id,
    after: row,
  });
  return row!;
}

export async function addTimewasterPhone(anyActor: Actor, values: TimewasterPhoneValues) {
  const { actor, db } = await openTimewasterWrite(anyActor);
  await loadVisible(db, actor, values.timewasterId);
  await db.insert(timewasterPhones).values(values).onConflictDoNothing();
  const [row] = await db
    .select(timewasterPhoneColumns)
    .from(timewasterPhones)
    .where(
      and(eq(timewasterPhones.timewasterId, values.timewasterId), eq(timewasterPhones.phoneNumber, values.phoneNumber)),
    );
  await auditModerator(db, actor, {
    action: 'timewaster_phone.create',
    targetTable: 'timewaster_phones',
    targetId: row!.id,
    after: row,
  });
  return row!;
}

export async function addTimewasterEmail(anyActor: Actor, values: TimewasterEmailValues) {
  const { actor, db } = await openTimewasterWrite(anyActor);
  await loadVisible(db, actor, values.timewasterId);
  await db.insert(timewasterEmails).values(values).onConflictDoNothing();
  const [row] = await db
    .select(timewasterEmailColumns)
    .from(timewasterEmails)
    .where(and(eq(timewasterEmails.timewasterId, values.timewasterId), eq(timewasterEmails.email, values.email)));
  await auditModerator(db, actor, {
    action: 'timewaster_email.create',
    targetTable: 'timewaster_emails',
    targetId: row!.id,
    after: row,
  });
  return row!;
}
