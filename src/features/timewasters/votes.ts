import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { thumbs } from '@/server/db/schema';
import { missingRecord, requireWritingGirl } from './access';
import type { ThumbCreateValues, ThumbUpdateValues } from './schema';
import { auditTimewasterWrite } from './audit';
import { loadVisible } from './service';
import { openTimewasterWrite } from './write-gate';

// Votes (spec §4 Timewaster vote): one thumb per girl per timewaster. A vote id that is not the
// actor's own is a 404, so a girl cannot change, remove or even probe another girl's vote.

export interface ThumbDto {
  id: number;
  timewasterId: number;
  thumbType: 1 | 2;
}

/** Creates the vote, or switches an existing one (the card sends POST when it has no vote id). */
export async function createThumb(anyActor: Actor, values: ThumbCreateValues): Promise<ThumbDto> {
  const { actor, db } = await openTimewasterWrite(anyActor);
  requireWritingGirl(actor);
  await loadVisible(db, actor, values.timewasterId);
  const [before] = await db
    .select({ id: thumbs.id, timewasterId: thumbs.timewasterId, thumbType: thumbs.thumbType })
    .from(thumbs)
    .where(and(eq(thumbs.girlId, actor.girlId), eq(thumbs.timewasterId, values.timewasterId)));
  const [row] = await db
    .insert(thumbs)
    .values({ girlId: actor.girlId, timewasterId: values.timewasterId, thumbType: values.thumbType })
    .onConflictDoUpdate({
      target: [thumbs.girlId, thumbs.timewasterId],
      set: { thumbType: sql`excluded.thumb_type`, updatedAt: new Date() },
    })
    .returning({ id: thumbs.id, timewasterId: thumbs.timewasterId, thumbType: thumbs.thumbType });
  await auditTimewasterWrite(db, actor, {
    action: before ? 'thumb.update' : 'thumb.create',
    targetTable: 'thumbs',
    targetId: row!.id,
    before: before ?? null,
    after: row,
  });
  return row!;
}

async function ownThumb(girlId: number, id: number) {
  const db = await getDb();
  const [row] = await db
    .select({ id: thumbs.id, timewasterId: thumbs.timewasterId, thumbType: thumbs.thumbType })
    .from(thumbs)
    .where(and(eq(thumbs.id, id), eq(thumbs.girlId, girlId)));
  if (!row) throw missingRecord();
  return row;
}

/** Switches the vote; the same side again changes nothing. */
export async function updateThumb(anyActor: Actor, id: number, { thumbType }: ThumbUpdateValues): Promise<ThumbDto> {
  const { actor, db } = await openTimewasterWrite(anyActor);
  requireWritingGirl(actor);
  const current = await ownThumb(actor.girlId, id);
  if (current.thumbType === thumbType) return current;
  const [row] = await db
    .update(thumbs)
    .set({ thumbType })
    .where(and(eq(thumbs.id, id), eq(thumbs.girlId, actor.girlId)))
    .returning({ id: thumbs.id, timewasterId: thumbs.timewasterId, thumbType: thumbs.thumbType });
  if (!row) throw missingRecord();
  await auditTimewasterWrite(db, actor, {
    action: 'thumb.update',
    targetTable: 'thumbs',
    targetId: id,
    before: current,
    after: row,
  });
  return row;
}

export async function deleteThumb(anyActor: Actor, id: number): Promise<void> {
  const { actor, db } = await openTimewasterWrite(anyActor);
  requireWritingGirl(actor);
  const current = await ownThumb(actor.girlId, id);
  await db.delete(thumbs).where(and(eq(thumbs.id, id), eq(thumbs.girlId, actor.girlId)));
  await auditTimewasterWrite(db, actor, {
    action: 'thumb.delete',
    targetTable: 'thumbs',
    targetId: id,
    before: current,
  });
}
