import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { accountBanned } from '@/server/auth/account-state';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { user } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { decidePhoto } from './photo-decisions';
import { BULK_KINDS, BULK_SECTIONS, type BulkKind } from './bulk-kinds';
import { checkReason, reasonFields } from '@/features/due-process/reason-codes';
import { itemVersion } from './schema';
import { decideSessionGirlImage, decideSessionGirlPicture } from './session-girl-decisions';

// One decision on many pictures or photos (one yes, or one no with one reason code for all). Each
// item is decided on its own, through the same function as its single decision: its own
// transaction, version check, audit row with before and after, notice, receipt and e-mail. One
// item that was decided meanwhile (409) or is gone (404) is answered as such and the others still
// go through: a bulk decision is atomic per item, not as a whole.

/** The most items one bulk decision may name (twice a page of a section). */
export const BULK_MAX_ITEMS = 100;

const itemId = z
  .number({ message: 'id must be the id of a queue item' })
  .int('id must be a whole number')
  .positive('id must be positive')
  .max(2_147_483_647, 'id is too large');

/** POST /api/v1/admin/decisions: {kind, items: [{id, version}], approved, reasonCode, reason}. */
export const BulkDecisionSchema = z
  .object({
    kind: z.enum(BULK_SECTIONS as [BulkKind, ...BulkKind[]], {
      message: `kind must be one of ${BULK_SECTIONS.join(', ')}`,
    }),
    items: z
      .array(z.object({ id: itemId, ...itemVersion }), { message: 'items must be a list of {id, version}' })
      .min(1, 'Select at least one item')
      .max(BULK_MAX_ITEMS, `At most ${BULK_MAX_ITEMS} items at a time`)
      .refine((items) => new Set(items.map((item) => item.id)).size === items.length, 'Each item may appear once'),
    approved: z.boolean({ message: 'approved must be true or false' }),
    ...reasonFields,
  })
  .superRefine(
    checkReason(
      (body) => BULK_KINDS[body.kind].reasons,
      (body) => body.approved,
    ),
  );
export type BulkDecision = z.output<typeof BulkDecisionSchema>;

/** What became of one item: 204 decided, or the status and message its single decision would answer. */
export interface BulkItemResult {
  id: number;
  status: number;
  detail?: string;
}

const DECIDE: Record<BulkKind, (actor: Actor, id: number, decision: SingleDecision) => Promise<void>> = {
  photos: decidePhoto,
  sessionGirlPictures: decideSessionGirlPicture,
  sessionGirlImages: decideSessionGirlImage,
};
type SingleDecision = Pick<BulkDecision, 'approved' | 'reasonCode' | 'reason'> & { version?: number };

/**
 * The moderator's standing read from the database at the moment of the decision, not from the
 * session: a role taken away (`npm run moderator -- remove`) or a ban stops a bulk decision at
 * once, before any item is touched.
 */
async function stillModerator(userId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ ok: sql<boolean>`true` })
    .from(user)
    .where(
      sql`${user.id} = ${userId} and ',' || replace(coalesce(${user.role}, ''), ' ', '') || ',' like '%,moderator,%' and not ${accountBanned}`,
    )
    .limit(1);
  return row?.ok === true;
}

export async function decideInBulk(actor: SignedInActor, body: BulkDecision): Promise<BulkItemResult[]> {
  requirePermission(actor, 'admin:access');
  if (!(await stillModerator(actor.userId))) throw new AppError('forbidden');
  const decide = DECIDE[body.kind];
  const results: BulkItemResult[] = [];
  // One after another: each item's mail and notice follow its own committed decision, and two
  // photos of one girl never wait on each other's row locks.
  for (const item of body.items) {
    try {
      await decide(actor, item.id, {
        approved: body.approved,
        reasonCode: body.reasonCode,
        reason: body.reason,
        version: item.version,
      });
      results.push({ id: item.id, status: 204 });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id: item.id, status: error.status, ...(error.detail ? { detail: error.detail } : {}) });
    }
  }
  return results;
}
