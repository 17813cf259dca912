import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { approvedGirlIcon } from '@/server/auth/account-state';
import { isOwner } from '@/server/auth/scope';
import { getDb } from '@/server/db';
import { girls, timewasterComments, timewasters } from '@/server/db/schema';
import { isTimewasterModerator, missingRecord, requireTimewasterReader, visibleTimewasters } from './access';
import { ANONYMOUS, UNKNOWN_USER, type TimewasterCommentDto } from './types';

// The girls-only comments on timewasters: behind the feature's gate, only comments on entries the
// actor may see (visibleTimewasters in the WHERE clause).

/** A timewaster's comments, oldest first, or (moderators, no id) the newest comments of all. */
export async function listTimewasterComments(actor: Actor, timewasterId?: number): Promise<TimewasterCommentDto[]> {
  requireTimewasterReader(actor);
  const moderator = isTimewasterModerator(actor);
  if (timewasterId === undefined && !moderator) throw missingRecord();
  const db = await getDb();
  const condition =
    timewasterId === undefined
      ? undefined
      : and(
          eq(timewasterComments.timewasterId, timewasterId),
          inArray(
            timewasterComments.timewasterId,
            db
              .select({ id: timewasters.id })
              .from(timewasters)
              .where(and(eq(timewasters.id, timewasterId), visibleTimewasters(actor))),
          ),
        );
  const rows = await db
    .select({
      id: timewasterComments.id,
      timewasterId: timewasterComments.timewasterId,
      comment: timewasterComments.comment,
      anonymous: timewasterComments.anonymous,
      girlId: timewasterComments.girlId,
      createdAt: timewasterComments.createdAt,
      username: girls.username,
      stageName: girls.stageName,
      avatar: approvedGirlIcon,
    })
    .from(timewasterComments)
    .leftJoin(girls, eq(girls.id, timewasterComments.girlId))
    .where(condition)
    .orderBy(
      timewasterId === undefined ? desc(timewasterComments.createdAt) : asc(timewasterComments.createdAt),
      asc(timewasterComments.id),
    )
    .limit(timewasterId === undefined ? 1000 : 500);
  return rows.map((row) => {
    const isOwn = row.girlId !== null && isOwner(actor, { girlId: row.girlId });
    const hidden = row.anonymous && !isOwn && !moderator;
    return {
      id: row.id,
      timewasterId: row.timewasterId,
      comment: row.comment,
      publicUsername: hidden ? ANONYMOUS : (row.username ?? row.stageName ?? UNKNOWN_USER),
      thumbnailUrl: hidden ? null : row.avatar,
      anonymous: row.anonymous,
      isOwn,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
