import 'server-only';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { latestAdultBirthday } from '@/lib/birthday';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { girls, guys } from '@/server/db/schema';

// Profiles whose stored birthday makes them younger than 18 (saved before the age rule, or by an
// import): the forms and the server refuse such a birthday now, these rows are shown to the
// moderators on /admin until one of them fixes or removes the profile.

export interface UnderageProfileDto {
  kind: 'girl' | 'guy';
  id: number;
  label: string;
  birthday: string;
  /** Where a moderator edits the profile. */
  href: string;
}

/** Girls and (not deleted) guys with a birthday under 18 on `today`, youngest first; moderators only. */
export async function listUnderageProfiles(actor: Actor, today: Date = new Date()): Promise<UnderageProfileDto[]> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const latest = latestAdultBirthday(today);
  const [girlRows, guyRows] = await Promise.all([
    db
      .select({ id: girls.id, stageName: girls.stageName, username: girls.username, birthday: girls.birthday })
      .from(girls)
      .where(and(isNotNull(girls.birthday), gt(girls.birthday, latest)))
      .orderBy(asc(girls.id)),
    db
      .select({ id: guys.id, username: guys.username, birthday: guys.birthday })
      .from(guys)
      .where(and(eq(guys.softDeleted, false), isNotNull(guys.birthday), gt(guys.birthday, latest)))
      .orderBy(asc(guys.id)),
  ]);
  const found: UnderageProfileDto[] = [
    ...girlRows.map((row) => ({
      kind: 'girl' as const,
      id: row.id,
      label: row.stageName ?? row.username ?? `Girl #${row.id}`,
      birthday: row.birthday!,
      href: `/edit-profile-female?girlId=${row.id}`,
    })),
    ...guyRows.map((row) => ({
      kind: 'guy' as const,
      id: row.id,
      label: row.username,
      birthday: row.birthday!,
      href: `/admin/manage-guys/${row.id}`,
    })),
  ];
  return found.sort((a, b) => b.birthday.localeCompare(a.birthday));
}
