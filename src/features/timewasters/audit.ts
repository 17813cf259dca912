import 'server-only';
import type { SignedInActor } from '@/server/auth/actor-types';
import type { Db } from '@/server/db';
import { auditLog } from '@/server/db/schema';
import { isTimewasterModerator } from './access';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Every moderator change or deletion in the timewaster database is logged (who, what, when, before/after). */
export async function auditModerator(
  tx: Tx | Db,
  actor: SignedInActor,
  entry: {
    action: string;
    targetTable: string;
    targetId: number | string;
    before?: object | null;
    after?: object | null;
  },
): Promise<void> {
  if (!isTimewasterModerator(actor)) return;
  await tx.insert(auditLog).values({
    actorUserId: actor.userId,
    action: entry.action,
    targetTable: entry.targetTable,
    targetId: String(entry.targetId),
    before: (entry.before ?? null) as Record<string, unknown> | null,
    after: (entry.after ?? null) as Record<string, unknown> | null,
  });
}
