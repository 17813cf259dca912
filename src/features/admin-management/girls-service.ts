import 'server-only';
import { eq } from 'drizzle-orm';
import { auditedUpdate } from '@/features/audit-log/service';
import { COMMENTS_CACHE_TAG } from '@/features/comments/queries';
import { revalidateGirlProfile } from '@/features/girls/cache';
import { syncGirlMediaVisibility } from '@/features/girls/media-visibility';
import { SCAMMERS_CACHE_TAG } from '@/features/scammers/queries';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { dropCacheTag } from '@/server/cache';
import { getDb } from '@/server/db';
import { girls } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { jobQueueReady, queueJob } from '@/server/jobs';
import { banSubject, tellBanned, tellUnbanned, unbanSubject, type UnbanReason } from './account-bans';
import { setGirlStanding } from './girl-standing';
import { GIRL_TOGGLE_ATTRIBUTES, isStandingAttribute, type Ban, type GirlToggle } from './schema';

// Each write is audited and drops her public caches after the commit.

export async function dropGirlCaches(girlId: number): Promise<void> {
  revalidateGirlProfile(girlId);
  // The scammers list and pages read the same girls rows; her comments show her account's name.
  dropCacheTag(SCAMMERS_CACHE_TAG);
  dropCacheTag(COMMENTS_CACHE_TAG);
  // Hidden or banned for good: her pictures and share card leave /media; shown again, they come back.
  await syncGirlMediaVisibility(girlId);
}

/** Spec §7 "Toggle a boolean attribute on a girl"; standing switches are girl-standing.ts. */
export async function toggleGirlAttribute(actor: Actor, girlId: number, toggle: GirlToggle): Promise<void> {
  requirePermission(actor, 'admin:access');
  if (isStandingAttribute(toggle.attribute)) {
    await setGirlStanding(actor, girlId, { ...toggle, attribute: toggle.attribute });
    await dropGirlCaches(girlId);
    return;
  }
  const column = GIRL_TOGGLE_ATTRIBUTES[toggle.attribute];
  const db = await getDb();
  await db.transaction((tx) =>
    auditedUpdate(tx, actor, {
      table: girls,
      where: eq(girls.id, girlId),
      subjectId: girlId,
      columns: { [toggle.attribute]: girls[column] },
      set: { [column]: toggle.value, updatedAt: new Date() },
      action: 'girl.toggle',
    }),
  );
  await dropGirlCaches(girlId);
}

async function girlAccount(girlId: number): Promise<string> {
  const db = await getDb();
  const [girl] = await db.select({ userId: girls.userId }).from(girls).where(eq(girls.id, girlId)).limit(1);
  if (!girl) throw new AppError('not_found');
  // Nobody to ban without an account: the listing is hidden with `banned`.
  if (!girl.userId)
    throw new AppError('conflict', 'This girl has no account to ban; toggle her banned attribute instead.');
  return girl.userId;
}

/** Bans her account until `unbanAt` (null: for good): she leaves every public page and her sessions end. */
export async function banGirl(actor: Actor, girlId: number, ban: Ban): Promise<void> {
  requirePermission(actor, 'admin:access');
  const userId = await girlAccount(girlId);
  const db = await getDb();
  if (ban.unbanAt) await jobQueueReady();
  const banned = await db.transaction(async (tx) => {
    const banned = await banSubject(tx, actor, { subjectTable: 'girls', subjectId: girlId, userId }, ban);
    // Her pictures leave /media now (dropGirlCaches) and come back when the ban ends by itself.
    if (ban.unbanAt) await queueJob('girl-media-sync', { girlId }, { tx, startAfter: ban.unbanAt });
    return banned;
  });
  await dropGirlCaches(girlId);
  await tellBanned(banned);
}

/** Lifts her ban; from the table (`told`), a decision she is told of; an upheld appeal tells her itself. */
export async function unbanGirl(actor: Actor, girlId: number, told?: UnbanReason): Promise<void> {
  requirePermission(actor, 'admin:access');
  const userId = await girlAccount(girlId);
  const db = await getDb();
  const unbanned = await db.transaction((tx) =>
    unbanSubject(tx, actor, { subjectTable: 'girls', subjectId: girlId, userId }, told),
  );
  await dropGirlCaches(girlId);
  await tellUnbanned(unbanned);
}
