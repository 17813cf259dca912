import 'server-only';
import { assertMayReport } from '@/features/reporting/suspensions';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { accountInGoodStanding } from '@/server/auth/account-state';
import { requirePermission } from '@/server/auth/permissions';
import { dropCachePath } from '@/server/cache';
import { getDb } from '@/server/db';
import { girls, guys, unverifiedReferences, user } from '@/server/db/schema';
import { absoluteUrl } from '@/server/absolute-url';
import { env } from '@/server/env';
import { AppError } from '@/server/http/app-error';
import { jobQueueReady, queueMail, type QueueOptions } from '@/server/jobs';
import type { MailMessage } from '@/server/mail';
import { tell } from '@/features/due-process/decision-mail';
import { recordNotice, type Notice } from '@/features/due-process/decision-notices';
import { receiptMail } from '@/features/due-process/receipts';
import { stageNameFromGirlUrl, type ReferenceDecision, type UnverifiedReferenceValues } from './schema';

// Unverified references (spec §6) and, beyond the spec, the named vetted girl's confirmation: she
// gets an e-mail and a dashboard card, and only she answers (decision 020).

export const REFERENCE_DENIED_REASON = 'She did not confirm the session.';

export interface ReferenceDeps {
  sendMail?: (message: MailMessage, options?: QueueOptions) => Promise<unknown>;
}

/** Vetted, neither banned nor deleted. */
const answerableGirl = and(eq(girls.profileApproved, true), eq(girls.banned, false), accountInGoodStanding);

async function findNamedGirl(values: UnverifiedReferenceValues) {
  const username = values.username.toLowerCase();
  const fromUrl = stageNameFromGirlUrl(values.girlUrl, env.APP_URL)?.toLowerCase() ?? null;
  const names = [username, ...(fromUrl ? [fromUrl] : [])];
  const byUsername = sql`lower(${girls.username}) = ${username}`;
  const db = await getDb();
  const [girl] = await db
    .select({ id: girls.id, girlEmail: girls.email, accountEmail: user.email })
    .from(girls)
    .innerJoin(user, eq(user.id, girls.userId))
    .where(and(answerableGirl, or(byUsername, ...names.map((name) => sql`lower(${girls.stageName}) = ${name}`))))
    .orderBy(sql`${byUsername} desc`, girls.id)
    .limit(1);
  return girl ?? null;
}

/** His own profile only (another guy's id: 403, existing or not). */
export async function addUnverifiedReference(
  actor: Actor,
  values: UnverifiedReferenceValues,
  deps: ReferenceDeps = {},
): Promise<{ id: number; girlNamed: boolean }> {
  requirePermission(actor, 'reference:write:own');
  const guyId = actor.guyId;
  if (!guyId || values.guyId !== guyId) throw new AppError('forbidden');
  const db = await getDb();
  await assertMayReport(db, actor);
  const girl = await findNamedGirl(values);
  const to = girl ? girl.girlEmail?.trim() || girl.accountEmail : null;
  if (to) await jobQueueReady();
  const row = await db.transaction(async (tx) => {
    // One e-mail per guy and girl.
    const [earlier] = girl
      ? await tx
          .select({ id: unverifiedReferences.id })
          .from(unverifiedReferences)
          .where(and(eq(unverifiedReferences.guyUserId, guyId), eq(unverifiedReferences.girlId, girl.id)))
          .limit(1)
      : [];
    const [inserted] = await tx
      .insert(unverifiedReferences)
      .values({
        guyUserId: guyId,
        girlUrl: values.girlUrl,
        girlUsername: values.username,
        guyIdentifier: values.guyIdentifier,
        girlId: girl?.id ?? null,
      })
      .returning({ id: unverifiedReferences.id });
    // Queued with the reference: a rolled-back write mails nobody.
    if (to && !earlier) await (deps.sendMail ?? queueMail)(referenceMail(to, actor.username), { tx });
    return inserted!;
  });

  dropCachePath(`/client/${encodeURIComponent(actor.username)}`);
  return { id: row.id, girlNamed: girl !== null };
}

/** Only who: what he wrote is read behind her login, not in a mailbox. */
function referenceMail(to: string, guyUsername: string): MailMessage {
  const url = absoluteUrl('/dashboard');
  return {
    to,
    subject: 'Did you see this client?',
    text: [
      `${guyUsername} added you to his references on Matside: he says he had a session with you.`,
      '',
      `Did you see this client? Confirm or deny it from your dashboard: ${url}`,
      'A confirmed reference shows on his client profile; a denied one is removed from it.',
      '',
      '— Matside',
    ].join('\n'),
  };
}

/** Anyone else's, an answered one and a missing one are the same 404. */
export async function decideReference(
  actor: Actor,
  referenceId: number,
  { decision }: ReferenceDecision,
): Promise<{ status: 'confirmed' | 'denied' }> {
  requirePermission(actor, 'reference:decide:own');
  if (!actor.girlId) throw new AppError('not_found');
  const status = decision === 'confirm' ? 'confirmed' : 'denied';
  const db = await getDb();
  const girlId = actor.girlId;
  // A receipt for the filer (decision 037).
  const notice: Notice = {
    kind: 'reference',
    role: 'reporter',
    subject: '',
    accepted: status === 'confirmed',
    reasonCode: status === 'confirmed' ? 'verified' : 'other',
    reasonText: status === 'confirmed' ? null : REFERENCE_DENIED_REASON,
  };
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(unverifiedReferences)
      .set({ status, decidedAt: new Date() })
      .where(
        and(
          eq(unverifiedReferences.id, referenceId),
          eq(unverifiedReferences.girlId, girlId),
          eq(unverifiedReferences.status, 'pending'),
        ),
      )
      .returning({ guyUserId: unverifiedReferences.guyUserId, girlUsername: unverifiedReferences.girlUsername });
    if (!row) throw new AppError('not_found');
    const [guy] = await tx
      .select({ username: guys.username, userId: guys.userId, email: user.email })
      .from(guys)
      .innerJoin(user, eq(user.id, guys.userId))
      .where(eq(guys.id, row.guyUserId))
      .limit(1);
    notice.subject = `Your reference for ${row.girlUsername}`;
    await recordNotice(tx, guy?.userId, notice);
    return guy;
  });
  if (decided) {
    dropCachePath(`/client/${encodeURIComponent(decided.username)}`);
    await tell(decided.email, receiptMail(notice, { decider: 'The girl it names' }));
  }
  return { status };
}
