import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { TablePage, TableState } from '@/components/ui/server-table-state';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { legacyFollowTravels, sessionGirls } from '@/server/db/schema';
import { offsetOf, orderOf, pageOf, sortKeysOf, textFilter, totalCount } from './table-sql';

// /admin/manage-follow-my-travels: the follow-my-travels records carried over from the legacy site.

const sortable = {
  id: legacyFollowTravels.id,
  identifier: legacyFollowTravels.identifier,
  legacyGirlId: legacyFollowTravels.legacyGirlId,
  username: legacyFollowTravels.username,
  email: legacyFollowTravels.email,
};
export const LEGACY_FOLLOW_SORTS = sortKeysOf(sortable);

export interface ManagedLegacyFollowRow {
  id: number;
  identifier: string | null;
  legacyGirlId: number | null;
  sessionGirlId: number | null;
  sessionGirl: string | null;
  username: string | null;
  followAllCities: boolean;
  email: string | null;
  cities: string[];
}

export async function listManagedLegacyFollows(
  actor: Actor,
  state: TableState,
): Promise<TablePage<ManagedLegacyFollowRow>> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const where = and(
    textFilter(state.q, [
      legacyFollowTravels.identifier,
      legacyFollowTravels.username,
      legacyFollowTravels.email,
      legacyFollowTravels.legacyGirlId,
      sql`array_to_string(${legacyFollowTravels.cities}, ', ')`,
    ]),
  );
  return pageOf(
    db
      .select({
        id: legacyFollowTravels.id,
        identifier: legacyFollowTravels.identifier,
        legacyGirlId: legacyFollowTravels.legacyGirlId,
        sessionGirlId: legacyFollowTravels.sessionGirlId,
        sessionGirl: sessionGirls.username,
        username: legacyFollowTravels.username,
        followAllCities: legacyFollowTravels.followAllCities,
        email: legacyFollowTravels.email,
        cities: legacyFollowTravels.cities,
      })
      .from(legacyFollowTravels)
      .leftJoin(sessionGirls, eq(sessionGirls.id, legacyFollowTravels.sessionGirlId))
      .where(where)
      .orderBy(...orderOf(state, sortable, legacyFollowTravels.id))
      .limit(state.size)
      .offset(offsetOf(state)),
    db.select(totalCount()).from(legacyFollowTravels).where(where),
  );
}
