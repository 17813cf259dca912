import 'server-only';
import { eq, or, sql } from 'drizzle-orm';
import { requirePermission } from '@/server/auth/permissions';
import type { Actor } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { auditLog, girls } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { saveImage64 } from '@/server/images';
import type { ScammerReportValues } from './schema';

export const SCAMMER_ALREADY_LISTED = 'This username is already listed.';

export interface ReportedScammer {
  id: number;
  /** Always false: a report waits for a moderator before it is public. */
  approved: boolean;
}

/**
 * POST /api/v1/scammers: a signed-in user reports a scammer. The record is a girls row with
 * is_scammer set and profile_approved null (pending), so every public list and page leaves it out
 * until a moderator approves it; the reporter is kept in the audit log, not on the public row.
 */
export async function reportScammer(actor: Actor, values: ScammerReportValues): Promise<ReportedScammer> {
  requirePermission(actor, 'scammer:report');
  const db = await getDb();

  // The username is the public URL key (/scammer/{stage_name}): one record per name.
  const key = values.username.toLowerCase();
  const [taken] = await db
    .select({ id: girls.id })
    .from(girls)
    .where(or(eq(sql`lower(${girls.stageName})`, key), eq(sql`lower(${girls.username})`, key)))
    .limit(1);
  if (taken) throw new AppError('conflict', SCAMMER_ALREADY_LISTED, { source: { pointer: '/data/attributes/username' } });

  const avatar = values.avatar ? await saveImage64(values.avatar, { kind: 'avatar', prefix: 'avatars/scammers' }) : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(girls)
      .values({
        name: values.name,
        username: values.username,
        stageName: values.username,
        headline: values.headline,
        description: values.description,
        city: values.city,
        country: values.country,
        height: values.height,
        weight: values.weight,
        isScammer: true,
        matsideGirl: false,
        profileApproved: null,
        profilePicSecureUrl: avatar?.url ?? null,
        profilePicPublicId: avatar?.key ?? null,
        profilePicApproved: null,
      })
      .returning({ id: girls.id });
    const id = row!.id;
    await tx.insert(auditLog).values({
      actorUserId: actor.userId,
      action: 'scammer.report',
      targetTable: 'girls',
      targetId: String(id),
      after: { username: values.username, headline: values.headline },
    });
    return { id, approved: false };
  });
}
