import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { TablePage, TableState } from '@/components/ui/server-table-state';
import { withWriter } from '@/features/references/queries';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { girls, guys, unverifiedReferences, type ReferenceStatus } from '@/server/db/schema';
import { offsetOf, orderOf, pageOf, sortKeysOf, textFilter, totalCount } from './table-sql';

// /admin/manage-unverified-references: the guys' claimed sessions, to confirm with the girls.

const sortable = {
  id: unverifiedReferences.id,
  guy: guys.username,
  girlUsername: unverifiedReferences.girlUsername,
  status: unverifiedReferences.status,
  createdAt: unverifiedReferences.createdAt,
};
export const REFERENCE_SORTS = sortKeysOf(sortable);

export interface ManagedReferenceRow {
  id: number;
  guyUserId: number;
  guy: string;
  girlUrl: string;
  girlUsername: string;
  email: string | null;
  /** pending, confirmed or denied by the girl it names (denied ones stay here, off his profile). */
  status: ReferenceStatus;
  /** The Matside girl it names, if any. */
  girlId: number | null;
  girlStageName: string | null;
  createdAt: string;
}

export async function listManagedReferences(actor: Actor, state: TableState): Promise<TablePage<ManagedReferenceRow>> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const where = and(
    textFilter(state.q, [
      guys.username,
      unverifiedReferences.girlUrl,
      unverifiedReferences.girlUsername,
      unverifiedReferences.email,
      unverifiedReferences.status,
    ]),
  );
  const page = await pageOf(
    withWriter(
      db
        .select({
          id: unverifiedReferences.id,
          guyUserId: unverifiedReferences.guyUserId,
          guy: guys.username,
          girlUrl: unverifiedReferences.girlUrl,
          girlUsername: unverifiedReferences.girlUsername,
          email: unverifiedReferences.email,
          status: unverifiedReferences.status,
          girlId: unverifiedReferences.girlId,
          girlStageName: girls.stageName,
          createdAt: unverifiedReferences.createdAt,
        })
        .from(unverifiedReferences)
        .$dynamic(),
    )
      .leftJoin(girls, eq(girls.id, unverifiedReferences.girlId))
      .where(where)
      .orderBy(...orderOf(state, sortable, unverifiedReferences.id))
      .limit(state.size)
      .offset(offsetOf(state)),
    withWriter(db.select(totalCount()).from(unverifiedReferences).$dynamic()).where(where),
  );
  return { total: page.total, rows: page.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
