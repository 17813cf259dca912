import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { problemGirls } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';

/** A crawled problem girl a moderator has looked at leaves the "New Problem Girls Crawled" section. */
export async function markCrawledProblemGirlReviewed(actor: Actor, id: number): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(problemGirls)
      .set({ reviewed: true })
      .where(and(eq(problemGirls.id, id), isNull(problemGirls.username), eq(problemGirls.reviewed, false)))
      .returning({ id: problemGirls.id });
    if (!row) throw new AppError('not_found');
    await recordAudit(tx, actor, {
      action: 'problem-girl.reviewed',
      subjectTable: 'problem_girls',
      subjectId: id,
      before: { reviewed: false },
      after: { reviewed: true },
    });
  });
}
