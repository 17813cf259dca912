import 'server-only';
import { eq } from 'drizzle-orm';
import type { Viewer } from '@/components/layout/navigation';
import { getDb } from '@/server/db';
import { girls } from '@/server/db/schema';
import { getActor } from './actor';

/** What the site header needs about the signed-in user (display only), or null for a visitor. */
export async function getViewer(): Promise<Viewer | null> {
  const actor = await getActor();
  if (actor.kind === 'visitor') return null;
  const role = actor.roles.includes('girl') ? 'girl' : actor.roles.includes('guy') ? 'guy' : 'moderator';
  let stageName: string | null = null;
  if (actor.girlId !== undefined) {
    const db = await getDb();
    const [girl] = await db.select({ stageName: girls.stageName }).from(girls).where(eq(girls.id, actor.girlId)).limit(1);
    stageName = girl?.stageName ?? null;
  }
  return { username: actor.username, role, isModerator: actor.isModerator, stageName, avatarUrl: actor.image };
}
