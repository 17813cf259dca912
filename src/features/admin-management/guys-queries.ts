import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TablePage, TableState } from '@/components/ui/server-table-state';
import { listGuyNotes, type ModeratorNoteDto } from '@/features/moderator-notes/queries';
import { reportSuspendedSql } from '@/features/reporting/suspensions';
import { accountBanned } from '@/server/auth/account-state';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { guys, user } from '@/server/db/schema';
import { openGuyPhone } from '@/server/guy-contacts';
import { firstParam, parseRecordId } from '@/lib/route-params';
import { offsetOf, orderOf, pageOf, sortKeysOf, textFilter, totalCount } from './table-sql';

const sortable = {
  id: guys.id,
  username: guys.username,
  name: guys.name,
  city: guys.city,
  createdAt: guys.createdAt,
};
export const GUY_SORTS = sortKeysOf(sortable);

const listColumns = {
  id: guys.id,
  username: guys.username,
  name: guys.name,
  email: guys.email,
  city: guys.city,
  state: guys.state,
  country: guys.country,
  adminShowProfile: guys.adminShowProfile,
  userShowProfile: guys.userShowProfile,
  softDeleted: guys.softDeleted,
  accountBanned: sql<boolean>`coalesce(${accountBanned}, false)`,
  banExpires: user.banExpires,
  reportSuspended: reportSuspendedSql(user.id),
  createdAt: guys.createdAt,
};

export interface ManagedGuyRow {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  adminShowProfile: boolean;
  userShowProfile: boolean;
  softDeleted: boolean;
  accountBanned: boolean;
  banExpires: string | null;
  /** A moderator suspended the right to report (decision 042). */
  reportSuspended: boolean;
  createdAt: string;
}

type ListRow = Omit<ManagedGuyRow, 'banExpires' | 'createdAt'> & { banExpires: Date | null; createdAt: Date };

function toRow(row: ListRow): ManagedGuyRow {
  return { ...row, banExpires: row.banExpires?.toISOString() ?? null, createdAt: row.createdAt.toISOString() };
}

type PageParams = Record<string, string | string[] | undefined>;

/** `?ids=1,2,3` (GetGuysByIds): at most 100 valid ids, the rest ignored. */
function idsOf({ ids }: PageParams): number[] {
  const text = firstParam(ids);
  if (!text) return [];
  return text
    .split(',')
    .slice(0, 100)
    .map((part) => parseRecordId(part.trim()))
    .filter((id): id is number => id !== null);
}

/** The ids the table's links keep while she pages and sorts. */
export function keptGuyIds(params: PageParams): Record<string, string> | undefined {
  const ids = idsOf(params);
  return ids.length ? { ids: ids.join(',') } : undefined;
}

/** The manage-guys page's rows: `?ids=` narrows them. */
export function listManagedGuysOfPage(actor: Actor, state: TableState, params: PageParams) {
  return listManagedGuys(actor, state, idsOf(params));
}

/** SearchGuys, and GetGuysByIds when `ids` is given. */
export async function listManagedGuys(
  actor: Actor,
  state: TableState,
  ids: readonly number[] = [],
): Promise<TablePage<ManagedGuyRow>> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const where = and(
    textFilter(state.q, [guys.username, guys.name, guys.email, guys.city]),
    ids.length ? inArray(guys.id, [...ids]) : undefined,
  );
  const page = await pageOf(
    db
      .select(listColumns)
      .from(guys)
      .innerJoin(user, eq(user.id, guys.userId))
      .where(where)
      .orderBy(...orderOf(state, sortable, guys.id))
      .limit(state.size)
      .offset(offsetOf(state)),
    db.select(totalCount()).from(guys).where(where),
  );
  return { total: page.total, rows: page.rows.map(toRow) };
}

export interface ManagedGuyDetail extends ManagedGuyRow {
  aboutMe: string | null;
  phone: string | null;
  /** The legacy record's free-text notes. */
  legacyModeratorComments: string | null;
  comments: ModeratorNoteDto[];
}

/** GetGuyById, with the moderators' comments on him (moderators only). */
export async function getManagedGuy(actor: Actor, guyId: number): Promise<ManagedGuyDetail | null> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const [row] = await db
    .select({
      ...listColumns,
      aboutMe: guys.aboutMe,
      phoneSealed: guys.phoneSealed,
      legacyModeratorComments: guys.moderatorComments,
    })
    .from(guys)
    .innerJoin(user, eq(user.id, guys.userId))
    .where(eq(guys.id, guyId))
    .limit(1);
  if (!row) return null;
  const { aboutMe, phoneSealed, legacyModeratorComments, ...listed } = row;
  return {
    ...toRow(listed),
    aboutMe,
    phone: openGuyPhone(phoneSealed),
    legacyModeratorComments,
    comments: await listGuyNotes(actor, guyId),
  };
}
