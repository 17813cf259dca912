import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { TablePage, TableState } from '@/components/ui/server-table-state';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { girls, guys, pollVotes } from '@/server/db/schema';
import { offsetOf, orderOf, pageOf, sortKeysOf, textFilter, totalCount } from './table-sql';

// The filter reads poll_votes alone, so counting never joins the voters.

const sortable = {
  id: pollVotes.id,
  poll: pollVotes.poll,
  vote: pollVotes.vote,
  updatedAt: pollVotes.updatedAt,
};
export const VOTE_SORTS = sortKeysOf(sortable);

export interface ManagedVoteRow {
  id: number;
  poll: string;
  vote: string;
  voterKind: 'girl' | 'guy';
  voter: string | null;
  updatedAt: string;
}

export async function listManagedVotes(actor: Actor, state: TableState): Promise<TablePage<ManagedVoteRow>> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const where = and(textFilter(state.q, [pollVotes.poll, pollVotes.vote]));
  const page = await pageOf(
    db
      .select({
        id: pollVotes.id,
        poll: pollVotes.poll,
        vote: pollVotes.vote,
        voterKind: sql<'girl' | 'guy'>`CASE WHEN ${pollVotes.girlId} IS NULL THEN 'guy' ELSE 'girl' END`,
        voter: sql<string | null>`coalesce(${girls.stageName}, ${girls.username}, ${guys.username})`,
        updatedAt: pollVotes.updatedAt,
      })
      .from(pollVotes)
      .leftJoin(girls, eq(girls.id, pollVotes.girlId))
      .leftJoin(guys, eq(guys.id, pollVotes.guyUserId))
      .where(where)
      .orderBy(...orderOf(state, sortable, pollVotes.id))
      .limit(state.size)
      .offset(offsetOf(state)),
    db.select(totalCount()).from(pollVotes).where(where),
  );
  return { total: page.total, rows: page.rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })) };
}
