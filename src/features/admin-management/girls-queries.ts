import 'server-only';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { TablePage, TableState } from '@/components/ui/server-table-state';
import { reportSuspendedSql } from '@/features/reporting/suspensions';
import { accountBanned } from '@/server/auth/account-state';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { girlSearchText, girls, user } from '@/server/db/schema';
import { parseRecordId } from '@/lib/route-params';
import { containsPattern } from '@/lib/like-pattern';
import { cappedPageOf, offsetOf, orderOf, sortKeysOf, totalCount } from './table-sql';

// /admin/manage-girls: every girl record with her states, filtered, sorted and paged in SQL.

const sortable = {
  id: girls.id,
  stageName: girls.stageName,
  username: girls.username,
  city: girls.city,
  createdAt: girls.createdAt,
};
export const GIRL_SORTS = sortKeysOf(sortable);

const columns = {
  id: girls.id,
  stageName: girls.stageName,
  username: girls.username,
  email: girls.email,
  city: girls.city,
  state: girls.state,
  country: girls.country,
  profileApproved: girls.profileApproved,
  profilePicApproved: girls.profilePicApproved,
  adminShowProfile: girls.adminShowProfile,
  girlShowProfile: girls.girlShowProfile,
  matsideGirl: girls.matsideGirl,
  trans: girls.trans,
  isScammer: girls.isScammer,
  active: girls.active,
  banned: girls.banned,
  hasAccount: sql<boolean>`${girls.userId} IS NOT NULL`,
  accountBanned: sql<boolean>`coalesce(${accountBanned}, false)`,
  banExpires: user.banExpires,
  reportSuspended: reportSuspendedSql(user.id),
};

export interface ManagedGirlRow {
  id: number;
  stageName: string | null;
  username: string | null;
  email: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  profileApproved: boolean | null;
  profilePicApproved: boolean | null;
  adminShowProfile: boolean;
  girlShowProfile: boolean;
  matsideGirl: boolean;
  trans: boolean;
  isScammer: boolean;
  active: boolean;
  banned: boolean;
  hasAccount: boolean;
  /** Her account is banned now (Better Auth refuses her sign-in). */
  accountBanned: boolean;
  /** The spec's unban_at: null with accountBanned = for good. */
  banExpires: string | null;
  /** A moderator suspended the right to report (decision 042). */
  reportSuspended: boolean;
}

/** The site search's text (one trigram index), or the id when the filter is a number. */
function girlFilter(q: string): SQL | undefined {
  if (!q) return undefined;
  const contains = sql`${girlSearchText(girls)} ILIKE ${containsPattern(q)}`;
  const id = parseRecordId(q);
  return id === null ? contains : or(contains, eq(girls.id, id));
}

export async function listManagedGirls(actor: Actor, state: TableState): Promise<TablePage<ManagedGirlRow>> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const where = and(girlFilter(state.q));
  const page = await cappedPageOf(
    db
      .select(columns)
      .from(girls)
      .leftJoin(user, eq(user.id, girls.userId))
      .where(where)
      .orderBy(...orderOf(state, sortable, girls.id))
      .limit(state.size)
      .offset(offsetOf(state)),
    // Capped: at most 10,001 matching girls are read (a big site has 100,000).
    (limit) =>
      db.select(totalCount()).from(
        db
          .select({ one: sql`1` })
          .from(girls)
          .where(where)
          .limit(limit)
          .as('matching'),
      ),
  );
  return {
    total: page.total,
    totalCapped: page.totalCapped,
    rows: page.rows.map((row) => ({ ...row, banExpires: row.banExpires?.toISOString() ?? null })),
  };
}

/** One girl's name for the moderator comments page, or null when there is no such girl. */
export async function getManagedGirl(
  actor: Actor,
  girlId: number,
): Promise<{ id: number; stageName: string | null; username: string | null } | null> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const [row] = await db
    .select({ id: girls.id, stageName: girls.stageName, username: girls.username })
    .from(girls)
    .where(eq(girls.id, girlId))
    .limit(1);
  return row ?? null;
}
