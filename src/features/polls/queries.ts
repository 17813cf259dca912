import 'server-only';
import { unstable_cache } from 'next/cache';
import { and, count, desc, eq } from 'drizzle-orm';
import { VISITOR, type Actor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { pollVotes, polls } from '@/server/db/schema';
import type { PollResults } from './schema';

// Results are public; a voter's own answer is read by his or her id only.

export function voterOf(actor: Actor): { girlId: number } | { guyUserId: number } | null {
  if (actor.kind === 'visitor') return null;
  if (actor.guyId) return { guyUserId: actor.guyId };
  if (actor.girlId) return { girlId: actor.girlId };
  return null;
}

export async function getPollResults(actor: Actor, key: string): Promise<PollResults | null> {
  const db = await getDb();
  const [poll] = await db
    .select({ key: polls.key, question: polls.question, options: polls.options })
    .from(polls)
    .where(and(eq(polls.key, key), eq(polls.active, true)))
    .limit(1);
  if (!poll) return null;
  const voter = voterOf(actor);
  const [tally, mine] = await Promise.all([
    db
      .select({ vote: pollVotes.vote, n: count() })
      .from(pollVotes)
      .where(eq(pollVotes.poll, poll.key))
      .groupBy(pollVotes.vote),
    voter
      ? db
          .select({ vote: pollVotes.vote })
          .from(pollVotes)
          .where(
            and(
              eq(pollVotes.poll, poll.key),
              'girlId' in voter ? eq(pollVotes.girlId, voter.girlId) : eq(pollVotes.guyUserId, voter.guyUserId),
            ),
          )
          .limit(1)
      : Promise.resolve([]),
  ]);
  const counts = new Map(tally.map((row) => [row.vote, row.n]));
  const options = poll.options.map((label) => ({ label, votes: counts.get(label) ?? 0 }));
  return {
    key: poll.key,
    question: poll.question,
    options,
    // Only answers the poll still offers count.
    total: options.reduce((sum, option) => sum + option.votes, 0),
    myVote: mine[0]?.vote ?? null,
  };
}

export async function getCurrentPoll(actor: Actor): Promise<PollResults | null> {
  const db = await getDb();
  const [latest] = await db
    .select({ key: polls.key })
    .from(polls)
    .where(eq(polls.active, true))
    .orderBy(desc(polls.createdAt), desc(polls.id))
    .limit(1);
  return latest ? getPollResults(actor, latest.key) : null;
}

/** A vote drops it. */
export const POLLS_CACHE_TAG = 'polls';

export const getCurrentPollCached = unstable_cache(() => getCurrentPoll(VISITOR), ['polls:current'], {
  tags: [POLLS_CACHE_TAG],
  revalidate: 300,
});
