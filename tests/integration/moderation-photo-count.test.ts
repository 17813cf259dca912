import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { KINDS } from '@/features/moderation/kinds';
import { countOf } from '@/features/moderation/kinds/define';
import { moderationQueue, queueCounts } from '@/features/moderation/queries';
import { NO_FILTERS } from '@/features/moderation/queue-filters';
import type { Actor } from '@/server/auth/actor-types';
import { getActorFromHeaders } from '@/server/auth/actor';
import { ACCOUNT_DELETED_BAN_REASON } from '@/server/auth/constants';
import { getDb } from '@/server/db';
import { girlPhotos, girls, user } from '@/server/db/schema';
import { insertGirl, uniqueName, type GirlState } from '../helpers/girls';
import { createModerator } from '../helpers/people';

// Decision 057, session 33: the waiting photos' count reads each photo's girl only when she is
// approved (her approval is inside the lateral lookup), so at scale it reads girls_approved_user_idx
// and never a pending girl's row. The count and the section answer as before: the photos of approved
// girls, a banned account's included, and not those of a pending, rejected or deleted girl.

let actor: Actor;
const marker = uniqueName('Photocount').replace(/\s+/g, '');

async function girlWithPhotos(state: GirlState, pending: number, deleted = false): Promise<number[]> {
  const db = await getDb();
  const girl = await insertGirl(state, { stageName: uniqueName(`${marker} ${state}`) });
  if (deleted) {
    const [row] = await db.select({ userId: girls.userId }).from(girls).where(eq(girls.id, girl.id));
    await db.update(user).set({ banReason: ACCOUNT_DELETED_BAN_REASON }).where(eq(user.id, row!.userId!));
  }
  const rows = await db
    .insert(girlPhotos)
    .values(
      [...Array.from({ length: pending }, () => false), true].map((approved) => ({
        girlId: girl.id,
        storageKey: `test/${uniqueName('photo-count')}.webp`,
        secureUrl: '/media/test/photo-count.webp',
        approved,
      })),
    )
    .returning({ id: girlPhotos.id, approved: girlPhotos.approved });
  return rows.filter((row) => !row.approved).map((row) => row.id);
}

/**
 * The indexes the photos' count reads girls through. Sequential scans are off: on a test's few rows
 * the planner would read the whole small table, at scale it reads an index (the decision's EXPLAIN).
 */
async function girlsIndexes(): Promise<string[]> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx.execute<Record<string, unknown>>(
      sql`explain (format json) select ${countOf(KINDS.photos, undefined)} as n`,
    );
  });
  const plan = (Object.values(result.rows[0]!)[0] as { Plan: Record<string, unknown> }[])[0]!.Plan;
  const indexes: string[] = [];
  const walk = (node: Record<string, unknown>, parent?: Record<string, unknown>) => {
    const type = node['Node Type'];
    const table = type === 'Bitmap Index Scan' ? parent?.['Relation Name'] : node['Relation Name'];
    if (table === 'girls' && type !== 'Bitmap Heap Scan') indexes.push(String(node['Index Name'] ?? type));
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child, node);
  };
  walk(plan);
  return indexes;
}

beforeAll(async () => {
  const moderator = await createModerator();
  actor = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
});

describe('the waiting photos count', () => {
  it('counts the photos of approved girls only, a banned account’s but not a deleted one’s, as the section lists them', async () => {
    const before = await queueCounts(actor);
    const approved = await girlWithPhotos('visible', 2);
    const banned = await girlWithPhotos('account-banned', 1);
    await girlWithPhotos('pending', 3);
    await girlWithPhotos('rejected', 2);
    await girlWithPhotos('account-banned', 2, true);

    const after = await queueCounts(actor);
    expect(after.photos - before.photos).toBe(3);
    const filtered = { ...NO_FILTERS, kind: 'photos' as const, search: marker };
    expect((await queueCounts(actor, filtered)).photos).toBe(3);
    const { photos } = await moderationQueue(actor, {}, filtered);
    expect(photos.map((photo) => photo.id).sort((a, b) => a - b)).toEqual(
      [...approved, ...banned].sort((a, b) => a - b),
    );
  });

  it('looks each photo’s girl up in the approved girls’ index, not by her key and a filter', async () => {
    await girlWithPhotos('pending', 2);
    await girlWithPhotos('visible', 1);
    expect(await girlsIndexes()).toEqual(['girls_approved_user_idx']);
  });
});
