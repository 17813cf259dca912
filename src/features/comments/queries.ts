import 'server-only';
import { unstable_cache } from 'next/cache';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { accountInGoodStanding, accountUsername, approvedGirlIcon, guyIcon } from '@/server/auth/account-state';
import { getDb } from '@/server/db';
import { comments, girls, guys, user } from '@/server/db/schema';
import type { CommentThread, CommentView } from './schema';

// Comments are public, as the pages that carry them. Only the author's public name and picture
// leave the server, and not even those once the account is gone or banned.

/** How many comments a thread shows, newest first. */
export const COMMENTS_PAGE = 100;

/** The WHERE for one thread: its subject column (girl or guy) or, for the home page, none. */
export function threadCondition(thread: CommentThread, subjectId: number | null): SQL {
  const subject =
    thread === 'home'
      ? and(isNull(comments.girlId), isNull(comments.guyUserId))
      : thread === 'guy-profile'
        ? eq(comments.guyUserId, subjectId ?? -1)
        : eq(comments.girlId, subjectId ?? -1);
  return and(eq(comments.thread, thread), subject)!;
}

export async function listComments(thread: CommentThread, subjectId: number | null): Promise<CommentView[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: comments.id,
      comment: comments.comment,
      createdAt: comments.createdAt,
      // Null when the account is gone (set null) or banned: shown as 'Unknown/Banned User'.
      username: sql<
        string | null
      >`case when ${user.id} is not null and ${accountInGoodStanding} then ${accountUsername} end`,
      avatarUrl: sql<
        string | null
      >`case when ${user.id} is not null and ${accountInGoodStanding} then coalesce(${approvedGirlIcon}, ${guyIcon}) end`,
    })
    .from(comments)
    .leftJoin(user, eq(user.id, comments.authorUserId))
    .leftJoin(girls, eq(girls.userId, comments.authorUserId))
    .leftJoin(guys, eq(guys.userId, comments.authorUserId))
    .where(threadCondition(thread, subjectId))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(COMMENTS_PAGE);
  return rows.map((row) => ({
    id: row.id,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    author: row.username ? { username: row.username, avatarUrl: row.avatarUrl } : null,
  }));
}

/** Every cached comment list (a ban or a deleted account drops it: the author's name goes). */
export const COMMENTS_CACHE_TAG = 'comments';

/** The tag of one thread's cached list: posting or deleting a comment there drops it. */
export function commentsThreadTag(thread: CommentThread, subjectId: number | null): string {
  return `comments:${thread}:${subjectId ?? 'none'}`;
}

/** listComments for the cached public pages, tagged per thread. */
export function listCommentsCached(thread: CommentThread, subjectId: number | null): Promise<CommentView[]> {
  return unstable_cache(() => listComments(thread, subjectId), ['comments:list', thread, String(subjectId)], {
    tags: [COMMENTS_CACHE_TAG, commentsThreadTag(thread, subjectId)],
    revalidate: 300,
  })();
}
