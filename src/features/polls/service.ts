import 'server-only';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { pollVotes, polls } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { dropCacheTag } from '@/server/cache';
import { POLLS_CACHE_TAG, getPollResults, voterOf } from './queries';
import { POLL_MESSAGES, type PollResults, type PollVoteValues } from './schema';

/** Spec §4 "Poll votes": one upsert, so two quick clicks never make two votes. */
export async function votePoll(
  actor: Actor,
  values: PollVoteValues,
): Promise<{ created: boolean; results: PollResults }> {
  requirePermission(actor, 'poll:vote');
  const voter = voterOf(actor);
  if (!voter) throw new AppError('forbidden');
  const db = await getDb();
  const [poll] = await db
    .select({ options: polls.options })
    .from(polls)
    .where(and(eq(polls.key, values.poll), eq(polls.active, true)))
    .limit(1);
  if (!poll) throw new AppError('not_found');
  if (!poll.options.includes(values.vote))
    throw new AppError('unprocessable', POLL_MESSAGES.vote, { source: { pointer: '/data/attributes/vote' } });

  const byGirl = 'girlId' in voter;
  const [row] = await db
    .insert(pollVotes)
    .values({ poll: values.poll, vote: values.vote, ...voter })
    .onConflictDoUpdate({
      target: byGirl ? [pollVotes.poll, pollVotes.girlId] : [pollVotes.poll, pollVotes.guyUserId],
      targetWhere: byGirl ? isNotNull(pollVotes.girlId) : isNotNull(pollVotes.guyUserId),
      set: { vote: values.vote, updatedAt: new Date() },
    })
    // xmax = 0 only for a row this statement inserted.
    .returning({ created: sql<boolean>`(xmax = 0)` });
  dropCacheTag(POLLS_CACHE_TAG);
  const results = await getPollResults(actor, values.poll);
  if (!results) throw new AppError('not_found');
  return { created: row?.created === true, results };
}
