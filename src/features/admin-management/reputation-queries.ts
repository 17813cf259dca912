import 'server-only';
import { and } from 'drizzle-orm';
import type { TablePage, TableState } from '@/components/ui/server-table-state';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { reputationList } from '@/server/db/schema';
import { offsetOf, orderOf, pageOf, sortKeysOf, textFilter, totalCount } from './table-sql';

// /admin/manage-reputation-list: the reputation items (url, girl handle, guy handle, comment, image).

const sortable = {
  id: reputationList.id,
  girlHandle: reputationList.girlHandle,
  guyHandle: reputationList.guyHandle,
  updatedAt: reputationList.updatedAt,
};
export const REPUTATION_SORTS = sortKeysOf(sortable);

export interface ManagedReputationRow {
  id: number;
  url: string | null;
  girlHandle: string | null;
  guyHandle: string | null;
  /** The mutation's "description". */
  description: string | null;
  imageUrl: string | null;
  updatedAt: string;
}

export async function listReputationItems(actor: Actor, state: TableState): Promise<TablePage<ManagedReputationRow>> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const where = and(
    textFilter(state.q, [
      reputationList.url,
      reputationList.girlHandle,
      reputationList.guyHandle,
      reputationList.comment,
    ]),
  );
  const page = await pageOf(
    db
      .select({
        id: reputationList.id,
        url: reputationList.url,
        girlHandle: reputationList.girlHandle,
        guyHandle: reputationList.guyHandle,
        description: reputationList.comment,
        imageUrl: reputationList.imageSecureUrl,
        updatedAt: reputationList.updatedAt,
      })
      .from(reputationList)
      .where(where)
      .orderBy(...orderOf(state, sortable, reputationList.id))
      .limit(state.size)
      .offset(offsetOf(state)),
    db.select(totalCount()).from(reputationList).where(where),
  );
  return { total: page.total, rows: page.rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })) };
}
