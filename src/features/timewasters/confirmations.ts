import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { timewasterConfirmations, timewasters } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { requireWritingGirl } from './access';
import { CONFIRMATION_MESSAGES, type TimewasterConfirmationValues } from './confirmation-schema';
import { auditTimewasterWrite } from './audit';
import { loadVisible } from './service';
import { openTimewasterWrite } from './write-gate';

// "I had this experience too" (docs/decisions/041): a vetted girl confirms an approved entry she
// can see, with the day it happened, and the entry's expiry starts again from now. One per girl
// per entry, so no girl can keep an entry alive alone; her own report counts once more when it
// happened again. Who confirmed is never shown, only how many.

export interface TimewasterConfirmationDto {
  id: number;
  timewasterId: number;
  experienceDate: string;
  createdAt: string;
  /** The entry's expiry after this confirmation; null: it never expires. */
  expiresAt: string | null;
}

export async function confirmTimewaster(
  anyActor: Actor,
  timewasterId: number,
  values: TimewasterConfirmationValues,
): Promise<TimewasterConfirmationDto> {
  const { actor, db } = await openTimewasterWrite(anyActor);
  requireWritingGirl(actor);
  // An entry she may not see (another girl's waiting report, an expired one) is the 404 of a missing one.
  const entry = await loadVisible(db, actor, timewasterId);
  if (!entry.approved) throw new AppError('conflict', CONFIRMATION_MESSAGES.notApproved);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(timewasterConfirmations)
      .values({ timewasterId, girlId: actor.girlId, experienceDate: values.experienceDate })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new AppError('conflict', CONFIRMATION_MESSAGES.already, {
        source: { pointer: '/data/attributes/experienceDate' },
      });
    const [renewed] = await tx
      .update(timewasters)
      .set({ lastConfirmedAt: sql`greatest(${timewasters.lastConfirmedAt}, now())` })
      .where(and(eq(timewasters.id, timewasterId), eq(timewasters.approved, true)))
      .returning({ expiresAt: timewasters.expiresAt });
    if (!renewed) throw new AppError('not_found');
    await auditTimewasterWrite(tx, actor, {
      action: 'timewaster_confirmation.create',
      targetTable: 'timewaster_confirmations',
      targetId: row.id,
      before: { expiresAt: entry.expiresAt },
      after: { ...row, expiresAt: renewed.expiresAt },
    });
    return {
      id: row.id,
      timewasterId,
      experienceDate: row.experienceDate,
      createdAt: row.createdAt.toISOString(),
      expiresAt: renewed.expiresAt?.toISOString() ?? null,
    };
  });
}
