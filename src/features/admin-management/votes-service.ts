import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import { POLLS_CACHE_TAG } from '@/features/polls/queries';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { pollVotes } from '@/server/db/schema';
import { dropCacheTag } from '@/server/cache';
import { AppError } from '@/server/http/app-error';

/** Delete poll vote (spec §7): the voter may vote again. */
export async function deletePollVote(actor: Actor, voteId: number): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(pollVotes).where(eq(pollVotes.id, voteId)).returning({
      poll: pollVotes.poll,
      vote: pollVotes.vote,
      girlId: pollVotes.girlId,
      guyUserId: pollVotes.guyUserId,
    });
    if (!before) throw new AppError('not_found');
    await recordAudit(tx, actor, {
      action: 'poll-vote.delete',
      subjectTable: 'poll_votes',
      subjectId: voteId,
      before,
      after: null,
    });
  });
  dropCacheTag(POLLS_CACHE_TAG);
}
