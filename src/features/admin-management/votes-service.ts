import 'server-only';
import { eq } from 'drizzle-orm';
import { auditedDelete } from '@/features/audit-log/service';
import { POLLS_CACHE_TAG } from '@/features/polls/queries';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { pollVotes } from '@/server/db/schema';
import { dropCacheTag } from '@/server/cache';

/** Delete poll vote (spec §7): the voter may vote again. */
export async function deletePollVote(actor: Actor, voteId: number): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  await db.transaction(async (tx) => {
    await auditedDelete(tx, actor, {
      table: pollVotes,
      where: eq(pollVotes.id, voteId),
      subjectId: voteId,
      columns: { poll: pollVotes.poll, vote: pollVotes.vote, girlId: pollVotes.girlId, guyUserId: pollVotes.guyUserId },
      action: 'poll-vote.delete',
    });
  });
  dropCacheTag(POLLS_CACHE_TAG);
}
